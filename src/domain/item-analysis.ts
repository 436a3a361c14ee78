/**
 * Item analysis of knowledge checks (issue 22 item 5): per module pass rates and attempts, per
 * question the share answering right, so a bad question shows up. Pure: the server counts, this
 * turns counts into the figures an admin or an organisation owner reads.
 */

/** A question is flagged when fewer than this share of its answers are right… */
export const FLAG_BELOW_PERCENT = 40;
/** …and it has at least this many answers (fewer say nothing about the question). */
export const FLAG_MIN_ANSWERS = 10;

/** What the server counts for one module's submitted attempts. */
export interface ModuleCounts {
  /** Learners with at least one submitted attempt. */
  learners: number;
  /** Submitted attempts. */
  attempts: number;
  passedAttempts: number;
  /** Learners with at least one passed attempt. */
  passedLearners: number;
  /** Over the learners who passed: their submitted attempts up to and including their first pass. */
  attemptsUntilPass: number;
}

export interface ModuleFigures {
  /** Whole per cent of submitted attempts that passed; null without attempts. */
  attemptPassRate: number | null;
  /** Whole per cent of learners who passed at least once; null without learners. */
  learnerPassRate: number | null;
  /** Submitted attempts per learner, one decimal; null without learners. */
  averageAttempts: number | null;
  /** Attempts a learner who passed needed, one decimal; null when nobody passed. */
  averageAttemptsToPass: number | null;
}

/** A share in whole per cent, rounded to the nearest (half up); null for no cases. */
export const sharePercent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part * 100) / whole) : null;

/** A mean to one decimal; null for no cases. */
export const oneDecimal = (total: number, count: number): number | null =>
  count > 0 ? Math.round((total * 10) / count) / 10 : null;

export function moduleFigures(c: ModuleCounts): ModuleFigures {
  return {
    attemptPassRate: sharePercent(c.passedAttempts, c.attempts),
    learnerPassRate: sharePercent(c.passedLearners, c.learners),
    averageAttempts: oneDecimal(c.attempts, c.learners),
    averageAttemptsToPass: oneDecimal(c.attemptsUntilPass, c.passedLearners),
  };
}

export interface QuestionFigures {
  /** Whole per cent of answers that were right; null without answers. */
  rightShare: number | null;
  /** Below FLAG_BELOW_PERCENT right with at least FLAG_MIN_ANSWERS answers: worth a look. */
  flagged: boolean;
}

/**
 * The share is compared unrounded, so 39.9 % (which reads as 40 %) is still flagged and exactly
 * 40 % is not.
 */
export function questionFigures(answers: number, right: number): QuestionFigures {
  return {
    rightShare: sharePercent(right, answers),
    flagged: answers >= FLAG_MIN_ANSWERS && right * 100 < FLAG_BELOW_PERCENT * answers,
  };
}
