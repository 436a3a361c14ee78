import type { TeamAnalyticsFigures } from "./team-analytics";

/**
 * The figures of a team without members or modules: every count and average 0, no lists. Shared by the
 * domain tests (team-analytics.test.ts) and the API test of an empty organisation's analytics.
 */
export const EMPTY_TEAM_FIGURES = {
  totalMembers: 0,
  activeMembers: 0,
  completionRate: 0,
  learningHours: 0,
  avgLearningHours: 0,
  avgPivotScore: 0,
  topPerformers: [],
  departmentBreakdown: [],
} satisfies Partial<TeamAnalyticsFigures>;
