import { BarChart3, Building2, Laptop, Loader2 } from "lucide-react";
import { useCallback, useState } from "react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  analysePayEquity,
  canRunAnalysis,
  type EmployeeRecord,
  minimumRecordsMessage,
} from "../../../../../domain/jedi-pay-gap";
import { useLocalState } from "../../local-state";
import { AnalysisResults } from "./analysis-results";
import { usePayGapWorkspace } from "./api/pay-gap";
import { ComplianceReportView } from "./compliance-report";
import { CsvImport } from "./csv-import";
import { OrganisationWorkspace } from "./organisation-workspace";
import { type AnalysisSnapshot, isAnalysisSnapshot, isRecordList } from "./pay-equity-storage";
import { RecordForm } from "./record-form";
import { RecordsTable } from "./records-table";

const noRecords = (): EmployeeRecord[] => [];
const noSnapshot = (): AnalysisSnapshot | null => null;
const noText = () => "";
const isText = (v: unknown): v is string => typeof v === "string";

/**
 * The pay equity tab. Acting in an organisation as its owner or HR analyst (issue 25 item 1), the
 * organisation's workspace on the server is offered first; the browser-only tool stays for everyone.
 */
export function PayEquityTab({ userId }: { userId: string }) {
  const organizations = useActiveOrganization();
  const workspace = usePayGapWorkspace(organizations.active?.id ?? null);
  const [mode, setMode] = useState<"organisation" | "browser">("organisation");
  if (organizations.isPending || (organizations.active && workspace.isPending)) {
    return <Skeleton className="h-64" role="status" aria-label="Loading the pay equity tool" />;
  }
  if (!workspace.isSuccess) {
    return (
      <div className="grid grid-cols-1 gap-4">
        {workspace.isError && organizations.active && (
          <p className="text-sm text-body">
            {organizations.active.name}'s pay-gap workspace is for its owners and the members they make HR analysts.
            This tool keeps your records in this browser only.
          </p>
        )}
        <BrowserPayEquity userId={userId} />
      </div>
    );
  }
  const modes = [
    { value: "organisation", label: "Organisation workspace", icon: Building2 },
    { value: "browser", label: "This browser only", icon: Laptop },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Where the pay data is kept</legend>
        {modes.map(({ value, label, icon: Icon }) => (
          <Button
            key={value}
            type="button"
            variant={mode === value ? "default" : "outline"}
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </fieldset>
      {mode === "organisation" ? (
        <OrganisationWorkspace workspace={workspace.data} />
      ) : (
        <BrowserPayEquity userId={userId} />
      )}
    </div>
  );
}

/** spec 2 §2 "Pay equity tool": Data Entry, Analysis Results, Compliance Report; everything stays in the browser. */
function BrowserPayEquity({ userId }: { userId: string }) {
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
