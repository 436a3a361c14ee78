import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_QUESTIONS,
  type AssessmentAnswers,
  isAssessmentComplete,
  readinessLevel,
  scoreAssessment,
} from "./jedi-assessment";

const all = (value: number): AssessmentAnswers => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, value]));

describe("the assessment questions (spec 2 §3)", () => {
  it("are the eight ids, two per category, five options valued 1-5 with label and description", () => {
    expect(ASSESSMENT_QUESTIONS.map((q) => q.id)).toEqual([
      "leadership-commitment",
      "pay-equity",
      "representation",
      "psychological-safety",
      "supplier-diversity",
      "advancement-opportunities",
      "cultural-competency",
      "voice-agency",
    ]);
    for (const category of ["justice", "equity", "diversity", "inclusion"]) {
      expect(ASSESSMENT_QUESTIONS.filter((q) => q.category === category)).toHaveLength(2);
    }
    for (const q of ASSESSMENT_QUESTIONS) {
      expect(q.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
      expect(q.options.every((o) => o.label && o.description)).toBe(true);
    }
  });
});

describe("assessment scoring (spec 2 §9)", () => {
  it("scores all fives as 100 and B-Corp Ready with no recommendations", () => {
    const result = scoreAssessment(all(5));
    expect(result.overallScore).toBe(100);
    expect(result.categoryScores).toEqual({ justice: 100, equity: 100, diversity: 100, inclusion: 100 });
    expect(result.bCorpReadiness.level).toBe("B-Corp Ready");
    expect(result.recommendations).toEqual([]);
  });

  it("scores all threes as 60, Developing, with no recommendation (only below 60)", () => {
    const result = scoreAssessment(all(3));
    expect(result.overallScore).toBe(60);
    expect(result.bCorpReadiness.level).toBe("Developing");
    expect(result.recommendations).toEqual([]);
  });

  it("scores all twos as 40, Beginning, with a recommendation per category at the spec's priorities", () => {
    const result = scoreAssessment(all(2));
    expect(result.overallScore).toBe(40);
    expect(result.bCorpReadiness.level).toBe("Beginning");
    expect(result.recommendations.map((r) => [r.category, r.priority])).toEqual([
      ["justice", "High"],
      ["equity", "High"],
      ["diversity", "Medium"],
      ["inclusion", "High"],
    ]);
  });

  it("scores all ones as 20, Foundational", () => {
    expect(scoreAssessment(all(1))).toMatchObject({ overallScore: 20, bCorpReadiness: { level: "Foundational" } });
  });

  it("averages each category × 20 and rounds the overall mean", () => {
    const result = scoreAssessment({
      "leadership-commitment": 2,
      "supplier-diversity": 3, // justice (2 + 3) / 2 × 20 = 50
      "pay-equity": 4,
      "advancement-opportunities": 4, // equity 80
      representation: 1,
      "cultural-competency": 2, // diversity 30
      "psychological-safety": 5,
      "voice-agency": 4, // inclusion 90
    });
    expect(result.categoryScores).toEqual({ justice: 50, equity: 80, diversity: 30, inclusion: 90 });
    // (50 + 80 + 30 + 90) / 4 = 62.5 → 63
    expect(result.overallScore).toBe(63);
    expect(result.bCorpReadiness.level).toBe("Developing");
    expect(result.recommendations.map((r) => [r.category, r.priority])).toEqual([
      ["justice", "High"],
      ["diversity", "Medium"],
    ]);
  });

  it("puts each level's threshold on the right side", () => {
    expect(readinessLevel(80)).toBe("B-Corp Ready");
    expect(readinessLevel(79)).toBe("Developing");
    expect(readinessLevel(60)).toBe("Developing");
    expect(readinessLevel(59)).toBe("Beginning");
    expect(readinessLevel(40)).toBe("Beginning");
    expect(readinessLevel(39)).toBe("Foundational");
  });

  it("knows when every question is answered", () => {
    expect(isAssessmentComplete(all(4))).toBe(true);
    const { "voice-agency": _, ...seven } = all(4);
    expect(isAssessmentComplete(seven)).toBe(false);
    expect(isAssessmentComplete({ ...all(4), "voice-agency": 6 })).toBe(false);
  });
});
