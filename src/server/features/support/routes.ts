import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contracts/common";
import {
  newSupportConversationSchema,
  supportAdminQuerySchema,
  supportConversationListSchema,
  supportConversationSchema,
  supportReplySchema,
} from "../../../contracts/notifications";
import { requireRole, requireUser } from "../../auth/session";
import {
  addUserMessage,
  closeConversation,
  listAllConversations,
  listOwnConversations,
  openConversation,
  replyAsStaff,
} from "./service";

export async function supportRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: { role: ["admin"] as const } };

  typed.get(
    "/api/support/conversations",
    { schema: { response: { 200: supportConversationListSchema } }, config: { access: "owner" } },
    async (request) => listOwnConversations(app.services.db, (await requireUser(request)).id),
  );

  // "Message support" and "Contact Us" on the dashboard open a conversation the admins answer.
  typed.post(
    "/api/support/conversations",
    {
      schema: { body: newSupportConversationSchema, response: { 201: supportConversationSchema } },
      config: { access: "signedIn", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await openConversation(app.services.db, user, request.body));
    },
  );

  typed.post(
    "/api/support/conversations/:id/messages",
    {
      schema: { params: idParamSchema, body: supportReplySchema, response: { 200: supportConversationSchema } },
      config: { access: "owner", rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const user = await requireUser(request);
      return addUserMessage(app.services.db, user.id, request.params.id, request.body.message);
    },
  );

  typed.get(
    "/api/admin/support/conversations",
    {
      schema: { querystring: supportAdminQuerySchema, response: { 200: supportConversationListSchema } },
      config: admin,
    },
    async (request) => {
      await requireRole(request, "admin");
      return listAllConversations(app.services.db, request.query.status);
    },
  );

  typed.post(
    "/api/admin/support/conversations/:id/reply",
    {
      schema: { params: idParamSchema, body: supportReplySchema, response: { 200: supportConversationSchema } },
      config: admin,
    },
    async (request) => {
      const user = await requireRole(request, "admin");
      return replyAsStaff(app.services.db, user.id, request.params.id, request.body.message);
    },
  );

  typed.post(
    "/api/admin/support/conversations/:id/close",
    { schema: { params: idParamSchema, response: { 200: supportConversationSchema } }, config: admin },
    async (request) => {
      await requireRole(request, "admin");
      return closeConversation(app.services.db, request.params.id);
    },
  );
}
