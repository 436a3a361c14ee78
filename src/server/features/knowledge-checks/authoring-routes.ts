import type { FastifyInstance } from "fastify";
import { knowledgeCheckAuthoringEndpoints as endpoints } from "../../../contracts/api/knowledge-checks";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { provideDraftQuestionBank } from "../../platform/question-bank/draft-questions";
import { analysisOverview, moduleAnalysis } from "./analysis";
import {
  createQuestion,
  getBank,
  listBankModules,
  publishDraftQuestions,
  publishDrafts,
  replaceDraftQuestions,
  restoreQuestion,
  retireQuestion,
  updateQuestion,
  updateSettings,
} from "./authoring";

/** issue 22 item 5: organisation owners and admins read their members' figures (and site admins). */
const READS_ANALYSIS = ["owner", "admin"] as const;

/** Authoring of knowledge check banks and item analysis (issue 22 items 4 and 5). */
export async function knowledgeCheckAuthoringRoutes(app: FastifyInstance) {
  // The content generator's draft checks go into this feature's question bank (issue 22 item 4).
  provideDraftQuestionBank({ replaceDrafts: replaceDraftQuestions, publishDrafts: publishDraftQuestions });
  const { db } = app.services;

  route(app, endpoints.bankModules, async () => listBankModules(db));

  route(app, endpoints.bank, async (request) => getBank(db, request.params.moduleId));

  route(app, endpoints.createQuestion, async (request, reply) =>
    reply.status(201).send(await createQuestion(db, request.params.moduleId, request.body, app.clock())),
  );

  route(app, endpoints.updateSettings, async (request) =>
    updateSettings(db, request.params.moduleId, request.body, app.clock()),
  );

  route(app, endpoints.publishDrafts, async (request) => publishDrafts(db, request.params.moduleId, app.clock()));

  route(app, endpoints.updateQuestion, async (request) =>
    updateQuestion(db, request.params.questionId, () => request.body, app.clock()),
  );

  route(app, endpoints.retireQuestion, async (request) => retireQuestion(db, request.params.questionId, app.clock()));

  route(app, endpoints.restoreQuestion, async (request) => restoreQuestion(db, request.params.questionId, app.clock()));

  route(app, endpoints.analysis, async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
    return analysisOverview(db, {});
  });

  route(app, endpoints.moduleAnalysis, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return moduleAnalysis(db, {}, request.params.moduleId);
  });

  route(app, endpoints.organizationAnalysis, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, READS_ANALYSIS, { siteAdmin: true });
    reply.header("cache-control", "private, no-store");
    return analysisOverview(db, { organizationId: scope.organization.id });
  });

  route(app, endpoints.organizationModuleAnalysis, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, READS_ANALYSIS, { siteAdmin: true });
    reply.header("cache-control", "private, no-store");
    return moduleAnalysis(db, { organizationId: scope.organization.id }, request.params.moduleId);
  });
}
