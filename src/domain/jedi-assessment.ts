/**
 * The JEDI readiness assessment (spec 2 §2 "Assessment wizard", §3 "Assessment question",
 * "Assessment result", §9 "Assessment scoring"): eight questions, two per category, five options
 * valued 1 to 5 each with a label and a description.
 */

export const JEDI_CATEGORIES = ["justice", "equity", "diversity", "inclusion"] as const;
export type JediCategory = (typeof JEDI_CATEGORIES)[number];

export const JEDI_CATEGORY_LABELS: Record<JediCategory, string> = {
  justice: "Justice",
  equity: "Equity",
  diversity: "Diversity",
  inclusion: "Inclusion",
};

export interface AssessmentOption {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  description: string;
}

export interface AssessmentQuestion {
  id: string;
  category: JediCategory;
  question: string;
  options: readonly AssessmentOption[];
}

const options = (labels: [string, string][]): AssessmentOption[] =>
  labels.map(([label, description], i) => ({ value: (i + 1) as AssessmentOption["value"], label, description }));

// spec 2 §3: the ids, two per category.
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  {
    id: "leadership-commitment",
    category: "justice",
    question: "How visibly does your leadership commit to justice, equity, diversity and inclusion?",
    options: options([
      ["No commitment", "JEDI is not discussed by leadership."],
      ["Informal support", "Leaders speak in favour when asked, with no stated goals."],
      ["Stated commitment", "A public statement exists, but without goals or budget."],
      ["Goals and budget", "Leaders own JEDI goals with resources and report progress."],
      ["Accountable leadership", "JEDI goals are in leaders' objectives and pay, reviewed by the board."],
    ]),
  },
  {
    id: "pay-equity",
    category: "equity",
    question: "How does your organisation check that pay is fair?",
    options: options([
      ["Never reviewed", "Pay has not been analysed by gender or other groups."],
      ["Ad hoc checks", "Occasional checks when someone raises a concern."],
      ["Gender pay gap only", "The gender pay gap is worked out, with no deeper analysis."],
      ["Regular equal pay audit", "An annual review by gender, ethnicity and disability, with actions."],
      ["Transparent pay", "Published pay bands, regular audits and gaps closed on a timetable."],
    ]),
  },
  {
    id: "representation",
    category: "diversity",
    question: "How well does your workforce reflect the communities you serve, at every level?",
    options: options([
      ["Unknown", "No diversity data is collected."],
      ["Data collected", "Data is collected but not analysed."],
      ["Gaps identified", "Under-representation is known, with no targets yet."],
      ["Targets in place", "Targets by level with recruitment and progression actions."],
      ["Representative", "Representation reflects the community at every level, including leadership."],
    ]),
  },
  {
    id: "psychological-safety",
    category: "inclusion",
    question: "How safe do people feel to speak up, disagree or report a problem?",
    options: options([
      ["Unsafe", "People fear consequences for raising concerns."],
      ["Varies by team", "Safety depends on the individual manager."],
      ["Channels exist", "Speak-up routes exist but are little used or trusted."],
      ["Generally safe", "Most people speak up and concerns are acted on."],
      ["Embedded", "Challenge is welcomed at every level and measured in surveys."],
    ]),
  },
  {
    id: "supplier-diversity",
    category: "justice",
    question: "How does your organisation consider fairness and diversity in its supply chain?",
    options: options([
      ["Not considered", "Suppliers are chosen on price and quality only."],
      ["Aware", "Supplier diversity has been discussed, with no policy."],
      ["Policy in place", "A policy encourages diverse and local suppliers."],
      ["Tracked spend", "Spend with diverse and social enterprise suppliers is measured."],
      ["Strategic partner", "Targets, supplier development and fair payment terms across the chain."],
    ]),
  },
  {
    id: "advancement-opportunities",
    category: "equity",
    question: "How fair and open are promotions and development opportunities?",
    options: options([
      ["Informal", "Promotions happen through who you know."],
      ["Some criteria", "Criteria exist but are applied unevenly."],
      ["Open process", "Roles are advertised internally with set criteria."],
      ["Monitored", "Promotion rates are tracked by group and differences are investigated."],
      ["Equitable by design", "Sponsorship, structured decisions and outcomes that are equal across groups."],
    ]),
  },
  {
    id: "cultural-competency",
    category: "diversity",
    question: "How well equipped are your people to work across cultures and differences?",
    options: options([
      ["No training", "No learning on culture, bias or difference."],
      ["One-off sessions", "An occasional awareness session."],
      ["Regular learning", "Bias and inclusion learning for all staff."],
      ["Applied practice", "Learning is built into hiring, management and customer work."],
      ["Organisational strength", "Cultural competence is assessed, rewarded and continuously developed."],
    ]),
  },
  {
    id: "voice-agency",
    category: "inclusion",
    question: "How much say do employees have in decisions that affect them?",
    options: options([
      ["None", "Decisions are made and announced."],
      ["Consulted rarely", "Occasional surveys with no follow-up."],
      ["Regular surveys", "Surveys with results shared and some actions taken."],
      ["Representative voice", "Employee forums or networks shape policies."],
      ["Shared governance", "Employees are represented where decisions are made, including the board."],
    ]),
  },
];

