import { MONTH_NAMES } from "./calendar";
import { canRunAnalysis, type GenderPayGap, minimumRecordsMessage, type PayBasis } from "./jedi-pay-gap";

/**
 * The statutory gender pay gap report of an organisation's reporting year (issue 25 item 1): the
 * snapshot date by sector, the six measures in the order and under the names GOV.UK's gender pay
 * gap service uses (its published data has the same fields), and the movement from the year before.
 * Shared by the server (report, PDF, CSV) and the client (the workspace's labels).
 */

export const SECTORS = ["private", "public"] as const;
export type Sector = (typeof SECTORS)[number];

export const SECTOR_LABELS: Record<Sector, string> = {
  private: "Private employer, charity or voluntary organisation (snapshot date 5 April)",
  public: "Public body (snapshot date 31 March)",
};

/** The snapshot date of a reporting year: 5 April for private employers, 31 March for public bodies. */
export const snapshotDateOf = (year: number, sector: Sector) =>
  sector === "public" ? `${year}-03-31` : `${year}-04-05`;

/** The deadline to publish: within a year of the snapshot date (the day before its anniversary). */
export const reportingDeadlineOf = (year: number, sector: Sector) =>
  sector === "public" ? `${year + 1}-03-30` : `${year + 1}-04-04`;

/** The reporting year a date falls in: the latest snapshot date on or before it. */
export function currentReportingYear(today: Date, sector: Sector): number {
  const year = today.getUTCFullYear();
  const iso = today.toISOString().slice(0, 10);
  return iso >= snapshotDateOf(year, sector) ? year : year - 1;
}

/** "2025 to 2026": how GOV.UK names a reporting year. */
export const reportingYearLabel = (year: number) => `${year} to ${year + 1}`;

/** "5 April 2025". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const month = MONTH_NAMES[m - 1];
  return `${d} ${month} ${y}`;
}

export interface StatutoryMeasures {
  meanHourlyGap: number | null;
  medianHourlyGap: number | null;
  meanBonusGap: number | null;
  medianBonusGap: number | null;
  menReceivingBonus: number | null;
  womenReceivingBonus: number | null;
  quarters: { name: string; menPercent: number; womenPercent: number }[];
}

export type MeasureKey = Exclude<keyof StatutoryMeasures, "quarters">;

/** The six figures as GOV.UK asks for them, with its field names (the service's CSV columns). */
export const MEASURES: readonly { key: MeasureKey; label: string; govUkField: string }[] = [
  { key: "meanHourlyGap", label: "Mean gender pay gap in hourly pay", govUkField: "DiffMeanHourlyPercent" },
  { key: "medianHourlyGap", label: "Median gender pay gap in hourly pay", govUkField: "DiffMedianHourlyPercent" },
  { key: "meanBonusGap", label: "Mean bonus gender pay gap", govUkField: "DiffMeanBonusPercent" },
  { key: "medianBonusGap", label: "Median bonus gender pay gap", govUkField: "DiffMedianBonusPercent" },
  { key: "menReceivingBonus", label: "Percentage of men receiving bonus pay", govUkField: "MaleBonusPercent" },
  { key: "womenReceivingBonus", label: "Percentage of women receiving bonus pay", govUkField: "FemaleBonusPercent" },
];

/** The quarter names and GOV.UK's field stems, lower first. */
export const QUARTER_FIELDS = [
  { label: "Lower hourly pay quarter", stem: "LowerQuartile" },
  { label: "Lower middle hourly pay quarter", stem: "LowerMiddleQuartile" },
  { label: "Upper middle hourly pay quarter", stem: "UpperMiddleQuartile" },
  { label: "Upper hourly pay quarter", stem: "TopQuartile" },
] as const;

/**
 * A measure's or quarter's name on the basis it was worked out on (issue 49): with weekly hours missing,
 * the figures are of annual salaries and never carry GOV.UK's hourly names.
 */
export const basisLabel = (label: string, basis: PayBasis) =>
  basis === "hourly"
    ? label
    : label.replace("in hourly pay", "in annual salary").replace("hourly pay", "annual salary");

/**
 * Why the statutory figures cannot be exported, or null: under 5 records there is no analysis (spec 2
 * §5), and GOV.UK's service takes hourly figures only, so its CSV needs weekly hours for every man and
 * woman (the PDF says which basis it used).
 */
