import { describe, expect, it } from "vitest";
import { importCsvRows } from "./jedi-csv";
import { analysePayEquity } from "./jedi-pay-gap";

/** Issue 49 item 6: a file with only the columns the statutory gender measures need is accepted. */
describe("a gender-only pay file", () => {
  const rows = [
    ["gender", "salary", "weeklyHours", "bonus"],
    ...Array.from({ length: 6 }, (_, i) => ["female", String(30000 + i * 1000), "37.5", i % 2 ? "500" : "0"]),
    ...Array.from({ length: 6 }, (_, i) => ["male", String(34000 + i * 1000), "37.5", i % 2 ? "900" : "0"]),
  ];
  let n = 0;
  const result = importCsvRows(rows, () => String(++n), ["Engineering"]);

  it("is accepted with the special-category fields not collected", () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rejected).toEqual([]);
    expect(result.records).toHaveLength(12);
    expect(result.records[0]).toMatchObject({ ethnicity: null, age: null, disability: null, department: null });
  });

  it("reports the gender measures and says why each other analysis is not shown", () => {
    if (!result.ok) throw new Error("refused");
    const analysis = analysePayEquity(result.records);
    expect(analysis.genderGap.basis).toBe("hourly");
    expect(analysis.genderGap.meanGap).not.toBeNull();
    expect(analysis.genderGap.bonus.dataGiven).toBe(true);
    expect(analysis.groups.findings).toEqual([]);
    expect(analysis.groups.omitted.map((o) => o.category)).toEqual(["ethnicity", "disability", "age", "department"]);
    expect(analysis.groups.omitted.map((o) => o.reason.split(" (")[0])).toEqual([
      "Not shown: no record gives an ethnicity",
      "Not shown: no record gives a disability status",
      "Not shown: no record gives an age band",
      "Not shown: no record gives a department",
    ]);
  });

  it("still refuses a file without gender", () => {
    const refused = importCsvRows([["salary"], ["30000"]], () => "x");
    expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/lacks the column gender/) });
  });
});
