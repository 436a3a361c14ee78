import ExcelJS from "exceljs";
import type { DocumentSection, DownloadDocument } from "../../../domain/data/download-templates";
import { ROI_SPREADSHEET_ROWS } from "../../../domain/data/download-templates";
import { calculateRoi, HOURS_PER_YEAR } from "../../../domain/roi";
import {
  addProgressTrackerSheet,
  PROGRESS_TRACKER_RESOURCE_ID,
  TRACKER_MEASURES,
  TRACKER_SHEET,
} from "./progress-tracker";
import { BRAND, PUBLISHER, type RenderOptions, ROI_RESOURCE_ID } from "./render-options";

type Worksheet = ExcelJS.Worksheet;

const argb = (hex: string) => `FF${hex}`;
const solid = (hex: string): ExcelJS.Fill => ({ type: "pattern", pattern: "solid", fgColor: { argb: argb(hex) } });
const thinBorder: Partial<ExcelJS.Borders> = {
  top: { style: "thin", color: { argb: "FFC7D6D6" } },
  bottom: { style: "thin", color: { argb: "FFC7D6D6" } },
  left: { style: "thin", color: { argb: "FFC7D6D6" } },
  right: { style: "thin", color: { argb: "FFC7D6D6" } },
};
const INPUT_FILL = "FFF3D6"; // a light shade of the brand gold marks cells to type in
const GBP_FORMAT = '"£"#,##0.00';
const STATUSES = ["Not started", "In progress", "Done"] as const;

function styleHeaderRow(sheet: Worksheet, rowNumber: number, columnCount: number) {
  const row = sheet.getRow(rowNumber);
  row.height = 20;
  for (let col = 1; col <= columnCount; col++) {
    const cell = row.getCell(col);
    cell.font = { bold: true, color: { argb: "FFFFFFFF" } };
    cell.fill = solid(BRAND.teal);
    cell.alignment = { vertical: "middle" };
    cell.border = thinBorder;
  }
}

/** An estimate of the height a wrapped cell needs, since Excel does not grow merged rows itself. */
const wrappedHeight = (text: string, charsPerLine: number) =>
  Math.max(1, Math.ceil(text.length / charsPerLine)) * 15 + 4;

/**
 * Excel sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. A long
 * 'Group: topic' heading keeps its topic; the full heading is the sheet's first row.
 */
export function sheetNames(headings: readonly string[], reserved: readonly string[] = []): string[] {
  const used = new Set(reserved.map((name) => name.toLowerCase()));
  return headings.map((heading) => {
    const plain = heading
      .replace(/\s*\([^)]*\)/g, "")
      .replace(/[[\]*?/\\]/g, "-")
      .replace(/'/g, "")
      .trim();
    let name = plain.replace(/\s*:\s*/g, " - ");
    if (name.length > 31 && plain.includes(":")) {
      const topic = plain.slice(plain.lastIndexOf(":") + 1).trim();
      name = topic.charAt(0).toUpperCase() + topic.slice(1);
    }
    if (name.length > 31) name = name.slice(0, 31).replace(/\s+\S*$/, "") || name.slice(0, 31);
    name = name.replace(/[\s-]+$/, "") || "Section";
    let unique = name;
    for (let n = 2; used.has(unique.toLowerCase()); n++) unique = `${name.slice(0, 31 - ` (${n})`.length)} (${n})`;
    used.add(unique.toLowerCase());
    return unique;
  });
}

