import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { askAssistantSchema, assistantAnswerSchema } from "../../../contracts/assistant";
import { requireUser } from "../../auth/session";
import { answerQuestion } from "./service";

/** Issue 26 item 6: the learning assistant answers questions about the catalogue from the module texts. */
export async function assistantRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/assistant/ask",
    {
      schema: { body: askAssistantSchema, response: { 200: assistantAnswerSchema } },
      // Signed in: the assistant lives on the dashboard, and the model path costs money.
      config: { access: "signedIn", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      await requireUser(request);
      return answerQuestion(app.services.db, app.services.config.ai, request.body.message, request.log);
    },
  );
}
