import type { InvitationOutcome } from "../../../../contracts/organizations";

/** What happens to a row, in the same words before sending (the preview) and after (the result). */
export const OUTCOME_LABELS: Record<InvitationOutcome, string> = {
  invite: "Invite",
  invalid: "Not a valid row",
  duplicate: "Twice in the list",
  already_member: "Already a member",
  already_invited: "Already invited",
  role_not_allowed: "Role not allowed",
  no_department: "No such department",
  no_manager: "Line manager not found",
  over_seats: "No seat free",
};

/** One row of the file as the table shows it: the preview's fields, with the file's row number. */
export interface InvitationListRow {
  fileRow: number;
  email: string;
  name: string | null;
  department: string | null;
  newDepartment: boolean;
  outcome: InvitationOutcome;
  reason?: string;
}

/** A box that scrolls is a named region the keyboard reaches (WCAG 2.1.1), as the table primitive's is. */
const scrollRegion = (label: string) => ({ role: "region", "aria-label": label, tabIndex: 0 }) as const;

/** How many rows the page lists; the summary above counts them all. */
const SHOWN = 200;

/**
 * The rows of a list of invitations, each with what will happen to it (`mode` "preview") or what
 * happened (`mode` "result"), in the file's order and by its row numbers, so the two read side by
 * side. A list, not a table: at a phone's width each row still shows its fate without scrolling sideways.
 */
export function InvitationRowsList({
  rows,
  mode,
  label,
}: {
  rows: readonly InvitationListRow[];
  mode: "preview" | "result";
  label: string;
}) {
  return (
    <div className="grid gap-2">
      {/* A long list scrolls in its own box, which the keyboard reaches too (WCAG 2.1.1). */}
      <div {...scrollRegion(label)} className="max-h-[28rem] overflow-y-auto rounded-md border bg-white">
        <ul aria-label={label} className="grid divide-y">
          {rows.slice(0, SHOWN).map((r) => (
            <li key={r.fileRow} data-outcome={r.outcome} className="grid gap-1 px-3 py-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-medium" data-slot="row-number">
                  Row {r.fileRow}
                </span>
                <span
                  className={
                    r.outcome === "invite" ? "font-medium text-success" : "font-medium text-warning-foreground"
                  }
                >
                  {r.outcome === "invite" && mode === "result" ? "Invited" : OUTCOME_LABELS[r.outcome]}
                </span>
              </div>
              <p className="break-all">
                {r.email || "(no email)"}
                {r.name && <span className="break-normal text-muted-foreground"> · {r.name}</span>}
              </p>
              {r.department && (
                <p className="text-muted-foreground">
                  {r.newDepartment ? `Department ${r.department} (new)` : `Department ${r.department}`}
                </p>
              )}
              {r.reason && <p className="text-warning-foreground">{r.reason}</p>}
            </li>
          ))}
        </ul>
      </div>
      {rows.length > SHOWN && (
        <p className="text-muted-foreground">
          The first {SHOWN} rows are shown; the other {(rows.length - SHOWN).toLocaleString("en-GB")} follow the same
          rules.
        </p>
      )}
    </div>
  );
}
