import type { Pillar } from "./pillars";

/**
 * The Tool dialog's Self-Assessment (spec 3 §2 "Tool dialog", §4, §5). Unlike the prototype,
 * whose result was fixed text, the result here is computed from the answers.
 */
export const EXPERIENCE_LEVELS = ["Beginner", "Intermediate", "Advanced", "Expert"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export interface SelfAssessmentAnswers {
  confidence?: number;
  experience?: ExperienceLevel;
  challenges?: string;
  goals?: string;
}

export type SelfAssessmentQuestion =
  | {
      id: "confidence";
      kind: "slider";
      prompt: string;
      min: number;
      max: number;
      defaultValue: number;
      minLabel: string;
      maxLabel: string;
    }
  | { id: "experience"; kind: "choice"; prompt: string; options: readonly ExperienceLevel[] }
  | { id: "challenges" | "goals"; kind: "text"; prompt: string; placeholder: string };

export const CONFIDENCE_MIN = 1;
export const CONFIDENCE_MAX = 10;

export const SELF_ASSESSMENT_QUESTIONS: readonly SelfAssessmentQuestion[] = [
  {
    id: "confidence",
    kind: "slider",
    prompt: "How confident are you applying the ideas in this module at work?",
    min: CONFIDENCE_MIN,
    max: CONFIDENCE_MAX,
    defaultValue: 1, // spec 3 §5: shown at 1 by default
    minLabel: "Not confident",
    maxLabel: "Very confident",
  },
  {
    id: "experience",
    kind: "choice",
    prompt: "How would you describe your experience with this topic?",
    options: EXPERIENCE_LEVELS,
  },
  {
    id: "challenges",
    kind: "text",
    prompt: "What are the biggest challenges you face in this area?",
    placeholder: "For example: getting buy-in for change, or making it safe for people to speak up",
  },
  {
    id: "goals",
    kind: "text",
    prompt: "What do you want to achieve by the end of this module?",
    placeholder: "For example: run a purpose workshop with my team, or build a business case",
  },
];

export const SELF_ASSESSMENT_STEP_COUNT = SELF_ASSESSMENT_QUESTIONS.length;

/** The slider shows 1 before it is touched, and that visible value counts as an answer. */
export const INITIAL_SELF_ASSESSMENT_ANSWERS: SelfAssessmentAnswers = { confidence: 1 };

export const isLastSelfAssessmentStep = (step: number): boolean => step === SELF_ASSESSMENT_STEP_COUNT - 1;

export const selfAssessmentProgressPercent = (step: number): number =>
  ((Math.min(Math.max(step, 0), SELF_ASSESSMENT_STEP_COUNT - 1) + 1) / SELF_ASSESSMENT_STEP_COUNT) * 100;

const isValidConfidence = (value: number | undefined): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= CONFIDENCE_MIN && value <= CONFIDENCE_MAX;

const hasText = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** spec 3 §4/§5: Next (or 'Complete Assessment' on the last step) needs the current question answered. */
export function canAdvance(step: number, answers: SelfAssessmentAnswers): boolean {
  const question = SELF_ASSESSMENT_QUESTIONS[step];
  if (!question) return false;
  switch (question.id) {
    case "confidence":
      return isValidConfidence(answers.confidence);
    case "experience":
      return answers.experience !== undefined && EXPERIENCE_LEVELS.includes(answers.experience);
    case "challenges":
      return hasText(answers.challenges);
    case "goals":
      return hasText(answers.goals);
  }
}

export const canGoBack = (step: number): boolean => step > 0;

export type ConfidenceBand = "low" | "moderate" | "high";

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= 8) return "high";
  if (confidence >= 4) return "moderate";
  return "low";
}

/**
 * A PIVOT pillar or a cross-cutting theme that free-text answers can point to. Keywords match
 * at the start of a word, case-insensitively, so "innovat" finds "innovation" and "innovative".
 */
interface FocusArea {
  label: string;
  pillar?: Pillar;
  keywords: readonly string[];
  developmentArea: string;
  nextStep: string;
}

