import { askAssistantSchema, assistantAnswerSchema } from "../assistant";
import { defineEndpoint } from "../endpoint";

/** Issue 26 item 6: the learning assistant (server/features/assistant). */
export const assistantEndpoints = {
  ask: defineEndpoint({
    method: "POST",
    path: "/api/assistant/ask",
    summary: "Ask the learning assistant about the catalogue: an answer from the module texts, with its sources",
    tags: ["Learning assistant"],
    access: "signedIn",
    body: askAssistantSchema,
    responses: { 200: assistantAnswerSchema },
  }),
};
