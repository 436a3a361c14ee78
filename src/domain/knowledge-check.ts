/**
 * Graded knowledge checks (issue 22): the question bank's rules, the draw, scoring and the
 * cool-down. Pure: randomness comes from a seed the caller stores, time from a parameter.
 */

export const QUESTION_TYPES = ["single", "multiple", "true_false"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuestionOption {
  id: string;
  text: string;
}

export interface BankQuestion {
  /** Stable key from the bank file, e.g. "jedi-foundations-q3". */
  id: string;
  type: QuestionType;
  text: string;
  options: readonly QuestionOption[];
  /** Option ids of the right answers. */
  correct: readonly string[];
  /** Explains the right answer; shown after submission. */
  feedback: string;
}

export interface KnowledgeCheckSettings {
  /** Questions drawn for one attempt. */
  drawSize: number;
  /** Whole per cent needed to pass. */
  passMark: number;
  /** Minutes a learner waits after a submitted attempt before starting another. */
  cooldownMinutes: number;
}

/** issue 22 item 1: 5 questions, pass mark 80 %, unlimited attempts with a 0-minute cool-down. */
export const DEFAULT_CHECK_SETTINGS: KnowledgeCheckSettings = { drawSize: 5, passMark: 80, cooldownMinutes: 0 };

/** issue 22 item 1: at least 8 questions a module. */
export const MIN_BANK_SIZE = 8;

/** How long a started attempt may be submitted: long enough to reread the module, short enough to be one sitting. */
export const ATTEMPT_DURATION_MINUTES = 120;

/** A question's text as compared for duplicates: case and runs of spaces do not count. */
export const normalisedQuestionText = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-GB");
const normalised = normalisedQuestionText;

/**
 * What is wrong with one question, in words an author can act on: single and true/false questions
 * have exactly one right option, multiple-choice two or more but not all, every right id names an
 * option, option ids and texts are unique, feedback is present.
 */
export function questionProblems(q: BankQuestion): string[] {
  const problems: string[] = [];
  const where = q.id || "(question without id)";
  if (!q.text?.trim()) problems.push(`${where}: the question has no text`);
  if (!q.feedback?.trim()) problems.push(`${where}: the question has no feedback`);
  const optionIds = q.options.map((o) => o.id);
  if (new Set(optionIds).size !== optionIds.length) problems.push(`${where}: two options share an id`);
  const optionTexts = q.options.map((o) => normalised(o.text));
  if (new Set(optionTexts).size !== optionTexts.length) problems.push(`${where}: two options have the same text`);
  if (q.options.some((o) => !o.text?.trim())) problems.push(`${where}: an option has no text`);
  const unknown = q.correct.filter((id) => !optionIds.includes(id));
  if (unknown.length > 0) problems.push(`${where}: right answers ${unknown.join(", ")} are not options`);
  if (new Set(q.correct).size !== q.correct.length) problems.push(`${where}: a right answer is listed twice`);
  const right = new Set(q.correct).size;
  if (q.type === "true_false") {
    if (q.options.length !== 2) problems.push(`${where}: a true/false question has exactly two options`);
    if (right !== 1) problems.push(`${where}: a true/false question has exactly one right option (has ${right})`);
  } else if (q.type === "single") {
    if (q.options.length < 2) problems.push(`${where}: a single-choice question needs at least two options`);
    if (right !== 1) problems.push(`${where}: a single-choice question has exactly one right option (has ${right})`);
  } else if (q.type === "multiple") {
    if (right < 2) problems.push(`${where}: a multiple-choice question has at least two right options (has ${right})`);
    if (right >= q.options.length) problems.push(`${where}: a multiple-choice question cannot have every option right`);
  } else {
    problems.push(`${where}: unknown question type "${String(q.type)}"`);
  }
  return problems;
}

/** Every problem of a bank: its questions', duplicates across questions, and too few to draw from. */
export function bankProblems(questions: readonly BankQuestion[], drawSize: number): string[] {
  const problems = questions.flatMap(questionProblems);
  const seenIds = new Set<string>();
  const seenTexts = new Set<string>();
  for (const q of questions) {
    if (seenIds.has(q.id)) problems.push(`${q.id}: two questions share this id`);
    seenIds.add(q.id);
    const text = normalised(q.text);
    if (seenTexts.has(text)) problems.push(`${q.id}: the same question text appears twice`);
    seenTexts.add(text);
  }
  if (questions.length < drawSize) {
    problems.push(`the bank has ${questions.length} questions, fewer than the ${drawSize} a check draws`);
  }
  return problems;
}

/** Mulberry32: a small, fast, deterministic source of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A Fisher-Yates shuffle driven by the random source; the input is not changed. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface DrawnQuestion<K> {
  question: K;
  /** Option ids in the order the learner sees them. */
  optionOrder: string[];
}