const FOCUS_AREAS: readonly FocusArea[] = [
  {
    label: "Purpose",
    pillar: "Purpose",
    keywords: ["purpose", "mission", "meaning", "vision", "values", "why we", "align"],
    developmentArea: "Purpose: connecting everyday work to a clear mission and shared values",
    nextStep:
      "Focus on the Purpose pillar: write a one-sentence purpose statement for your team and test it in your next team meeting.",
  },
  {
    label: "Innovation",
    pillar: "Innovation",
    keywords: ["innovat", "idea", "creativ", "experiment", "prototyp", "new approach", "new way"],
    developmentArea: "Innovation: making room for new ideas and small, safe-to-fail experiments",
    nextStep:
      "Focus on the Innovation pillar: choose one small experiment to run in the next two weeks and agree how you will judge it.",
  },
  {
    label: "Value",
    pillar: "Value",
    keywords: [
      "stakeholder",
      "roi",
      "return on investment",
      "business case",
      "impact",
      "customer",
      "b-corp",
      "b corp",
      "bcorp",
      "sustainab",
      "revenue",
      "profit",
    ],
    developmentArea: "Value: evidencing impact for stakeholders and building the business case",
    nextStep:
      "Focus on the Value pillar: use the ROI Calculator to size the benefit of one initiative and share it with a key stakeholder.",
  },
  {
    label: "Optimization",
    pillar: "Optimization",
    keywords: ["process", "efficien", "metric", "measur", "data", "kpi", "workflow", "productiv", "system", "track"],
    developmentArea: "Optimization: streamlining processes and measuring what matters",
    nextStep:
      "Focus on the Optimization pillar: pick two measures that show progress on your goal and review them weekly in the Progress Tracker.",
  },
  {
    label: "Transformation",
    pillar: "Transformation",
    keywords: [
      "change",
      "transform",
      "culture",
      "resist",
      "restructur",
      "transition",
      "buy-in",
      "buy in",
      "scale",
      "scaling",
    ],
    developmentArea: "Transformation: leading change and shifting culture so it lasts",
    nextStep:
      "Focus on the Transformation pillar: map who is affected by the change you want, and plan one conversation with a likely resister.",
  },
  {
    label: "psychological safety",
    keywords: [
      "psychological safety",
      "safe",
      "trust",
      "fear",
      "speak up",
      "speaking up",
      "silence",
      "blame",
      "mistake",
    ],
    developmentArea: "Psychological safety: making it safe for people to speak up, disagree and admit mistakes",
    nextStep:
      "Run the Team Psychological Safety Meter with your team, then discuss one result together using the Team Discussion Guide.",
  },
  {
    label: "inclusion and equity",
    keywords: [
      "inclusi",
      "divers",
      "equity",
      "equitab",
      "bias",
      "belong",
      "jedi",
      "accessib",
      "ally",
      "allies",
      "justice",
    ],
    developmentArea: "Inclusion and equity: spotting bias and building belonging in everyday decisions",
    nextStep:
      "Review one routine team decision (meetings, hiring or allocation of work) for bias, and agree one change to make it fairer.",
  },
  {
    label: "communication",
    keywords: ["communicat", "feedback", "conversation", "listen", "messag", "present", "storytell"],
    developmentArea: "Communication: giving and inviting feedback, and listening well",
    nextStep:
      "Ask two colleagues for specific feedback this week on one conversation you led, and note one thing you will do differently.",
  },
  {
    label: "leadership",
    keywords: ["lead", "manag", "delegat", "coach", "mentor", "influenc"],
    developmentArea: "Leadership: delegating, coaching and influencing without relying on authority",
    nextStep:
      "Try the Leadership Style Diagnostic, then choose one coaching conversation to hold with a team member this week.",
  },
  {
    label: "wellbeing and resilience",
    keywords: [
      "stress",
      "burnout",
      "burn out",
      "resilien",
      "wellbeing",
      "well-being",
      "overwhelm",
      "workload",
      "balance",
      "energy",
    ],
    developmentArea: "Wellbeing and resilience: protecting energy and workload for yourself and your team",
    nextStep:
      "Block one recurring slot in your diary for focused work or recovery, and ask your team what would reduce their workload most.",
  },
  {
    label: "decision-making",
    keywords: ["decision", "decid", "priorit", "trade-off", "judg"],
    developmentArea: "Decision-making: weighing options and trade-offs transparently",
    nextStep:
      "Use the Decision Quality Analyzer on one decision you face now, and write down the options and criteria before you choose.",
  },
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matchesKeyword(text: string, keyword: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(keyword)}`, "i").test(text);
}

function focusAreasIn(text: string | undefined): FocusArea[] {
  if (!hasText(text)) return [];
  return FOCUS_AREAS.filter((area) => area.keywords.some((keyword) => matchesKeyword(text, keyword)));
}

/** The pillars that the free-text answers point to, challenges first. */
export function focusPillars(answers: SelfAssessmentAnswers): Pillar[] {
  const areas = [...focusAreasIn(answers.challenges), ...focusAreasIn(answers.goals)];
  return [...new Set(areas.flatMap((area) => (area.pillar ? [area.pillar] : [])))];
}

const joinLabels = (labels: readonly string[]): string =>
  labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;

const EXPERIENCE_STRENGTHS: Record<ExperienceLevel, string> = {
  Beginner: "Openness to learning and a fresh perspective on how things are done",
  Intermediate: "Working knowledge of the topic that you can apply straight away",
  Advanced: "Advanced experience to draw on when trying new approaches",
  Expert: "Expert experience you can pass on by mentoring and coaching others",
};

const MAX_LIST_LENGTH = 5;

export interface SelfAssessmentResult {
  strengths: string[];
  developmentAreas: string[];
  suggestedNextStep: string;
}

export function selfAssessmentResult(answers: SelfAssessmentAnswers): SelfAssessmentResult {
  const confidence = isValidConfidence(answers.confidence) ? answers.confidence : CONFIDENCE_MIN;
  const band = confidenceBand(confidence);
  const experience = answers.experience;
  const challengeAreas = focusAreasIn(answers.challenges);
  const goalAreas = focusAreasIn(answers.goals);

  const strengths: string[] = [];
  if (band === "high") strengths.push(`High confidence in applying these ideas (${confidence}/10)`);
  if (band === "moderate") strengths.push(`A solid base of confidence to build on (${confidence}/10)`);
  if (experience) strengths.push(EXPERIENCE_STRENGTHS[experience]);
  if (band === "low" && (experience === "Advanced" || experience === "Expert")) {
    strengths.push("More experience than your confidence suggests: your track record is a foundation to trust");
  }
  if (hasText(answers.challenges)) strengths.push("Self-awareness: you can name the challenges you face");
  if (goalAreas.length > 0) strengths.push(`Clear goals focused on ${joinLabels(goalAreas.map((area) => area.label))}`);
  else if (hasText(answers.goals)) strengths.push("Clear personal goals for this module");

  // Named challenges come first: they are the most specific signal in the answers.
  const developmentAreas = [...new Set([...challengeAreas, ...goalAreas])].map((area) => area.developmentArea);
  if (band === "low") developmentAreas.push("Building confidence through small, low-risk practice");
  if (band === "high" && experience === "Beginner") {
    developmentAreas.push("Testing your confidence against practice: ask for feedback as you apply new skills");
  }
  if (experience === "Beginner") {
    developmentAreas.push(
      "Foundations of the PIVOT framework: Purpose, Innovation, Value, Optimization and Transformation",
    );
  }
  if (developmentAreas.length === 0) {
    developmentAreas.push("Turning learning into habit: apply one idea each week and review what changed");
  }

  return {
    strengths: strengths.slice(0, MAX_LIST_LENGTH),
    developmentAreas: developmentAreas.slice(0, MAX_LIST_LENGTH),
    suggestedNextStep: suggestNextStep(band, experience, challengeAreas[0] ?? goalAreas[0]),
  };
}

function suggestNextStep(band: ConfidenceBand, experience: ExperienceLevel | undefined, focus?: FocusArea): string {
  const needsFoundations = band === "low" || experience === "Beginner";
  if (focus) {
    return needsFoundations
      ? `Start with the Quick Start Guide for this module. Then: ${focus.nextStep}`
      : focus.nextStep;
  }
  if (needsFoundations) {
    return "Work through the Quick Start Guide for this module, then retake this assessment in a week to see how your confidence has moved.";
  }
  if (band === "high" && (experience === "Advanced" || experience === "Expert")) {
    return "Share what you know: run the Team Discussion Guide with colleagues and apply one idea from this module this week.";
  }
  return "Pick one idea from this module, apply it this week, and log the result in the Progress Tracker.";
}
