import type { FastifyInstance } from "fastify";
import { assistantEndpoints as endpoints } from "../../../contracts/api/assistant";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { answerQuestion } from "./service";

/** Issue 26 item 6: the learning assistant answers questions about the catalogue from the module texts. */
export async function assistantRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.ask,
    async (request) => {
      await requireUser(request);
      return answerQuestion(app.services.db, app.services.config.ai, request.body.message, request.log);
    },
    // Signed in: the assistant lives on the dashboard, and the model path costs money.
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );
}