/**
 * issue 22 item 1: `drawSize` questions in random order, each with its options shuffled. The same
 * seed and bank give the same draw. True/false questions keep True before False: shuffling them helps
 * nobody and reads oddly.
 *
 * issue 47 item 2: given when the learner last saw each question (`lastSeenAt`: epoch milliseconds, or
 * null for never), a retake draws the questions never seen first, then the least recently seen, so a
 * bank of three times the draw gives three attempts with no question twice. The chosen questions are
 * then shuffled again, so the unseen ones do not always come first.
 */
export function drawQuestions<Q extends { options: readonly QuestionOption[]; type: QuestionType }>(
  bank: readonly Q[],
  drawSize: number,
  seed: number,
  lastSeenAt?: (question: Q) => number | null,
): DrawnQuestion<Q>[] {
  const random = seededRandom(seed);
  const size = Math.min(drawSize, bank.length);
  let chosen = shuffled(bank, random);
  if (lastSeenAt) {
    const seen = new Map(chosen.map((q) => [q, lastSeenAt(q) ?? Number.NEGATIVE_INFINITY]));
    // A stable sort keeps the shuffled order among questions seen at the same moment (or never).
    const byLastSeen = [...chosen].sort((a, b) => (seen.get(a) ?? 0) - (seen.get(b) ?? 0));
    chosen = shuffled(byLastSeen.slice(0, size), random);
  }
  return chosen.slice(0, size).map((question) => ({
    question,
    optionOrder:
      question.type === "true_false"
        ? question.options.map((o) => o.id)
        : shuffled(
            question.options.map((o) => o.id),
            random,
          ),
  }));
}

/** A question is answered right only when the chosen set equals the right set (no partial credit). */
export function isAnsweredRight(chosen: readonly string[] | undefined, correct: readonly string[]): boolean {
  if (!chosen) return false;
  const picked = new Set(chosen);
  const right = new Set(correct);
  return picked.size === right.size && [...right].every((id) => picked.has(id));
}

/**
 * The score in whole per cent, rounded down, so a score that reads as the pass mark always passes:
 * 4 of 5 = 80, 5 of 6 = 83, 4 of 6 = 66 (66.7 is not 67 %), 0 questions = 0.
 */
export function scorePercent(right: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((right * 100) / total);
}

export const isPass = (score: number, passMark: number) => score >= passMark;

export interface ScoredQuestion<K> {
  question: K;
  correct: boolean;
}

/** Marks every drawn question against the answers (a question left unanswered is wrong). */
export function scoreAttempt<K>(
  drawn: readonly { question: K; correct: readonly string[] }[],
  answers: ReadonlyMap<K, readonly string[]>,
  passMark: number,
): { questions: ScoredQuestion<K>[]; right: number; scorePercent: number; passed: boolean } {
  const questions = drawn.map((d) => ({
    question: d.question,
    correct: isAnsweredRight(answers.get(d.question), d.correct),
  }));
  const right = questions.filter((q) => q.correct).length;
  const score = scorePercent(right, drawn.length);
  return { questions, right, scorePercent: score, passed: isPass(score, passMark) };
}

/**
 * Seconds until another attempt may start after one submitted at `lastSubmittedAt` (0: now). The
 * default cool-down is 0 minutes, so attempts are unlimited and immediate.
 */
export function cooldownRemainingSeconds(lastSubmittedAt: Date | null, cooldownMinutes: number, now: Date): number {
  if (!lastSubmittedAt || cooldownMinutes <= 0) return 0;
  const readyAt = lastSubmittedAt.getTime() + cooldownMinutes * 60_000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}

/** When an attempt started at `startedAt` stops accepting answers. */
export const attemptExpiry = (startedAt: Date, minutes = ATTEMPT_DURATION_MINUTES) =>
  new Date(startedAt.getTime() + minutes * 60_000);

