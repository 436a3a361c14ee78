import { describe, expect, it } from "vitest";
import { generateModuleContent } from "./content-generator";
import { type BankQuestion, bankProblems, DEFAULT_CHECK_SETTINGS, MIN_BANK_SIZE } from "./knowledge-check";
import { PILLARS } from "./pillars";

const moduleOf = (pivotPillar: string) => ({
  id: 7,
  title: "Inclusive Hiring",
  description: "Hiring that reaches everyone.",
  category: "Diversity & Inclusion",
  pivotPillar,
  type: "article",
  duration: 20,
  difficulty: "beginner",
});

const asBank = (questions: NonNullable<ReturnType<typeof generateModuleContent>["knowledgeCheckQuestions"]>) =>
  questions.map(
    (q, n): BankQuestion => ({
      id: `inclusive-hiring-g${n}`,
      type: q.type,
      text: q.text,
      options: q.options.map((o, i) => ({ id: String.fromCharCode(97 + i), text: o.text })),
      correct: q.options.flatMap((o, i) => (o.correct ? [String.fromCharCode(97 + i)] : [])),
      feedback: q.feedback,
    }),
  );

describe("the template engine's draft knowledge check (issue 22 item 4)", () => {
  it.each(PILLARS)("writes a valid bank of at least eight questions for the %s pillar", (pillar) => {
    const content = generateModuleContent(moduleOf(pillar), { relatedTitles: [], pathwayTitles: [] });
    const questions = content.knowledgeCheckQuestions ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(MIN_BANK_SIZE);
    expect(bankProblems(asBank(questions), DEFAULT_CHECK_SETTINGS.drawSize)).toEqual([]);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(["single", "multiple", "true_false"]));
  });

  it("is deterministic: the same module gives the same questions", () => {
    const a = generateModuleContent(moduleOf("Value"), { relatedTitles: ["X"], pathwayTitles: [] });
    const b = generateModuleContent(moduleOf("Value"), { relatedTitles: ["X"], pathwayTitles: [] });
    expect(a.knowledgeCheckQuestions).toEqual(b.knowledgeCheckQuestions);
  });
});
