import { PILLARS } from "./pillars";
import { strongestPillar, weakestPillar } from "./recommendations";
import { type LearnerStats, pillarModuleCounts } from "./stats";

/** spec 1 §3: the statistics the assistant reads. */
export type AssistantStats = Pick<
  LearnerStats,
  | "totalModulesCompleted"
  | "favoriteCategory"
  | "purposeModules"
  | "innovationModules"
  | "valueModules"
  | "optimizationModules"
  | "transformationModules"
  | "currentStreak"
>;

export interface AssistantContext {
  firstName?: string | null;
  /** titles of the learner's current recommendations, best first */
  recommendedTitles?: string[];
}

export interface AssistantReply {
  content: string;
  suggestions: string[];
}

/** spec 1 §2: the assistant's quick tips. */
export const QUICK_TIP_LABELS = ["Quick tip", "Next steps", "Motivation"] as const;
export type QuickTipLabel = (typeof QUICK_TIP_LABELS)[number];

// Each chip matches a keyword rule, so sending it gets a useful answer.
const SUGGESTIONS = {
  next: "What should I learn next?",
  progress: "How is my PIVOT progress?",
  motivation: "Motivate me to keep my streak",
  quickWin: "Recommend a quick win",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const withArticle = (word: string) => `${/^[AEIOU]/.test(word) ? "an" : "a"} ${word}`;

function pillarSummary(stats: AssistantStats) {
  const counts = pillarModuleCounts(stats);
  return { counts, weakest: weakestPillar(counts), strongest: strongestPillar(counts) };
}

function streakLine(streak: number): string {
  if (streak === 0) return "Complete a module today to start a new streak.";
  return `You are on a ${streak}-day streak; one module today makes it ${streak + 1}.`;
}

/** spec 1 §4/§9: a locally generated reply, chosen by keyword (case-insensitive). */
export function assistantReply(message: string, stats: AssistantStats, context: AssistantContext = {}): AssistantReply {
  const text = message.toLowerCase();
  const { counts, weakest, strongest } = pillarSummary(stats);
  const completed = stats.totalModulesCompleted;

  if (text.includes("next") || text.includes("recommend")) {
    const titles = context.recommendedTitles?.slice(0, 2) ?? [];
    const picks = titles.length > 0 ? ` Good picks right now: ${titles.map((t) => `"${t}"`).join(" and ")}.` : "";
    const favorite = stats.favoriteCategory
      ? ` You have done most in ${stats.favoriteCategory}; ${withArticle(weakest)} module adds breadth.`
      : "";
    return {
      content: `Focus on ${weakest} next: it is your least explored pillar with ${plural(counts[weakest], "completed module")}.${picks}${favorite}`,
      suggestions: [SUGGESTIONS.quickWin, SUGGESTIONS.progress, SUGGESTIONS.motivation],
    };
  }

  if (text.includes("pivot") || text.includes("progress")) {
    const breakdown = PILLARS.map((p) => `${p} ${counts[p]}`).join(", ");
    const balance =
      counts[strongest] === counts[weakest]
        ? "Your pillars are evenly balanced."
        : `${strongest} is your strongest pillar; ${weakest} has the most room to grow.`;
    return {
      content: `You have completed ${plural(completed, "module")}: ${breakdown}. ${balance}`,
      suggestions: [SUGGESTIONS.next, SUGGESTIONS.quickWin, SUGGESTIONS.motivation],
    };
  }

  if (text.includes("motivat") || text.includes("streak")) {
    const done = completed > 0 ? `You have already completed ${plural(completed, "module")}. ` : "";
    return {
      content: `${done}${streakLine(stats.currentStreak)} Small, regular sessions are what move an organisation from compliance to transformation.`,
      suggestions: [SUGGESTIONS.next, SUGGESTIONS.progress, SUGGESTIONS.quickWin],
    };
  }

  const greeting = context.firstName ? `Hi ${context.firstName}! ` : "Hi! ";
  const favorite = stats.favoriteCategory ? `, most of them in ${stats.favoriteCategory}` : "";
  return {
    content: `${greeting}You have completed ${plural(completed, "module")}${favorite}. Ask me what to learn next, how your PIVOT progress looks, or for a boost to keep your streak going.`,
    suggestions: [SUGGESTIONS.next, SUGGESTIONS.progress, SUGGESTIONS.motivation],
  };
}

/** The three quick tips, in QUICK_TIP_LABELS order. */
export function quickTips(stats: AssistantStats): { label: QuickTipLabel; text: string }[] {
  const { counts, weakest } = pillarSummary(stats);
  return [
    { label: "Quick tip", text: "Short on time? Modules of 20 minutes or less fit between meetings." },
    {
      label: "Next steps",
      text: `Try ${withArticle(weakest)} module: you have ${plural(counts[weakest], "completed module")} in that pillar.`,
    },
    { label: "Motivation", text: streakLine(stats.currentStreak) },
  ];
}
