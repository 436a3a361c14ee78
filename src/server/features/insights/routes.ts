import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileBodySchema, idParamSchema, okResponseSchema } from "../../../contracts/common";
import {
  learningGoalInputSchema,
  learningGoalSchema,
  progressShareInputSchema,
  progressShareSchema,
  sharedProgressSchema,
  shareTokenParamsSchema,
} from "../../../contracts/insights";
import { utcDay } from "../../../domain/calendar";
import { requireUser } from "../../auth/session";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { deriveStats, loadLearnerFacts } from "../../platform/caches/learner-facts";
import { createGoal, deleteGoal, listGoals, updateGoal } from "./goals";
import { progressReportPdf } from "./report";
import { getShare, setShare, sharedProgress } from "./share";

/** Learning goals, Export Report and Share Progress (spec 3 §2 intelligence and analytics screens). */
export async function insightsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const owner = { access: "owner" } as const;

  typed.get(
    "/api/learning-goals",
    { schema: { response: { 200: z.array(learningGoalSchema) } }, config: owner },
    async (request) => listGoals(db, (await requireUser(request)).id),
  );

  typed.post(
    "/api/learning-goals",
    { schema: { body: learningGoalInputSchema, response: { 201: learningGoalSchema } }, config: owner },
    async (request, reply) => {
      const goal = await createGoal(db, (await requireUser(request)).id, request.body, app.clock());
      reply.code(201);
      return goal;
    },
  );

  typed.put(
    "/api/learning-goals/:id",
    {
      schema: { params: idParamSchema, body: learningGoalInputSchema, response: { 200: learningGoalSchema } },
      config: owner,
    },
    async (request) => updateGoal(db, (await requireUser(request)).id, request.params.id, request.body, app.clock()),
  );

  typed.delete(
    "/api/learning-goals/:id",
    { schema: { params: idParamSchema, response: { 200: okResponseSchema } }, config: owner },
    async (request) => deleteGoal(db, (await requireUser(request)).id, request.params.id),
  );

  typed.get(
    "/api/insights/report.pdf",
    { schema: { response: { 200: fileBodySchema } }, config: owner },
    async (request, reply) => {
      const user = await requireUser(request);
      const now = app.clock();
      const [facts, catalogue] = await Promise.all([loadLearnerFacts(db, user.id), catalogueSummaries(db)]);
      const titles = new Map(catalogue.map((m) => [m.id, m.title]));
      const pdf = await progressReportPdf({
        name: [user.firstName, user.lastName].filter(Boolean).join(" ") || "Learner",
        stats: deriveStats(facts, catalogue, now),
        recentCompletions: facts.progress
          .filter((p) => p.isCompleted && titles.has(p.moduleId))
          .map((p) => ({ title: titles.get(p.moduleId)!, completedAt: p.completedAt ?? p.updatedAt }))
          .sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime()),
        now,
      });
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="pivot-progress-report-${utcDay(now)}.pdf"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(pdf));
    },
  );

  typed.get(
    "/api/progress-share",
    { schema: { response: { 200: progressShareSchema } }, config: owner },
    async (request) => getShare(db, (await requireUser(request)).id),
  );

  typed.put(
    "/api/progress-share",
    { schema: { body: progressShareInputSchema, response: { 200: progressShareSchema } }, config: owner },
    async (request) => setShare(db, (await requireUser(request)).id, request.body.enabled),
  );

  // Public: whoever has the link, while the learner shares it.
  typed.get(
    "/api/shared-progress/:token",
    {
      schema: { params: shareTokenParamsSchema, response: { 200: sharedProgressSchema } },
      config: { access: "public" },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return sharedProgress(db, request.params.token, app.clock());
    },
  );
}
