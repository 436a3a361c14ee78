import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Stats } from "../../../../contracts/learning";
import { OverviewTab } from "./mobile-tabs";
import { WeeklyProgressCard } from "./weekly-progress-card";

afterEach(cleanup);

/** Stats as the server derives them for a learner whose own weekly goal is 6, with 7 done this week. */
const stats: Stats = {
  totalModulesCompleted: 7,
  totalLearningHours: "3.5",
  currentStreak: 2,
  longestStreak: 4,
  weeklyGoal: 6,
  weeklyProgress: 1,
  weeklyModulesCompleted: 7,
  weeklyGoalsMet: 1,
  monthlyGoal: 16,
  monthlyProgress: 7,
  engagementScore: 50,
  skillLevel: "Intermediate",
  favoriteCategory: null,
  totalAchievements: 2,
  purposeModules: 7,
  innovationModules: 0,
  valueModules: 0,
  optimizationModules: 0,
  transformationModules: 0,
  pivotProgress: { purpose: 100, innovation: 0, value: 0, optimization: 0, transformation: 0 },
  lastActivityDate: null,
  activeDaysThisWeek: [],
};

describe("the weekly goal is the learner's own on every dashboard (issue 26)", () => {
  it("the dashboard card measures against the learner's goal and counts goals reached with it", () => {
    render(<WeeklyProgressCard stats={stats} />);
    expect(screen.getByText("1 of 6 modules")).toBeTruthy();
    expect(screen.getByText(/Goal reached ×1/)).toBeTruthy();
  });

  it("the mobile dashboard shows the same goal as the dashboard, not a goal of its own", () => {
    render(
      <MemoryRouter>
        <OverviewTab stats={stats} continueItems={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText("1 of 6 modules this week")).toBeTruthy();
  });
});
