import type { FastifyInstance } from "fastify";
import { accountSessionsEndpoints as endpoints } from "../../../contracts/api/account-sessions";
import { requireUser, sessionTokenOf } from "../../auth/session";
import { route } from "../../platform/http/route";
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from "./service";

/** Issue 21 item 3: "Signed-in devices" on /profile (service.ts says how it works). */
export async function accountSessionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.list, async (request) => {
    const user = await requireUser(request);
    return listAccountSessions(db, user.id, sessionTokenOf(request), app.clock());
  });

  // "Sign out everywhere else": every session of the caller but the one asking.
  route(app, endpoints.endOthers, async (request) => {
    const user = await requireUser(request);
    return endOtherAccountSessions(db, { userId: user.id, currentToken: sessionTokenOf(request), ip: request.ip });
  });

  route(app, endpoints.end, async (request) => {
    const user = await requireUser(request);
    return endAccountSession(
      db,
      { userId: user.id, currentToken: sessionTokenOf(request), ip: request.ip },
      request.params.id,
    );
  });
}
