import { describe, expect, it } from "vitest";
import { PILLARS } from "./pillars";
import {
  formatScore,
  isLastPivotStatement,
  PIVOT_STATEMENTS,
  pillarBalance,
  pillarBalanceText,
  pivotLevel,
  RATING_OPTIONS,
  scorePivotAssessment,
} from "./pivot-assessment";

const answerAll = (rating: number) => Object.fromEntries(PIVOT_STATEMENTS.map((s) => [s.id, rating]));

describe("PIVOT assessment content (spec 1 §3)", () => {
  it("has 10 statements with unique ids, 2 per pillar", () => {
    expect(PIVOT_STATEMENTS).toHaveLength(10);
    expect(new Set(PIVOT_STATEMENTS.map((s) => s.id)).size).toBe(10);
    for (const pillar of PILLARS) expect(PIVOT_STATEMENTS.filter((s) => s.pillar === pillar)).toHaveLength(2);
    expect(isLastPivotStatement(9)).toBe(true);
    expect(isLastPivotStatement(8)).toBe(false);
  });

  it("offers the ratings from Strongly Agree 5 to Strongly Disagree 1 (spec 1 §5)", () => {
    expect(RATING_OPTIONS.map((o) => `${o.label} ${o.value}`)).toEqual([
      "Strongly Agree 5",
      "Agree 4",
      "Neutral 3",
      "Disagree 2",
      "Strongly Disagree 1",
    ]);
  });
});

describe("PIVOT assessment scoring (spec 1 §5)", () => {
  it.each([
    [5, "Strong"],
    [4.0, "Strong"],
    [3.99, "Developing"],
    [3.0, "Developing"],
    [2.99, "Emerging"],
    [0, "Emerging"],
  ] as const)("average %s is %s", (average, level) => {
    expect(pivotLevel(average)).toBe(level);
  });

  it("formats scores as x.x", () => {
    expect(formatScore(4)).toBe("4.0");
    expect(formatScore(3.5)).toBe("3.5");
    expect(formatScore(2.25)).toBe("2.3");
  });

  it("averages each pillar in pillar order and finds the strongest and weakest", () => {
    const answers = {
      1: 5,
      2: 4, // Purpose 4.5
      3: 3,
      4: 3, // Innovation 3
      5: 4,
      6: 4, // Value 4
      7: 2,
      8: 3, // Optimization 2.5
      9: 5,
      10: 5, // Transformation 5
    };
    const result = scorePivotAssessment(answers);
    expect(result.pillars).toEqual([
      { pillar: "Purpose", average: 4.5, level: "Strong" },
      { pillar: "Innovation", average: 3, level: "Developing" },
      { pillar: "Value", average: 4, level: "Strong" },
      { pillar: "Optimization", average: 2.5, level: "Emerging" },
      { pillar: "Transformation", average: 5, level: "Strong" },
    ]);
    expect(result.overall).toBe(3.8);
    expect(result.strongest).toBe("Transformation");
    expect(result.weakest).toBe("Optimization");
  });

  it("counts a missing answer as 0", () => {
    const answers = { ...answerAll(4) };
    delete answers[1]; // Purpose: (0 + 4) / 2
    const result = scorePivotAssessment(answers);
    expect(result.pillars[0]).toEqual({ pillar: "Purpose", average: 2, level: "Emerging" });
    expect(result.overall).toBe(3.6);
    expect(result.weakest).toBe("Purpose");
    expect(scorePivotAssessment({}).overall).toBe(0);
  });

  it("resolves ties by pillar order", () => {
    const result = scorePivotAssessment(answerAll(3));
    expect(result.strongest).toBe("Purpose");
    expect(result.weakest).toBe("Purpose");
    expect(result.pillars.every((p) => p.level === "Developing")).toBe(true);
  });
});

describe("pillar balance (issue 26)", () => {
  it("says the pillars are level when every score is equal, naming no strongest or weakest", () => {
    const result = scorePivotAssessment(answerAll(3));
    expect(pillarBalance(result)).toEqual({ level: true, score: 3 });
    expect(pillarBalanceText(result)).toBe("Your pillars are level: all five at 3.0 out of 5.");
  });

  it("names the strongest and weakest as soon as one answer differs", () => {
    const answers = { ...answerAll(3), [PIVOT_STATEMENTS[0].id]: 5 };
    const result = scorePivotAssessment(answers);
    expect(pillarBalance(result)).toEqual({ level: false, strongest: "Purpose", weakest: "Innovation" });
    expect(pillarBalanceText(result)).toBe("Your strongest pillar is Purpose; Innovation has the most room to grow.");
  });
});
