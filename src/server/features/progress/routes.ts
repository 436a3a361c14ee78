import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  achievementSchema,
  moduleIdParamSchema,
  progressItemSchema,
  progressUpdateSchema,
  statsSchema,
  weeklyGoalSchema,
} from "../../../contracts/learning";
import { requireUser } from "../../auth/session";
import {
  getProgress,
  getStats,
  getWeeklyGoal,
  listAchievements,
  listProgress,
  recordProgress,
  setWeeklyGoal,
} from "./service";

export async function progressRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  for (const url of ["/api/user/progress", "/api/progress"]) {
    typed.get(
      url,
      { schema: { response: { 200: z.array(progressItemSchema) } }, config: { access: "owner" } },
      async (request) => {
        const user = await requireUser(request);
        return listProgress(db, user.id);
      },
    );
  }

  typed.get(
    "/api/progress/:moduleId",
    {
      schema: { params: moduleIdParamSchema, response: { 200: progressItemSchema.nullable() } },
      config: { access: "owner" },
    },
    async (request) => {
      const user = await requireUser(request);
      return getProgress(db, user.id, request.params.moduleId);
    },
  );

  typed.post(
    "/api/user/progress",
    { schema: { body: progressUpdateSchema, response: { 200: progressItemSchema } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return recordProgress(db, user, request.body, app.clock());
    },
  );

  for (const url of ["/api/user/stats", "/api/stats"]) {
    typed.get(url, { schema: { response: { 200: statsSchema } }, config: { access: "owner" } }, async (request) => {
      const user = await requireUser(request);
      return getStats(db, user.id, app.clock());
    });
  }

  // Issue 26: one weekly goal per person, set on /profile; every screen reads it from the stats.
  typed.get(
    "/api/user/weekly-goal",
    { schema: { response: { 200: weeklyGoalSchema } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return getWeeklyGoal(db, user.id);
    },
  );

  typed.put(
    "/api/user/weekly-goal",
    { schema: { body: weeklyGoalSchema, response: { 200: weeklyGoalSchema } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return setWeeklyGoal(db, user.id, request.body);
    },
  );

  typed.get(
    "/api/achievements",
    { schema: { response: { 200: z.array(achievementSchema) } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return listAchievements(db, user.id, app.clock());
    },
  );
}
