import { BarChart3 } from "lucide-react";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  basisDescription,
  formatPercent,
  GROUP_CATEGORY_LABELS,
  MIN_GROUP_SIZE,
  type PayEquityAnalysis,
  SEVERITY_BANDS,
} from "../../../../../domain/jedi-pay-gap";
import { plural } from "../../../../../domain/plural";
import { SeverityBadge } from "./severity-badge";

export function NotAnalysedYet({ running, onGoToEntry }: { running: boolean; onGoToEntry: () => void }) {
  return running ? (
    <p role="status" className="p-6 text-center">
      Analysing the records...
    </p>
  ) : (
    <EmptyState
      icon={BarChart3}
      title="No analysis yet"
      description="Enter at least 5 employee records and choose Run Analysis."
      action={<Button onClick={onGoToEntry}>Go to Data Entry</Button>}
    />
  );
}

export function StaleNotice({ stale }: { stale: boolean }) {
  if (!stale) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground"
    >
      The records have changed since this analysis. Run the analysis again to include the changes.
    </p>
  );
}

/** The six measures, the groups with their severity, the reporting duty and the actions planned. */
export function AnalysisResults({
  analysis,
  analysedAt,
  stale,
  running,
  actions,
  onActionsChange,
  onGoToEntry,
}: {
  analysis: PayEquityAnalysis | null;
  analysedAt: string | null;
  stale: boolean;
  running: boolean;
  /** The browser-only tool's planned actions; left out, the organisation's statement holds them. */
  actions?: string;
  onActionsChange?: (text: string) => void;
  onGoToEntry: () => void;
}) {
  if (!analysis || running) return <NotAnalysedYet running={running} onGoToEntry={onGoToEntry} />;
  const g = analysis.genderGap;
  const measures: [string, string][] = [
    ["Mean gender pay gap", formatPercent(g.meanGap)],
    ["Median gender pay gap", formatPercent(g.medianGap)],
    ["Mean bonus gap", formatPercent(g.bonus.meanGap)],
    ["Median bonus gap", formatPercent(g.bonus.medianGap)],
    ["Men receiving a bonus", formatPercent(g.bonus.menReceivingPercent)],
    ["Women receiving a bonus", formatPercent(g.bonus.womenReceivingPercent)],
  ];
  return (
    <div className="grid gap-6">
      <StaleNotice stale={stale} />
      <SectionCard
        title="Gender pay gap"
        headingId="gender-pay-gap-heading"
        description={`${plural(analysis.recordCount, "record", "records")}${analysedAt ? `, analysed ${new Date(analysedAt).toLocaleString("en-GB")}` : ""}. Figures are percentages of men's pay to one decimal; a positive figure means women are paid less.`}
      >
        <div className="grid gap-4">
          <p className="text-sm text-body">
            <span className="font-medium">Pay basis: </span>
            {basisDescription(g)} {plural(g.men, "man", "men")} and {plural(g.women, "woman", "women")} counted
            {g.excluded > 0 &&
              `; ${plural(g.excluded, "person", "people")} recorded as non-binary or prefer not to say are not part of the gender measures`}
            .
          </p>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {measures.map(([label, value]) => (
              <div key={label} className="rounded-lg border p-3">
                <dt className="text-sm text-body">{label}</dt>
                <dd className="text-2xl font-bold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          {!g.bonus.dataGiven && (
            <p className="text-sm text-body">
              No bonus amounts were entered, so everyone is counted as receiving no bonus.
            </p>
          )}
          <Table scrollLabel="Pay quarters">
            <TableHeader>
              <TableRow>
                <TableHead>Pay quarter</TableHead>
                <TableHead className="text-right">People</TableHead>
                <TableHead className="text-right">Men</TableHead>
                <TableHead className="text-right">Women</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {g.quarters.map((q) => (
                <TableRow key={q.name}>
                  <TableHead scope="row">{q.name}</TableHead>
                  <TableCell className="text-right">{q.headcount}</TableCell>
                  <TableCell className="text-right">{q.menPercent.toFixed(1)}%</TableCell>
                  <TableCell className="text-right">{q.womenPercent.toFixed(1)}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-body">
            Quarters hold equal numbers of people ranked by pay (one left over goes to the lower quarter, two to the
            lower and upper middle, three to all but the upper); people on the same pay across a boundary are shared so
            each quarter keeps their male/female mix.
          </p>
        </div>
      </SectionCard>

      <SectionCard
        title="Gaps by ethnicity, disability, age band and department"
        headingId="group-gaps-heading"
        description="Each group against the largest group of its kind; in each department, women against men. Positive means the group is paid less."
      >
        <div className="grid gap-4">
          {analysis.groups.findings.length === 0 ? (
            <EmptyState
              title="No groups to compare"
              description={`Comparisons need groups of at least ${MIN_GROUP_SIZE} people.`}
            />
          ) : (
            <Table scrollLabel="Group pay gaps" className="whitespace-nowrap">
              <TableHeader>
                <TableRow>
                  <TableHead>Category</TableHead>
                  <TableHead>Group</TableHead>
                  <TableHead>Compared with</TableHead>
                  <TableHead className="text-right">People</TableHead>
                  <TableHead className="text-right">Mean gap</TableHead>
                  <TableHead className="text-right">Median gap</TableHead>
                  <TableHead>Severity</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {analysis.groups.findings.map((f) => (
                  <TableRow key={`${f.category}-${f.subcategory}`}>
                    <TableCell>{GROUP_CATEGORY_LABELS[f.category]}</TableCell>
                    <TableHead scope="row">{f.subcategory}</TableHead>
                    <TableCell>{f.comparedWith}</TableCell>
                    <TableCell className="text-right">{f.affectedEmployees}</TableCell>
                    <TableCell className="text-right">{formatPercent(f.percentage)}</TableCell>
                    <TableCell className="text-right">{formatPercent(f.medianPercentage)}</TableCell>
                    <TableCell>
                      <SeverityBadge severity={f.severity} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <div>
            <h3 className="text-sm font-semibold">Severity</h3>
            <ul className="mt-1 flex flex-wrap gap-3 text-sm" aria-label="Severity legend">
              {SEVERITY_BANDS.map((b) => (
                <li key={b.severity} className="flex items-center gap-2">
                  <SeverityBadge severity={b.severity} />
                  {b.label.split(": ")[1]}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-body">By the larger of the mean and median gap, in either direction.</p>
          </div>
          {analysis.groups.omitted.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold">Not analysed</h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {analysis.groups.omitted.map((o) => (
                  <li key={o.category}>
                    {GROUP_CATEGORY_LABELS[o.category]}: {o.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {analysis.groups.suppressed.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold">Not reported separately</h3>
              <p className="text-xs text-body">
                Groups of fewer than {MIN_GROUP_SIZE} people are not reported, so that no one can be identified.
              </p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {analysis.groups.suppressed.map((s) => (
                  <li key={`${s.category}-${s.subcategory}`}>
                    {GROUP_CATEGORY_LABELS[s.category]}: {s.subcategory} ({s.reason})
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </SectionCard>

      <SectionCard title="Reporting duty" headingId="reporting-duty-heading">
        <div className="grid gap-3">
          <p className="text-sm text-body">{analysis.duty.explanation}</p>
          {onActionsChange && (
            <>
              <label htmlFor="pay-equity-actions" className="text-sm font-medium">
                Actions planned
              </label>
              <Textarea
                id="pay-equity-actions"
                rows={4}
                value={actions}
                onChange={(e) => onActionsChange(e.target.value)}
                placeholder="What you will do about the gaps, who leads it and by when (kept in this browser, included in the report)."
              />
            </>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
