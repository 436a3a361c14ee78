/**
 * The Tool dialog's Team Diagnostic (spec 3 §2 "Tool dialog"; scoring in spec 3 §5 and §9).
 */
export interface DiagnosticStatement {
  id: string;
  text: string;
}

export interface DiagnosticCategory {
  id: string;
  title: string;
  statements: readonly DiagnosticStatement[];
}

export const DIAGNOSTIC_CATEGORIES: readonly DiagnosticCategory[] = [
  {
    id: "leadership-effectiveness",
    title: "Leadership Effectiveness",
    statements: [
      {
        id: "leadership-direction",
        text: "Our leaders set a clear direction and explain the reasons behind decisions.",
      },
      {
        id: "leadership-feedback",
        text: "Leaders ask for feedback, act on it, and admit when they have got something wrong.",
      },
      { id: "leadership-growth", text: "I get regular, useful support from my manager to grow and develop." },
    ],
  },
  {
    id: "team-collaboration",
    title: "Team Collaboration",
    statements: [
      {
        id: "collaboration-speak-up",
        text: "People in this team can raise concerns or disagree without fear of blame.",
      },
      {
        id: "collaboration-sharing",
        text: "We share information and help each other, even when it is not our own task.",
      },
      { id: "collaboration-conflict", text: "Disagreements are discussed openly and resolved constructively." },
    ],
  },
  {
    id: "innovation-culture",
    title: "Innovation Culture",
    statements: [
      { id: "innovation-ideas", text: "New ideas are welcomed and considered, whoever suggests them." },
      {
        id: "innovation-experiments",
        text: "We have time and permission to test new ways of working on a small scale.",
      },
      {
        id: "innovation-learning",
        text: "When an experiment fails, we talk about what we learned rather than who is to blame.",
      },
    ],
  },
];

export const DIAGNOSTIC_RATINGS = [
  { value: 1, label: "Strongly Disagree" },
  { value: 2, label: "Disagree" },
  { value: 3, label: "Neutral" },
  { value: 4, label: "Agree" },
  { value: 5, label: "Strongly Agree" },
] as const;

export const DIAGNOSTIC_MAX_SCORE = 5;

/** Ratings keyed by statement id. */
export type DiagnosticAnswers = Readonly<Record<string, number | undefined>>;

export interface DiagnosticCategoryScore {
  id: string;
  title: string;
  score: number;
}

export interface DiagnosticResult {
  categories: DiagnosticCategoryScore[];
  overall: number;
}

// spec 3 §5: unanswered statements count as 0; we treat an out-of-range value the same way.
function ratingOf(answers: DiagnosticAnswers, statementId: string): number {
  const rating = answers[statementId];
  return typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** spec 3 §9: category score = mean of its ratings; overall = mean of the category means. */
export function scoreTeamDiagnostic(
  answers: DiagnosticAnswers,
  statementSet: readonly DiagnosticCategory[] = DIAGNOSTIC_CATEGORIES,
): DiagnosticResult {
  const categories = statementSet.map((category) => ({
    id: category.id,
    title: category.title,
    score: mean(category.statements.map((statement) => ratingOf(answers, statement.id))),
  }));
  return { categories, overall: mean(categories.map((category) => category.score)) };
}

export function isDiagnosticComplete(
  answers: DiagnosticAnswers,
  statementSet: readonly DiagnosticCategory[] = DIAGNOSTIC_CATEGORIES,
): boolean {
  return statementSet.every((category) =>
    category.statements.every((statement) => ratingOf(answers, statement.id) > 0),
  );
}

/** spec 3 §9: shown to 1 decimal out of 5. */
export const formatDiagnosticScore = (score: number): string => score.toFixed(1);

/** Progress bar width for a score out of 5. */
export const diagnosticScorePercent = (score: number): number => (score / DIAGNOSTIC_MAX_SCORE) * 100;

export type DiagnosticBadgeVariant = "default" | "secondary" | "destructive";

/** spec 3 §2: 4 or more default, 3 or more secondary, else destructive. */
export function diagnosticBadgeVariant(score: number): DiagnosticBadgeVariant {
  if (score >= 4) return "default";
  if (score >= 3) return "secondary";
  return "destructive";
}
