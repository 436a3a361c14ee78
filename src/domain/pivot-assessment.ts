import { PILLARS, type Pillar } from "./pillars";

/**
 * The dashboard's PIVOT assessment wizard (spec 1 §2 "Discover Your PIVOT Profile", §3, §4, §5):
 * 10 statements, 2 per pillar, answered once each with no back step.
 */
export interface PivotStatement {
  id: number;
  pillar: Pillar;
  text: string;
}

export const PIVOT_STATEMENTS: readonly PivotStatement[] = [
  {
    id: 1,
    pillar: "Purpose",
    text: "I can explain how my daily work contributes to my organisation's mission and social impact.",
  },
  {
    id: 2,
    pillar: "Purpose",
    text: "When I make decisions, I check them against our stated values, not only against targets.",
  },
  {
    id: 3,
    pillar: "Innovation",
    text: "I regularly try new approaches, even when the current way of working is good enough.",
  },
  {
    id: 4,
    pillar: "Innovation",
    text: "I actively seek ideas from people with backgrounds and perspectives different from my own.",
  },
  {
    id: 5,
    pillar: "Value",
    text: "I can describe the value my work creates for customers, colleagues, communities and the planet.",
  },
  {
    id: 6,
    pillar: "Value",
    text: "I use evidence, such as data or stakeholder feedback, to show the impact of my initiatives.",
  },
  {
    id: 7,
    pillar: "Optimization",
    text: "I review how my team works and remove steps that waste time or add no value.",
  },
  {
    id: 8,
    pillar: "Optimization",
    text: "I track a small number of clear measures to see whether a change is working.",
  },
  {
    id: 9,
    pillar: "Transformation",
    text: "I help others through change by explaining why it matters and listening to their concerns.",
  },
  {
    id: 10,
    pillar: "Transformation",
    text: "I model the culture I want to see, even when it means challenging established habits.",
  },
];

/** spec 1 §5: the answer buttons, in this order. */
export const RATING_OPTIONS = [
  { label: "Strongly Agree", value: 5 },
  { label: "Agree", value: 4 },
  { label: "Neutral", value: 3 },
  { label: "Disagree", value: 2 },
  { label: "Strongly Disagree", value: 1 },
] as const;

export const PIVOT_MAX_SCORE = 5;

export type PivotLevel = "Strong" | "Developing" | "Emerging";

/** Ratings keyed by statement id. */
export type PivotAnswers = Readonly<Partial<Record<number, number>>>;

export interface PillarResult {
  pillar: Pillar;
  average: number;
  level: PivotLevel;
}

export interface PivotAssessmentResult {
  pillars: PillarResult[];
  overall: number;
  strongest: Pillar;
  weakest: Pillar;
}

/** spec 1 §5: 4 or more Strong; 3 or more Developing; otherwise Emerging. */
export function pivotLevel(average: number): PivotLevel {
  if (average >= 4) return "Strong";
  if (average >= 3) return "Developing";
  return "Emerging";
}

/** spec 1 §5: scores shown as x.x out of 5. */
export const formatScore = (score: number): string => score.toFixed(1);

// spec 1 §5: a missing answer counts as 0; an out-of-range value is treated as missing.
function ratingOf(answers: PivotAnswers, id: number): number {
  const rating = answers[id];
  return typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Per-pillar averages in pillar order; ties for strongest/weakest go to the earlier pillar. */
export function scorePivotAssessment(answers: PivotAnswers): PivotAssessmentResult {
  const pillars = PILLARS.map((pillar): PillarResult => {
    const ratings = PIVOT_STATEMENTS.filter((s) => s.pillar === pillar).map((s) => ratingOf(answers, s.id));
    const average = mean(ratings);
    return { pillar, average, level: pivotLevel(average) };
  });
  const strongest = pillars.reduce((best, current) => (current.average > best.average ? current : best));
  const weakest = pillars.reduce((worst, current) => (current.average < worst.average ? current : worst));
  return {
    pillars,
    overall: mean(pillars.map((p) => p.average)),
    strongest: strongest.pillar,
    weakest: weakest.pillar,
  };
}

/**
 * Issue 26: naming a strongest and a weakest pillar only makes sense when the scores differ; with every
 * pillar at the same score ("all answers 3") there is neither, and the summary says the pillars are level.
 */
export type PillarBalance = { level: true; score: number } | { level: false; strongest: Pillar; weakest: Pillar };

export function pillarBalance(result: PivotAssessmentResult): PillarBalance {
  const [first] = result.pillars;
  if (first && result.pillars.every((p) => p.average === first.average)) return { level: true, score: first.average };
  return { level: false, strongest: result.strongest, weakest: result.weakest };
}

/** The one-line summary shown after the assessment. */
export function pillarBalanceText(result: PivotAssessmentResult): string {
  const balance = pillarBalance(result);
  return balance.level
    ? `Your pillars are level: all five at ${formatScore(balance.score)} out of 5.`
    : `Your strongest pillar is ${balance.strongest}; ${balance.weakest} has the most room to grow.`;
}

export const isLastPivotStatement = (index: number): boolean => index === PIVOT_STATEMENTS.length - 1;
