import { describe, expect, it } from "vitest";
import { CSV_TEMPLATE, checkCsvFile, importCsvRows } from "./jedi-csv";
import { analysePayEquity } from "./jedi-pay-gap";
import { buildComplianceReport, complianceReportRows, reportFileName } from "./jedi-pay-report";

const HEADER = ["role", "gender", "ethnicity", "age", "disability", "salary", "department", "yearsExperience"];
let n = 0;
const makeId = () => `id${n++}`;

describe("CSV import", () => {
  it("reads the template's rows", () => {
    const rows = CSV_TEMPLATE.trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const result = importCsvRows(rows, makeId);
    expect(result).toMatchObject({ ok: true, rejected: [] });
    expect(result.ok && result.records.map((r) => [r.role, r.salary, r.weeklyHours, r.bonus])).toEqual([
      ["Software Engineer", 48000, 37.5, 1500],
      ["Sales Manager", 56000, 40, 4000],
    ]);
  });

  it("lists bad rows by their row number and keeps the good ones", () => {
    const rows = [
      HEADER,
      ["Engineer", "female", "white", "26-35", "no", "40000", "engineering", "3"],
      ["", "male", "white", "26-35", "no", "40000", "engineering", "3"],
      ["Analyst", "male", "white", "26-35", "no", "0", "finance", "2"],
      ["Analyst", "male", "white", "26-35", "no", "plenty", "finance", "2"],
      ["Designer", "woman", "white", "26-35", "no", "35000", "marketing", "2"],
      ["Clerk", "Prefer not to say", "White", "46-55", "No", "£28,000", "HR", "9", "extra"],
      ["", "", "", "", "", "", "", ""],
      ["Lead", "male", "black", "36-45", "yes", "61000", "sales", "x"],
    ];
    const result = importCsvRows(rows, makeId);
    if (!result.ok) throw new Error(result.message);
    expect(result.records.map((r) => r.role)).toEqual(["Engineer", "Lead"]);
    expect(result.records[1].yearsExperience).toBe(0);
    expect(result.rejected.map((r) => r.row)).toEqual([3, 4, 5, 6, 7]);
    expect(result.rejected[0].reasons).toEqual(["role is missing"]);
    expect(result.rejected[1].reasons).toEqual(['salary "0" is not an amount above 0']);
    expect(result.rejected[2].reasons).toEqual(['salary "plenty" is not an amount above 0']);
    expect(result.rejected[3].reasons[0]).toContain('unknown gender "woman"');
    expect(result.rejected[4].reasons[0]).toContain("stray column");
  });

  it("accepts labels and any case for the values", () => {
    const result = importCsvRows(
      [HEADER, ["Clerk", "Prefer not to say", "White", "46-55", "No", "£28,000", "HR", "9"]],
      makeId,
    );
    expect(result).toMatchObject({
      ok: true,
      records: [{ gender: "prefer-not-to-say", ethnicity: "white", department: "hr", salary: 28000 }],
    });
  });

  it("refuses a header with an unknown or missing column", () => {
    expect(importCsvRows([[...HEADER, "shoeSize"], []], makeId)).toMatchObject({ ok: false });
    const missing = importCsvRows([HEADER.filter((c) => c !== "salary"), ["a"]], makeId);
    expect(missing).toMatchObject({ ok: false, message: expect.stringContaining("salary") });
    expect(importCsvRows([HEADER], makeId)).toMatchObject({ ok: false });
    expect(importCsvRows([], makeId)).toMatchObject({ ok: false });
  });

  it("refuses files that are not CSV or are over 5 MB", () => {
    expect(checkCsvFile({ name: "staff.xlsx", size: 100, type: "application/vnd.ms-excel" })).toContain("not a CSV");
    expect(checkCsvFile({ name: "staff.csv", size: 5 * 1024 * 1024 + 1, type: "text/csv" })).toContain("5 MB");
    expect(checkCsvFile({ name: "staff.csv", size: 5 * 1024 * 1024, type: "text/csv" })).toBeNull();
  });
});

describe("the compliance report", () => {
  const rows = [
    HEADER,
    ...[
      ["male", "30000"],
      ["male", "40000"],
      ["female", "20000"],
      ["female", "30000"],
      ["female", "25000"],
    ].map(([gender, salary]) => ["Role", gender, "white", "26-35", "no", salary, "engineering", "1"]),
  ];
  const imported = importCsvRows(rows, makeId);
  if (!imported.ok) throw new Error(imported.message);
  const report = buildComplianceReport(
    analysePayEquity(imported.records),
    "  Review starting salaries  ",
    new Date("2026-11-23T10:00:00Z"),
  );

  it("carries the six measures, the basis and the actions", () => {
    // men mean 35,000 median 35,000; women mean 25,000 median 25,000: both gaps 28.6%
    expect(report.measures.meanGenderPayGapPercent).toBe(28.6);
    expect(report.measures.medianGenderPayGapPercent).toBe(28.6);
    expect(report.payBasis).toBe("annual");
    expect(report.plannedActions).toBe("Review starting salaries");
    expect(report.measures.payQuarters.map((q) => q.headcount)).toEqual([2, 1, 1, 1]);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("writes the same figures as rows of section, measure, group, value", () => {
    const rows = complianceReportRows(report);
    expect(rows[0]).toEqual(["section", "measure", "group", "value"]);
    expect(rows).toContainEqual(["gender pay gap", "median gender pay gap %", "", 28.6]);
    expect(rows).toContainEqual(["actions", "planned actions", "", "Review starting salaries"]);
  });

  it("names the file with the date", () => {
    expect(reportFileName("pay-equity-report", new Date(2026, 10, 3), "json")).toBe(
      "pay-equity-report-2026-11-03.json",
    );
  });
});
