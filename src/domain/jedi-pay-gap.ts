/**
 * The JEDI hub's pay equity tool (spec 2 §3 "Pay equity employee record", §5, §9), computed from
 * the records entered: the six measures of the Equality Act 2010 (Gender Pay Gap Information)
 * Regulations 2017 as GOV.UK's "Gender pay gap reporting: make your calculations" sets them out,
 * and gaps by ethnicity, disability, age band and department with severity bands.
 */

// spec 2 §3: the enums of an employee record.
export const GENDERS = ["female", "male", "non-binary", "prefer-not-to-say"] as const;
export const ETHNICITIES = ["white", "black", "asian", "mixed", "other", "prefer-not-to-say"] as const;
export const AGE_BANDS = ["18-25", "26-35", "36-45", "46-55", "56-65", "65+"] as const;
export const DISABILITIES = ["no", "yes", "prefer-not-to-say"] as const;
/** The browser-only tool's departments (spec 2 §3); an organisation's workspace uses its own. */
export const DEPARTMENTS = ["engineering", "marketing", "sales", "hr", "finance", "operations", "other"] as const;
export const DEPARTMENT_MAX_LENGTH = 80;

export type Gender = (typeof GENDERS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type AgeBand = (typeof AGE_BANDS)[number];
export type Disability = (typeof DISABILITIES)[number];
/** One of DEPARTMENTS in the browser-only tool; in an organisation's workspace, its own department names. */
export type Department = string;

const LABELS: Record<string, string> = {
  female: "Female",
  male: "Male",
  "non-binary": "Non-binary",
  "prefer-not-to-say": "Prefer not to say",
  white: "White",
  black: "Black",
  asian: "Asian",
  mixed: "Mixed",
  other: "Other",
  no: "No",
  yes: "Yes",
  engineering: "Engineering",
  marketing: "Marketing",
  sales: "Sales",
  hr: "HR",
  finance: "Finance",
  operations: "Operations",
};

/** How an enum value reads on screen ("prefer-not-to-say" → "Prefer not to say"). */
export const valueLabel = (value: string | null) => (value === null ? "Not collected" : (LABELS[value] ?? value));

/**
 * A record's department, or why it is not one (issue 45 item 9). With no list of the organisation's
 * departments (the browser-only tool), one of DEPARTMENTS; with one, any name up to 80 characters, in
 * the list's spelling where it matches one ignoring case, so "sales" joins the organisation's "Sales".
 */
export function departmentOf(
  text: string,
  organizationDepartments: readonly string[] | null,
): { ok: true; department: Department } | { ok: false; reason: string } {
  const name = text.trim().replace(/\s+/g, " ");
  if (!name) return { ok: false, reason: "Enter the department" };
  if (organizationDepartments === null) {
    const key = name.toLowerCase().replace(/[\s_]+/g, "-");
    const found = DEPARTMENTS.find((d) => d === key || valueLabel(d).toLowerCase() === name.toLowerCase());
    return found
      ? { ok: true, department: found }
      : { ok: false, reason: `Unknown department "${name}" (use ${DEPARTMENTS.join(", ")})` };
  }
  if (name.length > DEPARTMENT_MAX_LENGTH) {
    return { ok: false, reason: `Department is longer than ${DEPARTMENT_MAX_LENGTH} characters` };
  }
  const known = organizationDepartments.find((d) => d.toLowerCase() === name.toLowerCase());
  return { ok: true, department: known ?? name };
}

/** spec 2 §3, with the two optional fields that complete a record for the regulations. */
export interface EmployeeRecord {
  id: string;
  role: string;
  gender: Gender;
  /** null: not collected (a gender-only file; UK GDPR Art. 9 data minimisation, issue 49 item 6). */
  ethnicity: Ethnicity | null;
  age: AgeBand | null;
  disability: Disability | null;
  /** Annual salary in pounds, a whole number above 0. */
  salary: number;
  /** null: the file had no department column. */
  department: Department | null;
  yearsExperience: number;
  /** Contracted hours a week; when every man and woman has them, the gaps are hourly. */
  weeklyHours: number | null;
  /** Bonus pay received in the 12 months before the snapshot date, in pounds. */
  bonus: number | null;
}

// spec 2 §5 and §9: at least 5 records before the analysis runs.
export const MIN_RECORDS = 5;
export const minimumRecordsMessage = (count: number) =>
  `Minimum 5 employee records required for statistical analysis. Currently have ${count} entries.`;
export const canRunAnalysis = (count: number) => count >= MIN_RECORDS;

// spec 2 §5: "Salary and yearsExperience are parsed as whole numbers; invalid gives 0."
export function parseWholeNumber(text: string | number | null | undefined): number {
  if (typeof text === "number") return Number.isFinite(text) ? Math.trunc(text) : 0;
  const cleaned = String(text ?? "")
    .trim()
    .replace(/^£/, "")
    .replace(/,/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return 0;
  return Math.trunc(Number(cleaned));
}

/** Weekly hours: a positive number up to 168 with at most two decimals; blank means not given. */
export function parseWeeklyHours(text: string | null | undefined): number | null | "invalid" {
  const cleaned = String(text ?? "").trim();
  if (cleaned === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return "invalid";
  const hours = Number(cleaned);
  return hours > 0 && hours <= 168 ? hours : "invalid";
}

/** Bonus: a whole number of pounds, 0 or more; blank means not given. */
export function parseBonus(text: string | null | undefined): number | null | "invalid" {
  const cleaned = String(text ?? "")
    .trim()
    .replace(/^£/, "")
    .replace(/,/g, "");
  if (cleaned === "") return null;
  if (!/^\d+$/.test(cleaned)) return "invalid";
  return Number(cleaned);
}

export interface RecordDraft {
  role: string;
  gender: Gender;
  ethnicity: Ethnicity;
  age: AgeBand;
  disability: Disability;
  salary: string;
  department: Department;
  yearsExperience: string;
  weeklyHours: string;
  bonus: string;
}

export type RecordField = keyof RecordDraft;

/**
 * spec 2 §5: a record is added only when the role is filled and the salary is above 0; the two
 * optional fields must make sense when given. Returns the record or what is wrong, by field.
 */
export function validateRecordDraft(
  draft: RecordDraft,
  id: string,
  /** The organisation's departments in its workspace; null in the browser-only tool (departmentOf). */
  organizationDepartments: readonly string[] | null = null,
): { ok: true; record: EmployeeRecord } | { ok: false; errors: Partial<Record<RecordField, string>> } {
  const errors: Partial<Record<RecordField, string>> = {};
  const role = draft.role.trim();
  if (!role) errors.role = "Enter the role";
  const department = departmentOf(draft.department, organizationDepartments);
  if (!department.ok) errors.department = department.reason;
  const salary = parseWholeNumber(draft.salary);
  if (salary <= 0) errors.salary = "Enter an annual salary greater than 0";
  const yearsExperience = Math.max(0, parseWholeNumber(draft.yearsExperience));
  const weeklyHours = parseWeeklyHours(draft.weeklyHours);
  if (weeklyHours === "invalid") errors.weeklyHours = "Weekly hours must be a number above 0 and at most 168";
  const bonus = parseBonus(draft.bonus);
  if (bonus === "invalid") errors.bonus = "Bonus must be a whole number of pounds, 0 or more";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    record: {
      id,
      role,
      gender: draft.gender,
      ethnicity: draft.ethnicity,
      age: draft.age,
      disability: draft.disability,
      salary,
      department: department.ok ? department.department : draft.department,
      yearsExperience,
      weeklyHours: weeklyHours as number | null,
      bonus: bonus as number | null,
    },
  };
}

export const emptyDraft = (): RecordDraft => ({
  role: "",
  gender: "female",
  ethnicity: "white",
  age: "26-35",
  disability: "no",
  salary: "",
  department: "engineering",
  yearsExperience: "",
  weeklyHours: "",
  bonus: "",
});

export const draftOf = (record: EmployeeRecord): RecordDraft => ({
  role: record.role,
  gender: record.gender,
  // A record from a gender-only file has these as null; the hand-entry form still asks for them.
  ethnicity: record.ethnicity ?? "prefer-not-to-say",
  age: record.age ?? "26-35",
  disability: record.disability ?? "prefer-not-to-say",
  salary: String(record.salary),
  department: record.department ?? "",
  yearsExperience: String(record.yearsExperience),
  weeklyHours: record.weeklyHours === null ? "" : String(record.weeklyHours),
  bonus: record.bonus === null ? "" : String(record.bonus),
});

// ---- arithmetic ----

/** Rounded to one decimal place, halves away from zero (GOV.UK asks for figures to one decimal). */
export function roundTo1(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 10 + 1e-9)) / 10;
  return rounded === 0 ? 0 : rounded;
}

