import { Download, FileWarning, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage, fieldErrors } from "@/lib/api-request";
import { formatGBP } from "@/lib/format";
import type { PayGapReport, PayGapWorkspace } from "../../../../../contracts/pay-gap";
import { paths } from "../../../../../contracts/routes";
import { CSV_TEMPLATE, checkCsvFile } from "../../../../../domain/jedi-csv";
import {
  basisDescription,
  canRunAnalysis,
  draftOf,
  formatPercent,
  minimumRecordsMessage,
} from "../../../../../domain/jedi-pay-gap";
import {
  basisLabel,
  describeChange,
  longDate,
  MEASURES,
  type MeasureKey,
  QUARTER_FIELDS,
  reportingYearLabel,
  SECTOR_LABELS,
  SECTORS,
  type Sector,
  statutoryExportRefusal,
} from "../../../../../domain/pay-gap-statutory";
import { plural } from "../../../../../domain/plural";
import { downloadCsv } from "../../download";
import { AnalysisResults } from "./analysis-results";
import {
  reportHref,
  useAddPayGapRecord,
  usePayGapRecords,
  usePayGapReport,
  useRemovePayGapRecord,
  useSavePayGapStatement,
  useSetPayGapSector,
  useUploadPayGap,
} from "./api/pay-gap";
import { DpaReminder } from "./dpa-reminder";
import { RecordForm } from "./record-form";
import { RecordsTable } from "./records-table";

/** The years to pick from: those with data, the current one and the five before it. */
function yearChoices(workspace: PayGapWorkspace): number[] {
  const years = new Set(workspace.snapshots.map((s) => s.year));
  for (let y = workspace.currentYear; y > workspace.currentYear - 6; y--) years.add(y);
  return [...years].sort((a, b) => b - a);
}

type UploadReport = { kind: "saved"; message: string } | { kind: "refused"; message: string; rows: string[] };

