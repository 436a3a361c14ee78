import { Download, FileWarning, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { parseCsvFile } from "@/lib/parse-csv-file";
import { CSV_TEMPLATE, checkCsvFile, importCsvRows, type RejectedRow } from "../../../../../domain/jedi-csv";
import type { EmployeeRecord } from "../../../../../domain/jedi-pay-gap";
import { downloadCsv } from "../../download";
import { newRecordId } from "./pay-equity-storage";

type ImportReport =
  | { kind: "refused"; message: string }
  | { kind: "imported"; fileName: string; added: number; rejected: RejectedRow[] };

/** CSV import (the "Bad input"): the template, the import, and the rows left out by row number. */
export function CsvImport({ onImport }: { onImport: (records: EmployeeRecord[]) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File) => {
    const refusal = checkCsvFile(file);
    if (refusal) {
      setReport({ kind: "refused", message: refusal });
      return;
    }
    setBusy(true);
    try {
      const result = importCsvRows(await parseCsvFile(file), newRecordId);
      if (!result.ok) {
        setReport({ kind: "refused", message: result.message });
        return;
      }
      onImport(result.records);
      setReport({ kind: "imported", fileName: file.name, added: result.records.length, rejected: result.rejected });
    } catch {
      setReport({ kind: "refused", message: `"${file.name}" could not be read as CSV.` });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>Import a CSV file (up to 5 MB)</Label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-muted"
          />
        </div>
        <Button variant="outline" onClick={() => downloadCsv("pay-equity-template.csv", CSV_TEMPLATE)}>
          <Download aria-hidden="true" />
          Download template
        </Button>
      </div>
      <p className="text-xs text-body">
        Columns: role, gender, ethnicity, age, disability, salary, department, yearsExperience, and optionally
        weeklyHours and bonus (paid in the last 12 months). Imported rows are added to the records already entered.
      </p>
      <div role="status" aria-live="polite">
        {busy && <p className="text-sm">Reading the file...</p>}
        {report?.kind === "refused" && (
          <p className="flex items-start gap-2 rounded-lg border border-destructive-border bg-destructive-surface p-3 text-sm text-destructive-text">
            <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {report.message}
          </p>
        )}
        {report?.kind === "imported" && (
          <div className="rounded-lg border bg-surface p-3 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Upload className="size-4" aria-hidden="true" />
              {report.added} {report.added === 1 ? "record" : "records"} imported from {report.fileName}
              {report.rejected.length > 0 && `; ${report.rejected.length} rejected`}.
            </p>
            {report.rejected.length > 0 && (
              <ul className="mt-2 grid gap-1" aria-label="Rejected rows">
                {report.rejected.map((r) => (
                  <li key={r.row}>
                    <span className="font-medium">Row {r.row}:</span> {r.reasons.join("; ")}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
