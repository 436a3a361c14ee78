import type { CertificateRequirements } from "./certificate-requirements";
import type { Pillar } from "./pillars";
import { plural } from "./plural";
import { type Scenario, scenarioSeconds } from "./scenarios";

/**
 * Issue 46 item 1 (decision 375): a module's stated duration is the time its content takes a learner,
 * computed from the content, never typed in. The figures below are the rule; every screen, the API,
 * pathways' totals and certificates' CPD hours read what they give.
 */

/** Reading speed for professional non-fiction read to be understood (not skimmed). */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * One knowledge-check question: reading a scenario stem and four options (about 50 words, 15 s at
 * 200 words a minute), deciding, and reading the feedback. One minute an item is the allowance
 * assessment designers use for single-best-answer questions. Counted per question drawn for one attempt.
 */
export const SECONDS_PER_CHECK_QUESTION = 60;

/**
 * Exercises written into a module's body, by kind: the time to do them beyond reading their text,
 * which the word count already holds. A reflection asks for a few sentences of the learner's own; an
 * exercise asks them to apply the module to their own case (a short worksheet, a draft, a plan).
 */
export const ACTIVITY_MINUTES = { reflection: 3, exercise: 5 } as const;
export type ActivityKind = keyof typeof ACTIVITY_MINUTES;

/** CPD hours are recorded to the quarter hour, rounded down so a certificate never claims more than its content. */
export const CPD_HOUR_STEP = 0.25;

/** The line a certificate carries under its CPD hours. */
export const CPD_ROUNDING_NOTE =
  "CPD hours are the learning time of the certificate's modules (reading, media, exercises and knowledge checks), rounded down to the nearest quarter hour.";

export interface LearningTimeInput {
  /** Words of the module's body as a learner reads it (see countReadingWords). */
  words: number;
  /** Running time of the module's video and audio, in seconds. */
  mediaSeconds: number;
  /** Questions one knowledge-check attempt draws (0 when the module has no check). */
  checkQuestions: number;
  /** Exercises in the body, by kind. */
  activities: readonly ActivityKind[];
  /** One play of each of the module's branching scenarios, in seconds (scenarioSeconds). */
  scenarioSeconds?: number;
}

export interface LearningTime {
  readingSeconds: number;
  mediaSeconds: number;
  activitySeconds: number;
  checkSeconds: number;
  scenarioSeconds: number;
  totalSeconds: number;
  /** What a screen shows: whole minutes, at least 1. */
  minutes: number;
}

export function learningTime(input: LearningTimeInput): LearningTime {
  const readingSeconds = (Math.max(0, input.words) * 60) / READING_WORDS_PER_MINUTE;
  const mediaSeconds = Math.max(0, input.mediaSeconds);
  const activitySeconds = input.activities.reduce((sum, kind) => sum + ACTIVITY_MINUTES[kind] * 60, 0);
  const checkSeconds = Math.max(0, input.checkQuestions) * SECONDS_PER_CHECK_QUESTION;
  const scenarios = Math.max(0, input.scenarioSeconds ?? 0);
  const totalSeconds = readingSeconds + mediaSeconds + activitySeconds + checkSeconds + scenarios;
  return {
    readingSeconds,
    mediaSeconds,
    activitySeconds,
    checkSeconds,
    scenarioSeconds: scenarios,
    totalSeconds,
    minutes: Math.max(1, Math.round(totalSeconds / 60)),
  };
}

/** A word: letters or digits, joined by an apostrophe or hyphen ("don't", "twenty-five", "2026"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * The words a learner reads in a markdown body: link targets, image addresses, HTML tags, code-fence
 * markers and markdown punctuation are not read, the text of links and images' alt text is.
 */
