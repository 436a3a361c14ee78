import { describe, expect, it } from "vitest";
import { moduleFigures, oneDecimal, questionFigures, sharePercent } from "./item-analysis";

describe("item analysis (issue 22 item 5)", () => {
  it("turns a module's counts into pass rates and average attempts", () => {
    // 3 learners, 6 attempts: A passed at the 1st, B at the 3rd (of 4), C never.
    expect(
      moduleFigures({ learners: 3, attempts: 6, passedAttempts: 3, passedLearners: 2, attemptsUntilPass: 4 }),
    ).toEqual({ attemptPassRate: 50, learnerPassRate: 67, averageAttempts: 2, averageAttemptsToPass: 2 });
    expect(
      moduleFigures({ learners: 3, attempts: 7, passedAttempts: 1, passedLearners: 1, attemptsUntilPass: 3 }),
    ).toEqual({ attemptPassRate: 14, learnerPassRate: 33, averageAttempts: 2.3, averageAttemptsToPass: 3 });
  });

  it("says nothing (null) where there is nothing to count", () => {
    expect(
      moduleFigures({ learners: 0, attempts: 0, passedAttempts: 0, passedLearners: 0, attemptsUntilPass: 0 }),
    ).toEqual({ attemptPassRate: null, learnerPassRate: null, averageAttempts: null, averageAttemptsToPass: null });
    expect(
      moduleFigures({ learners: 2, attempts: 2, passedAttempts: 0, passedLearners: 0, attemptsUntilPass: 0 })
        .averageAttemptsToPass,
    ).toBeNull();
  });

  it("rounds shares half up and means to one decimal", () => {
    expect(sharePercent(1, 8)).toBe(13); // 12.5
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(0, 0)).toBeNull();
    expect(oneDecimal(5, 3)).toBe(1.7);
    expect(oneDecimal(1, 0)).toBeNull();
  });

  it("flags a question below 40 % right with at least 10 answers, either side of each threshold", () => {
    expect(questionFigures(10, 3)).toEqual({ rightShare: 30, flagged: true });
    expect(questionFigures(10, 4)).toEqual({ rightShare: 40, flagged: false });
    // 39.8 % reads as 40 % but is below the line.
    expect(questionFigures(201, 80)).toEqual({ rightShare: 40, flagged: true });
    expect(questionFigures(9, 0)).toEqual({ rightShare: 0, flagged: false });
    expect(questionFigures(0, 0)).toEqual({ rightShare: null, flagged: false });
  });
});
