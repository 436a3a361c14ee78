import type { FastifyInstance } from "fastify";
import { progressEndpoints as endpoints } from "../../../contracts/api/progress";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, requestedKey } from "../../platform/idempotency/keys";
import { recordProgress } from "../../platform/learning/record-progress";
import { getProgress, getStats, getWeeklyGoal, listAchievements, listProgress, setWeeklyGoal } from "./service";

export async function progressRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // Two addresses for the same answer: /api/progress is the older one.
  for (const endpoint of [endpoints.userProgress, endpoints.progress]) {
    route(app, endpoint, async (request) => {
      const user = await requireUser(request);
      return listProgress(db, user.id);
    });
  }

  route(app, endpoints.moduleProgress, async (request) => {
    const user = await requireUser(request);
    return getProgress(db, user.id, request.params.moduleId);
  });

  route(app, endpoints.record, async (request) => {
    const user = await requireUser(request);
    // Issue 44 item 5: a repeat with the write's key answers the first answer and changes nothing.
    const key = requestedKey(request.headers[IDEMPOTENCY_HEADER]);
    const update = request.body;
    return recordProgress(db, user, update, app.clock(), idempotencyKeyOf("progress", key, update));
  });

  for (const endpoint of [endpoints.userStats, endpoints.stats]) {
    route(app, endpoint, async (request) => {
      const user = await requireUser(request);
      return getStats(db, user.id, app.clock());
    });
  }

  // Issue 26: one weekly goal per person, set on /profile; every screen reads it from the stats.
  route(app, endpoints.weeklyGoal, async (request) => {
    const user = await requireUser(request);
    return getWeeklyGoal(db, user.id);
  });

  route(app, endpoints.setWeeklyGoal, async (request) => {
    const user = await requireUser(request);
    return setWeeklyGoal(db, user.id, request.body);
  });

  route(app, endpoints.achievements, async (request) => {
    const user = await requireUser(request);
    return listAchievements(db, user.id, app.clock());
  });
}
