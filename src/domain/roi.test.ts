import { describe, expect, it } from "vitest";
import { calculateRoi, formatPaybackMonths, formatRoiPercent, isPositiveRoi, parseRoiInput } from "./roi";

const example = {
  investment: 10000,
  participants: 10,
  hourlyRate: 25,
  productivityIncreasePct: 10,
  retentionImprovementPct: 5,
};

describe("ROI calculator (spec 3 §9)", () => {
  it("computes the spec formulas for a known example", () => {
    // annual cost per person = 25 × 40 × 52 = 52,000
    const outcome = calculateRoi(example);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { result } = outcome;
    expect(result.investment).toBe(10000);
    expect(result.participants).toBe(10);
    expect(result.productivityGain).toBe(52000); // 52,000 × 10% × 10
    expect(result.retentionSaving).toBeCloseTo(7800, 9); // 52,000 × 0.3 × 5% × 10
    expect(result.totalBenefit).toBeCloseTo(59800, 9);
    expect(result.roi).toBeCloseTo(498, 9); // (59,800 − 10,000) / 10,000 × 100
    expect(result.paybackMonths).toBeCloseTo(120000 / 59800, 12); // 10,000 / (59,800 / 12) ≈ 2.0067
    expect(formatRoiPercent(result.roi)).toBe("498.0%");
    expect(formatPaybackMonths(result.paybackMonths)).toBe("2.0 months");
  });

  it("accepts form strings and treats blanks as 0 (spec 3 §5)", () => {
    expect(parseRoiInput("")).toBe(0);
    expect(parseRoiInput("  ")).toBe(0);
    expect(parseRoiInput(undefined)).toBe(0);
    expect(parseRoiInput(null)).toBe(0);
    expect(parseRoiInput("abc")).toBe(0);
    expect(parseRoiInput(" 12.5 ")).toBe(12.5);

    const outcome = calculateRoi({ ...example, hourlyRate: "25", retentionImprovementPct: "" });
    expect(outcome.ok && outcome.result.totalBenefit).toBe(52000);
  });

  it("reports a negative ROI when the benefit is below the investment", () => {
    const outcome = calculateRoi({ ...example, investment: 100000 });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(formatRoiPercent(outcome.result.roi)).toBe("-40.2%");
    expect(isPositiveRoi(outcome.result.roi)).toBe(false);
    expect(isPositiveRoi(0)).toBe(false);
    expect(isPositiveRoi(0.1)).toBe(true);
  });

  it.each([0, -500, "", undefined])("gives a message instead of a non-number for investment %s", (investment) => {
    const outcome = calculateRoi({ ...example, investment });
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid-investment",
      message: "Enter a training investment greater than £0 to calculate ROI.",
    });
  });

  it("gives a payback message when there is no benefit", () => {
    const outcome = calculateRoi({ investment: 5000 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reason).toBe("no-benefit");
    expect(outcome.message).toMatch(/^No payback period/);
  });

  it("rejects negative inputs other than investment", () => {
    const outcome = calculateRoi({ ...example, participants: -3 });
    expect(outcome).toEqual({
      ok: false,
      reason: "negative-input",
      message: "Number of participants cannot be negative.",
    });
  });
});
