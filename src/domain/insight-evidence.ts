import { DAY_MS, isoWeekStart } from "./calendar";
import { plural } from "./plural";
import { VELOCITY_WINDOW_DAYS } from "./skills-gap";

/**
 * Issue 26 item 7: an insight figure is shown only with enough data behind it, and always says how it
 * is computed; below its threshold the screen says what to do to see it. The thresholds and their
 * reasons are in docs/decisions/, decision 210.
 */

/** What the learner has done, as the figures read it. */
export interface InsightEvidence {
  /** When each completed module was completed (completedAt, or the row's last update for older rows). */
  completionDates: readonly Date[];
  /** Modules the learner has started: their progress rows, completed or not. */
  startedModules: number;
}

export type FigureId = "confidence" | "careerMatch" | "learningVelocity" | "modulesPerWeek" | "retentionRate";

export type FigureState = { ready: true } | { ready: false; toSee: string };

export interface InsightFigure {
  id: FigureId;
  /** The data the figure needs, in one line. */
  requires: string;
  /** How the figure is computed, in one line, shown beside it. */
  howComputed: string;
  state(evidence: InsightEvidence, now: Date): FigureState;
}

/** Completed modules below which a share of the catalogue or a match says nothing about the learner. */
export const MIN_COMPLETED_FOR_PROFILE = 3;
/** Learning velocity compares the last 30 days with the learner's earlier pace: it needs both. */
export const MIN_COMPLETED_FOR_VELOCITY = 3;
/** A weekly pace needs completions in more than one week. */
export const MIN_COMPLETED_FOR_PACE = 3;
export const MIN_WEEKS_FOR_PACE = 2;
/** A completion rate of one or two started modules is 0, 50 or 100 %: noise. */
export const MIN_STARTED_FOR_RETENTION = 3;

const completeMore = (have: number, need: number, toSee: string) =>
  `Complete ${plural(need - have, "more module", "more modules")} to see ${toSee}.`;

const formatDay = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const INSIGHT_FIGURES: Record<FigureId, InsightFigure> = {
  confidence: {
    id: "confidence",
    requires: `At least ${MIN_COMPLETED_FOR_PROFILE} completed modules.`,
    howComputed: "Completed modules ÷ (completed modules + 5): 50% at 5 modules, nearing 100% as you complete more.",
    state: ({ completionDates }) =>
      completionDates.length >= MIN_COMPLETED_FOR_PROFILE
        ? { ready: true }
        : {
            ready: false,
            toSee: completeMore(completionDates.length, MIN_COMPLETED_FOR_PROFILE, "how much your figures rest on"),
          },
  },
  careerMatch: {
    id: "careerMatch",
    requires: `At least ${MIN_COMPLETED_FOR_PROFILE} completed modules.`,
    howComputed:
      "The average, over the role's key skills, of your level against the role's target (each at most 100%); your level in a skill is the share of its modules you have completed.",
    state: ({ completionDates }) =>
      completionDates.length >= MIN_COMPLETED_FOR_PROFILE
        ? { ready: true }
        : {
            ready: false,
            toSee: completeMore(completionDates.length, MIN_COMPLETED_FOR_PROFILE, "how you match careers"),
          },
  },
  learningVelocity: {
    id: "learningVelocity",
    requires: `At least ${MIN_COMPLETED_FOR_VELOCITY} completed modules, the first of them more than ${VELOCITY_WINDOW_DAYS} days ago.`,
    howComputed: `Modules completed in the last ${VELOCITY_WINDOW_DAYS} days ÷ your average per ${VELOCITY_WINDOW_DAYS} days before that; 1x is your usual pace.`,
    state: ({ completionDates }, now) => {
      if (completionDates.length < MIN_COMPLETED_FOR_VELOCITY) {
        return {
          ready: false,
          toSee: completeMore(completionDates.length, MIN_COMPLETED_FOR_VELOCITY, "your learning velocity"),
        };
      }
      const first = Math.min(...completionDates.map((d) => d.getTime()));
      const baselineFrom = first + VELOCITY_WINDOW_DAYS * DAY_MS;
      if (baselineFrom < now.getTime()) return { ready: true };
      return {
        ready: false,
        toSee: `Your learning velocity appears on ${formatDay(new Date(baselineFrom))}, once there are ${VELOCITY_WINDOW_DAYS} days of earlier learning to compare with. Keep learning until then.`,
      };
    },
  },
  modulesPerWeek: {
    id: "modulesPerWeek",
    requires: `At least ${MIN_COMPLETED_FOR_PACE} completed modules, in at least ${MIN_WEEKS_FOR_PACE} different weeks.`,
    howComputed: "Modules completed in the last 4 weeks ÷ 4.",
    state: ({ completionDates }) => {
      if (completionDates.length < MIN_COMPLETED_FOR_PACE) {
        return {
          ready: false,
          toSee: completeMore(completionDates.length, MIN_COMPLETED_FOR_PACE, "your weekly pace"),
        };
      }
      const weeks = new Set(completionDates.map((d) => isoWeekStart(d))).size;
      return weeks >= MIN_WEEKS_FOR_PACE
        ? { ready: true }
        : { ready: false, toSee: "Complete a module in another week to see your weekly pace." };
    },
  },
  retentionRate: {
    id: "retentionRate",
    requires: `At least ${MIN_STARTED_FOR_RETENTION} started modules.`,
    howComputed: "Modules you completed ÷ modules you started.",
    state: ({ startedModules }) =>
      startedModules >= MIN_STARTED_FOR_RETENTION
        ? { ready: true }
        : {
            ready: false,
            toSee: `Start ${plural(MIN_STARTED_FOR_RETENTION - startedModules, "more module", "more modules")} to see your retention rate.`,
          },
  },
};

/** The figure's state for this learner: ready, or what to do to see it. */
export const figureState = (id: FigureId, evidence: InsightEvidence, now: Date): FigureState =>
  INSIGHT_FIGURES[id].state(evidence, now);

/** The evidence of a learner's progress rows: one row per module started (user_progress). */
export function insightEvidence(
  rows: readonly { isCompleted: boolean; completedAt: Date | null; updatedAt: Date }[],
): InsightEvidence {
  return {
    completionDates: rows.filter((r) => r.isCompleted).map((r) => r.completedAt ?? r.updatedAt),
    startedModules: rows.length,
  };
}
