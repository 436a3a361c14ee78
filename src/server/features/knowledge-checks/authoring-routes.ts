import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminBankSchema,
  adminQuestionSchema,
  analysisOverviewSchema,
  bankModuleParamsSchema,
  bankModuleSchema,
  checkSettingsSchema,
  moduleAnalysisDetailSchema,
  organizationModuleAnalysisParamsSchema,
  publishDraftQuestionsResponseSchema,
  questionInputSchema,
  questionParamsSchema,
  questionUpdateResponseSchema,
} from "../../../contracts/knowledge-check";
import { organizationIdParamSchema } from "../../../contracts/organizations";
import { requireUser } from "../../auth/session";
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

const ADMIN = { access: { role: ["admin"] } } as const;
/** issue 22 item 5: organisation owners and admins read their members' figures (and site admins). */
const READS_ANALYSIS = ["owner", "admin"] as const;

/** Authoring of knowledge check banks and item analysis (issue 22 items 4 and 5). */
export async function knowledgeCheckAuthoringRoutes(app: FastifyInstance) {
  // The content generator's draft checks go into this feature's question bank (issue 22 item 4).
  provideDraftQuestionBank({ replaceDrafts: replaceDraftQuestions, publishDrafts: publishDraftQuestions });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.get(
    "/api/admin/knowledge-checks/modules",
    { schema: { response: { 200: z.array(bankModuleSchema) } }, config: ADMIN },
    async () => listBankModules(db),
  );

  typed.get(
    "/api/admin/knowledge-checks/modules/:moduleId",
    { schema: { params: bankModuleParamsSchema, response: { 200: adminBankSchema } }, config: ADMIN },
    async (request) => getBank(db, request.params.moduleId),
  );

  typed.post(
    "/api/admin/knowledge-checks/modules/:moduleId/questions",
    {
      schema: { params: bankModuleParamsSchema, body: questionInputSchema, response: { 201: adminQuestionSchema } },
      config: ADMIN,
    },
    async (request, reply) =>
      reply.status(201).send(await createQuestion(db, request.params.moduleId, request.body, app.clock())),
  );

  typed.put(
    "/api/admin/knowledge-checks/modules/:moduleId/settings",
    {
      schema: { params: bankModuleParamsSchema, body: checkSettingsSchema, response: { 200: bankModuleSchema } },
      config: ADMIN,
    },
    async (request) => updateSettings(db, request.params.moduleId, request.body, app.clock()),
  );

  typed.post(
    "/api/admin/knowledge-checks/modules/:moduleId/publish-drafts",
    {
      schema: { params: bankModuleParamsSchema, response: { 200: publishDraftQuestionsResponseSchema } },
      config: ADMIN,
    },
    async (request) => publishDrafts(db, request.params.moduleId, app.clock()),
  );

  typed.put(
    "/api/admin/knowledge-checks/questions/:questionId",
    {
      schema: {
        params: questionParamsSchema,
        body: questionInputSchema,
        response: { 200: questionUpdateResponseSchema },
      },
      config: ADMIN,
    },
    async (request) => updateQuestion(db, request.params.questionId, request.body, app.clock()),
  );

  typed.post(
    "/api/admin/knowledge-checks/questions/:questionId/retire",
    { schema: { params: questionParamsSchema, response: { 200: adminQuestionSchema } }, config: ADMIN },
    async (request) => retireQuestion(db, request.params.questionId, app.clock()),
  );

  typed.post(
    "/api/admin/knowledge-checks/questions/:questionId/restore",
    { schema: { params: questionParamsSchema, response: { 200: adminQuestionSchema } }, config: ADMIN },
    async (request) => restoreQuestion(db, request.params.questionId, app.clock()),
  );

  typed.get(
    "/api/admin/knowledge-checks/analysis",
    { schema: { response: { 200: analysisOverviewSchema } }, config: ADMIN },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return analysisOverview(db, {});
    },
  );

  typed.get(
    "/api/admin/knowledge-checks/analysis/:moduleId",
    { schema: { params: bankModuleParamsSchema, response: { 200: moduleAnalysisDetailSchema } }, config: ADMIN },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return moduleAnalysis(db, {}, request.params.moduleId);
    },
  );

  typed.get(
    "/api/organizations/:id/knowledge-checks/analysis",
    {
      schema: { params: organizationIdParamSchema, response: { 200: analysisOverviewSchema } },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, READS_ANALYSIS, { siteAdmin: true });
      reply.header("cache-control", "private, no-store");
      return analysisOverview(db, { organizationId: scope.organization.id });
    },
  );

  typed.get(
    "/api/organizations/:id/knowledge-checks/analysis/:moduleId",
    {
      schema: { params: organizationModuleAnalysisParamsSchema, response: { 200: moduleAnalysisDetailSchema } },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, READS_ANALYSIS, { siteAdmin: true });
      reply.header("cache-control", "private, no-store");
      return moduleAnalysis(db, { organizationId: scope.organization.id }, request.params.moduleId);
    },
  );
}
