import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { PayGapReport } from "../../../contracts/pay-gap";
import { basisDescription, formatPercent, GROUP_CATEGORY_LABELS, MIN_GROUP_SIZE } from "../../../domain/jedi-pay-gap";
import { REGULATIONS } from "../../../domain/jedi-pay-report";
import {
  describeChange,
  longDate,
  MEASURES,
  QUARTER_FIELDS,
  reportingYearLabel,
  SECTOR_LABELS,
} from "../../../domain/pay-gap-statutory";
import { embedPdfFonts, type PdfTextStyle } from "../../platform/pdf-fonts";

const TEAL = rgb(0x0f / 255, 0x3d / 255, 0x3e / 255);
const INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
const MUTED = rgb(0x4b / 255, 0x55 / 255, 0x63 / 255);
const LINE = rgb(0xd1 / 255, 0xd5 / 255, 0xdb / 255);
const A4: [number, number] = [595.28, 841.89];
const LEFT = 56;
const WIDTH = A4[0] - 2 * LEFT;

/** "pay-gap-report-2025.pdf" */
export const reportFilename = (year: number, extension: "pdf" | "csv") => `gender-pay-gap-${year}.${extension}`;

/** Words of a paragraph into lines no wider than the width (a word wider than the line stands alone). */
function wrap(style: PdfTextStyle, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && style.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

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
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - 56;
  const need = (height: number) => {
    if (y - height < 56) {
      page = pdf.addPage(A4);
      y = A4[1] - 56;
    }
  };
  const text = (value: string, options: { size?: number; bold?: boolean; color?: typeof INK; x?: number } = {}) => {
    const size = options.size ?? 10;
    const style = options.bold ? fonts.sansBold : fonts.sans;
    for (const line of wrap(style, value, size, WIDTH - ((options.x ?? LEFT) - LEFT))) {
      need(size + 4);
      style.drawText(page, line, { x: options.x ?? LEFT, y, size, color: options.color ?? INK });
      y -= size + 4;
    }
  };
  const gap = (height: number) => {
    y -= height;
  };
  const rule = () => {
    need(8);
    page.drawLine({ start: { x: LEFT, y: y + 4 }, end: { x: LEFT + WIDTH, y: y + 4 }, thickness: 0.5, color: LINE });
    y -= 6;
  };
  const row = (cells: string[], columns: number[], bold = false) => {
    need(16);
    const style = bold ? fonts.sansBold : fonts.sans;
    cells.forEach((cell, i) => {
      style.drawText(page, cell, { x: LEFT + columns[i], y, size: 10, color: INK });
    });
    y -= 16;
  };

  text("Gender pay gap report", { size: 20, bold: true, color: TEAL });
  text(report.organization.name, { size: 14, bold: true });
  gap(4);
  text(`Reporting year ${reportingYearLabel(report.year)}. Snapshot date ${longDate(report.snapshotDate)}.`);
  text(`${SECTOR_LABELS[report.sector]}. Publish by ${longDate(report.deadline)}.`, { color: MUTED });
  text(`Worked out under the ${REGULATIONS} from ${report.recordCount} employee records.`, { color: MUTED });
  text(basisDescription(report.analysis.genderGap), { color: MUTED });
  gap(10);

  text("The six measures", { size: 14, bold: true, color: TEAL });
  rule();
  for (const measure of MEASURES) row([measure.label, formatPercent(report.measures[measure.key])], [0, 360]);
  gap(4);
  text("A positive gap means women's pay is lower than men's; a negative gap means it is higher.", {
    size: 9,
    color: MUTED,
  });
  gap(10);

  text("Pay quarters", { size: 14, bold: true, color: TEAL });
  rule();
  row(["Quarter", "Men", "Women"], [0, 300, 390], true);
  report.measures.quarters.forEach((q, i) => {
    row([QUARTER_FIELDS[i].label, formatPercent(q.menPercent), formatPercent(q.womenPercent)], [0, 300, 390]);
  });
  gap(10);

  if (report.previous) {
    text(`Movement since ${reportingYearLabel(report.previous.year)}`, { size: 14, bold: true, color: TEAL });
    rule();
    row(["Measure", String(report.previous.year), String(report.year), "Movement"], [0, 270, 330, 390], true);
    for (const m of report.movement) {
      row([m.label, formatPercent(m.previous), formatPercent(m.current), describeChange(m.change)], [0, 270, 330, 390]);
    }
    gap(10);
  }

  const findings = report.analysis.groups.findings;
  if (findings.length > 0) {
    text("Other pay gaps (not part of the statutory figures)", { size: 14, bold: true, color: TEAL });
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
        color: MUTED,
      },
    );
    gap(10);
  }

  text("Written statement", { size: 14, bold: true, color: TEAL });
  rule();
  if (statement) {
    text("What the figures show", { bold: true });
    text(statement.narrative);
    gap(6);
    text("Action plan", { bold: true });
    text(statement.actionPlan);
    gap(10);
    text("I confirm that the information in this report is accurate.", { color: MUTED });
    gap(14);
    text(statement.seniorName, { bold: true });
    text(statement.seniorJobTitle);
  } else {
    text(
      "No written statement has been saved for this year. The regulations ask for one, signed by a senior person, before the figures are published.",
      { color: MUTED },
    );
  }
  gap(10);
  text(`Generated ${generatedAt.toISOString().slice(0, 10)} by PIVOT Learning.`, { size: 8, color: MUTED });
  return pdf.save();
}
