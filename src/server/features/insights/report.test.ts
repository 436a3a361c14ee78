import { describe, expect, it } from "vitest";
import type { Stats } from "../../../contracts/learning";
import { embeddedFonts, pdfPageText, printsText } from "../../test/pdf-text";
import { progressReportPdf } from "./report";

const stats: Stats = {
  totalModulesCompleted: 1,
  totalLearningHours: "0.8",
  currentStreak: 1,
  longestStreak: 1,
  weeklyGoal: 3,
  weeklyProgress: 33,
  weeklyModulesCompleted: 1,
  weeklyGoalsMet: 0,
  monthlyGoal: 12,
  monthlyProgress: 8,
  engagementScore: 20,
  skillLevel: "Beginner",
  favoriteCategory: null,
  totalAchievements: 0,
  purposeModules: 1,
  innovationModules: 0,
  valueModules: 0,
  optimizationModules: 0,
  transformationModules: 0,
  pivotProgress: { purpose: 20, innovation: 0, value: 0, optimization: 0, transformation: 0 },
  lastActivityDate: "2026-03-01",
  activeDaysThisWeek: ["2026-03-01"],
};

describe("the progress report PDF (issue 27)", () => {
  it("prints a Chinese name and an accented module title as written", async () => {
    const pdf = await progressReportPdf({
      name: "李小龙",
      stats,
      recentCompletions: [{ title: "Économie circulaire", completedAt: new Date("2026-03-01T10:00:00Z") }],
      now: new Date("2026-03-02T10:00:00Z"),
    });
    const fonts = await embeddedFonts(pdf);
    expect(printsText(fonts, "李小龙 Économie circulaire")).toBe(true);
    const text = await pdfPageText(pdf);
    expect(text).toContain("李小龙");
    expect(text).toContain("2026-03-01 Économie circulaire");
  });
});
