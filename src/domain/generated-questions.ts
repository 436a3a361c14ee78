/**
 * The knowledge check the template engine writes with every generated module (issue 22 item 4): a
 * draft bank derived deterministically from the generated sections and key points, which an admin
 * reviews before publishing. Same module, same questions.
 */

/** One generated question, in the admin editor's shape: options in order, each right or not. */
export interface GeneratedQuestion {
  type: "single" | "multiple" | "true_false";
  text: string;
  options: { text: string; correct: boolean }[];
  feedback: string;
}

/** Statements no PIVOT module recommends: the wrong options. */
const DISTRACTORS = [
  "Leave the people affected out of the work until it is finished",
  "Judge success by cost savings alone",
  "Treat the topic as a one-off exercise that needs no review",
  "Wait for a perfect plan before trying anything",
] as const;

const TRUE_FALSE = (isTrue: boolean) => [
  { text: "True", correct: isTrue },
  { text: "False", correct: !isTrue },
];

const withoutStop = (text: string) => text.trim().replace(/[.!?]$/, "");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export interface QuestionSource {
  moduleTitle: string;
  pillar: string;
  /** What the pillar is about ("…which is about <focus>"). */
  pillarFocus: string;
  /** The generated sections; the last one is "Putting it into practice". */
  sections: readonly { title: string; keyPoints: readonly string[] }[];
}

/**
 * One pillar question, then for each content section a single-choice key point, a true statement
 * and a false one, and a multiple-choice question on putting it into practice: 3 sections give 11.
 */
export function deriveKnowledgeCheck(source: QuestionSource): GeneratedQuestion[] {
  const content = source.sections.slice(0, -1);
  const practice = source.sections.at(-1);
  const questions: GeneratedQuestion[] = [
    {
      type: "single",
      text: `Which of these best describes the focus of the ${source.pillar} pillar?`,
      options: [
        { text: withoutStop(source.pillarFocus.charAt(0).toUpperCase() + source.pillarFocus.slice(1)), correct: true },
        { text: "Reducing costs at any price", correct: false },
        { text: "Meeting the minimum legal requirement and nothing more", correct: false },
      ],
      feedback: `The ${source.pillar} pillar of the PIVOT framework is about ${withoutStop(source.pillarFocus)}.`,
    },
  ];
  content.forEach((section, i) => {
    const [first, ...rest] = section.keyPoints;
    if (!first) return;
    const points = section.keyPoints.map(withoutStop).join("; ");
    questions.push({
      type: "single",
      text: `Which of these is a key point of "${section.title}"?`,
      options: [
        { text: withoutStop(first), correct: true },
        { text: DISTRACTORS[i % DISTRACTORS.length], correct: false },
        { text: DISTRACTORS[(i + 1) % DISTRACTORS.length], correct: false },
      ],
      feedback: `"${section.title}" makes this point: ${withoutStop(first)}.`,
    });
    const stated = rest.at(-1) ?? first;
    questions.push({
      type: "true_false",
      text: `True or false: "${section.title}" says to ${lowerFirst(withoutStop(stated))}.`,
      options: TRUE_FALSE(true),
      feedback: `True: "${section.title}" makes this point: ${withoutStop(stated)}.`,
    });
    const wrong = DISTRACTORS[(i + 2) % DISTRACTORS.length];
    questions.push({
      type: "true_false",
      text: `True or false: "${section.title}" advises you to ${lowerFirst(wrong)}.`,
      options: TRUE_FALSE(false),
      feedback: `False: "${section.title}" does not advise that. Its key points are: ${points}.`,
    });
  });
  if (practice && practice.keyPoints.length >= 2) {
    const [a, b] = practice.keyPoints;
    questions.push({
      type: "multiple",
      text: `Which of these belong to putting ${source.moduleTitle} into practice? Choose all that apply.`,
      options: [
        { text: withoutStop(a), correct: true },
        { text: DISTRACTORS[0], correct: false },
        { text: withoutStop(b), correct: true },
        { text: DISTRACTORS[3], correct: false },
      ],
      feedback: `The module suggests: ${practice.keyPoints.map(withoutStop).join("; ")}.`,
    });
  }
  return questions;
}