export function statutoryExportRefusal(
  gap: Pick<GenderPayGap, "basis" | "missingHours">,
  recordCount: number,
  format: "pdf" | "csv",
): string | null {
  if (!canRunAnalysis(recordCount)) return minimumRecordsMessage(recordCount);
  if (format === "csv" && gap.basis !== "hourly") {
    if (gap.missingHours === 0) return "GOV.UK's gender pay gap service needs records of both men and women.";
    return `GOV.UK's gender pay gap service takes hourly pay. Weekly hours are missing for ${gap.missingHours} ${gap.missingHours === 1 ? "man or woman" : "men and women"}: add them to every record to download the figures in its format.`;
  }
  return null;
}

export function statutoryMeasures(gap: GenderPayGap): StatutoryMeasures {
  return {
    meanHourlyGap: gap.meanGap,
    medianHourlyGap: gap.medianGap,
    meanBonusGap: gap.bonus.meanGap,
    medianBonusGap: gap.bonus.medianGap,
    menReceivingBonus: gap.bonus.menReceivingPercent,
    womenReceivingBonus: gap.bonus.womenReceivingPercent,
    quarters: gap.quarters.map((q) => ({ name: q.name, menPercent: q.menPercent, womenPercent: q.womenPercent })),
  };
}

export interface Movement {
  key: string;
  label: string;
  current: number | null;
  previous: number | null;
  /** Percentage points, current − previous, one decimal; null when either year lacks the figure. */
  change: number | null;
}

const pointsBetween = (current: number | null, previous: number | null) =>
  current === null || previous === null ? null : Math.round((current - previous) * 10) / 10 || 0;

/** Year on year: each of the six measures and the share of women in each quarter, named on this year's basis. */
export function movementBetween(
  current: StatutoryMeasures,
  previous: StatutoryMeasures,
  basis: PayBasis = "hourly",
): Movement[] {
  return [
    ...MEASURES.map(({ key, label }) => ({
      key,
      label: basisLabel(label, basis),
      current: current[key],
      previous: previous[key],
      change: pointsBetween(current[key], previous[key]),
    })),
    ...QUARTER_FIELDS.map(({ label }, i) => ({
      key: `womenQuarter${i + 1}`,
      label: basisLabel(`Women in the ${label.charAt(0).toLowerCase()}${label.slice(1)}`, basis),
      current: current.quarters[i]?.womenPercent ?? null,
      previous: previous.quarters[i]?.womenPercent ?? null,
      change: pointsBetween(current.quarters[i]?.womenPercent ?? null, previous.quarters[i]?.womenPercent ?? null),
    })),
  ];
}

/** "up 2.5 points", "down 1.0 point", "no change", "not comparable". */
export function describeChange(change: number | null): string {
  if (change === null) return "not comparable";
  if (change === 0) return "no change";
  const size = Math.abs(change).toFixed(1);
  return `${change > 0 ? "up" : "down"} ${size} ${size === "1.0" ? "point" : "points"}`;
}

/** GOV.UK's employer size bands. */
export function employerSizeBand(headcount: number): string {
  if (headcount < 250) return "Less than 250";
  if (headcount < 500) return "250 to 499";
  if (headcount < 1000) return "500 to 999";
  if (headcount < 5000) return "1000 to 4999";
  if (headcount < 20000) return "5000 to 19,999";
  return "20,000 or more";
}

export interface StatutoryCsvInput {
  employerName: string;
  year: number;
  sector: Sector;
  headcount: number;
  measures: StatutoryMeasures;
  responsiblePerson: { name: string; jobTitle: string } | null;
}

/**
 * The statutory CSV: one header and one row, the six figures and the quarters under GOV.UK's field
 * names in its order, with the snapshot date, deadline, size band and the person responsible.
 */
export function statutoryCsvRows(input: StatutoryCsvInput): (string | number | null)[][] {
  const m = input.measures;
  const header = [
    "EmployerName",
    "SnapshotDate",
    "DueDate",
    ...MEASURES.map((x) => x.govUkField),
    ...QUARTER_FIELDS.flatMap((q) => [`Male${q.stem}`, `Female${q.stem}`]),
    "ResponsiblePerson",
    "EmployerSize",
  ];
  const row = [
    input.employerName,
    snapshotDateOf(input.year, input.sector),
    reportingDeadlineOf(input.year, input.sector),
    ...MEASURES.map((x) => m[x.key]),
    ...m.quarters.flatMap((q) => [q.menPercent, q.womenPercent]),
    input.responsiblePerson ? `${input.responsiblePerson.name} (${input.responsiblePerson.jobTitle})` : "",
    employerSizeBand(input.headcount),
  ];
  return [header, row];
}
