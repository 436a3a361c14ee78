/**
 * The confidential inclusion survey an organisation runs (issue 25 item 2): spec 2 §3 "Alternative
 * survey questions" (four required, two optional) plus optional demographic questions, the rules of
 * spec 2 §9 "Workplace discussion" (survey recommended for 50+ employees, two-week minimum response
 * window, follow-up in 6 months), and the anonymity rule: a group is shown only with 10 or more
 * responses; smaller groups are merged into "Other", and never so that a hidden group can be worked out
 * by subtraction. Pure: the server and the browser share it.
 */

import { addMonths } from "date-fns";
import { JEDI_CATEGORIES, type JediCategory } from "./jedi-assessment";
import { DISCUSSION_RULES, SURVEY_QUESTIONS, type SurveyQuestion } from "./jedi-discussion";

export const SURVEY_RULES = {
  /** spec 2 §9: "survey recommended for 50+ employees" (advice, not a block). */
  recommendedFrom: DISCUSSION_RULES.surveyRecommendedFrom,
  /** spec 2 §9: "two-week minimum response window". */
  minimumWindowDays: DISCUSSION_RULES.responseWindowDays,
  /** spec 2 §9: "follow-up in 6 months". */
  followUpMonths: DISCUSSION_RULES.followUpMonths,
  /** The smallest group whose answers are shown, in counted respondents (countsTowardsThreshold). */
  anonymityThreshold: 10,
  /** A respondent counts towards the threshold only after this many days of membership at launch (decision 390). */
  countedMemberDays: 14,
  /** The longest response window the launch form accepts. */
  maximumWindowDays: 90,
} as const;

export const OTHER_GROUP = "Other";
export const NO_DEPARTMENT = "No department";
export const NOT_STATED = "Not stated";

/** Optional questions about the respondent, for grouping results; every one may be skipped. */
export const DEMOGRAPHIC_QUESTIONS: readonly SurveyQuestion[] = [
  {
    id: "gender",
    question: "Gender (optional)",
    type: "multiple-choice",
    required: false,
    choices: ["Female", "Male", "Non-binary", "Prefer not to say"],
  },
  {
    id: "ethnicity",
    question: "Ethnicity (optional)",
    type: "multiple-choice",
    required: false,
    choices: ["White", "Black", "Asian", "Mixed", "Other", "Prefer not to say"],
  },
  {
    id: "age",
    question: "Age band (optional)",
    type: "multiple-choice",
    required: false,
    choices: ["18-25", "26-35", "36-45", "46-55", "56-65", "65+", "Prefer not to say"],
  },
  {
    id: "disability",
    question: "Do you consider yourself to have a disability? (optional)",
    type: "multiple-choice",
    required: false,
    choices: ["No", "Yes", "Prefer not to say"],
  },
];

export const GROUP_DIMENSIONS = ["department", "gender", "ethnicity", "age", "disability"] as const;
export type GroupDimension = (typeof GROUP_DIMENSIONS)[number];
export const GROUP_DIMENSION_LABELS: Record<GroupDimension, string> = {
  department: "Department",
  gender: "Gender",
  ethnicity: "Ethnicity",
  age: "Age band",
  disability: "Disability",
};

/** The questions a survey asks: spec 2's six, then the demographic ones when the survey includes them. */
export const surveyQuestionsOf = (includeDemographics: boolean): SurveyQuestion[] => [
  ...SURVEY_QUESTIONS,
  ...(includeDemographics ? DEMOGRAPHIC_QUESTIONS : []),
];

export const MAX_TEXT_ANSWER = 2000;

export interface AnswerIssue {
  path: string;
  message: string;
}

/**
 * The problems with one response: a required question unanswered, a scale outside 1-5, a choice not
 * offered, a text too long, a question the survey does not ask.
 */
