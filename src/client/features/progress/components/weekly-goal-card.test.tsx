import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Stats } from "../../../../contracts/learning";
import { WeeklyGoalCard } from "./streak-cards";

afterEach(cleanup);

const stats = {
  weeklyGoal: 2,
  weeklyProgress: 1,
  weeklyModulesCompleted: 5,
  weeklyGoalsMet: 2,
} as Pick<Stats, "weeklyGoal" | "weeklyProgress" | "weeklyModulesCompleted" | "weeklyGoalsMet">;

describe("WeeklyGoalCard on /progress (issue 26: the learner's own goal)", () => {
  it("measures the week against the learner's goal and counts goals reached with it", () => {
    render(<WeeklyGoalCard stats={stats as Stats} />);
    expect(screen.getByText(/of 2 modules/)).toBeTruthy();
    expect(screen.getByText("5 completed this week")).toBeTruthy();
    expect(screen.getByText("Goal reached ×2")).toBeTruthy();
  });
});
