/**
 * The workplace discussion framework (spec 2 §2, §3 "Discussion session", "Alternative survey
 * questions", §5 "Documentation inputs", §9 "Workplace discussion").
 */

export const SESSION_DURATIONS = [60, 90, 120] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

// spec 2 §9: annual, for organisations with 10+ workers, at least 1 hour; survey for 50+ employees;
// a two-week minimum response window; follow-up in 6 months.
export const DISCUSSION_RULES = {
  minimumWorkers: 10,
  minimumMinutes: 60,
  surveyRecommendedFrom: 50,
  responseWindowDays: 14,
  followUpMonths: 6,
} as const;

export interface AgendaItem {
  startMinute: number;
  endMinute: number;
  title: string;
  guidance: string;
}

// spec 2 §9: the agenda of a 60-minute session.
const AGENDA_60: readonly AgendaItem[] = [
  {
    startMinute: 0,
    endMinute: 5,
    title: "Welcome and ground rules",
    guidance: "Purpose, confidentiality and how notes will be used.",
  },
  {
    startMinute: 5,
    endMinute: 15,
    title: "Context and data",
    guidance: "Share what the organisation knows so far, including survey or pay data.",
  },
  {
    startMinute: 15,
    endMinute: 35,
    title: "Open discussion",
    guidance: "Work through the chosen topics; invite quieter voices first.",
  },
  {
    startMinute: 35,
    endMinute: 50,
    title: "Solutions and priorities",
    guidance: "Agree the changes that matter most and who could lead them.",
  },
  {
    startMinute: 50,
    endMinute: 60,
    title: "Actions and close",
    guidance: "Confirm action items, owners and the follow-up date.",
  },
];

/** The agenda for a session: the spec's timings for 60 minutes, stretched in proportion for 90 or 120. */
export function sessionAgenda(duration: SessionDuration): AgendaItem[] {
  const scale = duration / 60;
  return AGENDA_60.map((item) => ({
    ...item,
    startMinute: Math.round(item.startMinute * scale),
    endMinute: Math.round(item.endMinute * scale),
  }));
}

export interface DiscussionSession {
  facilitator: string;
  participants: string;
  duration: SessionDuration;
  date: string;
  topics: string;
  keyInsights: string[];
  actionItems: string[];
  anonymousComments: string;
}

export const emptySession = (): DiscussionSession => ({
  facilitator: "",
  participants: "",
  duration: 60,
  date: "",
  topics: "",
  keyInsights: [],
  actionItems: [],
  anonymousComments: "",
});

/** spec 2 §5: an insight or action item is added only when the text is not blank. */
export function addIfNotBlank(list: readonly string[], text: string): string[] {
  const trimmed = text.trim();
  return trimmed ? [...list, trimmed] : [...list];
}

export type SurveyQuestionType = "scale" | "multiple-choice" | "text";

export interface SurveyQuestion {
  id: string;
  question: string;
  type: SurveyQuestionType;
  required: boolean;
  choices?: readonly string[];
}

// spec 2 §3: four required questions and two optional ones.
export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  {
    id: "inclusion_rating",
    question: "How included do you feel at work? (1 = not at all, 5 = completely)",
    type: "scale",
    required: true,
  },
  {
    id: "belonging_sense",
    question: "I feel a sense of belonging in my team. (1 = strongly disagree, 5 = strongly agree)",
    type: "scale",
    required: true,
  },
  {
    id: "advancement_equity",
    question: "Do people like you have a fair chance of promotion here?",
    type: "multiple-choice",
    required: true,
    choices: ["Yes, the same as everyone", "Mostly", "Not really", "No", "Not sure"],
  },
  {
    id: "leadership_representation",
    question: "Does leadership reflect the diversity of the workforce?",
    type: "multiple-choice",
    required: true,
    choices: ["Fully", "Partly", "Very little", "Not at all", "Not sure"],
  },
  {
    id: "bias_experiences",
    question: "Describe any bias you have experienced or seen (optional).",
    type: "text",
    required: false,
  },
  {
    id: "improvement_suggestions",
    question: "What one change would make this a fairer workplace?",
    type: "text",
    required: false,
  },
];

export type SurveyAnswers = Readonly<Partial<Record<string, string>>>;

/** The required questions still unanswered; the export is enabled when there are none. */
export const missingSurveyAnswers = (answers: SurveyAnswers) =>
  SURVEY_QUESTIONS.filter((q) => q.required && !(answers[q.id] ?? "").trim()).map((q) => q.id);
