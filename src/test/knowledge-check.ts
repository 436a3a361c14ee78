import type { KnowledgeCheckSummary } from "../contracts/knowledge-check";

/** A module's knowledge check as a learner sees it before any attempt: pass mark 80, no cooldown. */
export const untriedKnowledgeCheck = (questionCount: number): KnowledgeCheckSummary => ({
  questionCount,
  passMark: 80,
  cooldownMinutes: 0,
  attemptLimit: null,
  attemptsLeft: null,
  nextAttemptAt: null,
  showAnswersAfterPass: true,
  attempts: 0,
  bestScore: null,
  passed: false,
  passedAt: null,
});
