import { describe, expect, it } from "vitest";
import {
  analysePayEquity,
  canRunAnalysis,
  departmentOf,
  emptyDraft,
  genderPayGap,
  groupPayGaps,
  minimumRecordsMessage,
  parseWholeNumber,
  payQuarters,
  quarterSizes,
  reportingDuty,
  roundTo1,
  severityOf,
  validateRecordDraft,
} from "./jedi-pay-gap";
import { HOURLY, NINE, person } from "./jedi-pay-gap-fixtures";

describe("the gender pay gap, worked by hand", () => {
  const gap = genderPayGap(NINE);

  it("uses annual pay when weekly hours are missing, and says so", () => {
    expect(gap.basis).toBe("annual");
    expect(gap.missingHours).toBe(9);
    expect(gap.men).toBe(4);
    expect(gap.women).toBe(5);
  });

  it("works out the mean gap as a percentage of men's mean pay", () => {
    // men 180,000 / 4 = 45,000; women 155,000 / 5 = 31,000; (45,000 − 31,000) / 45,000 = 31.11%
    expect(gap.meanPayMen).toBe(45000);
    expect(gap.meanPayWomen).toBe(31000);
    expect(gap.meanGap).toBe(31.1);
  });

  it("works out the median gap from the middle of each list", () => {
    // men: (40,000 + 50,000) / 2 = 45,000; women: 30,000; 15,000 / 45,000 = 33.33%
    expect(gap.medianPayMen).toBe(45000);
    expect(gap.medianPayWomen).toBe(30000);
    expect(gap.medianGap).toBe(33.3);
  });

  it("works out the bonus gaps among those who received a bonus, and who received one", () => {
    // receivers: men 1,000, 2,000, 3,000 (3 of 4); women 500, 1,500 (2 of 5)
    expect(gap.bonus.menReceivingPercent).toBe(75);
    expect(gap.bonus.womenReceivingPercent).toBe(40);
    // mean 2,000 vs 1,000; median 2,000 vs 1,000
    expect(gap.bonus.meanGap).toBe(50);
    expect(gap.bonus.medianGap).toBe(50);
  });

  it("splits nine people 3, 2, 2, 2 and shares the tie across the boundary by its mix", () => {
    // ranked: 20W 25W 30M 30W | 35W ... lower = 20W, 25W and one of the two on 30,000
    // the tie (1 man, 1 woman) is shared half and half between the lower and lower middle quarters
    const [lower, lowerMiddle, upperMiddle, upper] = gap.quarters;
    expect(gap.quarters.map((q) => q.headcount)).toEqual([3, 2, 2, 2]);
    expect([lower.men, lower.women]).toEqual([0.5, 2.5]);
    expect([lower.menPercent, lower.womenPercent]).toEqual([16.7, 83.3]);
    expect([lowerMiddle.men, lowerMiddle.women]).toEqual([0.5, 1.5]);
    expect([lowerMiddle.menPercent, lowerMiddle.womenPercent]).toEqual([25, 75]);
    expect([upperMiddle.menPercent, upperMiddle.womenPercent]).toEqual([50, 50]);
    expect([upper.menPercent, upper.womenPercent]).toEqual([100, 0]);
  });

  it("gives the same quarters whatever order the tied people were entered in", () => {
    const reversed = genderPayGap([...NINE].reverse());
    expect(reversed.quarters).toEqual(gap.quarters);
  });
});

describe("hourly pay", () => {
  const records = HOURLY;
  const gap = genderPayGap(records);

  it("is used when every man and woman has weekly hours; others are left out of the gender measures", () => {
    expect(gap.basis).toBe("hourly");
    expect(gap.excluded).toBe(1);
    expect(gap.meanPayMen).toBeCloseTo(22.5, 10);
    expect(gap.meanPayWomen).toBeCloseTo(22.5, 10);
  });

  it("shows no gap where annual salaries would show 18.8%", () => {
    expect(gap.meanGap).toBe(0);
    expect(gap.medianGap).toBe(0);
    const annual = genderPayGap(records.map((r) => ({ ...r, weeklyHours: null })));
    // (41,600 − 33,800) / 41,600 = 18.75%
    expect(annual.meanGap).toBe(18.8);
  });

  it("shares both ties across their boundaries: every quarter half men, half women", () => {
    expect(gap.quarters.map((q) => [q.menPercent, q.womenPercent])).toEqual([
      [50, 50],
      [50, 50],
      [50, 50],
      [50, 50],
    ]);
  });
});

describe("quarter sizes", () => {
  it("are equal when the headcount divides by four", () => {
    expect(quarterSizes(8)).toEqual([2, 2, 2, 2]);
  });
  it("put one left over in the lower quarter", () => {
    expect(quarterSizes(5)).toEqual([2, 1, 1, 1]);
  });
  it("put two left over in the lower and upper middle quarters", () => {
    expect(quarterSizes(6)).toEqual([2, 1, 2, 1]);
  });
  it("put three left over in every quarter but the upper", () => {
    expect(quarterSizes(7)).toEqual([2, 2, 2, 1]);
  });
  it("are empty with nobody", () => {
    expect(payQuarters([]).map((q) => q.headcount)).toEqual([0, 0, 0, 0]);
  });
});

