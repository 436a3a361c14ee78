import OpenAI from "openai";
import { aiGeneratedContentSchema, type GeneratedContent } from "../../../contracts/content-admin";
import { type CatalogueContext, type GeneratorModule, generateModuleContent } from "../../../domain/content-generator";
import type { AppConfig } from "../../config";

/** Why one module's generation failed, in words the admin's toast can show. */
export class GenerationError extends Error {}

/** Writes one module's content (spec 3 §3 "Generated content"). */
export interface ContentEngine {
  name: "template" | "ai";
  generate(module: GeneratorModule, catalogue: CatalogueContext): Promise<GeneratedContent>;
}

/** The default: the deterministic template generator (domain/content-generator.ts). */
export const templateEngine: ContentEngine = {
  name: "template",
  generate: async (module, catalogue) => generateModuleContent(module, catalogue),
};

const SYSTEM_PROMPT = `You write learning content for PIVOT Learning, a UK workplace learning platform built on the five-pillar PIVOT framework (Purpose, Innovation, Value, Optimization, Transformation).
Write in British English, in plain, practical prose for working professionals. No marketing language, no invented statistics or citations.
Answer with one JSON object only, of exactly this shape:
{"learningObjectives": [2-8 strings], "moduleContent": {"introduction": string, "mainSections": [2-8 objects {"title": string, "content": string (one or two paragraphs), "keyPoints": [1-8 strings]}]}, "keyTakeaways": [2-8 strings], "assessmentQuestions": [2-10 objects {"question": string, "type": "multiple-choice" | "reflection" | "scenario" | "true-false"}], "knowledgeCheckQuestions": [8-12 objects {"type": "single" | "multiple" | "true_false", "text": string, "options": [2-6 objects {"text": string, "correct": boolean}], "feedback": string}]}
knowledgeCheckQuestions is a graded knowledge check written only from the module's own sections and key points: "single" has exactly one correct option; "multiple" has two or more correct options but not all; "true_false" has exactly the two options "True" and "False", one correct. Every question has a distinct text, distinct option texts, and feedback that explains the right answer.`;

/**
 * An OpenAI-compatible model (AI_BASE_URL, AI_API_KEY, AI_MODEL) asked for JSON, which is validated
 * with the same zod schema as every draft, with its draft knowledge check required and checked against
 * the bank rules (issue 22 item 4): an answer that does not fit is an error for that module and
 * nothing is saved.
 */
export function aiEngine(settings: NonNullable<AppConfig["ai"]>): ContentEngine {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: 120_000, maxRetries: 1 });
  return {
    name: "ai",
    async generate(module, catalogue) {
      let text: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          temperature: 0.4,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            {
              role: "user",
              content: JSON.stringify({
                task: "Write the learning content of this module.",
                module: {
                  title: module.title,
                  description: module.description,
                  category: module.category,
                  pillar: module.pivotPillar,
                  format: module.type,
                  durationMinutes: module.duration,
                  difficulty: module.difficulty,
                },
                pathwaysIncludingIt: catalogue.pathwayTitles,
                relatedModulesInPillar: catalogue.relatedTitles,
              }),
            },
          ],
        });
        text = completion.choices[0]?.message?.content;
      } catch (error) {
        const detail =
          error instanceof OpenAI.APIError ? `${error.status ?? "no status"} ${error.message}` : String(error);
        throw new GenerationError(`The AI service did not answer: ${detail.slice(0, 300)}`);
      }
      if (!text) throw new GenerationError("The AI service answered without any content");
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new GenerationError("The AI service's answer was not JSON");
      }
      const result = aiGeneratedContentSchema.safeParse(parsed);
      if (!result.success) {
        const first = result.error.issues[0];
        throw new GenerationError(
          `The AI service's answer did not match the content format: ${first.path.join(".") || "answer"}: ${first.message}`,
        );
      }
      return result.data;
    },
  };
}

export const engineFor = (config: AppConfig): ContentEngine => (config.ai ? aiEngine(config.ai) : templateEngine);
