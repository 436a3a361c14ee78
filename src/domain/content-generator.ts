import { DIFFICULTY_PHRASES, FORMAT_PHRASES, PILLAR_TEMPLATES } from "./data/content-templates";
import { deriveKnowledgeCheck, type GeneratedQuestion } from "./generated-questions";
import { isPillar, PILLARS, type Pillar } from "./pillars";

/** spec 3 §3 "Generated content" (contracts/content-admin.ts validates it with zod). */
export interface GeneratedContent {
  learningObjectives: string[];
  moduleContent: { introduction: string; mainSections: { title: string; content: string; keyPoints: string[] }[] };
  keyTakeaways: string[];
  assessmentQuestions: { question: string; type: "multiple-choice" | "reflection" | "scenario" | "true-false" }[];
  /** A draft knowledge check bank (issue 22 item 4): stored as draft questions, published with the draft. */
  knowledgeCheckQuestions?: GeneratedQuestion[];
}

/** What the generator knows about the module (spec 3 §3 "Module read from the server"). */
export interface GeneratorModule {
  id: number;
  title: string;
  description: string;
  category: string;
  pivotPillar: string;
  type: string;
  duration: number | null;
  difficulty: string | null;
}

/** What the catalogue says around the module. */
export interface CatalogueContext {
  /** Other modules of the same pillar that learners can read next (titles). */
  relatedTitles: readonly string[];
  /** Pathways that include the module (titles). */
  pathwayTitles: readonly string[];
}

const FALLBACK_PILLAR: Pillar = "Transformation";

const fill = (text: string, module: GeneratorModule, pillar: Pillar) =>
  text
    .replaceAll("{title}", module.title)
    .replaceAll("{category}", module.category.toLowerCase())
    .replaceAll("{pillar}", pillar);

const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The default engine (issue 14): structured, pillar-aware content written from the module's
 * metadata and the catalogue around it. Deterministic: the same module and catalogue give the same
 * content, so a draft can be reviewed, regenerated and compared.
 */
export function generateModuleContent(module: GeneratorModule, catalogue: CatalogueContext): GeneratedContent {
  const pillar: Pillar = isPillar(module.pivotPillar) ? module.pivotPillar : FALLBACK_PILLAR;
  const template = PILLAR_TEMPLATES[pillar];
  const f = (text: string) => fill(text, module, pillar);
  const format = FORMAT_PHRASES[module.type.toLowerCase()] ?? "this module";
  const minutes = module.duration ? ` It takes about ${module.duration} minutes.` : "";
  const difficulty = module.difficulty ? ` ${DIFFICULTY_PHRASES[module.difficulty] ?? ""}`.trimEnd() : "";

  const introduction = [
    `${sentence(module.description)}`,
    `${capitalise(format)} belongs to the ${pillar} pillar of the PIVOT framework, which is about ${template.focus}. ${f(template.why)}`,
    `${minutes.trim()}${difficulty}`.trim(),
  ]
    .filter(Boolean)
    .join("\n\n");

  const mainSections = template.sections.map((section) => ({
    title: f(section.title),
    content: f(section.content),
    keyPoints: section.keyPoints.map(f),
  }));

  const next: string[] = [];
  if (catalogue.pathwayTitles.length > 0) {
    next.push(
      `This module is part of the ${joinList(catalogue.pathwayTitles.slice(0, 2))} pathway${catalogue.pathwayTitles.length > 1 ? "s" : ""}.`,
    );
  }
  if (catalogue.relatedTitles.length > 0) {
    next.push(`To go further in the ${pillar} pillar, continue with ${joinList(catalogue.relatedTitles.slice(0, 3))}.`);
  }
  mainSections.push({
    title: "Putting it into practice",
    content: [
      `Choose one situation in your own work where ${module.title.toLowerCase().startsWith("the ") ? module.title.slice(4) : module.title} applies this month. Agree with a colleague or manager what you will try, what a good result would look like and when you will review it together.`,
      ...next,
    ].join(" "),
    keyPoints: [
      "Pick one real situation to apply the ideas this month",
      "Agree what a good result looks like before you start",
      "Review the result with a colleague and decide what to keep",
    ],
  });

  return {
    learningObjectives: template.objectives.map(f),
    moduleContent: { introduction, mainSections },
    keyTakeaways: [
      ...template.takeaways.map(f),
      "One small, reviewed action this month is worth more than a long plan",
    ],
    assessmentQuestions: [
      {
        question: `Which of these best describes the focus of the ${pillar} pillar? (a) ${template.focus}; (b) reducing costs at any price; (c) meeting the minimum legal requirement`,
        type: "multiple-choice",
      },
      {
        question: `True or false: ${mainSections[0].keyPoints[0].replace(/\.$/, "")}.`,
        type: "true-false",
      },
      { question: f(template.reflection), type: "reflection" },
      { question: f(template.scenario), type: "scenario" },
    ],
    knowledgeCheckQuestions: deriveKnowledgeCheck({
      moduleTitle: module.title,
      pillar,
      pillarFocus: template.focus,
      sections: mainSections,
    }),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function joinList(items: readonly string[]): string {
  const quoted = items.map((t) => `"${t}"`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

const ASSESSMENT_LABELS: Record<GeneratedContent["assessmentQuestions"][number]["type"], string> = {
  "multiple-choice": "Multiple choice",
  "true-false": "True or false",
  reflection: "Reflection",
  scenario: "Scenario",
};

/**
 * The module body a learner reads (spec 3 §2: lines starting with # are headings, blocks starting
 * with * or - are bullet lists, everything else paragraphs). The admin edits this before publishing.
 */
export function contentToMarkdown(content: GeneratedContent): string {
  const blocks: string[] = [];
  blocks.push("## Learning objectives", content.learningObjectives.map((o) => `- ${o}`).join("\n"));
  blocks.push("## Introduction", content.moduleContent.introduction);
  for (const section of content.moduleContent.mainSections) {
    blocks.push(`## ${section.title}`, section.content, section.keyPoints.map((p) => `- ${p}`).join("\n"));
  }
  blocks.push("## Key takeaways", content.keyTakeaways.map((t) => `- ${t}`).join("\n"));
  blocks.push(
    "## Check your understanding",
    content.assessmentQuestions.map((q) => `- ${ASSESSMENT_LABELS[q.type]}: ${q.question}`).join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}

export interface PillarCoverage {
  pillar: string;
  total: number;
  withContent: number;
  percentage: number;
}

/** spec 3 §9: content completion percentage = modules with content over total modules (whole percent). */
export const completionPercentage = (withContent: number, total: number) =>
  total === 0 ? 0 : Math.round((withContent / total) * 100);

/** Coverage per pillar, in the framework's order, for the modules given. */
export function pillarCoverage(modules: readonly { pivotPillar: string; hasContent: boolean }[]): PillarCoverage[] {
  const order = new Map<string, { total: number; withContent: number }>();
  for (const m of modules) {
    const entry = order.get(m.pivotPillar) ?? { total: 0, withContent: 0 };
    entry.total += 1;
    if (m.hasContent) entry.withContent += 1;
    order.set(m.pivotPillar, entry);
  }
  const pillarRank = (p: string) => (isPillar(p) ? PILLARS.indexOf(p) : PILLARS.length);
  return [...order.entries()]
    .sort(([a], [b]) => pillarRank(a) - pillarRank(b) || a.localeCompare(b))
    .map(([pillar, c]) => ({ pillar, ...c, percentage: completionPercentage(c.withContent, c.total) }));
}
