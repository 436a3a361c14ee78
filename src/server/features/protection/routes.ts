import type { FastifyInstance } from "fastify";
import { protectionEndpoints as endpoints } from "../../../contracts/api/protection";
import { endSessionWithProof } from "../../auth/device-limit";
import { requireUser } from "../../auth/session";
import { recordActivity } from "../../auth/session-activity";
import { verifiedSessionToken } from "../../auth/session-token";
import { unauthorized } from "../../errors";
import { route } from "../../platform/http/route";
import { getProtectionSettings } from "../../platform/protection/settings";
import {
  listProtectedModules,
  modulePolicy,
  protectionAnalytics,
  saveProtectionSettings,
  testContentAccess,
} from "./service";

/** Content Protection Administration (spec 3 §2, §3, §5, §9): administrators only (issue 14). */
export async function protectionRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.settings, async () => getProtectionSettings(db));

  route(app, endpoints.saveSettings, async (request) =>
    saveProtectionSettings(db, request.body, (await requireUser(request)).id),
  );

  route(app, endpoints.modules, async () => listProtectedModules(db, app.clock()));

  route(app, endpoints.analytics, async () => protectionAnalytics(db, app.clock()));

  // Any signed-in learner: what the module page applies (copy protection is deterrence in the browser).
  route(app, endpoints.modulePolicy, async (request) => modulePolicy(db, request.params.id));

  route(app, endpoints.accessTest, async (request) => {
    const user = await requireUser(request);
    const { moduleId, action, subscriptionTier } = request.body;
    return testContentAccess(db, user, moduleId, action, subscriptionTier);
  });

  // Issue 29: the way out of the device limit, for a sign-in refused there (signed out by definition):
  // the refusal's single-use proof ends one session of its user (or the oldest), then they sign in.
  // Session times are Better Auth's, on the real clock (the proof is issued as it creates a session).
  route(app, endpoints.endDeviceSession, async (request) =>
    endSessionWithProof(db, request.body.proof, request.body.sessionId, new Date()),
  );

  // Issue 26 item 2: a signed-in page's activity moves the session's idle clock on (at most one write
  // a minute) and learns how long the session has left. Same-origin only, as every POST (origin check).
  route(app, endpoints.sessionHeartbeat, async (request, reply) => {
    const user = await requireUser(request);
    const token = verifiedSessionToken(request.headers.cookie, app.services.config.authSecret);
    const heartbeat = token ? await recordActivity(db, token, user) : null;
    if (!heartbeat) throw unauthorized();
    reply.header("cache-control", "no-store");
    return heartbeat;
  });
}