export const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** (reference − other) ÷ reference × 100: positive when the other group is paid less. */
const gapPercent = (reference: number, other: number) => ((reference - other) / reference) * 100;

// ---- the six measures ----

// GOV.UK: an hourly rate is weekly pay divided by weekly hours; an annual salary is 52 weeks' pay.
export const WEEKS_PER_YEAR = 52;

export type PayBasis = "hourly" | "annual";

export const QUARTER_NAMES = ["Lower", "Lower middle", "Upper middle", "Upper"] as const;

export interface PayQuarter {
  name: (typeof QUARTER_NAMES)[number];
  headcount: number;
  /** Men and women in the quarter; fractional when people on the same pay are shared across a boundary. */
  men: number;
  women: number;
  menPercent: number;
  womenPercent: number;
}

export interface GenderPayGap {
  basis: PayBasis;
  men: number;
  women: number;
  /** Records not counted: gender non-binary or prefer not to say. */
  excluded: number;
  /** Records of men and women without weekly hours (the reason the basis is annual). */
  missingHours: number;
  meanPayMen: number | null;
  meanPayWomen: number | null;
  medianPayMen: number | null;
  medianPayWomen: number | null;
  /** Percentages of men's pay, to one decimal; null when there are no men or no women. */
  meanGap: number | null;
  medianGap: number | null;
  bonus: {
    /** Whether any record of a man or woman says what bonus they received (0 counts). */
    dataGiven: boolean;
    menReceiving: number;
    womenReceiving: number;
    menReceivingPercent: number | null;
    womenReceivingPercent: number | null;
    meanGap: number | null;
    medianGap: number | null;
  };
  quarters: PayQuarter[];
}

