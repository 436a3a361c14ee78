import type { FastifyInstance } from "fastify";
import { lmsPlayerEndpoints as endpoints } from "../../../contracts/api/lms-player";
import { route } from "../../platform/http/route";
import { IDEMPOTENCY_HEADER } from "../../platform/idempotency/keys";
import { startWithRetryAfter } from "../../platform/learning/attempt-cooldown";
import { playerSessionOf, registerPlayerSessionAccess } from "./player-access";
import {
  createPlayerSession,
  playerContent,
  playerProgress,
  playerStartAttempt,
  playerState,
  playerSubmitAttempt,
} from "./service";

/**
 * The PIVOT player an LMS package opens in a frame (issue 24 item 1; decision 326): a launch token is
 * exchanged once for a player session, whose key the player's calls carry.
 */
export async function lmsPlayerRoutes(app: FastifyInstance) {
  const { db, config } = app.services;

  route(app, endpoints.createSession, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const session = await createPlayerSession(db, request.body.launchToken, config.authSecret, {
      now: app.clock(),
      ip: request.ip,
    });
    return reply.status(201).send(session);
  });

  await app.register(playerRoutes);
}

/** The routes the player key opens; its hook runs for these only (an encapsulated plugin). */
async function playerRoutes(app: FastifyInstance) {
  const { db } = app.services;
  registerPlayerSessionAccess(app);

  route(app, endpoints.state, async (request) =>
    playerState(db, playerSessionOf(request), request.params.moduleId, app.clock()),
  );

  route(app, endpoints.content, async (request) =>
    playerContent(db, playerSessionOf(request), request.params.moduleId, { now: app.clock(), ip: request.ip }),
  );

  route(app, endpoints.recordProgress, async (request) =>
    playerProgress(
      db,
      playerSessionOf(request),
      request.params.moduleId,
      () => request.body,
      app.clock(),
      request.headers[IDEMPOTENCY_HEADER],
    ),
  );

  route(app, endpoints.startAttempt, async (request, reply) => {
    const attempt = await startWithRetryAfter(reply, () =>
      playerStartAttempt(db, playerSessionOf(request), request.params.moduleId, { now: app.clock(), ip: request.ip }),
    );
    return reply.status(201).send(attempt);
  });

  route(app, endpoints.submitAttempt, async (request) =>
    playerSubmitAttempt(
      db,
      playerSessionOf(request),
      request.params.moduleId,
      request.params.attemptId,
      () => request.body,
      app.clock(),
      request.headers[IDEMPOTENCY_HEADER],
    ),
  );
}