export function responseIssues(
  answers: Readonly<Record<string, string | undefined>>,
  includeDemographics: boolean,
): AnswerIssue[] {
  const questions = surveyQuestionsOf(includeDemographics);
  const issues: AnswerIssue[] = [];
  for (const key of Object.keys(answers))
    if (!questions.some((q) => q.id === key))
      issues.push({ path: `answers.${key}`, message: "This survey does not ask that question" });
  for (const q of questions) {
    const value = (answers[q.id] ?? "").trim();
    if (!value) {
      if (q.required) issues.push({ path: `answers.${q.id}`, message: "This question is required" });
      continue;
    }
    if (q.type === "scale" && !/^[1-5]$/.test(value))
      issues.push({ path: `answers.${q.id}`, message: "Choose a rating from 1 to 5" });
    if (q.type === "multiple-choice" && !q.choices?.includes(value))
      issues.push({ path: `answers.${q.id}`, message: "Choose one of the options" });
    if (q.type === "text" && value.length > MAX_TEXT_ANSWER)
      issues.push({ path: `answers.${q.id}`, message: `At most ${MAX_TEXT_ANSWER} characters` });
  }
  return issues;
}

/** The answers as stored: trimmed, blanks left out. */
export function cleanAnswers(answers: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).flatMap(([key, value]) => {
      const trimmed = (value ?? "").trim();
      return trimmed ? [[key, trimmed]] : [];
    }),
  );
}

const dayNumberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The problems with a response window: it opens today or later and lasts at least two weeks (spec 2 §9). */
export function windowIssues(opensOn: string, closesOn: string, today: string): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  if (dayNumberOf(opensOn) < dayNumberOf(today))
    issues.push({ path: "opensOn", message: "The survey cannot open before today" });
  const length = dayNumberOf(closesOn) - dayNumberOf(opensOn);
  if (length < SURVEY_RULES.minimumWindowDays)
    issues.push({
      path: "closesOn",
      message: `The response window must be at least ${SURVEY_RULES.minimumWindowDays} days (a two-week minimum response window)`,
    });
  else if (length > SURVEY_RULES.maximumWindowDays)
    issues.push({
      path: "closesOn",
      message: `The response window can be at most ${SURVEY_RULES.maximumWindowDays} days`,
    });
  return issues;
}

/** spec 2 §9: the follow-up survey is due 6 months after the survey closes. */
export function followUpDate(closesOn: string): string {
  return addMonths(new Date(`${closesOn}T00:00:00Z`), SURVEY_RULES.followUpMonths)
    .toISOString()
    .slice(0, 10);
}

export type SurveyStatus = "scheduled" | "open" | "closed";

/** Open from its first day to its last (inclusive, UTC days), unless closed early. */
export function surveyStatus(
  survey: { opensOn: string; closesOn: string; closedEarly: boolean },
  today: string,
): SurveyStatus {
  if (survey.closedEarly || dayNumberOf(today) > dayNumberOf(survey.closesOn)) return "closed";
  if (dayNumberOf(today) < dayNumberOf(survey.opensOn)) return "scheduled";
  return "open";
}

const dayOf = (dayNumber: number) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);

/**
 * The first day results may be read (decision 390): the day after the last day to answer, or, when the
 * survey was closed early, the day the two-week minimum response window (spec 2 §9) from its opening
 * has passed. Closing early stops answers; it never brings results forward.
 */
export function resultsOpenOn(survey: { opensOn: string; closesOn: string; closedEarly: boolean }): string {
  const afterClose = dayNumberOf(survey.closesOn) + 1;
  if (!survey.closedEarly) return dayOf(afterClose);
  return dayOf(Math.min(afterClose, dayNumberOf(survey.opensOn) + SURVEY_RULES.minimumWindowDays));
}

/** Results are read only once the survey has closed and its response window has passed. */
export const resultsOpen = (
  survey: { opensOn: string; closesOn: string; closedEarly: boolean },
  today: string,
): boolean => surveyStatus(survey, today) === "closed" && dayNumberOf(today) >= dayNumberOf(resultsOpenOn(survey));

