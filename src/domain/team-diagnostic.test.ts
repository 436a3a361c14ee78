import { describe, expect, it } from "vitest";
import {
  DIAGNOSTIC_CATEGORIES,
  DIAGNOSTIC_RATINGS,
  diagnosticBadgeVariant,
  diagnosticScorePercent,
  formatDiagnosticScore,
  isDiagnosticComplete,
  scoreTeamDiagnostic,
} from "./team-diagnostic";

const allStatementIds = DIAGNOSTIC_CATEGORIES.flatMap((category) => category.statements.map((s) => s.id));

describe("team diagnostic content (spec 3 §2)", () => {
  it("has the three categories with three statements each and unique ids", () => {
    expect(DIAGNOSTIC_CATEGORIES.map((c) => c.title)).toEqual([
      "Leadership Effectiveness",
      "Team Collaboration",
      "Innovation Culture",
    ]);
    for (const category of DIAGNOSTIC_CATEGORIES) expect(category.statements).toHaveLength(3);
    expect(new Set(allStatementIds).size).toBe(9);
  });

  it("rates 1 Strongly Disagree to 5 Strongly Agree", () => {
    expect(DIAGNOSTIC_RATINGS[0]).toEqual({ value: 1, label: "Strongly Disagree" });
    expect(DIAGNOSTIC_RATINGS[4]).toEqual({ value: 5, label: "Strongly Agree" });
  });
});

describe("team diagnostic scoring (spec 3 §9)", () => {
  it("averages each category and then the category means", () => {
    const [leadership, collaboration, innovation] = DIAGNOSTIC_CATEGORIES.map((c) => c.statements.map((s) => s.id));
    const answers = {
      [leadership[0]]: 5,
      [leadership[1]]: 4,
      [leadership[2]]: 3, // mean 4
      [collaboration[0]]: 2,
      [collaboration[1]]: 2,
      [collaboration[2]]: 2, // mean 2
      [innovation[0]]: 5,
      [innovation[1]]: 5,
      [innovation[2]]: 5, // mean 5
    };
    const result = scoreTeamDiagnostic(answers);
    expect(result.categories.map((c) => c.score)).toEqual([4, 2, 5]);
    expect(result.overall).toBeCloseTo(11 / 3, 12);
    expect(formatDiagnosticScore(result.overall)).toBe("3.7");
    expect(isDiagnosticComplete(answers)).toBe(true);
  });

  it("counts unanswered statements as 0 (spec 3 §5)", () => {
    const [first, second] = DIAGNOSTIC_CATEGORIES[0].statements;
    const result = scoreTeamDiagnostic({ [first.id]: 5, [second.id]: 4 });
    expect(result.categories[0].score).toBe(3);
    expect(result.categories[1].score).toBe(0);
    expect(result.overall).toBe(1);
    expect(isDiagnosticComplete({ [first.id]: 5 })).toBe(false);
    expect(scoreTeamDiagnostic({}).overall).toBe(0);
  });

  it("ignores ratings outside 1-5", () => {
    const [first] = DIAGNOSTIC_CATEGORIES[0].statements;
    expect(scoreTeamDiagnostic({ [first.id]: 9 }).categories[0].score).toBe(0);
  });

  it("shows one decimal and a bar out of 5", () => {
    expect(formatDiagnosticScore(4)).toBe("4.0");
    expect(diagnosticScorePercent(4)).toBe(80);
  });

  it.each([
    [5, "default"],
    [4, "default"],
    [3.99, "secondary"],
    [3, "secondary"],
    [2.99, "destructive"],
    [0, "destructive"],
  ] as const)("badge for %s is %s", (score, variant) => {
    expect(diagnosticBadgeVariant(score)).toBe(variant);
  });
});
