import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamSchema } from "../../../contracts/common";
import {
  END_DEVICE_SESSION_PATH,
  endDeviceSessionResponseSchema,
  endDeviceSessionSchema,
} from "../../../contracts/device-limit";
import {
  accessTestRequestSchema,
  accessTestResponseSchema,
  modulePolicySchema,
  protectedModuleSchema,
  protectionAnalyticsSchema,
  protectionSettingsResponseSchema,
  protectionSettingsSchema,
} from "../../../contracts/protection";
import { SESSION_HEARTBEAT_PATH, sessionHeartbeatSchema } from "../../../contracts/session-activity";
import { endSessionWithProof } from "../../auth/device-limit";
import { requireUser } from "../../auth/session";
import { recordActivity } from "../../auth/session-activity";
import { verifiedSessionToken } from "../../auth/session-token";
import { unauthorized } from "../../errors";
import { getProtectionSettings } from "../../platform/protection/settings";
import {
  listProtectedModules,
  modulePolicy,
  protectionAnalytics,
  saveProtectionSettings,
  testContentAccess,
} from "./service";

const ADMIN = { access: { role: ["admin"] } } as const;

/** Content Protection Administration (spec 3 §2, §3, §5, §9): administrators only (issue 14). */
export async function protectionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.get(
    "/api/protection/settings",
    { schema: { response: { 200: protectionSettingsResponseSchema } }, config: ADMIN },
    async () => getProtectionSettings(db),
  );

  typed.put(
    "/api/protection/settings",
    {
      schema: { body: protectionSettingsSchema, response: { 200: protectionSettingsResponseSchema } },
      config: ADMIN,
    },
    async (request) => saveProtectionSettings(db, request.body, (await requireUser(request)).id),
  );

  typed.get(
    "/api/protection/modules",
    { schema: { response: { 200: z.array(protectedModuleSchema) } }, config: ADMIN },
    async () => listProtectedModules(db, app.clock()),
  );

  typed.get(
    "/api/protection/analytics",
    { schema: { response: { 200: protectionAnalyticsSchema } }, config: ADMIN },
    async () => protectionAnalytics(db, app.clock()),
  );

  // Any signed-in learner: what the module page applies (copy protection is deterrence in the browser).
  typed.get(
    "/api/protection/modules/:id/policy",
    { schema: { params: idParamSchema, response: { 200: modulePolicySchema } }, config: { access: "signedIn" } },
    async (request) => modulePolicy(db, request.params.id),
  );

  typed.post(
    "/api/protection/access-test",
    { schema: { body: accessTestRequestSchema, response: { 200: accessTestResponseSchema } }, config: ADMIN },
    async (request) => {
      const user = await requireUser(request);
      const { moduleId, action, subscriptionTier } = request.body;
      return testContentAccess(db, user, moduleId, action, subscriptionTier);
    },
  );

  // Issue 29: the way out of the device limit, for a sign-in refused there (signed out by definition):
  // the refusal's single-use proof ends one session of its user (or the oldest), then they sign in.
  typed.post(
    END_DEVICE_SESSION_PATH,
    {
      schema: { body: endDeviceSessionSchema, response: { 200: endDeviceSessionResponseSchema } },
      config: { access: "public" },
    },
    // Session times are Better Auth's, on the real clock (the proof is issued as it creates a session).
    async (request) => endSessionWithProof(db, request.body.proof, request.body.sessionId, new Date()),
  );

  // Issue 26 item 2: a signed-in page's activity moves the session's idle clock on (at most one write
  // a minute) and learns how long the session has left. Same-origin only, as every POST (origin check).
  typed.post(
    SESSION_HEARTBEAT_PATH,
    { schema: { response: { 200: sessionHeartbeatSchema } }, config: { access: "owner" } },
    async (request, reply) => {
      const user = await requireUser(request);
      const token = verifiedSessionToken(request.headers.cookie, app.services.config.authSecret);
      const heartbeat = token ? await recordActivity(db, token, user) : null;
      if (!heartbeat) throw unauthorized();
      reply.header("cache-control", "no-store");
      return heartbeat;
    },
  );
}
