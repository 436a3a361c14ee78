import { describe, expect, it } from "vitest";
import {
  countsTowardsThreshold,
  followUpDate,
  groupOf,
  lowCategories,
  lowScoringAreas,
  planGroups,
  responseIssues,
  resultsOpen,
  resultsOpenOn,
  SURVEY_RULES,
  spreadOf,
  summariseQuestion,
  surveyStatus,
  windowIssues,
} from "./inclusion-survey";
import { SURVEY_QUESTIONS } from "./jedi-discussion";

const valid = {
  inclusion_rating: "4",
  belonging_sense: "3",
  advancement_equity: "Mostly",
  leadership_representation: "Partly",
};

describe("inclusion survey answers", () => {
  it("enforces the four required questions and leaves the two optional ones optional", () => {
    expect(responseIssues(valid, false)).toEqual([]);
    const { belonging_sense: _omit, ...three } = valid;
    expect(responseIssues(three, false)).toEqual([
      { path: "answers.belonging_sense", message: "This question is required" },
    ]);
    expect(SURVEY_QUESTIONS.filter((q) => q.required).map((q) => q.id)).toEqual(Object.keys(valid));
  });

  it("refuses a rating outside 1-5, a choice not offered and a question not asked", () => {
    expect(responseIssues({ ...valid, inclusion_rating: "6" }, false)).toHaveLength(1);
    expect(responseIssues({ ...valid, advancement_equity: "Maybe" }, false)).toHaveLength(1);
    expect(responseIssues({ ...valid, gender: "Female" }, false)).toHaveLength(1);
    expect(responseIssues({ ...valid, gender: "Female" }, true)).toEqual([]);
  });
});

describe("response window and follow-up (spec 2 §9)", () => {
  it("needs two weeks at least, opening today or later", () => {
    expect(windowIssues("2026-01-01", "2026-01-15", "2026-01-01")).toEqual([]);
    expect(windowIssues("2026-01-01", "2026-01-14", "2026-01-01")[0]?.path).toBe("closesOn");
    expect(windowIssues("2025-12-31", "2026-01-20", "2026-01-01")[0]?.path).toBe("opensOn");
    expect(SURVEY_RULES.minimumWindowDays).toBe(14);
  });

  it("schedules the follow-up six months after the close", () => {
    expect(followUpDate("2026-01-15")).toBe("2026-07-15");
    expect(followUpDate("2026-08-31")).toBe("2027-02-28");
  });

  it("opens results the day after the close, or once the two-week window has passed when closed early", () => {
    const s = { opensOn: "2026-01-10", closesOn: "2026-01-30", closedEarly: false };
    expect(resultsOpenOn(s)).toBe("2026-01-31");
    expect(resultsOpen(s, "2026-01-30")).toBe(false);
    expect(resultsOpen(s, "2026-01-31")).toBe(true);
    const early = { ...s, closedEarly: true };
    expect(resultsOpenOn(early)).toBe("2026-01-24");
    expect(resultsOpen(early, "2026-01-10")).toBe(false);
    expect(resultsOpen(early, "2026-01-23")).toBe(false);
    expect(resultsOpen(early, "2026-01-24")).toBe(true);
  });

  it("counts members of two weeks or more at launch, never owners or admins", () => {
    const launch = new Date("2026-03-01T12:00:00Z");
    const since = (days: number) => new Date(launch.getTime() - days * 86_400_000);
    expect(countsTowardsThreshold({ role: "member", memberSince: since(14) }, launch)).toBe(true);
    expect(countsTowardsThreshold({ role: "manager", memberSince: since(200) }, launch)).toBe(true);
    expect(countsTowardsThreshold({ role: "member", memberSince: since(13.9) }, launch)).toBe(false);
    expect(countsTowardsThreshold({ role: "admin", memberSince: since(200) }, launch)).toBe(false);
    expect(countsTowardsThreshold({ role: "owner", memberSince: since(200) }, launch)).toBe(false);
  });

  it("is scheduled, open, then closed (or closed early)", () => {
    const s = { opensOn: "2026-01-10", closesOn: "2026-01-24", closedEarly: false };
    expect(surveyStatus(s, "2026-01-09")).toBe("scheduled");
    expect(surveyStatus(s, "2026-01-24")).toBe("open");
    expect(surveyStatus(s, "2026-01-25")).toBe("closed");
    expect(surveyStatus({ ...s, closedEarly: true }, "2026-01-12")).toBe("closed");
  });
});