/**
 * Whether a person invited at launch counts towards the anonymity threshold (decision 390): a member
 * for at least two weeks before the launch, and not an owner or admin, who could otherwise pad a small
 * audience with accounts of their own (or be the padding) and read one real person's answers.
 */
export function countsTowardsThreshold(person: { role: string; memberSince: Date }, launchedAt: Date): boolean {
  if (person.role === "owner" || person.role === "admin") return false;
  return launchedAt.getTime() - person.memberSince.getTime() >= SURVEY_RULES.countedMemberDays * 86_400_000;
}

/** Below the threshold a survey's sender is told so; it is advice (spec 2 §9), never a block. */
export const belowRecommendedSize = (people: number) => people < SURVEY_RULES.recommendedFrom;

export interface GroupPlan {
  /** Groups shown under their own name, each with at least `threshold` responses. */
  shown: string[];
  /** Groups merged into "Other"; their sum is 0 or at least `threshold`. */
  merged: string[];
  /** False when fewer than `threshold` responses in all: nothing is shown. */
  reportable: boolean;
}

/**
 * Which groups to show and which to merge into "Other". `counts` are counted respondents per group
 * (countsTowardsThreshold); `present` names every group holding any response at all (by default those
 * with a count above 0), so that a group of uncounted respondents only is still protected. A group under
 * the threshold is merged; when the merged groups together are still under the threshold (so the total
 * minus the shown groups would reveal them), the smallest shown groups are merged too until "Other"
 * reaches the threshold. Every number a reader sees (each shown group, "Other", the total) is then a set
 * of at least `threshold` counted responses, and no difference between them is a set smaller than that.
 */
export function planGroups(
  counts: ReadonlyMap<string, number>,
  threshold: number = SURVEY_RULES.anonymityThreshold,
  present: ReadonlySet<string> = new Set([...counts].filter(([, n]) => n > 0).map(([name]) => name)),
): GroupPlan {
  const total = [...counts.values()].reduce((s, n) => s + n, 0);
  if (total < threshold) return { shown: [], merged: [...present].sort(), reportable: false };
  // Smallest first (ties by name), so the groups merged to protect others are the smallest ones.
  const bySize = [...present]
    .map((name): [string, number] => [name, counts.get(name) ?? 0])
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const merged = bySize.filter(([, n]) => n < threshold);
  let shown = bySize.filter(([, n]) => n >= threshold);
  let mergedTotal = merged.reduce((s, [, n]) => s + n, 0);
  while (merged.length > 0 && mergedTotal < threshold && shown.length > 0) {
    const [smallest, ...rest] = shown;
    if (!smallest) break;
    merged.push(smallest);
    mergedTotal += smallest[1];
    shown = rest;
  }
  // One shown group beside a merged "Other" is still fine: both are at least the threshold.
  return {
    shown: shown.map(([name]) => name).sort((a, b) => a.localeCompare(b)),
    merged: merged.map(([name]) => name).sort((a, b) => a.localeCompare(b)),
    reportable: true,
  };
}

/** One response as the results plan sees it: whether it counts, and its group in every dimension. */
export interface PlannedResponse {
  counted: boolean;
  groups: Readonly<Record<GroupDimension, string>>;
}

/** A set of responses a reader can see figures for: the total, a shown group or "Other" of one dimension. */
export interface OfferedView {
  dimension: GroupDimension | null;
  name: string;
  /** Indexes into the planned responses. */
  members: ReadonlySet<number>;
}

/**
 * The four parts two views A and B split the responses into. When one of them is empty, the totals of
 * A, B and everyone together give each of the others exactly (A minus B when B is inside A; A plus B
 * minus everyone when together they cover everyone; everyone minus both when they do not meet), so each
 * must then be empty or hold at least `threshold` counted responses. When all four hold someone, the
 * three totals give nothing but A, B and their complements.
 */