export function countReadingWords(markdown: string): number {
  const text = markdown
    .replace(/^```.*$/gm, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  return text.match(WORD)?.length ?? 0;
}

/**
 * The exercises a body holds: a heading that starts "Reflection:" or "Exercise:" (any level), e.g.
 * "### Exercise: map your heat risks". Authors write exercises this way so the rule can count them.
 */
export function bodyActivities(markdown: string): ActivityKind[] {
  const found: ActivityKind[] = [];
  for (const match of markdown.matchAll(/^#{2,6}\s+(Reflection|Exercise)\s*:/gim)) {
    found.push(match[1].toLowerCase() as ActivityKind);
  }
  return found;
}

/** Hours rounded down to the quarter hour: 2.49 h → 2.25, 0.2 h → 0. */
export function cpdHoursFrom(totalSeconds: number): number {
  const hours = Math.max(0, totalSeconds) / 3600;
  // The small epsilon keeps an exact quarter (0.75 h built from float seconds) on its step.
  return Math.floor(hours / CPD_HOUR_STEP + 1e-9) * CPD_HOUR_STEP;
}

/** "1 CPD hour", "0.75 CPD hours", "2.5 CPD hours". */
export const formatCpdHours = (hours: number): string => plural(hours, "CPD hour", "CPD hours");

/** A pathway's or module's total as a person reads it: "8 min", "1 h 5 min", "2 h". */
export function formatLearningMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Hours from seconds, to two decimals (a pathway's estimatedHours). */
export const hoursFrom = (totalSeconds: number): number => Math.round((Math.max(0, totalSeconds) / 3600) * 100) / 100;

export interface TimedModule {
  slug: string;
  pivotPillar: Pillar;
  totalSeconds: number;
}

/**
 * The learning a certificate's requirements take at least: every named module and every module of a
 * named pathway once, and for "N modules of a pillar" the pillar's modules already counted plus its
 * shortest others up to N (a learner may choose those). Assessments are tools, not modules, and add
 * nothing. Unknown slugs count nothing.
 */
export function certificateLearningSeconds(
  requirements: CertificateRequirements,
  modules: readonly TimedModule[],
  pathways: readonly { slug: string; modules: readonly string[] }[],
): number {
  const bySlug = new Map(modules.map((m) => [m.slug, m]));
  const required = new Set<string>(requirements.modules ?? []);
  if (requirements.pathway) {
    for (const slug of pathways.find((p) => p.slug === requirements.pathway)?.modules ?? []) required.add(slug);
  }
  for (const { pillar, count } of requirements.pillarModules ?? []) {
    const already = [...required].filter((slug) => bySlug.get(slug)?.pivotPillar === pillar).length;
    const others = modules
      .filter((m) => m.pivotPillar === pillar && !required.has(m.slug))
      .sort((a, b) => a.totalSeconds - b.totalSeconds || a.slug.localeCompare(b.slug));
    for (const m of others.slice(0, Math.max(0, count - already))) required.add(m.slug);
  }
  return [...required].reduce((sum, slug) => sum + (bySlug.get(slug)?.totalSeconds ?? 0), 0);
}

/** What the rule reads from a module's content. */
export interface ModuleContentFacts {
  /** The markdown body; a module without one has no duration yet. */
  content: string | null;
  /** The module's built video or audio (content/media/manifest.json). */
  media: { kind: "video" | "audio"; durationSeconds: number } | null;
  /** A podcast the module plays (front matter or an admin's upload), in seconds. */
  podcastSeconds: number | null;
  /** Questions one knowledge-check attempt draws: the bank's draw size, or the bank if smaller. */
  checkQuestions: number;
  /**
   * The module's branching scenarios (issue 46 item 3): each counts one play along its longest path,
   * read at 200 words a minute, plus a minute a decision (domain/scenarios.ts, scenarioSeconds).
   */
  scenarios?: readonly Scenario[];
}

/**
 * A module's learning time from its content. A podcast replaces the built audio (it is the audio the
 * module plays); a video plays besides it. Null while the module has no body.
 */
export function moduleLearningTime(facts: ModuleContentFacts): LearningTime | null {
  if (facts.content === null || facts.content.trim() === "") return null;
  const video = facts.media?.kind === "video" ? facts.media.durationSeconds : 0;
  const audio = facts.podcastSeconds ?? (facts.media?.kind === "audio" ? facts.media.durationSeconds : 0);
  return learningTime({
    words: countReadingWords(facts.content),
    mediaSeconds: video + audio,
    checkQuestions: facts.checkQuestions,
    activities: bodyActivities(facts.content),
    scenarioSeconds: (facts.scenarios ?? []).reduce((sum, s) => sum + scenarioSeconds(s, READING_WORDS_PER_MINUTE), 0),
  });
}
