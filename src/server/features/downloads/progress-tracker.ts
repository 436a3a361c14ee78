import type ExcelJS from "exceljs";

/**
 * Issue 15: the "Progress Tracking Dashboard" download is what its description promises — a
 * month-by-month tracker of participation, learning and impact measures — rather than the
 * readiness workbook under another title.
 */
export const PROGRESS_TRACKER_RESOURCE_ID = "progress-tracking-dashboard";
export const TRACKER_SHEET = "Monthly Tracker";
export const TRACKER_MONTHS = 12;

export type TrackerDirection = "up" | "down";

export interface TrackerMeasure {
  group: "Participation" | "Learning" | "Impact";
  measure: string;
  unit: string;
  /** Whether a higher number is better. */
  better: TrackerDirection;
  howToMeasure: string;
}

export const TRACKER_MEASURES: readonly TrackerMeasure[] = [
  {
    group: "Participation",
    measure: "People enrolled",
    unit: "people",
    better: "up",
    howToMeasure: "Everyone invited to the programme who has an account.",
  },
  {
    group: "Participation",
    measure: "Active learners this month",
    unit: "people",
    better: "up",
    howToMeasure: "People who completed at least one learning activity in the month.",
  },
  {
    group: "Participation",
    measure: "Sessions or workshops held",
    unit: "sessions",
    better: "up",
    howToMeasure: "Team discussions, workshops and coaching sessions run in the month.",
  },
  {
    group: "Learning",
    measure: "Modules completed",
    unit: "modules",
    better: "up",
    howToMeasure: "Completions recorded in the month, across all participants.",
  },
  {
    group: "Learning",
    measure: "Learning hours",
    unit: "hours",
    better: "up",
    howToMeasure: "Hours of learning credited in the month (CPD records).",
  },
  {
    group: "Learning",
    measure: "Average assessment score",
    unit: "%",
    better: "up",
    howToMeasure: "Average quiz or self-assessment score of the month's completions.",
  },
  {
    group: "Impact",
    measure: "Employee engagement score",
    unit: "%",
    better: "up",
    howToMeasure: "Pulse survey result, for example the share agreeing they feel included.",
  },
  {
    group: "Impact",
    measure: "Actions from the programme put in place",
    unit: "actions",
    better: "up",
    howToMeasure: "Agreed changes to practice, policy or process that are now in place.",
  },
  {
    group: "Impact",
    measure: "Voluntary staff turnover",
    unit: "%",
    better: "down",
    howToMeasure: "Leavers who chose to leave in the month, as a share of headcount.",
  },
];

const argb = (hex: string) => `FF${hex}`;
const solid = (hex: string): ExcelJS.Fill => ({ type: "pattern", pattern: "solid", fgColor: { argb: argb(hex) } });
const border: Partial<ExcelJS.Borders> = {
  top: { style: "thin", color: { argb: "FFC7D6D6" } },
  bottom: { style: "thin", color: { argb: "FFC7D6D6" } },
  left: { style: "thin", color: { argb: "FFC7D6D6" } },
  right: { style: "thin", color: { argb: "FFC7D6D6" } },
};

