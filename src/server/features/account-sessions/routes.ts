import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_SESSIONS_PATH,
  accountSessionParamSchema,
  accountSessionsSchema,
  endedSessionsSchema,
} from "../../../contracts/account-sessions";
import { requireUser, sessionTokenOf } from "../../auth/session";
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from "./service";

/** Issue 21 item 3: "Signed-in devices" on /profile (service.ts says how it works). */
export async function accountSessionRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ACCOUNT_SESSIONS_PATH,
    { schema: { response: { 200: accountSessionsSchema } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return listAccountSessions(db, user.id, sessionTokenOf(request), app.clock());
    },
  );

  // "Sign out everywhere else": every session of the caller but the one asking.
  typed.delete(
    ACCOUNT_SESSIONS_PATH,
    { schema: { querystring: z.object({}), response: { 200: endedSessionsSchema } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return endOtherAccountSessions(db, { userId: user.id, currentToken: sessionTokenOf(request), ip: request.ip });
    },
  );

  typed.delete(
    `${ACCOUNT_SESSIONS_PATH}/:id`,
    {
      schema: { params: accountSessionParamSchema, response: { 200: endedSessionsSchema } },
      config: { access: "owner" },
    },
    async (request) => {
      const user = await requireUser(request);
      return endAccountSession(
        db,
        { userId: user.id, currentToken: sessionTokenOf(request), ip: request.ip },
        request.params.id,
      );
    },
  );
}
