import { BarChart3, Loader2 } from "lucide-react";
import { useCallback, useState } from "react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  analysePayEquity,
  canRunAnalysis,
  type EmployeeRecord,
  minimumRecordsMessage,
} from "../../../../../domain/jedi-pay-gap";
import { useLocalState } from "../../local-state";
import { AnalysisResults } from "./analysis-results";
import { ComplianceReportView } from "./compliance-report";
import { CsvImport } from "./csv-import";
import { type AnalysisSnapshot, isAnalysisSnapshot, isRecordList } from "./pay-equity-storage";
import { RecordForm } from "./record-form";
import { RecordsTable } from "./records-table";

const noRecords = (): EmployeeRecord[] => [];
const noSnapshot = (): AnalysisSnapshot | null => null;
const noText = () => "";
const isText = (v: unknown): v is string => typeof v === "string";

/** spec 2 §2 "Pay equity tool": Data Entry, Analysis Results, Compliance Report; everything stays in the browser. */
export function PayEquityTab({ userId }: { userId: string }) {
  const [records, setRecords] = useLocalState(userId, "pay-equity.records", noRecords, isRecordList);
  const [snapshot, setSnapshot] = useLocalState(userId, "pay-equity.analysis", noSnapshot, isAnalysisSnapshot);
  const [actions, setActions] = useLocalState(userId, "pay-equity.actions", noText, isText);
  const [editing, setEditing] = useState<EmployeeRecord | null>(null);
  const [running, setRunning] = useState(false);
  const [view, setView] = useState("data-entry");

  const save = useCallback(
    (record: EmployeeRecord) => {
      setRecords((list) =>
        list.some((r) => r.id === record.id) ? list.map((r) => (r.id === record.id ? record : r)) : [...list, record],
      );
      setEditing(null);
    },
    [setRecords],
  );

  const run = () => {
    setRunning(true);
    // Let the progress state paint, then compute (in the browser: the records never leave it).
    window.setTimeout(() => {
      setSnapshot({ analysedAt: new Date().toISOString(), records });
      setRunning(false);
      setView("results");
    }, 0);
  };

  const analysis = snapshot ? analysePayEquity(snapshot.records) : null;
  const stale = snapshot !== null && JSON.stringify(snapshot.records) !== JSON.stringify(records);
  const enough = canRunAnalysis(records.length);

  return (
    <Tabs value={view} onValueChange={setView}>
      <TabsList aria-label="Pay equity tool">
        <TabsTrigger value="data-entry">Data Entry</TabsTrigger>
        <TabsTrigger value="results">Analysis Results</TabsTrigger>
        <TabsTrigger value="report">Compliance Report</TabsTrigger>
      </TabsList>
      <TabsContent value="data-entry" className="grid gap-6">
        <SectionCard
          title={editing ? `Edit ${editing.role}` : "Employee data"}
          headingId="pay-equity-entry-heading"
          description="Salary and years of experience are whole numbers. Add weekly hours to every record for the hourly figures the regulations use."
        >
          <RecordForm
            key={editing?.id ?? "new"}
            editing={editing}
            onSave={save}
            onCancelEdit={() => setEditing(null)}
          />
        </SectionCard>
        <SectionCard title="Import from CSV" headingId="pay-equity-import-heading">
          <CsvImport onImport={(imported) => setRecords((list) => [...list, ...imported])} />
        </SectionCard>
        <SectionCard
          title={`Records (${records.length})`}
          headingId="pay-equity-records-heading"
          action={
            <Button onClick={run} disabled={!enough || running}>
              {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
              {running ? "Analysing..." : "Run Analysis"}
            </Button>
          }
        >
          <div className="grid gap-3">
            {!enough && (
              <p
                role="status"
                className="rounded-lg border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground"
              >
                {minimumRecordsMessage(records.length)}
              </p>
            )}
            <RecordsTable
              records={records}
              onEdit={(r) => setEditing(r)}
              onRemove={(r) => {
                setRecords((list) => list.filter((x) => x.id !== r.id));
                if (editing?.id === r.id) setEditing(null);
              }}
            />
          </div>
        </SectionCard>
      </TabsContent>
      <TabsContent value="results">
        <AnalysisResults
          analysis={analysis}
          analysedAt={snapshot?.analysedAt ?? null}
          stale={stale}
          running={running}
          actions={actions}
          onActionsChange={setActions}
          onGoToEntry={() => setView("data-entry")}
        />
      </TabsContent>
      <TabsContent value="report">
        <ComplianceReportView
          analysis={analysis}
          stale={stale}
          actions={actions}
          onGoToEntry={() => setView("data-entry")}
        />
      </TabsContent>
    </Tabs>
  );
}