const columnLetter = (index: number): string => {
  let n = index;
  let letters = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Jan 2027"-style labels of the twelve months from the month of `start`. */
export function trackerMonthLabels(start: Date, months = TRACKER_MONTHS): string[] {
  return Array.from({ length: months }, (_, i) => {
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  });
}

/**
 * The tracker sheet: one row per measure, Baseline and Target to type in, one column per month,
 * then Latest (the last month filled in), Change since baseline and On track (against the target,
 * in the measure's better direction).
 */
export function addProgressTrackerSheet(
  workbook: ExcelJS.Workbook,
  start: Date,
  brand: { teal: string; gold: string; tint: string; muted: string },
  inputFill: string,
) {
  const months = trackerMonthLabels(start);
  const fixed = ["Group", "Measure", "Unit", "Better", "Baseline", "Target"];
  const headers = [...fixed, ...months, "Latest", "Change since baseline", "On track"];
  const sheet = workbook.addWorksheet(TRACKER_SHEET, {
    properties: { tabColor: { argb: argb(brand.teal) } },
    views: [{ state: "frozen", xSplit: 2, ySplit: 3, activeCell: "E4" }],
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = headers.map((header, i) =>
    i === 1
      ? { width: 36 }
      : i === 0
        ? { width: 14 }
        : header === "Change since baseline"
          ? { width: 16 }
          : { width: 10 },
  );

  sheet.mergeCells(1, 1, 1, headers.length);
  const title = sheet.getCell(1, 1);
  title.value = `Progress tracking: ${months[0]} to ${months[months.length - 1]}`;
  title.font = { bold: true, size: 14, color: { argb: argb(brand.teal) } };
  title.border = { bottom: { style: "medium", color: { argb: argb(brand.gold) } } };
  sheet.getRow(1).height = 22;
  sheet.mergeCells(2, 1, 2, headers.length);
  const note = sheet.getCell(2, 1);
  note.value =
    "Type each month's figure in the yellow cells as the month closes; Latest, Change and On track update themselves.";
  note.font = { italic: true, color: { argb: argb(brand.muted) } };

  const header = sheet.getRow(3);
  header.values = headers;
  header.height = 30;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: "FFFFFFFF" } };
    cell.fill = solid(brand.teal);
    cell.alignment = { vertical: "middle", horizontal: "center", wrapText: true };
    cell.border = border;
  });

  const firstMonthCol = fixed.length + 1;
  const lastMonthCol = fixed.length + months.length;
  const latestCol = lastMonthCol + 1;
  const changeCol = latestCol + 1;
  const onTrackCol = changeCol + 1;
  const monthRange = (row: number) => `${columnLetter(firstMonthCol)}${row}:${columnLetter(lastMonthCol)}${row}`;

  TRACKER_MEASURES.forEach((measure, index) => {
    const rowNumber = 4 + index;
    const row = sheet.getRow(rowNumber);
    row.getCell(1).value = measure.group;
    row.getCell(2).value = measure.measure;
    row.getCell(2).note = measure.howToMeasure;
    row.getCell(3).value = measure.unit;
    row.getCell(4).value = measure.better === "up" ? "Higher" : "Lower";
    for (let c = 5; c <= lastMonthCol; c++) {
      const cell = row.getCell(c);
      cell.fill = solid(inputFill);
      cell.dataValidation = {
        type: "decimal",
        operator: "greaterThanOrEqual",
        allowBlank: true,
        formulae: [0],
        showErrorMessage: true,
        errorTitle: measure.measure,
        error: "Enter a number of 0 or more.",
      };
    }
    const range = monthRange(rowNumber);
    const latest = `${columnLetter(latestCol)}${rowNumber}`;
    const baseline = `E${rowNumber}`;
    const target = `F${rowNumber}`;
    row.getCell(latestCol).value = {
      // MATCH of a huge number finds the last month with a figure (Excel and LibreOffice alike).
      formula: `IF(COUNT(${range})=0,"",INDEX(${range},MATCH(9.99E+307,${range})))`,
      result: "",
    };
    row.getCell(changeCol).value = {
      formula: `IF(OR(${latest}="",${baseline}=""),"",${latest}-${baseline})`,
      result: "",
    };
    const comparison = measure.better === "up" ? `${latest}>=${target}` : `${latest}<=${target}`;
    row.getCell(onTrackCol).value = {
      formula: `IF(OR(${latest}="",${target}=""),"",IF(${comparison},"On track","Behind"))`,
      result: "",
    };
    for (let c = 1; c <= headers.length; c++) {
      const cell = row.getCell(c);
      cell.border = border;
      if (c >= latestCol) {
        cell.fill = solid(brand.tint);
        cell.font = { bold: true, color: { argb: argb(brand.teal) } };
      }
      cell.alignment = { vertical: "middle", horizontal: c <= 2 ? "left" : "center", wrapText: c === 2 };
    }
  });

  const statusRange = `${columnLetter(onTrackCol)}4:${columnLetter(onTrackCol)}${3 + TRACKER_MEASURES.length}`;
  sheet.addConditionalFormatting({
    ref: statusRange,
    rules: [
      {
        type: "cellIs",
        operator: "equal",
        formulae: ['"On track"'],
        priority: 1,
        style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: "FFD1FAE5" } } },
      },
      {
        type: "cellIs",
        operator: "equal",
        formulae: ['"Behind"'],
        priority: 2,
        style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: "FFFEE2E2" } } },
      },
    ],
  });
  return { sheet, months };
}
