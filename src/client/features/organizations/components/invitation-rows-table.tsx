import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
export interface InvitationTableRow {
  fileRow: number;
  email: string;
  name: string | null;
  department: string | null;
  newDepartment: boolean;
  outcome: InvitationOutcome;
  reason?: string;
}

/** How many rows the page lists; the summary above counts them all. */
const SHOWN = 200;

/**
 * The rows of a list of invitations, each with what will happen to it (`mode` "preview") or what
 * happened (`mode` "result"), in the file's order and by its row numbers, so the two read side by side.
 */
export function InvitationRowsTable({
  rows,
  mode,
  label,
}: {
  rows: readonly InvitationTableRow[];
  mode: "preview" | "result";
  label: string;
}) {
  return (
    <div className="grid gap-2">
      <Table scrollLabel={label} containerClassName="max-h-96 rounded-md border bg-white">
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">Row</TableHead>
            <TableHead>Person</TableHead>
            <TableHead>Department</TableHead>
            <TableHead>{mode === "preview" ? "What will happen" : "What happened"}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, SHOWN).map((r) => (
            <TableRow key={r.fileRow} data-outcome={r.outcome}>
              <TableCell className="tabular-nums">{r.fileRow}</TableCell>
              <TableCell className="max-w-56 break-words">
                <span className="block">{r.email || "(no email)"}</span>
                {r.name && <span className="block text-muted-foreground">{r.name}</span>}
              </TableCell>
              <TableCell>
                {r.department ?? "—"}
                {r.department && r.newDepartment && <span className="block text-muted-foreground">(new)</span>}
              </TableCell>
              <TableCell className="min-w-48">
                <span
                  className={
                    r.outcome === "invite" ? "font-medium text-success" : "font-medium text-warning-foreground"
                  }
                >
                  {r.outcome === "invite" && mode === "result" ? "Invited" : OUTCOME_LABELS[r.outcome]}
                </span>
                {r.reason && <span className="block text-muted-foreground">{r.reason}</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN && (
        <p className="text-muted-foreground">
          The first {SHOWN} rows are shown; the other {(rows.length - SHOWN).toLocaleString("en-GB")} follow the same
          rules.
        </p>
      )}
    </div>
  );
}
