import { PDFDocument } from "pdf-lib";
import type { PayGapReport } from "../../../contracts/pay-gap";
import { basisDescription, formatPercent, GROUP_CATEGORY_LABELS, MIN_GROUP_SIZE } from "../../../domain/jedi-pay-gap";
import { REGULATIONS } from "../../../domain/jedi-pay-report";
import {
  basisLabel,
  describeChange,
  longDate,
  MEASURES,
  QUARTER_FIELDS,
  reportingYearLabel,
  SECTOR_LABELS,
} from "../../../domain/pay-gap-statutory";
import { PDF_MUTED, PDF_TEAL, startTextDocument } from "../../platform/pdf/text-document";
import { embedPdfFonts } from "../../platform/pdf-fonts";

/** "pay-gap-report-2025.pdf" */
export const reportFilename = (year: number, extension: "pdf" | "csv") => `gender-pay-gap-${year}.${extension}`;

/**
 * The statutory report (issue 25 item 1): the six figures in GOV.UK's order, the quarter table, the
 * year-on-year movement, the group gaps that pass the small-group rule, and the written statement
 * signed by the senior person. Embedded Noto fonts, so any name prints as written.
 */
export async function renderPayGapReport(report: PayGapReport, generatedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Gender pay gap report ${reportingYearLabel(report.year)}: ${report.organization.name}`);
  pdf.setAuthor(report.organization.name);
  pdf.setCreator("PIVOT Learning");
  const statement = report.statement;
  const texts = [
    report.organization.name,
    statement?.narrative ?? "",
    statement?.actionPlan ?? "",
    statement?.seniorName ?? "",
    statement?.seniorJobTitle ?? "",
  ];
  const fonts = await embedPdfFonts(pdf, ["sans", "sansBold"], texts);
  const { text, gap, rule, row } = startTextDocument(pdf, fonts);

  text("Gender pay gap report", { size: 20, bold: true, color: PDF_TEAL });
  text(report.organization.name, { size: 14, bold: true });
  gap(4);
  text(`Reporting year ${reportingYearLabel(report.year)}. Snapshot date ${longDate(report.snapshotDate)}.`);
  text(`${SECTOR_LABELS[report.sector]}. Publish by ${longDate(report.deadline)}.`, { color: PDF_MUTED });
  text(`Worked out under the ${REGULATIONS} from ${report.recordCount} employee records.`, { color: PDF_MUTED });
  text(basisDescription(report.analysis.genderGap), { color: PDF_MUTED });
  gap(10);

  text("The six measures", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  const basis = report.analysis.genderGap.basis;
  for (const measure of MEASURES) {
    row([basisLabel(measure.label, basis), formatPercent(report.measures[measure.key])], [0, 360]);
  }
  gap(4);
  text("A positive gap means women's pay is lower than men's; a negative gap means it is higher.", {
    size: 9,
    color: PDF_MUTED,
  });
  gap(10);

  text("Pay quarters", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  row(["Quarter", "Men", "Women"], [0, 300, 390], true);
  report.measures.quarters.forEach((q, i) => {
    row(
      [basisLabel(QUARTER_FIELDS[i].label, basis), formatPercent(q.menPercent), formatPercent(q.womenPercent)],
      [0, 300, 390],
    );
  });
  gap(10);

  if (report.previous) {
    text(`Movement since ${reportingYearLabel(report.previous.year)}`, { size: 14, bold: true, color: PDF_TEAL });
    rule();
    row(["Measure", String(report.previous.year), String(report.year), "Movement"], [0, 270, 330, 390], true);
    for (const m of report.movement) {
      row([m.label, formatPercent(m.previous), formatPercent(m.current), describeChange(m.change)], [0, 270, 330, 390]);
    }
    gap(10);
  }

  const findings = report.analysis.groups.findings;
  if (findings.length > 0) {
    text("Other pay gaps (not part of the statutory figures)", { size: 14, bold: true, color: PDF_TEAL });
    rule();
    for (const f of findings) {
      text(
        `${GROUP_CATEGORY_LABELS[f.category]}: ${f.subcategory} compared with ${f.comparedWith}: mean ${formatPercent(f.percentage)}, median ${formatPercent(f.medianPercentage)} (${f.affectedEmployees} people, ${f.severity})`,
      );
    }
    text(
      `Groups of fewer than ${MIN_GROUP_SIZE} people are not reported separately, so that no one can be identified.`,
      {
        size: 9,
        color: PDF_MUTED,
      },
    );
    gap(10);
  }

  text("Written statement", { size: 14, bold: true, color: PDF_TEAL });
  rule();
  if (statement) {
    text("What the figures show", { bold: true });
    text(statement.narrative);
    gap(6);
    text("Action plan", { bold: true });
    text(statement.actionPlan);
    gap(10);
    text("I confirm that the information in this report is accurate.", { color: PDF_MUTED });
    gap(14);
    text(statement.seniorName, { bold: true });
    text(statement.seniorJobTitle);
  } else {
    text(
      "No written statement has been saved for this year. The regulations ask for one, signed by a senior person, before the figures are published.",
      { color: PDF_MUTED },
    );
  }
  gap(10);
  text(`Generated ${generatedAt.toISOString().slice(0, 10)} by PIVOT Learning.`, { size: 8, color: PDF_MUTED });
  return pdf.save();
}
