import { daysLeftInIsoWeek } from "./calendar";
import { strongestPillar, weakestPillar } from "./recommendations";
import { type LearnerStats, pillarModuleCounts } from "./stats";

export type InsightType = "positive" | "warning" | "opportunity" | "info";

export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  action?: string;
}

export type InsightStats = Pick<
  LearnerStats,
  | "currentStreak"
  | "longestStreak"
  | "totalModulesCompleted"
  | "weeklyModulesCompleted"
  | "weeklyGoal"
  | "purposeModules"
  | "innovationModules"
  | "valueModules"
  | "optimizationModules"
  | "transformationModules"
> & {
  /** hours; the stats' one-decimal string is accepted as is */
  totalLearningHours: number | string;
};

export const MAX_INSIGHTS = 4;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const withArticle = (word: string) => `${/^[AEIOU]/.test(word) ? "an" : "a"} ${word}`;

/**
 * spec 1 §9 insight triggers, in the spec's order, keeping the first 4:
 * streak 7 or more; streak 0 after a longer streak; average minutes per completed module under 15
 * (with more than 3 completed) or over 30; pillar gap (most minus fewest completed) above 2;
 * exactly 4 completed (one away from the Intermediate level at 5); 2 or fewer full days left in
 * the ISO week. The weekly goal is the learner's own (issue 26: one goal per person, default 4),
 * not spec 1 §9's hub-insights 3.
 */
export function generateInsights(stats: InsightStats, today: Date): Insight[] {
  const insights: Insight[] = [];
  const { weeklyGoal } = stats;
  const completed = stats.totalModulesCompleted;

  if (stats.currentStreak >= 7) {
    insights.push({
      id: "streak-strong",
      type: "positive",
      title: `${stats.currentStreak}-day learning streak`,
      description: `You have learned ${stats.currentStreak} days in a row. Habits like this are what turn learning into lasting change.`,
    });
  } else if (stats.currentStreak === 0 && stats.longestStreak > 0) {
    insights.push({
      id: "streak-lost",
      type: "warning",
      title: "Your streak has ended",
      description: `Your best run was ${plural(stats.longestStreak, "day")}. One module today starts a new streak.`,
      action: "Start a module today",
    });
  }

  const minutes = Number(stats.totalLearningHours) * 60;
  const average = completed > 0 ? minutes / completed : 0;
  // Shown rounded but kept on its side of the threshold, so the text never says 15 or 30 minutes.
  if (completed > 3 && average < 15) {
    insights.push({
      id: "pace-fast",
      type: "info",
      title: "You move through modules quickly",
      description: `You average ${plural(Math.min(Math.round(average), 14), "minute")} per module across ${completed} modules. An intermediate or advanced module would add depth.`,
      action: "Try a deeper module",
    });
  } else if (completed > 0 && average > 30) {
    insights.push({
      id: "pace-deep",
      type: "info",
      title: "You are a deep learner",
      description: `You spend ${Math.max(Math.round(average), 31)} minutes per module on average. Quick wins of 20 minutes or less keep momentum on busy days.`,
      action: "See quick wins",
    });
  }

  const counts = pillarModuleCounts(stats);
  const strongest = strongestPillar(counts);
  const weakest = weakestPillar(counts);
  const gap = counts[strongest] - counts[weakest];
  if (gap > 2) {
    insights.push({
      id: "pillar-gap",
      type: "opportunity",
      title: `Balance your PIVOT profile with ${weakest}`,
      description: `You have completed ${plural(counts[strongest], "module")} in ${strongest} but ${counts[weakest]} in ${weakest}. Choosing ${withArticle(weakest)} module next closes a gap of ${gap}.`,
      action: `Explore ${weakest}`,
    });
  }

  if (completed === 4) {
    insights.push({
      id: "milestone-near",
      type: "positive",
      title: "One module from Intermediate",
      description: "With 4 modules completed, your next one takes you to 5 and the Intermediate level.",
      action: "Complete your fifth module",
    });
  }

  const daysLeft = daysLeftInIsoWeek(today);
  if (daysLeft <= 2) {
    const toGo = weeklyGoal - stats.weeklyModulesCompleted;
    const when = daysLeft === 0 ? "Today is the last day of the week" : `${plural(daysLeft, "day")} left this week`;
    insights.push({
      id: "weekend-sprint",
      type: toGo > 0 ? "opportunity" : "positive",
      title: toGo > 0 ? "Weekend sprint" : "Weekly goal reached",
      description:
        toGo > 0
          ? `${when}: complete ${plural(toGo, "more module")} to reach your goal of ${weeklyGoal} (${stats.weeklyModulesCompleted} done so far).`
          : `${when}, and you have completed ${stats.weeklyModulesCompleted} of your ${weeklyGoal}-module goal. Any extra module is a bonus.`,
      ...(toGo > 0 ? { action: "Find a quick win" } : {}),
    });
  }

  return insights.slice(0, MAX_INSIGHTS);
}