/** Headcounts of the four quarters, lower first: one left over goes to the lower, two to the lower and upper middle, three to all but the upper. */
export function quarterSizes(headcount: number): [number, number, number, number] {
  const base = Math.floor(headcount / 4);
  const extra = headcount % 4;
  const EXTRA: Record<number, [number, number, number, number]> = {
    0: [0, 0, 0, 0],
    1: [1, 0, 0, 0],
    2: [1, 0, 1, 0],
    3: [1, 1, 1, 0],
  };
  return EXTRA[extra].map((e) => base + e) as [number, number, number, number];
}

/**
 * Regulation 13 and GOV.UK: rank men and women by pay from lowest to highest and divide them into
 * four quarters of equal headcount (the leftover rule of quarterSizes). Where people on the same pay
 * fall into more than one quarter, each of those quarters gets their male/female mix (13(2)).
 */
export function payQuarters(people: readonly { pay: number; gender: "male" | "female" }[]): PayQuarter[] {
  const sorted = [...people].sort((a, b) => a.pay - b.pay);
  const sizes = quarterSizes(sorted.length);
  const bounds = sizes.map((_, i) => sizes.slice(0, i + 1).reduce((s, n) => s + n, 0));
  const men = [0, 0, 0, 0];
  const women = [0, 0, 0, 0];
  let start = 0;
  while (start < sorted.length) {
    let end = start;
    while (end < sorted.length && sorted[end].pay === sorted[start].pay) end++;
    const size = end - start;
    const groupMen = sorted.slice(start, end).filter((p) => p.gender === "male").length;
    const groupWomen = size - groupMen;
    // The positions start..end-1 fall into quarters; each quarter takes its share of the group's mix.
    for (let q = 0; q < 4; q++) {
      const qStart = q === 0 ? 0 : bounds[q - 1];
      const positions = Math.max(0, Math.min(end, bounds[q]) - Math.max(start, qStart));
      if (positions === 0) continue;
      men[q] += (groupMen * positions) / size;
      women[q] += (groupWomen * positions) / size;
    }
    start = end;
  }
  return QUARTER_NAMES.map((name, q) => ({
    name,
    headcount: sizes[q],
    men: men[q],
    women: women[q],
    menPercent: sizes[q] === 0 ? 0 : roundTo1((men[q] / sizes[q]) * 100),
    womenPercent: sizes[q] === 0 ? 0 : roundTo1((women[q] / sizes[q]) * 100),
  }));
}