describe("the small-group rule and group gaps", () => {
  const records = [
    ...Array.from({ length: 12 }, (_, i) =>
      person(i < 6 ? "male" : "female", 30000, { ethnicity: "white", department: "finance" }),
    ),
    ...Array.from({ length: 10 }, () => person("female", 27000, { ethnicity: "asian", department: "sales" })),
    // Nine: one short of a group that is reported.
    ...Array.from({ length: 9 }, (_, i) =>
      person(i < 4 ? "male" : "female", 20000, { ethnicity: "black", department: "marketing" }),
    ),
  ];
  const groups = groupPayGaps(records);

  it("compares each group of at least 10 with the largest group", () => {
    const asian = groups.findings.find((f) => f.category === "ethnicity" && f.subcategory === "Asian");
    // (30,000 − 27,000) / 30,000 = 10.0%: high
    expect(asian).toMatchObject({
      comparedWith: "White",
      percentage: 10,
      medianPercentage: 10,
      gap: 3000,
      affectedEmployees: 10,
      severity: "high",
    });
  });

  it("does not report a group of fewer than 10 people, and says so", () => {
    expect(groups.findings.some((f) => f.subcategory === "Black")).toBe(false);
    expect(groups.suppressed).toContainEqual({
      category: "ethnicity",
      subcategory: "Black",
      reason: "fewer than 10 people: not reported separately",
    });
    expect(groups.suppressed).toContainEqual(
      expect.objectContaining({ category: "department", subcategory: "Marketing" }),
    );
  });

  it("reports a department only when it has both men and women", () => {
    expect(groups.suppressed).toContainEqual(expect.objectContaining({ category: "department", subcategory: "Sales" }));
    const finance = groups.findings.find((f) => f.category === "department" && f.subcategory === "Finance");
    expect(finance).toMatchObject({ percentage: 0, severity: "low" });
  });

  it("leaves out a group whose comparison is the largest group of fewer than 10", () => {
    const small = groupPayGaps([
      ...Array.from({ length: 10 }, () => person("female", 30000, { age: "26-35" })),
      ...Array.from({ length: 10 }, () => person("female", 30000, { age: "36-45" })),
    ]);
    // 26-35 is the largest (first of equals): 36-45 compares with it
    expect(small.findings.filter((f) => f.category === "age").map((f) => f.subcategory)).toEqual(["36-45"]);
  });
});

describe("severity bands", () => {
  it("are tested on both sides of each threshold", () => {
    expect(severityOf(15)).toBe("critical");
    expect(severityOf(14.9)).toBe("high");
    expect(severityOf(10)).toBe("high");
    expect(severityOf(9.9)).toBe("medium");
    expect(severityOf(5)).toBe("medium");
    expect(severityOf(4.9)).toBe("low");
    expect(severityOf(-15)).toBe("critical");
  });
});

describe("the rules of data entry (spec 2 §5)", () => {
  it("needs 5 records, with the spec's message", () => {
    expect(canRunAnalysis(4)).toBe(false);
    expect(canRunAnalysis(5)).toBe(true);
    expect(minimumRecordsMessage(3)).toBe(
      "Minimum 5 employee records required for statistical analysis. Currently have 3 entries.",
    );
  });

  it("parses whole numbers, invalid giving 0", () => {
    expect(parseWholeNumber("45000")).toBe(45000);
    expect(parseWholeNumber("45,000.90")).toBe(45000);
    expect(parseWholeNumber("£32000")).toBe(32000);
    expect(parseWholeNumber("abc")).toBe(0);
    expect(parseWholeNumber("")).toBe(0);
  });

  it("adds a record only with a role and a salary above 0", () => {
    const draft = { ...emptyDraft(), role: "Engineer", salary: "40000" };
    expect(validateRecordDraft(draft, "a")).toMatchObject({ ok: true, record: { role: "Engineer", salary: 40000 } });
    expect(validateRecordDraft({ ...draft, role: "  " }, "a")).toMatchObject({
      ok: false,
      errors: { role: "Enter the role" },
    });
    expect(validateRecordDraft({ ...draft, salary: "0" }, "a")).toMatchObject({
      ok: false,
      errors: { salary: expect.any(String) },
    });
    expect(validateRecordDraft({ ...draft, salary: "lots" }, "a").ok).toBe(false);
    expect(validateRecordDraft({ ...draft, weeklyHours: "200" }, "a").ok).toBe(false);
    expect(validateRecordDraft({ ...draft, weeklyHours: "37.5", bonus: "1200" }, "a")).toMatchObject({
      ok: true,
      record: { weeklyHours: 37.5, bonus: 1200 },
    });
  });
});

describe("the reporting duty and rounding", () => {
  it("applies from 250 employees", () => {
    expect(reportingDuty(249).applies).toBe(false);
    expect(reportingDuty(250).applies).toBe(true);
    expect(reportingDuty(250).explanation).toContain("within 12 months");
  });

  it("rounds halves away from zero to one decimal", () => {
    expect(roundTo1(18.75)).toBe(18.8);
    expect(roundTo1(-18.75)).toBe(-18.8);
    expect(roundTo1(-0.04)).toBe(0);
  });

  it("brings the measures, groups and duty together", () => {
    const analysis = analysePayEquity(NINE);
    expect(analysis.recordCount).toBe(9);
    expect(analysis.genderGap.medianGap).toBe(33.3);
    expect(analysis.duty.applies).toBe(false);
  });
});

describe("departmentOf (issue 45 item 9)", () => {
  it("keeps the browser-only tool to its list, and takes an organisation's own names in their spelling", () => {
    expect(departmentOf("HR", null)).toEqual({ ok: true, department: "hr" });
    expect(departmentOf("Warehouse", null)).toMatchObject({ ok: false, reason: expect.stringMatching(/^Unknown/) });
    expect(departmentOf(" customer   support ", ["Customer Support"])).toEqual({
      ok: true,
      department: "Customer Support",
    });
    expect(departmentOf("Warehouse", ["Customer Support"])).toEqual({ ok: true, department: "Warehouse" });
    expect(departmentOf("", [])).toEqual({ ok: false, reason: "Enter the department" });
    expect(departmentOf("x".repeat(81), [])).toMatchObject({ ok: false });
  });
});
