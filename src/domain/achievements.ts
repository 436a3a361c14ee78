export type AchievementCategory = "completion" | "streak" | "time";
/** lucide-react icon names. */
export type AchievementIcon = "Trophy" | "Flame" | "Clock" | "Star";

/** spec 1 §3: Achievement (built from stored facts, not stored itself). */
export interface Achievement {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  category: AchievementCategory;
  points: number;
  badgeColor: string;
  isCompleted: boolean;
  /** percent toward the target, 0-100 */
  progress: number;
  earnedAt: Date | null;
}

/** Stored facts the achievements are derived from. */
export interface AchievementFacts {
  /** completion date of every completed module, in any order */
  completedAt: Date[];
  longestStreak: number;
  currentStreak: number;
  totalHours: number;
  /** first day a run of 3 consecutive active days was reached (see stats.streakReachedOn) */
  streakReachedOn?: Date | null;
}

type Definition = Omit<Achievement, "isCompleted" | "progress" | "earnedAt"> & { target: number };

/** spec 1 §9: First Steps 10, Learning Streak 25, Marathon Learner 50, Learning Enthusiast 80 points. */
export const ACHIEVEMENT_DEFINITIONS = [
  {
    id: "first-steps",
    name: "First Steps",
    description: "Complete your first module",
    icon: "Trophy",
    category: "completion",
    points: 10,
    badgeColor: "green",
    target: 1,
  },
  {
    id: "learning-streak",
    name: "Learning Streak",
    description: "Learn 3 days in a row",
    icon: "Flame",
    category: "streak",
    points: 25,
    badgeColor: "orange",
    target: 3,
  },
  {
    id: "marathon-learner",
    name: "Marathon Learner",
    description: "Spend 10 hours learning",
    icon: "Clock",
    category: "time",
    points: 50,
    badgeColor: "blue",
    target: 10,
  },
  {
    id: "learning-enthusiast",
    name: "Learning Enthusiast",
    description: "Complete 25 modules",
    icon: "Star",
    category: "completion",
    points: 80,
    badgeColor: "purple",
    target: 25,
  },
] as const satisfies readonly Definition[];

export function computeAchievements(facts: AchievementFacts): Achievement[] {
  const completionDates = [...facts.completedAt].sort((a, b) => a.getTime() - b.getTime());
  // A streak once reached stays earned, so the longest streak counts, not only the current one.
  const streak = Math.max(facts.longestStreak, facts.currentStreak);

  return ACHIEVEMENT_DEFINITIONS.map(({ target, ...definition }) => {
    const value =
      definition.category === "completion"
        ? completionDates.length
        : definition.category === "streak"
          ? streak
          : facts.totalHours;
    const isCompleted = value >= target;
    const earnedAt = !isCompleted
      ? null
      : definition.category === "completion"
        ? completionDates[target - 1]
        : definition.category === "streak"
          ? (facts.streakReachedOn ?? null)
          : null; // time spent is stored as a total per module, so the day 10 hours were passed is unknown
    // Floor, so 100% is only shown once the achievement is earned.
    const progress = Math.min(100, Math.max(0, Math.floor((100 * value) / target)));
    return { ...definition, isCompleted, progress, earnedAt };
  });
}

export const earnedPoints = (achievements: Achievement[]): number =>
  achievements.reduce((sum, a) => sum + (a.isCompleted ? a.points : 0), 0);