const isBinary = (r: EmployeeRecord): r is EmployeeRecord & { gender: "male" | "female" } =>
  r.gender === "male" || r.gender === "female";

/** The pay basis the records allow: hourly only when every man and woman has weekly hours. */
export function payBasisOf(records: readonly EmployeeRecord[]): PayBasis {
  const binary = records.filter(isBinary);
  return binary.length > 0 && binary.every((r) => r.weeklyHours !== null && r.weeklyHours > 0) ? "hourly" : "annual";
}

export const payOf = (record: EmployeeRecord, basis: PayBasis) =>
  basis === "hourly" && record.weeklyHours ? record.salary / WEEKS_PER_YEAR / record.weeklyHours : record.salary;

const gapOrNull = (
  reference: readonly number[],
  other: readonly number[],
  average: (v: readonly number[]) => number,
) => (reference.length === 0 || other.length === 0 ? null : roundTo1(gapPercent(average(reference), average(other))));

/** The six measures of the regulations from the records entered. */
export function genderPayGap(records: readonly EmployeeRecord[]): GenderPayGap {
  const binary = records.filter(isBinary);
  const basis = payBasisOf(records);
  const men = binary.filter((r) => r.gender === "male");
  const women = binary.filter((r) => r.gender === "female");
  const menPay = men.map((r) => payOf(r, basis));
  const womenPay = women.map((r) => payOf(r, basis));
  const menBonus = men.filter((r) => (r.bonus ?? 0) > 0).map((r) => r.bonus as number);
  const womenBonus = women.filter((r) => (r.bonus ?? 0) > 0).map((r) => r.bonus as number);
  return {
    basis,
    men: men.length,
    women: women.length,
    excluded: records.length - binary.length,
    missingHours: binary.filter((r) => r.weeklyHours === null).length,
    meanPayMen: menPay.length ? mean(menPay) : null,
    meanPayWomen: womenPay.length ? mean(womenPay) : null,
    medianPayMen: menPay.length ? median(menPay) : null,
    medianPayWomen: womenPay.length ? median(womenPay) : null,
    meanGap: gapOrNull(menPay, womenPay, mean),
    medianGap: gapOrNull(menPay, womenPay, median),
    bonus: {
      dataGiven: binary.some((r) => r.bonus !== null),
      menReceiving: menBonus.length,
      womenReceiving: womenBonus.length,
      menReceivingPercent: men.length ? roundTo1((menBonus.length / men.length) * 100) : null,
      womenReceivingPercent: women.length ? roundTo1((womenBonus.length / women.length) * 100) : null,
      meanGap: gapOrNull(menBonus, womenBonus, mean),
      medianGap: gapOrNull(menBonus, womenBonus, median),
    },
    quarters: payQuarters(binary.map((r) => ({ pay: payOf(r, basis), gender: r.gender }))),
  };
}

// ---- groups: ethnicity, disability, age band, department ----

export type Severity = "critical" | "high" | "medium" | "low";

/** Severity by the larger of the mean and median gap, in either direction (shown in the legend). */
export const SEVERITY_BANDS: readonly { severity: Severity; minPercent: number; label: string }[] = [
  { severity: "critical", minPercent: 15, label: "Critical: 15% or more" },
  { severity: "high", minPercent: 10, label: "High: 10% to under 15%" },
  { severity: "medium", minPercent: 5, label: "Medium: 5% to under 10%" },
  { severity: "low", minPercent: 0, label: "Low: under 5%" },
];

export function severityOf(percent: number): Severity {
  const size = Math.abs(percent);
  return (SEVERITY_BANDS.find((band) => size >= band.minPercent) ?? SEVERITY_BANDS[3]).severity;
}

/**
 * A group of fewer than 10 people is not reported separately: its figures could identify them, and
 * ethnicity and disability are special-category data (UK GDPR Art. 9). Ten, as the equality action
 * plans issue asks (issue 49 item 6); the gender pay gap's own figures (the statutory measures) are not grouped.
 */
export const MIN_GROUP_SIZE = 10;

export type GroupCategory = "ethnicity" | "disability" | "age" | "department";

export const GROUP_CATEGORY_LABELS: Record<GroupCategory, string> = {
  ethnicity: "Ethnicity",
  disability: "Disability",
  age: "Age band",
  department: "Department (women compared with men)",
};

