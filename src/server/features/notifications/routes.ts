import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema, okResponseSchema } from "../../../contracts/common";
import { notificationListSchema } from "../../../contracts/notifications";
import { requireUser } from "../../auth/session";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

export async function notificationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/notifications",
    { schema: { response: { 200: notificationListSchema } }, config: { access: "signedIn" } },
    async (request) => listNotifications(app.services.db, (await requireUser(request)).id),
  );

  typed.post(
    "/api/notifications/:id/read",
    { schema: { params: idParamSchema, response: { 200: okResponseSchema } }, config: { access: "signedIn" } },
    async (request) => {
      await markNotificationRead(app.services.db, (await requireUser(request)).id, request.params.id);
      return { ok: true as const };
    },
  );

  typed.post(
    "/api/notifications/read-all",
    { schema: { response: { 200: okResponseSchema } }, config: { access: "signedIn" } },
    async (request) => {
      await markAllNotificationsRead(app.services.db, (await requireUser(request)).id);
      return { ok: true as const };
    },
  );
}