// ---- Compliance-grade checks (issue 47 item 2) ----

/**
 * What one organisation chose for a module's check: each setting may only tighten the module's own
 * (null: the module's setting). `showAnswersAfterPass` false keeps the answers hidden even after a pass.
 */
export interface OrganizationCheckRule {
  attemptLimit: number | null;
  cooldownMinutes: number | null;
  passMark: number | null;
  showAnswersAfterPass: boolean;
}

/** The rules a learner's attempt runs under: the module's settings tightened by their organisations. */
export interface EffectiveCheckRules {
  passMark: number;
  cooldownMinutes: number;
  /** Attempts allowed until a pass; null: unlimited. */
  attemptLimit: number | null;
  showAnswersAfterPass: boolean;
}

/** The most attempts an organisation may set as its limit. */
export const MAX_ATTEMPT_LIMIT = 10;

/**
 * The strictest of the module's settings and every rule of the learner's organisations: the highest pass
 * mark and cool-down, the lowest attempt limit, answers shown only if every organisation allows it. A
 * pass mark or cool-down below the module's own is ignored, so no organisation can loosen the check.
 */
export function effectiveCheckRules(
  module: { passMark: number; cooldownMinutes: number },
  rules: readonly OrganizationCheckRule[],
): EffectiveCheckRules {
  const limits = rules.flatMap((r) => (r.attemptLimit === null ? [] : [r.attemptLimit]));
  return {
    passMark: Math.max(module.passMark, ...rules.map((r) => r.passMark ?? 0)),
    cooldownMinutes: Math.max(module.cooldownMinutes, ...rules.map((r) => r.cooldownMinutes ?? 0)),
    attemptLimit: limits.length > 0 ? Math.min(...limits) : null,
    showAnswersAfterPass: rules.every((r) => r.showAnswersAfterPass),
  };
}

export interface AttemptHistory {
  /** Attempts started since the learner last passed (all of them when never passed). */
  attemptsSincePass: number;
  lastSubmittedAt: Date | null;
}

export type AttemptAllowance =
  | { allowed: true; attemptsLeft: number | null }
  | { allowed: false; reason: "limit"; attemptsLeft: 0 }
  | { allowed: false; reason: "cooldown"; attemptsLeft: number | null; nextAttemptAt: Date; waitSeconds: number };

/**
 * Whether another attempt may start now: the attempt limit counts every attempt started since the last
 * pass (a pass begins a new allowance, so next year's retake is not blocked by this year's tries); the
 * cool-down runs from the last submission.
 */
export function attemptAllowance(rules: EffectiveCheckRules, history: AttemptHistory, now: Date): AttemptAllowance {
  const attemptsLeft = rules.attemptLimit === null ? null : Math.max(0, rules.attemptLimit - history.attemptsSincePass);
  if (attemptsLeft === 0) return { allowed: false, reason: "limit", attemptsLeft: 0 };
  const waitSeconds = cooldownRemainingSeconds(history.lastSubmittedAt, rules.cooldownMinutes, now);
  if (waitSeconds > 0) {
    return {
      allowed: false,
      reason: "cooldown",
      attemptsLeft,
      nextAttemptAt: new Date(now.getTime() + waitSeconds * 1000),
      waitSeconds,
    };
  }
  return { allowed: true, attemptsLeft };
}

/** A cool-down in words: "30 minutes", "24 hours", "1 hour 30 minutes", "7 days". */
export function durationInWords(minutes: number): string {
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return unit(minutes, "minute");
  if (minutes % 60 !== 0) return `${unit(Math.floor(minutes / 60), "hour")} ${unit(minutes % 60, "minute")}`;
  const hours = minutes / 60;
  if (hours <= 48 || hours % 24 !== 0) return unit(hours, "hour");
  return unit(hours / 24, "day");
}

/** The rules an attempt runs under, in one line: "3 attempts allowed · 24 hours between attempts · pass mark 80%". */
export function checkRulesLine(rules: { attemptLimit: number | null; cooldownMinutes: number; passMark: number }) {
  const attempts =
    rules.attemptLimit === null
      ? "Unlimited attempts"
      : `${rules.attemptLimit} ${rules.attemptLimit === 1 ? "attempt" : "attempts"} allowed`;
  const wait = rules.cooldownMinutes > 0 ? `${durationInWords(rules.cooldownMinutes)} between attempts` : null;
  return [attempts, wait, `pass mark ${rules.passMark}%`].filter(Boolean).join(" · ");
}

