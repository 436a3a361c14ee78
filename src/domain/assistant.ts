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

// ---- The assistant grounded in the catalogue (issue 26 item 6) ----

/**
 * Personal intent: the keyword rules above (spec 1 §9) plus words only a question about one's own
 * learning uses. Such a question gets the local personal reply at once; any other question is a
 * question about the catalogue and goes to the module search (POST /api/assistant/ask).
 */
const PERSONAL_PATTERN =
  /\b(next|recommend\w*|pivot|progress\w*|motivat\w*|streaks?|my (learning|pillars?|goals?|weekly goal|certificates?|modules?|stats)|pillars?|weekly goal|completed|quick win)\b/i;

export function isPersonalQuestion(message: string): boolean {
  return message.trim() === "" || PERSONAL_PATTERN.test(message);
}

/**
 * Words that say how a question is asked, not what it is about; the search drops them so that "How do
 * I set up…" or "What do I need to…" does not match every module that says "set" or "need". The
 * database stems them with the same English configuration as the module texts.
 */
export const QUESTION_NOISE_WORDS =
  "need needs want know learn learning tell explain help better best good way ways thing things something make get use set setting start starting module modules course courses please really";

/** One module section the search found (server/features/assistant). */
export interface CatalogueHit {
  moduleId: number;
  title: string;
  section: string | null;
  passage: string;
}

export const NO_MATCH_REPLY =
  "I could not find a module about that. Browse the Content Library to see every module, or ask about another topic.";

/** A ts_headline passage made readable: markdown markers removed, whitespace collapsed, ellipses where cut. */
export function cleanPassage(raw: string): string {
  const text = raw
    .replace(/^\s*#{1,6}\s+/gm, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/\*\*|__|`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return "";
  const lead = /^[A-Z0-9"“(…]/.test(text) ? "" : "…";
  const tail = /[.!?:)"”…]$/.test(text) ? "" : "…";
  return `${lead}${text}${tail}`;
}

/** The answer from the search alone: the modules found, best first, each with its section and passage. */
export function catalogueReply(hits: CatalogueHit[]): AssistantReply {
  if (hits.length === 0) return { content: NO_MATCH_REPLY, suggestions: [SUGGESTIONS.next, SUGGESTIONS.progress] };
  const [best, ...others] = hits;
  const where = (h: CatalogueHit) => (h.section ? `"${h.title}" (section "${h.section}")` : `"${h.title}"`);
  const more = others.length > 0 ? ` Also relevant: ${others.map(where).join("; ")}.` : "";
  return {
    content: `The module ${where(best)} covers this: ${best.passage}${more}`,
    suggestions: [SUGGESTIONS.next, SUGGESTIONS.progress],
  };
}

/**
 * The module ids a model's answer cites as [module:ID]; the answer is accepted only when it cites at
 * least one and every one it cites is among the passages it was given.
 */
export function citedModuleIds(answer: string): number[] {
  return [...answer.matchAll(/\[module:(\d+)\]/g)].map((m) => Number(m[1]));
}

export function citesOnly(answer: string, allowed: number[]): boolean {
  const cited = citedModuleIds(answer);
  return cited.length > 0 && cited.every((id) => allowed.includes(id));
}

/** The model's answer for display: its [module:ID] markers become the module's title in quotes. */
export function renderCitations(answer: string, titles: Map<number, string>): string {
  return answer
    .replace(/\s*\[module:(\d+)\]/g, (_m, id: string) => {
      const title = titles.get(Number(id));
      return title ? ` ("${title}")` : "";
    })
    .trim();
}
