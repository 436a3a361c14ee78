import { describe, expect, it } from "vitest";
import { basisLabel, MEASURES, QUARTER_FIELDS, statutoryExportRefusal } from "./pay-gap-statutory";

describe("statutory figures on the basis they were worked out on (issue 49)", () => {
  it("keeps GOV.UK's hourly names for hourly pay and never uses them for annual salaries", () => {
    expect(basisLabel(MEASURES[0].label, "hourly")).toBe("Mean gender pay gap in hourly pay");
    expect(basisLabel(MEASURES[0].label, "annual")).toBe("Mean gender pay gap in annual salary");
    expect(basisLabel(QUARTER_FIELDS[0].label, "annual")).toBe("Lower annual salary quarter");
    for (const { label } of [...MEASURES, ...QUARTER_FIELDS]) expect(basisLabel(label, "annual")).not.toMatch(/hourly/);
    expect(basisLabel(MEASURES[2].label, "annual")).toBe("Mean bonus gender pay gap");
  });

  it("refuses exports under 5 records, and GOV.UK's CSV without everyone's weekly hours", () => {
    const hourly = { basis: "hourly" as const, missingHours: 0 };
    const annual = { basis: "annual" as const, missingHours: 3 };
    expect(statutoryExportRefusal(hourly, 4, "pdf")).toBe(
      "Minimum 5 employee records required for statistical analysis. Currently have 4 entries.",
    );
    expect(statutoryExportRefusal(hourly, 5, "csv")).toBeNull();
    expect(statutoryExportRefusal(annual, 5, "pdf")).toBeNull();
    expect(statutoryExportRefusal(annual, 5, "csv")).toMatch(/Weekly hours are missing for 3 men and women/);
    expect(statutoryExportRefusal({ basis: "annual", missingHours: 1 }, 5, "csv")).toMatch(/for 1 man or woman:/);
    expect(statutoryExportRefusal({ basis: "annual", missingHours: 0 }, 5, "csv")).toBe(
      "GOV.UK's gender pay gap service needs records of both men and women.",
    );
  });
});
