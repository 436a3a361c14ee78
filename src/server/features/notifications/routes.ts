import type { FastifyInstance } from "fastify";
import { notificationsEndpoints as endpoints } from "../../../contracts/api/notifications";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

export async function notificationRoutes(app: FastifyInstance) {
  route(app, endpoints.list, async (request) => listNotifications(app.services.db, (await requireUser(request)).id));

  route(app, endpoints.markRead, async (request) => {
    await markNotificationRead(app.services.db, (await requireUser(request)).id, request.params.id);
    return { ok: true as const };
  });

  route(app, endpoints.markAllRead, async (request) => {
    await markAllNotificationsRead(app.services.db, (await requireUser(request)).id);
    return { ok: true as const };
  });
}
