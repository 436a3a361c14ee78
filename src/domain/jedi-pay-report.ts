import {
  basisDescription,
  GROUP_CATEGORY_LABELS,
  MIN_GROUP_SIZE,
  type PayEquityAnalysis,
  type PayGapFinding,
  type PayQuarter,
  SEVERITY_BANDS,
  type SuppressedGroup,
} from "./jedi-pay-gap";

/** The Compliance Report tab's download (spec 2 §9: "report filename carries the date"). */
export interface ComplianceReport {
  title: string;
  generatedAt: string;
  regulations: string;
  recordCount: number;
  payBasis: "hourly" | "annual";
  payBasisNote: string;
  counted: { men: number; women: number; notCounted: number };
  measures: {
    meanGenderPayGapPercent: number | null;
    medianGenderPayGapPercent: number | null;
    meanBonusGapPercent: number | null;
    medianBonusGapPercent: number | null;
    menReceivingBonusPercent: number | null;
    womenReceivingBonusPercent: number | null;
    payQuarters: Pick<PayQuarter, "name" | "headcount" | "menPercent" | "womenPercent">[];
  };
  signConvention: string;
  groupFindings: (PayGapFinding & { categoryLabel: string })[];
  groupsNotReported: (SuppressedGroup & { categoryLabel: string })[];
  smallGroupRule: string;
  severityBands: string[];
  reportingDuty: { applies: boolean; explanation: string };
  plannedActions: string;
}

export const REGULATIONS = "Equality Act 2010 (Gender Pay Gap Information) Regulations 2017";

export function buildComplianceReport(
  analysis: PayEquityAnalysis,
  plannedActions: string,
  generatedAt: Date,
): ComplianceReport {
  const g = analysis.genderGap;
  return {
    title: "Pay Equity Compliance Report",
    generatedAt: generatedAt.toISOString(),
    regulations: REGULATIONS,
    recordCount: analysis.recordCount,
    payBasis: g.basis,
    payBasisNote: basisDescription(g),
    counted: { men: g.men, women: g.women, notCounted: g.excluded },
    measures: {
      meanGenderPayGapPercent: g.meanGap,
      medianGenderPayGapPercent: g.medianGap,
      meanBonusGapPercent: g.bonus.meanGap,
      medianBonusGapPercent: g.bonus.medianGap,
      menReceivingBonusPercent: g.bonus.menReceivingPercent,
      womenReceivingBonusPercent: g.bonus.womenReceivingPercent,
      payQuarters: g.quarters.map(({ name, headcount, menPercent, womenPercent }) => ({
        name,
        headcount,
        menPercent,
        womenPercent,
      })),
    },
    signConvention: "Percentages of men's pay to one decimal place; a positive figure means women are paid less.",
    groupFindings: analysis.groups.findings.map((f) => ({ ...f, categoryLabel: GROUP_CATEGORY_LABELS[f.category] })),
    groupsNotReported: analysis.groups.suppressed.map((s) => ({
      ...s,
      categoryLabel: GROUP_CATEGORY_LABELS[s.category],
    })),
    smallGroupRule: `Groups of fewer than ${MIN_GROUP_SIZE} people are not reported separately, so that no one can be identified.`,
    severityBands: SEVERITY_BANDS.map((b) => b.label),
    reportingDuty: { applies: analysis.duty.applies, explanation: analysis.duty.explanation },
    plannedActions: plannedActions.trim(),
  };
}

/** The same report as rows of section, measure, group, value (the CSV download's rows). */
export function complianceReportRows(report: ComplianceReport): (string | number | null)[][] {
  const m = report.measures;
  const rows: (string | number | null)[][] = [
    ["section", "measure", "group", "value"],
    ["summary", "generated at", "", report.generatedAt],
    ["summary", "records", "", report.recordCount],
    ["summary", "pay basis", "", report.payBasis],
    ["summary", "men counted", "", report.counted.men],
    ["summary", "women counted", "", report.counted.women],
    ["gender pay gap", "mean gender pay gap %", "", m.meanGenderPayGapPercent],
    ["gender pay gap", "median gender pay gap %", "", m.medianGenderPayGapPercent],
    ["gender pay gap", "mean bonus gap %", "", m.meanBonusGapPercent],
    ["gender pay gap", "median bonus gap %", "", m.medianBonusGapPercent],
    ["gender pay gap", "men receiving a bonus %", "", m.menReceivingBonusPercent],
    ["gender pay gap", "women receiving a bonus %", "", m.womenReceivingBonusPercent],
    ...m.payQuarters.flatMap((q) => [
      ["pay quarters", "men %", q.name, q.menPercent],
      ["pay quarters", "women %", q.name, q.womenPercent],
    ]),
    ...report.groupFindings.flatMap((f) => [
      [f.categoryLabel, `mean gap % vs ${f.comparedWith}`, f.subcategory, f.percentage],
      [f.categoryLabel, `median gap % vs ${f.comparedWith}`, f.subcategory, f.medianPercentage],
      [f.categoryLabel, "severity", f.subcategory, f.severity],
      [f.categoryLabel, "employees", f.subcategory, f.affectedEmployees],
    ]),
    ...report.groupsNotReported.map((s) => [s.categoryLabel, "not reported", s.subcategory, s.reason]),
    ["reporting duty", "applies", "", report.reportingDuty.applies ? "yes" : "no"],
    ["actions", "planned actions", "", report.plannedActions],
  ];
  return rows;
}

/** "pay-equity-report-2026-11-23.json": the date of the download, in the browser's own calendar. */
export function reportFileName(stem: string, date: Date, extension: "json" | "csv") {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  return `${stem}-${day}.${extension}`;
}
