import type { Difficulty } from "./pillars";
import { durationOf, type ProgressFact, QUICK_WIN_MAX_MINUTES, type RecommendableModule } from "./recommendations";

export const MAX_PATH_STEPS = 6;
/** spec 1 §9: average hours per module defaults to 1.5. */
export const DEFAULT_AVERAGE_HOURS_PER_MODULE = 1.5;

export interface PathModule extends RecommendableModule {
  difficulty: Difficulty;
}

/** accelerated: engagement > 70 and streak > 3; foundation: engagement < 40 or streak 0; else balanced. */
export type PathLevel = "accelerated" | "foundation" | "balanced";
/** spec 1 §9: "blocked" is part of the status set but no rule sets it. */
export type PathStepStatus = "completed" | "current" | "upcoming" | "blocked";

export interface PathStep<M extends PathModule = PathModule> {
  module: M;
  status: PathStepStatus;
  timeAllocationMinutes: number;
}

export interface AdaptivePath<M extends PathModule = PathModule> {
  level: PathLevel;
  steps: PathStep<M>[];
}

export interface AdaptivePathInput<M extends PathModule> {
  modules: M[];
  progress: ProgressFact[];
  engagementScore: number;
  currentStreak: number;
  /** learning hours per completed module; defaults to 1.5 */
  averageHoursPerModule?: number;
}

/** Hours per completed module, or the spec's 1.5 when nothing is completed yet. */
export const averageHoursPerModule = (totalHours: number, completedModules: number): number =>
  completedModules > 0 ? totalHours / completedModules : DEFAULT_AVERAGE_HOURS_PER_MODULE;

/** spec 1 §9: time allocation = duration x (2 - min(average, 1.8)), in whole minutes. */
export const timeAllocationMinutes = (
  duration: number | null,
  averageHours: number = DEFAULT_AVERAGE_HOURS_PER_MODULE,
): number => Math.round(durationOf({ duration }) * (2 - Math.min(averageHours, 1.8)));

type ModuleState = "completed" | "in-progress" | "not-started";
const PICK_ORDER: ModuleState[] = ["in-progress", "not-started", "completed"];
const DISPLAY_ORDER: ModuleState[] = ["completed", "in-progress", "not-started"];

export function pathLevel(engagementScore: number, currentStreak: number): PathLevel {
  if (engagementScore > 70 && currentStreak > 3) return "accelerated";
  if (engagementScore < 40 || currentStreak === 0) return "foundation";
  return "balanced";
}

/**
 * spec 1 §9 adaptive path. Picks per level: accelerated 5 intermediate or advanced modules;
 * foundation 4 beginner modules of 20 minutes or less; balanced 2 beginner then 2 intermediate.
 * Within a pick, modules in progress come first, then not started, and completed modules only fill
 * a gap; each pick is shown completed → in progress → not started, so the path reads as done, now, next.
 * Status (spec: "completed module is completed, in-progress module is current, first step current,
 * second current when none in progress"), read as: completed → completed; in progress → current;
 * when nothing is in progress, the first step not yet completed is current; the rest upcoming.
 */
export function buildAdaptivePath<M extends PathModule>(input: AdaptivePathInput<M>): AdaptivePath<M> {
  const rowById = new Map(input.progress.map((row) => [row.moduleId, row]));
  const stateOf = (m: M): ModuleState => {
    const row = rowById.get(m.id);
    if (row?.isCompleted) return "completed";
    return row && row.progressPercentage > 0 ? "in-progress" : "not-started";
  };
  const byOrder = (order: ModuleState[]) => (a: M, b: M) => order.indexOf(stateOf(a)) - order.indexOf(stateOf(b));
  const pick = (filter: (m: M) => boolean, count: number): M[] =>
    input.modules.filter(filter).sort(byOrder(PICK_ORDER)).slice(0, count).sort(byOrder(DISPLAY_ORDER));

  const level = pathLevel(input.engagementScore, input.currentStreak);
  const chosen =
    level === "accelerated"
      ? pick((m) => m.difficulty !== "beginner", 5)
      : level === "foundation"
        ? pick((m) => m.difficulty === "beginner" && durationOf(m) <= QUICK_WIN_MAX_MINUTES, 4)
        : [...pick((m) => m.difficulty === "beginner", 2), ...pick((m) => m.difficulty === "intermediate", 2)];

  const modules = chosen.slice(0, MAX_PATH_STEPS);
  const anyInProgress = modules.some((m) => stateOf(m) === "in-progress");
  const firstOpen = modules.find((m) => stateOf(m) !== "completed");
  const averageHours = input.averageHoursPerModule ?? DEFAULT_AVERAGE_HOURS_PER_MODULE;
  return {
    level,
    steps: modules.map((module) => {
      const state = stateOf(module);
      const status: PathStepStatus =
        state === "completed"
          ? "completed"
          : state === "in-progress" || (!anyInProgress && module === firstOpen)
            ? "current"
            : "upcoming";
      return { module, status, timeAllocationMinutes: timeAllocationMinutes(module.duration, averageHours) };
    }),
  };
}
