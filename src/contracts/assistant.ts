import { z } from "zod";
import { requiredText } from "./common";

/**
 * The learning assistant grounded in the catalogue (issue 26 item 6). POST /api/assistant/ask answers
 * a question about the catalogue from the module texts: the best matching module sections, each cited
 * as a source with its passage and a link to the module page.
 */
export const askAssistantSchema = z.object({ message: requiredText("Message", 500) });
export type AskAssistant = z.infer<typeof askAssistantSchema>;

/** One module section the answer rests on; href is the module page (its premium lock still applies). */
export const assistantSourceSchema = z.object({
  moduleId: z.number().int(),
  title: z.string(),
  /** The heading of the matching section ("## …" in the module text), null for text before the first heading. */
  section: z.string().nullable(),
  /** A short passage of that section around the words asked about. */
  passage: z.string(),
  href: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantAnswerSchema = z.object({
  content: z.string(),
  suggestions: z.array(z.string()),
  /** Empty when no module matched; never a module the search did not find. */
  sources: z.array(assistantSourceSchema),
  /** "ai" when the configured model wrote the text from the passages, "search" otherwise. */
  engine: z.enum(["search", "ai"]),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
