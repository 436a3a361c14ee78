import { CSV_UPLOAD_MAX_BYTES, checkCsvUpload } from "./csv-upload";
import {
  AGE_BANDS,
  DISABILITIES,
  departmentOf,
  type EmployeeRecord,
  ETHNICITIES,
  GENDERS,
  parseBonus,
  parseWeeklyHours,
  parseWholeNumber,
} from "./jedi-pay-gap";

/**
 * The pay equity tool's CSV import (the issue's "Bad input"): the browser parses the file (papaparse)
 * into rows of text; these rules turn them into records, listing each rejected row by its row number
 * in the file (the header is row 1) and why, and never touching the records already entered.
 */

export const CSV_MAX_BYTES = CSV_UPLOAD_MAX_BYTES;

export const CSV_COLUMNS = [
  "role",
  "gender",
  "ethnicity",
  "age",
  "disability",
  "salary",
  "department",
  "yearsExperience",
  "weeklyHours",
  "bonus",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/**
 * The columns the statutory gender measures need (issue 49 item 6, UK GDPR Art. 5(1)(c) and Art. 9):
 * role, department, ethnicity, age, disability, years of experience, weekly hours and bonus may be
 * left out of the file; an analysis whose column is absent is not shown and says why.
 */
const REQUIRED_COLUMNS: readonly CsvColumn[] = ["gender", "salary"];

/** The template to download: the header and two example rows to overwrite. */
export const CSV_TEMPLATE = [
  CSV_COLUMNS.join(","),
  "Software Engineer,female,asian,26-35,no,48000,engineering,4,37.5,1500",
  "Sales Manager,male,white,36-45,prefer-not-to-say,56000,sales,12,40,4000",
  "",
].join("\r\n");

export interface RejectedRow {
  /** The row's number in the file; the header is row 1. */
  row: number;
  reasons: string[];
}

export type CsvImport =
  | { ok: true; records: EmployeeRecord[]; rejected: RejectedRow[] }
  | { ok: false; message: string };

/** A file the importer refuses before reading it: not CSV, empty, or over 5 MB. */
export const checkCsvFile = checkCsvUpload;

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
const COLUMN_BY_KEY = new Map<string, CsvColumn>(CSV_COLUMNS.map((c) => [headerKey(c), c]));

/** "Prefer not to say", "prefer_not_to_say" and "PREFER-NOT-TO-SAY" are one value. */
const enumKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");

function enumValue<T extends string>(values: readonly T[], text: string): T | undefined {
  const key = enumKey(text);
  return values.find((v) => v === key);
}

/** Turns parsed CSV rows (the header first) into records; `makeId` names each new record. */
export function importCsvRows(
  rows: readonly (readonly string[])[],
  makeId: () => string,
  /** The organisation's departments in its workspace; null in the browser-only tool (departmentOf). */
  organizationDepartments: readonly string[] | null = null,
): CsvImport {
  const nonBlank = rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (nonBlank.length === 0) return { ok: false, message: "The file has no rows." };
  const [header, ...body] = nonBlank;
  const columns = header.cells.map((c) => COLUMN_BY_KEY.get(headerKey(c)));
  const unknown = header.cells.filter((_, i) => columns[i] === undefined && header.cells[i].trim() !== "");
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown column ${unknown.map((u) => `"${u.trim()}"`).join(", ")} in the header. The columns are: ${CSV_COLUMNS.join(", ")}.`,
    };
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The header lacks the column ${missing.join(", ")}. The columns are: ${CSV_COLUMNS.join(", ")}.`,
    };
  }
  if (body.length === 0) return { ok: false, message: "The file has a header but no employee rows." };

  const records: EmployeeRecord[] = [];
  const rejected: RejectedRow[] = [];
  for (const { cells, row } of body) {
    const reasons: string[] = [];
    if (cells.length > header.cells.length && cells.slice(header.cells.length).some((c) => c.trim() !== "")) {
      reasons.push(`${cells.length} values but the header has ${header.cells.length} columns (a stray column)`);
    }
    const value = (column: CsvColumn) => {
      const index = columns.indexOf(column);
      return index === -1 ? "" : (cells[index] ?? "").trim();
    };
    const has = (column: CsvColumn) => columns.includes(column);
    const role = value("role");
    if (has("role") && !role) reasons.push("role is missing");
    const salaryText = value("salary");
    const salary = parseWholeNumber(salaryText);
    if (salary <= 0) reasons.push(salaryText ? `salary "${salaryText}" is not an amount above 0` : "salary is missing");
    const pick = <T extends string>(column: CsvColumn, values: readonly T[]): T | null | undefined => {
      if (!has(column)) return null;
      const text = value(column);
      const found = enumValue(values, text);
      if (!found)
        reasons.push(text ? `unknown ${column} "${text}" (use ${values.join(", ")})` : `${column} is missing`);
      return found;
    };
    const gender = pick("gender", GENDERS);
    const ethnicity = pick("ethnicity", ETHNICITIES);
    const age = pick("age", AGE_BANDS);
    const disability = pick("disability", DISABILITIES);
    const departmentText = value("department");
    const checkedDepartment = has("department")
      ? departmentOf(departmentText, organizationDepartments)
      : ({ ok: true, department: null } as const);
    if (!checkedDepartment.ok) {
      reasons.push(
        departmentText ? checkedDepartment.reason.replace(/^Unknown d/, "unknown d") : "department is missing",
      );
    }
    const department = checkedDepartment.ok ? checkedDepartment.department : undefined;
    const weeklyHours = parseWeeklyHours(value("weeklyHours"));
    if (weeklyHours === "invalid")
      reasons.push(`weeklyHours "${value("weeklyHours")}" is not a number of hours from 0 to 168`);
    const bonus = parseBonus(value("bonus"));
    if (bonus === "invalid") reasons.push(`bonus "${value("bonus")}" is not a whole number of pounds`);

    if (
      reasons.length > 0 ||
      !gender ||
      ethnicity === undefined ||
      age === undefined ||
      disability === undefined ||
      department === undefined
    ) {
      rejected.push({ row, reasons });
      continue;
    }
    records.push({
      id: makeId(),
      role,
      gender,
      ethnicity,
      age,
      disability,
      salary,
      department,
      yearsExperience: Math.max(0, parseWholeNumber(value("yearsExperience"))),
      weeklyHours: weeklyHours as number | null,
      bonus: bonus as number | null,
    });
  }
  return { ok: true, records, rejected };
}