/** spec 2 §3 "Pay gap finding", with the mean and median and what it is compared with. */
export interface PayGapFinding {
  category: GroupCategory;
  subcategory: string;
  /** Whom the group is compared with: the largest group, or the department's men. */
  comparedWith: string;
  /** Difference in mean pay, in pounds (or pounds an hour), reference minus group. */
  gap: number;
  /** Mean gap as a percentage of the reference's mean pay, one decimal; positive = paid less. */
  percentage: number;
  medianPercentage: number;
  affectedEmployees: number;
  severity: Severity;
}

export interface SuppressedGroup {
  category: GroupCategory;
  subcategory: string;
  reason: string;
}

/** An analysis not shown because the records lack its attribute, and why (issue 49 item 6). */
export interface OmittedAnalysis {
  category: GroupCategory;
  reason: string;
}

export interface GroupAnalysis {
  findings: PayGapFinding[];
  suppressed: SuppressedGroup[];
  /** Analyses not run: no record states the attribute (the column was left out of the file). */
  omitted: OmittedAnalysis[];
}

const ATTRIBUTE_NAMES: Record<GroupCategory, string> = {
  ethnicity: "an ethnicity",
  disability: "a disability status",
  age: "an age band",
  department: "a department",
};

/** Why an analysis is not shown when no record states its attribute. */
export const omittedReason = (category: GroupCategory) =>
  `Not shown: no record gives ${ATTRIBUTE_NAMES[category]} (the column was left out of the file), so this analysis has nothing to use. The gender pay gap measures do not need it.`;

const SMALL_GROUP_REASON = `fewer than ${MIN_GROUP_SIZE} people: not reported separately`;

function finding(
  category: GroupCategory,
  subcategory: string,
  comparedWith: string,
  reference: number[],
  group: number[],
): PayGapFinding {
  const meanPercent = roundTo1(gapPercent(mean(reference), mean(group)));
  const medianPercent = roundTo1(gapPercent(median(reference), median(group)));
  return {
    category,
    subcategory,
    comparedWith,
    gap: Math.round((mean(reference) - mean(group)) * 100) / 100,
    percentage: meanPercent,
    medianPercentage: medianPercent,
    affectedEmployees: group.length,
    severity: severityOf(Math.max(Math.abs(meanPercent), Math.abs(medianPercent))),
  };
}

/**
 * Each group of an attribute against the largest group (ties: the first in the spec's order;
 * "prefer not to say" is never the reference). Groups under MIN_GROUP_SIZE are listed as suppressed.
 */
function againstLargest(
  records: readonly EmployeeRecord[],
  category: "ethnicity" | "disability" | "age",
  values: readonly string[],
  basis: PayBasis,
): GroupAnalysis {
  if (records.every((r) => r[category] === null)) {
    return { findings: [], suppressed: [], omitted: [{ category, reason: omittedReason(category) }] };
  }
  const groups = values
    .map((value) => ({ value, members: records.filter((r) => r[category] === value) }))
    .filter((g) => g.members.length > 0);
  const candidates = groups.filter((g) => g.value !== "prefer-not-to-say");
  const largest = candidates.reduce<(typeof groups)[number] | undefined>(
    (best, g) => (!best || g.members.length > best.members.length ? g : best),
    undefined,
  );
  const findings: PayGapFinding[] = [];
  const suppressed: SuppressedGroup[] = [];
  for (const g of groups) {
    if (g.members.length < MIN_GROUP_SIZE) {
      suppressed.push({ category, subcategory: valueLabel(g.value), reason: SMALL_GROUP_REASON });
      continue;
    }
    if (!largest || g === largest) continue;
    if (largest.members.length < MIN_GROUP_SIZE) {
      suppressed.push({
        category,
        subcategory: valueLabel(g.value),
        reason: `the largest group (${valueLabel(largest.value)}) has fewer than ${MIN_GROUP_SIZE} people`,
      });
      continue;
    }
    findings.push(
      finding(
        category,
        valueLabel(g.value),
        valueLabel(largest.value),
        largest.members.map((r) => payOf(r, basis)),
        g.members.map((r) => payOf(r, basis)),
      ),
    );
  }
  return { findings, suppressed, omitted: [] };
}

