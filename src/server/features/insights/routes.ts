import type { FastifyInstance } from "fastify";
import { insightsEndpoints as endpoints } from "../../../contracts/api/insights";
import { utcDay } from "../../../domain/calendar";
import { requireUser } from "../../auth/session";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { deriveStats, loadLearnerFacts } from "../../platform/caches/learner-facts";
import { route } from "../../platform/http/route";
import { createGoal, deleteGoal, listGoals, updateGoal } from "./goals";
import { progressReportPdf } from "./report";
import { getShare, setShare, sharedProgress } from "./share";

/** Learning goals, Export Report and Share Progress (spec 3 §2 intelligence and analytics screens). */
export async function insightsRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.goals, async (request) => listGoals(db, (await requireUser(request)).id));

  route(app, endpoints.createGoal, async (request, reply) => {
    const goal = await createGoal(db, (await requireUser(request)).id, request.body, app.clock());
    reply.code(201);
    return goal;
  });

  route(app, endpoints.updateGoal, async (request) =>
    updateGoal(db, (await requireUser(request)).id, request.params.id, () => request.body, app.clock()),
  );

  route(app, endpoints.deleteGoal, async (request) =>
    deleteGoal(db, (await requireUser(request)).id, request.params.id),
  );

  route(app, endpoints.report, async (request, reply) => {
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
  });

  route(app, endpoints.share, async (request) => getShare(db, (await requireUser(request)).id));

  route(app, endpoints.setShare, async (request) =>
    setShare(db, (await requireUser(request)).id, request.body.enabled),
  );

  // Public: whoever has the link, while the learner shares it.
  route(app, endpoints.sharedProgress, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return sharedProgress(db, request.params.token, app.clock());
  });
}