export function pairLeak(
  a: ReadonlySet<number>,
  b: ReadonlySet<number>,
  responses: readonly Pick<PlannedResponse, "counted">[],
  threshold: number = SURVEY_RULES.anonymityThreshold,
): boolean {
  const parts = [
    { size: 0, counted: 0 },
    { size: 0, counted: 0 },
    { size: 0, counted: 0 },
    { size: 0, counted: 0 },
  ];
  responses.forEach((r, i) => {
    const part = parts[(a.has(i) ? 0 : 2) + (b.has(i) ? 0 : 1)];
    if (!part) return;
    part.size++;
    if (r.counted) part.counted++;
  });
  if (parts.every((p) => p.size > 0)) return false;
  return parts.some((p) => p.size > 0 && p.counted < threshold);
}

/** The views one dimension's plan offers: each shown group and "Other" (when it holds anyone). */
function viewsOf(responses: readonly PlannedResponse[], dimension: GroupDimension, plan: GroupPlan): OfferedView[] {
  const views: OfferedView[] = plan.shown.map((name) => ({
    dimension,
    name,
    members: new Set(responses.flatMap((r, i) => (r.groups[dimension] === name ? [i] : []))),
  }));
  const other = new Set(responses.flatMap((r, i) => (plan.merged.includes(r.groups[dimension]) ? [i] : [])));
  if (other.size > 0) views.push({ dimension, name: OTHER_GROUP, members: other });
  return views;
}

export interface ResultsPlan {
  reportable: boolean;
  plans: Record<GroupDimension, GroupPlan>;
  /** Every view the results offer, across all dimensions (the total first). */
  views: OfferedView[];
}

/**
 * The groups of every dimension, planned together (decision 390): each dimension as planGroups plans
 * it, then, while any of its views and any view already offered (the total, earlier dimensions, its
 * own) give a small set by subtraction (pairLeak), its smallest shown group joins "Other"; at the end
 * "Other" is everyone, which leaks nothing. The responses of a closed survey do not change, so every
 * request plans the same groups.
 */