/** The departments the records name: the browser-only tool's in its order, then others alphabetically. */
function departmentsIn(records: readonly EmployeeRecord[]): string[] {
  const rank = (d: string) => {
    const i = (DEPARTMENTS as readonly string[]).indexOf(d);
    return i === -1 ? DEPARTMENTS.length : i;
  };
  return [...new Set(records.flatMap((r) => (r.department === null ? [] : [r.department])))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, "en-GB"),
  );
}

/** Within each department, women compared with men (the gender gap where the work is). */
function byDepartment(records: readonly EmployeeRecord[], basis: PayBasis): GroupAnalysis {
  if (records.every((r) => r.department === null)) {
    return { findings: [], suppressed: [], omitted: [{ category: "department", reason: omittedReason("department") }] };
  }
  const findings: PayGapFinding[] = [];
  const suppressed: SuppressedGroup[] = [];
  for (const department of departmentsIn(records)) {
    const members = records.filter((r) => r.department === department);
    const label = valueLabel(department);
    const men = members.filter((r) => r.gender === "male");
    const women = members.filter((r) => r.gender === "female");
    if (members.length < MIN_GROUP_SIZE) {
      suppressed.push({ category: "department", subcategory: label, reason: SMALL_GROUP_REASON });
    } else if (men.length === 0 || women.length === 0) {
      suppressed.push({
        category: "department",
        subcategory: label,
        reason: "no comparison: the department does not have both men and women",
      });
    } else {
      findings.push(
        finding(
          "department",
          label,
          "Men in the department",
          men.map((r) => payOf(r, basis)),
          women.map((r) => payOf(r, basis)),
        ),
      );
    }
  }
  return { findings, suppressed, omitted: [] };
}

export function groupPayGaps(records: readonly EmployeeRecord[], basis = payBasisOf(records)): GroupAnalysis {
  const parts = [
    againstLargest(records, "ethnicity", ETHNICITIES, basis),
    againstLargest(records, "disability", DISABILITIES, basis),
    againstLargest(records, "age", AGE_BANDS, basis),
    byDepartment(records, basis),
  ];
  return {
    findings: parts.flatMap((p) => p.findings),
    suppressed: parts.flatMap((p) => p.suppressed),
    omitted: parts.flatMap((p) => p.omitted),
  };
}

// ---- the reporting duty ----

// GOV.UK: employers with 250 or more employees on the snapshot date must report.
export const REPORTING_THRESHOLD = 250;

export interface ReportingDuty {
  headcount: number;
  applies: boolean;
  explanation: string;
}

export function reportingDuty(headcount: number): ReportingDuty {
  return {
    headcount,
    applies: headcount >= REPORTING_THRESHOLD,
    explanation:
      headcount >= REPORTING_THRESHOLD
        ? `With ${headcount} employees the reporting duty applies: publish these six measures on GOV.UK and on your website within 12 months of the snapshot date (5 April for businesses and charities, 31 March for public sector organisations), with a written statement signed by a senior person.`
        : `With ${headcount} employees recorded here the reporting duty does not apply (it starts at ${REPORTING_THRESHOLD} employees on the snapshot date: 5 April, or 31 March in the public sector). Publishing voluntarily, worked out the same way, is good practice.`,
  };
}

// ---- the whole analysis and its report ----

export interface PayEquityAnalysis {
  recordCount: number;
  genderGap: GenderPayGap;
  groups: GroupAnalysis;
  duty: ReportingDuty;
}

export function analysePayEquity(records: readonly EmployeeRecord[]): PayEquityAnalysis {
  const genderGap = genderPayGap(records);
  return {
    recordCount: records.length,
    genderGap,
    groups: groupPayGaps(records, genderGap.basis),
    duty: reportingDuty(records.length),
  };
}

/** "12.5%", or "Not available" when the figure cannot be worked out. */
export const formatPercent = (value: number | null) => (value === null ? "Not available" : `${value.toFixed(1)}%`);

export const basisDescription = (gap: GenderPayGap) =>
  gap.basis === "hourly"
    ? "Hourly pay: annual salary ÷ 52 ÷ weekly hours, as the regulations require."
    : gap.missingHours > 0
      ? `Annual salary: weekly hours are missing for ${gap.missingHours} of the ${gap.men + gap.women} men and women, so hourly pay cannot be worked out. The regulations use hourly pay; add weekly hours to every record for figures you can publish.`
      : "Annual salary: no men or women recorded.";