const wordsOf = (text: string) =>
  ` ${text
    .toLocaleLowerCase("en-GB")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** The headings of a module's body (its "## " lines), in order: the places feedback points back to. */
export const sectionHeadings = (markdown: string | null): string[] =>
  (markdown ?? "").split("\n").flatMap((line) => (/^#{2,3} \S/.test(line) ? [line.replace(/^#+ /, "").trim()] : []));

/**
 * Where a question's principle is explained, for the feedback after a failed attempt: the heading of the
 * module's section that the feedback names ("The section on what allyship is and is not says…" →
 * "What allyship is and is not"; "Exercise 2 explains…" → "Exercise 2: Practise the leader behaviours").
 * It sends the learner back to the module without giving the answer away. Null when the feedback names
 * no section of the module, or the heading's own words hold a right option.
 */
export function reviewLocation(
  feedback: string,
  headings: readonly string[],
  rightOptionTexts: readonly string[],
): string | null {
  // Words compared by their stems, so "starting from community needs" names "Start from community needs".
  const stems = (text: string) =>
    wordsOf(text)
      .split(" ")
      .map((w) => w.replace(/(ing|ed|es|e|s)$/, ""))
      .join(" ");
  const text = stems(feedback);
  // What the feedback calls the place, up to the verb or comma after it: "the section on language".
  const phrase =
    /\b(?:sections? (?:on|about|asking|with)|the) ((?:[^\s,.;:]+ ){0,7}?[^\s,.;:]+?)(?=,| (?:says|explains|lists|describes|states|warns|recommends|suggests|asks|notes|gives|shows|defines|places|makes|calls|names|covers|argues|stresses|highlights|identifies|offers|outlines|uses|includes|advises|begins|closes|reports|also)\b)/i.exec(
      feedback,
    )?.[1];
  const named = phrase ? stems(phrase.replace(/^sections? (?:on|about|asking|with) /i, "")) : null;
  let best: { heading: string; score: number } | null = null;
  for (const heading of headings) {
    const full = stems(heading);
    const exercise = /^ (exercis \d+) /.exec(full)?.[1];
    let score = 0;
    if (text.includes(` section on${full}`) || text.includes(` section${full}`)) score = 300;
    else if (exercise !== undefined && text.includes(` ${exercise} `)) score = 250;
    else if (full === " introduction " && text.includes(" the introduction ")) score = 250;
    else if (named && (full.startsWith(named) || full.endsWith(named))) score = 200;
    else if (named && full.trim().split(" ").length >= 3 && named.includes(full)) score = 150;
    if (score === 0) continue;
    score += full.trim().split(" ").length;
    if (!best || score > best.score) best = { heading, score };
  }
  const found = best?.heading ?? closestSection(text, headings, stems);
  if (!found) return null;
  const heading = wordsOf(found);
  const givesAway = rightOptionTexts.some((o) => wordsOf(o).trim() !== "" && heading.includes(wordsOf(o)));
  return givesAway ? null : found;
}

/** Sections every module has, which explain no particular principle. */
const GENERIC_SECTIONS =
  /^ (introduction|key takeaways|further reading|law and standards in this module|what to do on monday|common mistakes) $/;
/** Short words that say nothing about a section's subject. */
const MIN_STEM = 4;

/**
 * When the feedback names no section: the section whose heading shares the most words with it (at least
 * two of four letters or more), among the sections that teach something of their own.
 */
function closestSection(feedback: string, headings: readonly string[], stems: (text: string) => string) {
  const said = new Set(
    feedback
      .trim()
      .split(" ")
      .filter((w) => w.length >= MIN_STEM),
  );
  let best: { heading: string; shared: number } | null = null;
  for (const heading of headings) {
    const full = stems(heading);
    if (GENERIC_SECTIONS.test(full) || GENERIC_SECTIONS.test(wordsOf(heading))) continue;
    const shared = new Set(
      full
        .trim()
        .split(" ")
        .filter((w) => w.length >= MIN_STEM && said.has(w)),
    ).size;
    if (shared >= 2 && (!best || shared > best.shared)) best = { heading, shared };
  }
  return best?.heading ?? null;
}
