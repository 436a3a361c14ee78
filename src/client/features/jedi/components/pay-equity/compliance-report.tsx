import { Download } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { toCsv } from "@/lib/csv";
import { formatPercent, type PayEquityAnalysis } from "../../../../../domain/jedi-pay-gap";
import { buildComplianceReport, complianceReportRows, reportFileName } from "../../../../../domain/jedi-pay-report";
import { plural } from "../../../../../domain/plural";
import { downloadCsv, downloadJson } from "../../download";
import { NotAnalysedYet, StaleNotice } from "./analysis-results";

const STEM = "pay-equity-report";

/** A readable summary of the analysis, downloadable as JSON and CSV with the date in the file name. */
export function ComplianceReportView({
  analysis,
  stale,
  actions,
  onGoToEntry,
}: {
  analysis: PayEquityAnalysis | null;
  stale: boolean;
  actions: string;
  onGoToEntry: () => void;
}) {
  if (!analysis) return <NotAnalysedYet running={false} onGoToEntry={onGoToEntry} />;
  const report = buildComplianceReport(analysis, actions, new Date());
  const m = report.measures;
  const worst = [...report.groupFindings].sort((a, b) => Math.abs(b.percentage) - Math.abs(a.percentage))[0];
  return (
    <div className="grid gap-6">
      <StaleNotice stale={stale} />
      <SectionCard title="Compliance Report" headingId="compliance-report-heading">
        <div className="grid gap-3 text-sm text-body">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() =>
                downloadJson(
                  reportFileName(STEM, new Date(), "json"),
                  buildComplianceReport(analysis, actions, new Date()),
                )
              }
            >
              <Download aria-hidden="true" />
              Download JSON
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                downloadCsv(
                  reportFileName(STEM, new Date(), "csv"),
                  toCsv(complianceReportRows(buildComplianceReport(analysis, actions, new Date()))),
                )
              }
            >
              <Download aria-hidden="true" />
              Download CSV
            </Button>
          </div>

          <p>
            Worked out from {plural(report.recordCount, "employee record", "employee records")} (
            {plural(report.counted.men, "man", "men")}, {plural(report.counted.women, "woman", "women")}) as the{" "}
            {report.regulations} set out, on{" "}
            {report.payBasis === "hourly" ? "hourly pay" : "annual salaries (weekly hours were not given for everyone)"}
            .
          </p>
          <p>
            Women's mean pay is {formatPercent(m.meanGenderPayGapPercent)} and median pay{" "}
            {formatPercent(m.medianGenderPayGapPercent)} below men's (a negative figure means above). The mean bonus gap
            is {formatPercent(m.meanBonusGapPercent)} and the median {formatPercent(m.medianBonusGapPercent)};{" "}
            {formatPercent(m.menReceivingBonusPercent)} of men and {formatPercent(m.womenReceivingBonusPercent)} of
            women received a bonus.
          </p>
          <p>
            Women make up{" "}
            {m.payQuarters.map((q) => `${q.womenPercent.toFixed(1)}% of the ${q.name.toLowerCase()}`).join(", ")} pay
            quarter.
          </p>
          <p>
            {worst
              ? `The largest group gap is ${worst.subcategory} (${worst.categoryLabel.toLowerCase()}): ${formatPercent(worst.percentage)} against ${worst.comparedWith}, ${worst.severity} severity.`
              : "No group was large enough to compare."}{" "}
            {report.groupsNotReported.length > 0 &&
              `${plural(report.groupsNotReported.length, "group was", "groups were")} not reported separately (fewer than 5 people or no comparison).`}
          </p>
          <p>{report.reportingDuty.explanation}</p>
          <p>
            <span className="font-medium text-foreground">Actions planned: </span>
            {report.plannedActions || "none noted yet (add them under Analysis Results)."}
          </p>
        </div>
      </SectionCard>
    </div>
  );
}