describe("anonymity: groups of 10 or more, and no subtraction", () => {
  it("merges groups under 10 into Other", () => {
    const plan = planGroups(
      new Map([
        ["A", 12],
        ["B", 4],
        ["C", 7],
      ]),
    );
    expect(plan).toEqual({ shown: ["A"], merged: ["B", "C"], reportable: true });
  });

  it("merges the smallest shown group too when Other alone would be under 10 (total minus shown = the group of 9)", () => {
    const plan = planGroups(
      new Map([
        ["A", 12],
        ["B", 9],
        ["C", 15],
      ]),
    );
    expect(plan.merged).toEqual(["A", "B"]);
    expect(plan.shown).toEqual(["C"]);
  });

  it("shows nothing under 10 responses in all", () => {
    expect(planGroups(new Map([["A", 9]])).reportable).toBe(false);
  });

  it("protects a group whose respondents do not count (none of them towards 10)", () => {
    const plan = planGroups(
      new Map([
        ["A", 12],
        ["Admins", 0],
      ]),
      10,
      new Set(["A", "Admins"]),
    );
    expect(plan).toEqual({ shown: [], merged: ["A", "Admins"], reportable: true });
  });

  it("never leaves a set under 10 visible or derivable", () => {
    for (let seed = 1; seed < 300; seed++) {
      const counts = new Map<string, number>();
      for (let g = 0; g < (seed % 5) + 1; g++) counts.set(`G${g}`, (seed * (g + 7)) % 23);
      const plan = planGroups(counts);
      if (!plan.reportable) continue;
      const merged = plan.merged.reduce((s, g) => s + (counts.get(g) ?? 0), 0);
      expect(merged === 0 || merged >= 10).toBe(true);
      for (const g of plan.shown) expect(counts.get(g)).toBeGreaterThanOrEqual(10);
    }
  });

  it("groups by department or a demographic answer", () => {
    expect(groupOf({ department: null, answers: {} }, "department")).toBe("No department");
    expect(groupOf({ department: "Ops", answers: {} }, "department")).toBe("Ops");
    expect(groupOf({ department: null, answers: { gender: "Prefer not to say" } }, "gender")).toBe("Not stated");
  });
});

describe("scores and recommendations", () => {
  it("scores a scale 0-100 from its mean and a choice question by its options", () => {
    const q = SURVEY_QUESTIONS[0];
    if (!q) throw new Error();
    const s = summariseQuestion(q, [{ inclusion_rating: "1" }, { inclusion_rating: "3" }]);
    expect(s).toMatchObject({ mean: 2, score: 25, answered: 2 });
    const choice = SURVEY_QUESTIONS[2];
    if (!choice) throw new Error();
    expect(
      summariseQuestion(choice, [
        { advancement_equity: "Yes, the same as everyone" },
        { advancement_equity: "Not sure" },
      ]).score,
    ).toBe(100);
    expect(lowScoringAreas([s]).map((a) => a.questionId)).toEqual(["inclusion_rating"]);
    expect(lowCategories([s])).toEqual(["inclusion"]);
  });

  it("gives the mean and spread", () => {
    expect(spreadOf([40, 60, 80])).toEqual({ count: 3, mean: 60, min: 40, max: 80, standardDeviation: 16.3 });
    expect(spreadOf([])).toBeNull();
  });
});