/** Answers keyed by question id, each 1 to 5. */
export type AssessmentAnswers = Readonly<Partial<Record<string, number>>>;

export type ReadinessLevel = "B-Corp Ready" | "Developing" | "Beginning" | "Foundational";

export type RecommendationPriority = "High" | "Medium";

export interface AssessmentRecommendation {
  category: JediCategory;
  priority: RecommendationPriority;
  action: string;
}

export interface AssessmentResult {
  overallScore: number;
  categoryScores: Record<JediCategory, number>;
  recommendations: AssessmentRecommendation[];
  bCorpReadiness: { level: ReadinessLevel; description: string };
}

// spec 2 §9: priorities of the recommendation for a category scoring below 60.
export const RECOMMENDATION_PRIORITY: Record<JediCategory, RecommendationPriority> = {
  justice: "High",
  equity: "High",
  diversity: "Medium",
  inclusion: "High",
};

export const RECOMMENDATION_THRESHOLD = 60;

const RECOMMENDATION_ACTIONS: Record<JediCategory, string> = {
  justice: "Set JEDI goals that leaders own and report on, and bring fairness into how you choose and pay suppliers.",
  equity:
    "Run a pay equity analysis by gender, ethnicity and disability, and make promotion criteria open and monitored.",
  diversity: "Collect and analyse diversity data by level, set representation targets and build cultural competence.",
  inclusion:
    "Measure psychological safety, act on what people say, and give employees a voice where decisions are made.",
};

const LEVEL_DESCRIPTIONS: Record<ReadinessLevel, string> = {
  "B-Corp Ready":
    "Strong JEDI practice across all four areas: a sound base for the Justice, Equity, Diversity & Inclusion Impact Topic of B Lab's standards.",
  Developing: "Solid foundations with some gaps: close them before you start certification.",
  Beginning: "Early steps are in place: build policies, data and accountability next.",
  Foundational: "Start with leadership commitment, data collection and a clear plan.",
};

// spec 2 §9: 80 or above B-Corp Ready; 60-79 Developing; 40-59 Beginning; below 40 Foundational.
export function readinessLevel(overallScore: number): ReadinessLevel {
  if (overallScore >= 80) return "B-Corp Ready";
  if (overallScore >= 60) return "Developing";
  if (overallScore >= 40) return "Beginning";
  return "Foundational";
}

export const isAssessmentComplete = (answers: AssessmentAnswers) =>
  ASSESSMENT_QUESTIONS.every((q) => {
    const value = answers[q.id];
    return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;
  });

/**
 * spec 2 §9: category score = average of its answers × 20, rounded; overall = mean of the four
 * category scores, rounded; a recommendation for each category below 60.
 */
export function scoreAssessment(answers: AssessmentAnswers): AssessmentResult {
  const categoryScores = Object.fromEntries(
    JEDI_CATEGORIES.map((category) => {
      const values = ASSESSMENT_QUESTIONS.filter((q) => q.category === category).map((q) => answers[q.id] ?? 0);
      return [category, Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 20)];
    }),
  ) as Record<JediCategory, number>;
  const overallScore = Math.round(JEDI_CATEGORIES.reduce((s, c) => s + categoryScores[c], 0) / JEDI_CATEGORIES.length);
  const level = readinessLevel(overallScore);
  return {
    overallScore,
    categoryScores,
    recommendations: JEDI_CATEGORIES.filter((c) => categoryScores[c] < RECOMMENDATION_THRESHOLD).map((category) => ({
      category,
      priority: RECOMMENDATION_PRIORITY[category],
      action: RECOMMENDATION_ACTIONS[category],
    })),
    bCorpReadiness: { level, description: LEVEL_DESCRIPTIONS[level] },
  };
}
