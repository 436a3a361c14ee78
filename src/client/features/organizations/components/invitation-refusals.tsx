import { Download, FileWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toCsv } from "@/lib/csv";
import type { RefusedInvitationRow } from "../../../../domain/invitation-csv";

/** How many refused rows the page lists; the download has them all. */
const SHOWN = 200;

function downloadRefusedRows(rows: readonly RefusedInvitationRow[]) {
  const csv = toCsv([["row", "email", "reason"], ...rows.map((r) => [r.row, r.email, r.reason])]);
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "refused-invitations.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The rows that were not invited, by their row number, each with its reason. */
export function InvitationRefusals({
  rows,
  label = "Rows not invited",
}: {
  rows: readonly RefusedInvitationRow[];
  label?: string;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-warning-border-subtle bg-warning-surface p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium text-warning-foreground">
          <FileWarning className="size-4 shrink-0" aria-hidden="true" />
          {rows.length === 1 ? "1 row was not invited" : `${rows.length.toLocaleString("en-GB")} rows were not invited`}
        </p>
        <Button variant="outline" size="sm" onClick={() => downloadRefusedRows(rows)}>
          <Download aria-hidden="true" />
          Download these rows
        </Button>
      </div>
      <ul className="grid max-h-64 gap-1 overflow-y-auto break-words" aria-label={label}>
        {rows.slice(0, SHOWN).map((r) => (
          <li key={`${r.row}-${r.email}`}>
            <span className="font-medium">Row {r.row}</span>
            {r.email ? ` (${r.email})` : ""}: {r.reason}
          </li>
        ))}
      </ul>
      {rows.length > SHOWN && (
        <p className="text-warning-foreground">
          and {(rows.length - SHOWN).toLocaleString("en-GB")} more: download the rows to see them all.
        </p>
      )}
    </div>
  );
}