function addSummarySheet(
  workbook: ExcelJS.Workbook,
  document: DownloadDocument,
  intro: string,
  contents: { sheet: string; description: string }[],
) {
  const sheet = workbook.addWorksheet("Summary", { properties: { tabColor: { argb: argb(BRAND.gold) } } });
  sheet.columns = [{ width: 26 }, { width: 90 }];

  sheet.mergeCells("A1:B1");
  const title = sheet.getCell("A1");
  title.value = document.title;
  title.font = { bold: true, size: 16, color: { argb: "FFFFFFFF" } };
  title.fill = solid(BRAND.teal);
  title.alignment = { vertical: "middle", wrapText: true };
  sheet.getRow(1).height = wrappedHeight(document.title, 80) + 12;

  sheet.mergeCells("A2:B2");
  const publisher = sheet.getCell("A2");
  publisher.value = PUBLISHER;
  publisher.font = { bold: true, color: { argb: argb(BRAND.teal) } };
  publisher.border = { bottom: { style: "medium", color: { argb: argb(BRAND.gold) } } };

  sheet.mergeCells("A4:B4");
  const introCell = sheet.getCell("A4");
  introCell.value = intro;
  introCell.alignment = { wrapText: true, vertical: "top" };
  sheet.getRow(4).height = wrappedHeight(intro, 110);

  let row = 6;
  sheet.getCell(`A${row}`).value = "Details";
  styleHeaderRow(sheet, row, 2);
  for (const detail of document.details) {
    row++;
    const label = sheet.getCell(`A${row}`);
    label.value = detail.label;
    label.font = { bold: true, color: { argb: argb(BRAND.teal) } };
    label.fill = solid(BRAND.tint);
    label.border = thinBorder;
    const value = sheet.getCell(`B${row}`);
    value.value = detail.value;
    value.border = thinBorder;
  }

  row += 2;
  sheet.getCell(`A${row}`).value = "Sheet";
  sheet.getCell(`B${row}`).value = "What it holds";
  styleHeaderRow(sheet, row, 2);
  for (const entry of contents) {
    row++;
    const link = sheet.getCell(`A${row}`);
    link.value = { text: entry.sheet, hyperlink: `#'${entry.sheet}'!A1` };
    link.font = { color: { argb: "FF1D4ED8" }, underline: true };
    link.border = thinBorder;
    const description = sheet.getCell(`B${row}`);
    description.value = entry.description;
    description.alignment = { wrapText: true };
    description.border = thinBorder;
  }
  sheet.pageSetup = { paperSize: 9, orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
}

/** One checklist sheet; readiness criteria also get a 1-5 score and their average. */
function addSectionSheet(workbook: ExcelJS.Workbook, name: string, section: DocumentSection) {
  const scored = /^readiness\b/i.test(section.heading);
  const headers = ["Item", ...(scored ? ["Score (1-5)"] : []), "Status", "Owner", "Due date", "Notes"];
  const widths = [70, ...(scored ? [13] : []), 16, 22, 14, 40];
  const col = (header: string) => headers.indexOf(header) + 1;
  const letter = (header: string) => String.fromCharCode(64 + col(header));

  const sheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 2, activeCell: "A3" }],
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = widths.map((width) => ({ width }));

  sheet.mergeCells(1, 1, 1, headers.length);
  const heading = sheet.getCell(1, 1);
  heading.value = section.heading;
  heading.font = { bold: true, size: 13, color: { argb: argb(BRAND.teal) } };
  heading.border = { bottom: { style: "medium", color: { argb: argb(BRAND.gold) } } };
  sheet.getRow(1).height = 22;

  sheet.getRow(2).values = headers;
  styleHeaderRow(sheet, 2, headers.length);
  sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: headers.length } };

  const firstRow = 3;
  section.items.forEach((item, index) => {
    const row = sheet.getRow(firstRow + index);
    row.getCell(col("Item")).value = item;
    row.getCell(col("Status")).value = STATUSES[0];
    for (let c = 1; c <= headers.length; c++) {
      const cell = row.getCell(c);
      cell.border = thinBorder;
      cell.alignment = { vertical: "top", wrapText: c === col("Item") || c === col("Notes") };
    }
    row.height = wrappedHeight(item, 75);
    row.getCell(col("Status")).dataValidation = {
      type: "list",
      allowBlank: true,
      formulae: [`"${STATUSES.join(",")}"`],
      showErrorMessage: true,
      errorTitle: "Status",
      error: `Choose ${STATUSES.join(", ")}.`,
    };
    row.getCell(col("Due date")).numFmt = "dd/mm/yyyy";
    row.getCell(col("Due date")).dataValidation = {
      type: "date",
      operator: "greaterThan",
      allowBlank: true,
      formulae: [new Date(Date.UTC(2000, 0, 1))],
      showErrorMessage: true,
      errorTitle: "Due date",
      error: "Enter a date, e.g. 31/01/2026.",
    };
    if (scored) {
      const score = row.getCell(col("Score (1-5)"));
      score.fill = solid(INPUT_FILL);
      score.alignment = { horizontal: "center", vertical: "top" };
      score.dataValidation = {
        type: "whole",
        operator: "between",
        allowBlank: true,
        formulae: [1, 5],
        showErrorMessage: true,
        errorTitle: "Score",
        error: "Score from 1 (not in place) to 5 (fully in place).",
      };
    }
  });
  const lastRow = firstRow + section.items.length - 1;

  const statusRange = `${letter("Status")}${firstRow}:${letter("Status")}${lastRow}`;
  sheet.addConditionalFormatting({
    ref: statusRange,
    rules: [
      {
        type: "cellIs",
        operator: "equal",
        formulae: ['"Done"'],
        priority: 1,
        style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: "FFD1FAE5" } } },
      },
      {
        type: "cellIs",
        operator: "equal",
        formulae: ['"In progress"'],
        priority: 2,
        style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: "FFFEF3C7" } } },
      },
    ],
  });

  const totalRow = sheet.getRow(lastRow + 2);
  totalRow.getCell(1).value = "Done";
  totalRow.getCell(1).font = { bold: true };
  totalRow.getCell(col("Status")).value = {
    formula: `COUNTIF(${statusRange},"Done")&" of "&ROWS(${statusRange})`,
    result: `0 of ${section.items.length}`,
  };
  if (scored) {
    const averageRow = sheet.getRow(lastRow + 3);
    const scoreLetter = letter("Score (1-5)");
    averageRow.getCell(1).value = "Average score";
    averageRow.getCell(1).font = { bold: true };
    const average = averageRow.getCell(col("Score (1-5)"));
    average.value = {
      formula: `IF(COUNT(${scoreLetter}${firstRow}:${scoreLetter}${lastRow})=0,"",ROUND(AVERAGE(${scoreLetter}${firstRow}:${scoreLetter}${lastRow}),1))`,
      result: "",
    };
    average.font = { bold: true };
    average.alignment = { horizontal: "center" };
  }
}