export function planResults(
  responses: readonly PlannedResponse[],
  dimensions: readonly GroupDimension[] = GROUP_DIMENSIONS,
  threshold: number = SURVEY_RULES.anonymityThreshold,
): ResultsPlan {
  const counted = responses.filter((r) => r.counted).length;
  const everyone: OfferedView = { dimension: null, name: "All", members: new Set(responses.map((_, i) => i)) };
  const plans = {} as Record<GroupDimension, GroupPlan>;
  const views: OfferedView[] = [everyone];
  for (const dimension of dimensions) {
    const counts = new Map<string, number>();
    const present = new Set<string>();
    for (const r of responses) {
      const name = r.groups[dimension];
      present.add(name);
      counts.set(name, (counts.get(name) ?? 0) + (r.counted ? 1 : 0));
    }
    let plan = planGroups(counts, threshold, present);
    if (counted < threshold) {
      plans[dimension] = { ...plan, shown: [], reportable: false };
      continue;
    }
    let mine = viewsOf(responses, dimension, plan);
    const leaks = () =>
      mine.some((view) =>
        [...views, ...mine].some(
          (other) => other !== view && pairLeak(view.members, other.members, responses, threshold),
        ),
      );
    while (plan.shown.length > 0 && leaks()) {
      const smallest = [...plan.shown].sort(
        (a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || a.localeCompare(b),
      )[0] as string;
      plan = {
        ...plan,
        shown: plan.shown.filter((name) => name !== smallest),
        merged: [...plan.merged, smallest].sort((a, b) => a.localeCompare(b)),
      };
      mine = viewsOf(responses, dimension, plan);
    }
    plans[dimension] = plan;
    views.push(...mine);
  }
  return { reportable: counted >= threshold, plans, views };
}

/** The group a response falls in for a dimension. */
export function groupOf(
  response: { department: string | null; answers: Readonly<Record<string, string>> },
  dimension: GroupDimension,
): string {
  if (dimension === "department") return response.department ?? NO_DEPARTMENT;
  const value = response.answers[dimension];
  return value && value !== "Prefer not to say" ? value : NOT_STATED;
}

/** Scores 0-100 for the choices of the multiple-choice questions (first choice best); "Not sure" is left out. */
const CHOICE_SCORES: Record<string, readonly (number | null)[]> = {
  advancement_equity: [100, 67, 33, 0, null],
  leadership_representation: [100, 67, 33, 0, null],
};

/** The readiness dimension each scored question speaks to: its pathways come from that dimension. */
export const QUESTION_CATEGORY: Record<string, JediCategory> = {
  inclusion_rating: "inclusion",
  belonging_sense: "inclusion",
  advancement_equity: "equity",
  leadership_representation: "diversity",
};
export const SCORED_QUESTIONS = SURVEY_QUESTIONS.filter((q) => q.type !== "text");
/** An area scoring under this is "low" and recommends pathways (the assessment's threshold, spec 2 §9). */
export const LOW_SCORE = 60;

export interface QuestionSummary {
  questionId: string;
  /** How many answered it. */
  answered: number;
  /** 0-100, null when nobody gave a scored answer. */
  score: number | null;
  /** Scale questions: the mean rating 1-5, one decimal. */
  mean: number | null;
  /** Answer → how many gave it, in the question's order (scale 1-5, or the choices). */
  distribution: { answer: string; count: number }[];
}

/** One question's figures over a set of responses. */
export function summariseQuestion(
  question: SurveyQuestion,
  responses: readonly Readonly<Record<string, string>>[],
): QuestionSummary {
  const values = responses.map((r) => r[question.id]).filter((v): v is string => !!v);
  if (question.type === "text")
    return { questionId: question.id, answered: values.length, score: null, mean: null, distribution: [] };
  const options = question.type === "scale" ? ["1", "2", "3", "4", "5"] : [...(question.choices ?? [])];
  const distribution = options.map((answer) => ({ answer, count: values.filter((v) => v === answer).length }));
  let score: number | null = null;
  let mean: number | null = null;
  if (question.type === "scale") {
    const ratings = values.map(Number).filter((n) => n >= 1 && n <= 5);
    if (ratings.length > 0) {
      const average = ratings.reduce((s, n) => s + n, 0) / ratings.length;
      mean = Math.round(average * 10) / 10;
      score = Math.round(((average - 1) / 4) * 100);
    }
  } else {
    const scores = CHOICE_SCORES[question.id];
    if (scores) {
      const scored = values.map((v) => scores[options.indexOf(v)]).filter((n): n is number => typeof n === "number");
      if (scored.length > 0) score = Math.round(scored.reduce((s, n) => s + n, 0) / scored.length);
    }
  }
  return { questionId: question.id, answered: values.length, score, mean, distribution };
}

/** The scored questions under LOW_SCORE, lowest first. */
export function lowScoringAreas(summaries: readonly QuestionSummary[]): QuestionSummary[] {
  return summaries
    .filter((s) => s.score !== null && s.score < LOW_SCORE && QUESTION_CATEGORY[s.questionId])
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
}

/** The readiness dimensions of the low-scoring areas, each once, in the order they appear. */
export const lowCategories = (summaries: readonly QuestionSummary[]): JediCategory[] =>
  JEDI_CATEGORIES.filter((c) => lowScoringAreas(summaries).some((s) => QUESTION_CATEGORY[s.questionId] === c));

/** Mean and spread of a set of figures (the organisation's readiness assessment, issue 25 item 3). */
export interface Spread {
  count: number;
  mean: number;
  min: number;
  max: number;
  /** Population standard deviation, one decimal. */
  standardDeviation: number;
}

export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return {
    count: values.length,
    mean: Math.round(mean * 10) / 10,
    min: Math.min(...values),
    max: Math.max(...values),
    standardDeviation: Math.round(Math.sqrt(variance) * 10) / 10,
  };
}