function CsvUpload({ organizationId, year }: { organizationId: string; year: number }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPayGap(organizationId);
  const [report, setReport] = useState<UploadReport | null>(null);

  const send = (file: File) => {
    const refusal = checkCsvFile(file);
    if (refusal) {
      setReport({ kind: "refused", message: refusal, rows: [] });
      return;
    }
    upload.mutate(
      { file, year },
      {
        onSuccess: (result) =>
          setReport({
            kind: "saved",
            message: `${plural(result.recordCount, "record", "records")} saved for ${reportingYearLabel(result.year)} (snapshot date ${longDate(result.snapshotDate)})${result.replaced ? ", replacing the year's earlier data" : ""}.`,
          }),
        onError: (error) =>
          setReport({
            kind: "refused",
            message: errorMessage(error, "The file could not be uploaded"),
            rows: error instanceof ApiError ? error.issues.map((i) => i.message) : [],
          }),
      },
    );
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-body">
        The same columns as the browser tool's template. Uploading replaces the year's records; a file with any bad row
        is refused as a whole, with each bad row's number.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>CSV file for {reportingYearLabel(year)}</Label>
          <Input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="max-w-full"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) send(file);
              e.target.value = "";
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => downloadCsv("pay-equity-template.csv", CSV_TEMPLATE)}>
          <Download aria-hidden="true" />
          Download template
        </Button>
      </div>
      {upload.isPending && (
        <p role="status" className="text-sm">
          <Upload className="mr-1 inline size-4" aria-hidden="true" />
          Uploading and checking the file...
        </p>
      )}
      {report?.kind === "saved" && (
        <p role="status" className="rounded-lg border border-success-border bg-success-surface p-3 text-sm">
          {report.message}
        </p>
      )}
      {report?.kind === "refused" && (
        <div role="alert" className="rounded-lg border border-destructive-border bg-destructive-surface p-3 text-sm">
          <p className="flex items-start gap-2 font-medium">
            <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {report.message}
          </p>
          {report.rows.length > 0 && (
            <ul className="mt-2 list-disc pl-6">
              {report.rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function RecordsPanel({
  organizationId,
  year,
  count,
  departments,
}: {
  organizationId: string;
  year: number;
  count: number;
  departments: readonly string[];
}) {
  const [shown, setShown] = useState(false);
  const records = usePayGapRecords(organizationId, year, shown && count > 0);
  const add = useAddPayGapRecord(organizationId, year);
  const remove = useRemovePayGapRecord(organizationId, year);
  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard
        title="Enter a record"
        headingId="org-pay-entry-heading"
        description="Salary and years of experience are whole numbers. Add weekly hours to every record for the hourly figures the regulations use."
      >
        <RecordForm
          key={year}
          departments={departments}
          editing={null}
          onCancelEdit={() => {}}
          onSave={(record) => {
            // The API takes the form's text fields, exactly what draftOf gives back for a checked record.
            add.mutate(draftOf(record), {
              onSuccess: () =>
                toast({ title: "Record saved", description: `${record.role}, ${reportingYearLabel(year)}` }),
              onError: (error) =>
                toast({
                  variant: "destructive",
                  title: "Not saved",
                  description: Object.values(fieldErrors(error))[0] ?? errorMessage(error),
                }),
            });
          }}
        />
      </SectionCard>
      <SectionCard
        title={`Records (${count})`}
        headingId="org-pay-records-heading"
        description="Salaries are shown only when asked for, and each time is written to the organisation's audit log."
        action={
          count > 0 && (
            <Button variant="outline" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
              {shown ? "Hide records" : "Show records"}
            </Button>
          )
        }
      >
        {count === 0 ? (
          <EmptyState title="No records for this year" description="Upload a CSV file or enter records above." />
        ) : !shown ? (
          <p className="text-sm text-body">
            {plural(count, "record is", "records are")} held for this year, encrypted.
          </p>
        ) : records.isPending ? (
          <Skeleton className="h-32" />
        ) : records.isError ? (
          <QueryError title="The records could not be loaded" onRetry={() => records.refetch()} />
        ) : (
          <RecordsTable
            records={records.data.records}
            emptyDescription="Upload a CSV file or enter records above."
            onRemove={(r) =>
              remove.mutate(Number(r.id), {
                onSuccess: () => {
                  records.refetch();
                  toast({ title: "Record removed", description: r.role });
                },
                onError: (error) =>
                  toast({ variant: "destructive", title: "Not removed", description: errorMessage(error) }),
              })
            }
          />
        )}
      </SectionCard>
    </div>
  );
}

function Movement({ report }: { report: PayGapReport }) {
  if (!report.previous) {
    return (
      <p className="text-sm text-body">
        No earlier year is held, so there is no movement to show yet. Upload the year before to compare.
      </p>
    );
  }
  return (
    <Table scrollLabel="Year-on-year movement">
      <TableHeader>
        <TableRow>
          <TableHead>Measure</TableHead>
          <TableHead className="text-right">{report.previous.year}</TableHead>
          <TableHead className="text-right">{report.year}</TableHead>
          <TableHead>Movement</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.movement.map((m) => (
          <TableRow key={m.key}>
            <TableHead scope="row" className="min-w-48 whitespace-normal">
              {m.label}
            </TableHead>
            <TableCell className="text-right">{formatPercent(m.previous)}</TableCell>
            <TableCell className="text-right">{formatPercent(m.current)}</TableCell>
            <TableCell className="whitespace-nowrap">{describeChange(m.change)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StatementForm({ organizationId, report }: { organizationId: string; report: PayGapReport }) {
  const save = useSavePayGapStatement(organizationId, report.year);
  const [values, setValues] = useState(
    report.statement ?? { narrative: "", actionPlan: "", seniorName: "", seniorJobTitle: "" },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = [
    { key: "narrative", label: "What the figures show (narrative)", long: true },
    { key: "actionPlan", label: "Action plan", long: true },
    { key: "seniorName", label: "Senior person's name", long: false },
    { key: "seniorJobTitle", label: "Senior person's job title", long: false },
  ] as const;
  return (
    <form
      noValidate
      aria-label="Written statement"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values, {
          onSuccess: () => {
            setErrors({});
            toast({ title: "Statement saved", description: "It is in the PDF report." });
          },
          onError: (error) => {
            setErrors(fieldErrors(error));
            toast({ variant: "destructive", title: "Not saved", description: errorMessage(error) });
          },
        });
      }}
    >
      {fields.map(({ key, label, long }) => {
        const id = `pay-statement-${key}`;
        const Control = long ? Textarea : Input;
        return (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            <Control
              id={id}
              value={values[key]}
              rows={long ? 4 : undefined}
              onChange={(e: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) =>
                setValues((v) => ({ ...v, [key]: e.target.value }))
              }
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={errors[key]} />
          </div>
        );
      })}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save statement"}
        </Button>
      </div>
    </form>
  );
}

/** Men's and women's mean or median pay in pounds, beside the gap worked out from them. */
function PayInPounds({ report, measure }: { report: PayGapReport; measure: MeasureKey }) {
  const gap = report.analysis.genderGap;
  const pair =
    measure === "meanHourlyGap"
      ? [gap.meanPayMen, gap.meanPayWomen]
      : measure === "medianHourlyGap"
        ? [gap.medianPayMen, gap.medianPayWomen]
        : null;
  if (!pair || pair[0] === null || pair[1] === null) return null;
  const money = (pounds: number) =>
    gap.basis === "hourly" ? `${formatGBP(pounds)} an hour` : `${formatGBP(Math.round(pounds), true)} a year`;
  return (
    <dd className="text-sm text-body">
      Men {money(pair[0])}, women {money(pair[1])}
    </dd>
  );
}

function StatutoryReport({ organizationId, report }: { organizationId: string; report: PayGapReport }) {
  const gap = report.analysis.genderGap;
  const csvRefusal = statutoryExportRefusal(gap, report.recordCount, "csv");
  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard
        title={`Statutory figures, ${reportingYearLabel(report.year)}`}
        headingId="org-pay-statutory-heading"
        description={`Snapshot date ${longDate(report.snapshotDate)}; publish by ${longDate(report.deadline)}. In the order GOV.UK's gender pay gap service asks for them.`}
      >
        <div className="grid grid-cols-1 gap-4">
          {gap.basis === "hourly" ? null : (
            <p
              role="status"
              className="rounded-lg border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground"
            >
              {basisDescription(gap)} These are not the figures to publish.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={reportHref(organizationId, report.year, "pdf")} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
            {csvRefusal ? null : (
              <Button asChild variant="outline">
                <a href={reportHref(organizationId, report.year, "csv")} download>
                  <Download aria-hidden="true" />
                  Download CSV
                </a>
              </Button>
            )}
          </div>
          {csvRefusal ? <p className="text-sm text-body">{csvRefusal}</p> : null}
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {MEASURES.map((m) => (
              <div key={m.key} className="rounded-lg border p-3">
                <dt className="text-sm text-body">{basisLabel(m.label, gap.basis)}</dt>
                <dd className="text-2xl font-bold text-foreground">{formatPercent(report.measures[m.key])}</dd>
                <PayInPounds report={report} measure={m.key} />
              </div>
            ))}
          </dl>
          <Table scrollLabel="Pay quarters for the statutory report">
            <TableHeader>
              <TableRow>
                <TableHead>Quarter</TableHead>
                <TableHead className="text-right">Men</TableHead>
                <TableHead className="text-right">Women</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.measures.quarters.map((q, i) => (
                <TableRow key={q.name}>
                  <TableHead scope="row">{basisLabel(QUARTER_FIELDS[i].label, gap.basis)}</TableHead>
                  <TableCell className="text-right">{formatPercent(q.menPercent)}</TableCell>
                  <TableCell className="text-right">{formatPercent(q.womenPercent)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </SectionCard>
      <SectionCard
        title="Written statement"
        headingId="org-pay-statement-heading"
        description="The narrative and action plan published with the figures, confirmed by a senior person (a director or equivalent)."
      >
        <StatementForm key={report.year} organizationId={organizationId} report={report} />
      </SectionCard>
    </div>
  );
}

function SectorPicker({ organizationId, workspace }: { organizationId: string; workspace: PayGapWorkspace }) {
  const set = useSetPayGapSector(organizationId);
  if (!workspace.isOwner) return <p className="text-sm text-body">{SECTOR_LABELS[workspace.sector]}</p>;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="pay-gap-sector">Sector</Label>
      <NativeSelect
        id="pay-gap-sector"
        value={workspace.sector}
        disabled={set.isPending}
        onChange={(e) =>
          set.mutate(e.target.value as Sector, {
            onError: (error) =>
              toast({ variant: "destructive", title: "Not changed", description: errorMessage(error) }),
          })
        }
      >
        {SECTORS.map((s) => (
          <option key={s} value={s}>
            {SECTOR_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * Issue 25 item 1: the organisation's pay-gap workspace, for its owners and HR analysts. The records
 * are held on the server, encrypted; the figures come from the server, worked out by the same
 * functions as the browser-only tool.
 */
export function OrganisationWorkspace({ workspace }: { workspace: PayGapWorkspace }) {
  const organizationId = workspace.organization.id;
  const [year, setYear] = useState(workspace.snapshots[0]?.year ?? workspace.currentYear);
  const [view, setView] = useState("data");
  const snapshot = workspace.snapshots.find((s) => s.year === year);
  const count = snapshot?.recordCount ?? 0;
  const report = usePayGapReport(organizationId, year, view !== "data" && count > 0);

  const reportBody = (render: (report: PayGapReport) => React.ReactNode) =>
    count > 0 && !canRunAnalysis(count) ? (
      <EmptyState
        title="Not enough records to analyse"
        description={minimumRecordsMessage(count)}
        action={<Button onClick={() => setView("data")}>Go to Data</Button>}
      />
    ) : count === 0 ? (
      <EmptyState
        title={`No data for ${reportingYearLabel(year)}`}
        description="Upload the year's CSV file or enter its records first."
        action={<Button onClick={() => setView("data")}>Go to Data</Button>}
      />
    ) : report.isPending ? (
      <Skeleton className="h-64" />
    ) : report.isError ? (
      <QueryError title="The analysis could not be loaded" onRetry={() => report.refetch()} />
    ) : (
      render(report.data)
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard
        title={`${workspace.organization.name}: pay gap`}
        headingId="org-pay-year-heading"
        description="Held on the server for the organisation, encrypted; its owners and HR analysts see it, and every view and download is in the audit log."
        action={
          <Button asChild variant="outline">
            <Link to={paths.organizationEqualityActionPlan}>Equality action plan</Link>
          </Button>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="pay-gap-year">Reporting year</Label>
            <NativeSelect id="pay-gap-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {yearChoices(workspace).map((y) => {
                const held = workspace.snapshots.find((s) => s.year === y);
                return (
                  <option key={y} value={y}>
                    {reportingYearLabel(y)}
                    {held ? ` (${plural(held.recordCount, "record", "records")})` : ""}
                  </option>
                );
              })}
            </NativeSelect>
          </div>
          <SectorPicker organizationId={organizationId} workspace={workspace} />
        </div>
      </SectionCard>
      <Tabs value={view} onValueChange={setView}>
        <TabsList aria-label="Organisation pay gap">
          <TabsTrigger value="data">Data</TabsTrigger>
          <TabsTrigger value="analysis">Analysis</TabsTrigger>
          <TabsTrigger value="report">Statutory report</TabsTrigger>
        </TabsList>
        <TabsContent value="data" className="grid grid-cols-1 gap-6">
          <SectionCard title="Upload a CSV file" headingId="org-pay-upload-heading">
            <div className="grid gap-4">
              <DpaReminder organizationId={organizationId} isOwner={workspace.isOwner} />
              <CsvUpload organizationId={organizationId} year={year} />
            </div>
          </SectionCard>
          <RecordsPanel
            key={year}
            organizationId={organizationId}
            year={year}
            count={count}
            departments={workspace.departments}
          />
        </TabsContent>
        <TabsContent value="analysis" className="grid grid-cols-1 gap-6">
          {reportBody((r) => (
            <>
              <SectionCard
                title="Year on year"
                headingId="org-pay-movement-heading"
                description="Percentage points between this year and the latest earlier year held."
              >
                <Movement report={r} />
              </SectionCard>
              <AnalysisResults
                analysis={r.analysis}
                analysedAt={null}
                stale={false}
                running={false}
                onGoToEntry={() => setView("data")}
              />
            </>
          ))}
        </TabsContent>
        <TabsContent value="report" className="grid grid-cols-1">
          {reportBody((r) => (
            <StatutoryReport organizationId={organizationId} report={r} />
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