// The cached results Excel shows before it recalculates: the ROI Calculator's own result for the
// example inputs (domain/roi.ts), keyed by the cell of ROI_SPREADSHEET_ROWS that computes it.
function roiExampleResults(): Record<string, number> {
  const example = (cell: string) => ROI_SPREADSHEET_ROWS.find((row) => row.cell === cell)?.example ?? 0;
  const outcome = calculateRoi({
    investment: example("B2"),
    participants: example("B3"),
    hourlyRate: example("B4"),
    productivityIncreasePct: example("B5"),
    retentionImprovementPct: example("B6"),
  });
  if (!outcome.ok) return {};
  const { result } = outcome;
  return {
    B7: example("B4") * HOURS_PER_YEAR,
    B8: result.productivityGain,
    B9: result.retentionSaving,
    B10: result.totalBenefit,
    B11: Math.round(result.roi * 10) / 10,
    B12: result.paybackMonths,
  };
}

const ROI_SHEET = "ROI Calculator";

function addRoiSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet(ROI_SHEET, {
    properties: { tabColor: { argb: argb(BRAND.teal) } },
    views: [{ state: "frozen", ySplit: 1, activeCell: "B2" }],
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [{ width: 40 }, { width: 20 }, { width: 80 }];
  sheet.getRow(1).values = ["Item", "Value", "How it is calculated"];
  styleHeaderRow(sheet, 1, 3);

  const cached = roiExampleResults();
  let lastRow = 1;
  for (const entry of ROI_SPREADSHEET_ROWS) {
    const rowNumber = Number(entry.cell.slice(1));
    lastRow = Math.max(lastRow, rowNumber);
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = entry.label;
    row.getCell(3).value = entry.explanation;
    const value = sheet.getCell(entry.cell);
    if (entry.kind === "input") {
      value.value = entry.example ?? 0;
      value.fill = solid(INPUT_FILL);
      value.dataValidation = {
        type: "decimal",
        operator: "greaterThanOrEqual",
        allowBlank: true,
        formulae: [0],
        showErrorMessage: true,
        errorTitle: entry.label,
        error: "Enter a number of 0 or more.",
      };
    } else {
      const formula = (entry.excelFormula ?? "").replace(/^=/, "");
      value.value = entry.cell in cached ? { formula, result: cached[entry.cell] } : { formula };
      value.font = { bold: true, color: { argb: argb(BRAND.teal) } };
      value.fill = solid(BRAND.tint);
    }
    value.numFmt = entry.label.includes("(£)") ? GBP_FORMAT : entry.label.startsWith("Number") ? "0" : "0.0";
    value.alignment = { horizontal: "right" };
    for (let c = 1; c <= 3; c++) row.getCell(c).border = thinBorder;
    row.getCell(3).alignment = { wrapText: true };
  }

  const note = sheet.getCell(`A${lastRow + 2}`);
  note.value = "Type your own figures in the yellow cells; the shaded results recalculate automatically.";
  note.font = { italic: true, color: { argb: argb(BRAND.muted) } };
  sheet.mergeCells(`A${lastRow + 2}:C${lastRow + 2}`);
}

export async function renderXlsx(document: DownloadDocument, options: RenderOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = PUBLISHER;
  workbook.lastModifiedBy = PUBLISHER;
  workbook.company = PUBLISHER;
  workbook.title = document.title;
  workbook.subject = document.intro;
  workbook.keywords = document.details.map((d) => d.value).join(", ");
  workbook.created = options.date;
  workbook.modified = options.date;
  // Excel recalculates every formula when the file opens, so typed inputs always show true results.
  workbook.calcProperties = { fullCalcOnLoad: true };

  if (options.resourceId === ROI_RESOURCE_ID) {
    addSummarySheet(
      workbook,
      document,
      "Enter your programme's figures in the yellow cells of the ROI Calculator sheet. It works out the annual productivity gain, retention savings, ROI and payback period with the same formulas as the module's ROI Calculator.",
      [{ sheet: ROI_SHEET, description: "Inputs, formulas and results" }],
    );
    addRoiSheet(workbook);
    workbook.views = [{ x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 1, visibility: "visible" }];
  } else if (options.resourceId === PROGRESS_TRACKER_RESOURCE_ID) {
    addSummarySheet(
      workbook,
      document,
      `Track participation, learning and impact month by month for "${document.details[0]?.value ?? document.title}". Set a baseline and a target for each measure, then enter each month's figure in the yellow cells of the Monthly Tracker sheet as the month closes; the latest figure, the change since the baseline and whether each measure is on track update themselves. Hover over a measure's name to see how to measure it.`,
      [
        {
          sheet: TRACKER_SHEET,
          description: `${TRACKER_MEASURES.length} measures over 12 months: participation, learning and impact`,
        },
      ],
    );
    addProgressTrackerSheet(workbook, options.date, BRAND, INPUT_FILL);
    workbook.views = [{ x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 1, visibility: "visible" }];
  } else {
    const names = sheetNames(
      document.sections.map((section) => section.heading),
      ["Summary"],
    );
    addSummarySheet(
      workbook,
      document,
      document.intro,
      document.sections.map((section, index) => ({
        sheet: names[index],
        description: `${section.heading} (${section.items.length} items)`,
      })),
    );
    document.sections.forEach((section, index) => {
      addSectionSheet(workbook, names[index], section);
    });
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
