import type { FastifyInstance } from "fastify";
import { supportEndpoints as endpoints } from "../../../contracts/api/support";
import { requireRole, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import {
  addUserMessage,
  closeConversation,
  listAllConversations,
  listOwnConversations,
  openConversation,
  replyAsStaff,
} from "./service";

export async function supportRoutes(app: FastifyInstance) {
  route(app, endpoints.conversations, async (request) =>
    listOwnConversations(app.services.db, (await requireUser(request)).id),
  );

  // "Message support" and "Contact Us" on the dashboard open a conversation the admins answer.
  route(
    app,
    endpoints.open,
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await openConversation(app.services.db, user, request.body));
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );

  route(
    app,
    endpoints.addMessage,
    async (request) => {
      const user = await requireUser(request);
      return addUserMessage(app.services.db, user.id, request.params.id, () => request.body.message);
    },
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );

  route(app, endpoints.allConversations, async (request) => {
    await requireRole(request, "admin");
    return listAllConversations(app.services.db, request.query.status);
  });

  route(app, endpoints.reply, async (request) => {
    const user = await requireRole(request, "admin");
    return replyAsStaff(app.services.db, user.id, request.params.id, request.body.message);
  });

  route(app, endpoints.close, async (request) => {
    await requireRole(request, "admin");
    return closeConversation(app.services.db, request.params.id);
  });
}
