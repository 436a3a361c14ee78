import OpenAI from "openai";
import { type CatalogueHit, citesOnly, renderCitations } from "../../../domain/assistant";
import type { AppConfig } from "../../config";

const SYSTEM_PROMPT = `You are the learning assistant of PIVOT Learning, a UK workplace learning platform.
Answer the learner's question in British English, in at most 120 words, using only the passages given. Each passage comes from one module of the catalogue and has a moduleId.
Cite every module you draw on with the marker [module:ID] right after the sentence that uses it, where ID is the passage's moduleId. Cite only the moduleIds given. Never mention or invent any other module, course, statistic or source.
If the passages do not answer the question, say so briefly and point to the most relevant passage with its marker.
Answer with plain text only.`;

/**
 * Asks the OpenAI-compatible model (AI_BASE_URL, AI_API_KEY, AI_MODEL) to answer from the search's
 * passages. Throws when the service fails, answers nothing, or cites no passage or a module that is not
 * among them: the caller then answers from the search alone.
 */
export async function askModel(
  settings: NonNullable<AppConfig["ai"]>,
  question: string,
  hits: CatalogueHit[],
): Promise<string> {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: 20_000, maxRetries: 0 });
  const completion = await client.chat.completions.create({
    model: settings.model,
    temperature: 0.2,
    max_tokens: 400,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      {
        role: "user",
        content: JSON.stringify({
          question,
          passages: hits.map((h) => ({ moduleId: h.moduleId, module: h.title, section: h.section, text: h.passage })),
        }),
      },
    ],
  });
  const text = completion.choices[0]?.message?.content?.trim();
  if (!text) throw new Error("The model answered without any content");
  const allowed = hits.map((h) => h.moduleId);
  if (!citesOnly(text, allowed)) throw new Error("The model's answer cites no passage or a module it was not given");
  return renderCitations(text, new Map(hits.map((h) => [h.moduleId, h.title])));
}
