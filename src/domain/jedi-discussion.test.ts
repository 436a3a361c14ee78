import { describe, expect, it } from "vitest";
import { addIfNotBlank, missingSurveyAnswers, SURVEY_QUESTIONS, sessionAgenda } from "./jedi-discussion";

describe("the facilitation agenda (spec 2 §9)", () => {
  it("runs 0-5, 5-15, 15-35, 35-50, 50-60 minutes for an hour", () => {
    expect(sessionAgenda(60).map((a) => [a.startMinute, a.endMinute])).toEqual([
      [0, 5],
      [5, 15],
      [15, 35],
      [35, 50],
      [50, 60],
    ]);
  });
  it("stretches in proportion for 90 and 120 minutes", () => {
    expect(sessionAgenda(90).at(-1)).toMatchObject({ startMinute: 75, endMinute: 90 });
    expect(sessionAgenda(120).map((a) => a.endMinute)).toEqual([10, 30, 70, 100, 120]);
  });
});

describe("documentation and survey", () => {
  it("adds an insight only when it is not blank", () => {
    expect(addIfNotBlank([], "   ")).toEqual([]);
    expect(addIfNotBlank(["a"], "  Mentoring works ")).toEqual(["a", "Mentoring works"]);
  });

  it("has the six questions, four required", () => {
    expect(SURVEY_QUESTIONS.map((q) => [q.id, q.required])).toEqual([
      ["inclusion_rating", true],
      ["belonging_sense", true],
      ["advancement_equity", true],
      ["leadership_representation", true],
      ["bias_experiences", false],
      ["improvement_suggestions", false],
    ]);
  });

  it("lists required answers still missing", () => {
    expect(missingSurveyAnswers({})).toHaveLength(4);
    expect(
      missingSurveyAnswers({
        inclusion_rating: "4",
        belonging_sense: "3",
        advancement_equity: "Mostly",
        leadership_representation: " ",
      }),
    ).toEqual(["leadership_representation"]);
  });
});
