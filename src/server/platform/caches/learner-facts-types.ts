/**
 * What the learner-facts cache holds (caches.ts) and learner-facts.ts loads: declared on their own so the
 * cache's declaration does not import the loader that reads through it.
 */
export interface ProgressFact {
  moduleId: number;
  progressPercentage: number;
  isCompleted: boolean;
  timeSpent: number;
  startedAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface LearnerFacts {
  progress: ProgressFact[];
  activityDays: string[];
  pivotAssessment: { answers: Record<string, number>; createdAt: Date } | null;
  /** The learner's own weekly goal (issue 26), read in the same query; the default when the user is gone. */
  weeklyGoal: number;
}
