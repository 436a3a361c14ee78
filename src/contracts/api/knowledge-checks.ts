import { z } from "zod";
import { errorResponseSchema, idParamSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { idempotencyHeadersSchema } from "../idempotency";
import {
  adminBankSchema,
  adminQuestionSchema,
  analysisOverviewSchema,
  bankModuleParamsSchema,
  bankModuleSchema,
  checkSettingsSchema,
  knowledgeCheckAttemptParamsSchema,
  knowledgeCheckAttemptSchema,
  knowledgeCheckResultSchema,
  knowledgeCheckSubmissionSchema,
  moduleAnalysisDetailSchema,
  organizationCheckRuleInputSchema,
  organizationCheckRuleSchema,
  organizationCheckRulesSchema,
  organizationModuleAnalysisParamsSchema,
  publishDraftQuestionsResponseSchema,
  questionInputSchema,
  questionParamsSchema,
  questionUpdateResponseSchema,
} from "../knowledge-check";
import { organizationIdParamSchema } from "../organizations";

/** Graded knowledge checks, their authoring and item analysis (issue 22; server/features/knowledge-checks). */
const tags = ["Knowledge checks"];
const authoringTags = ["Knowledge check authoring"];
const admin = { role: ["admin"] } as const;
const adminBase = "/api/admin/knowledge-checks";

/** A learner's attempts (issue 22). */
export const knowledgeCheckEndpoints = {
  startAttempt: defineEndpoint({
    method: "POST",
    path: "/api/modules/:id/knowledge-check/attempts",
    summary: "Start an attempt at the module's knowledge check: a fresh draw of its questions",
    tags,
    access: "signedIn",
    params: idParamSchema,
    responses: { 201: knowledgeCheckAttemptSchema },
  }),
  submitAttempt: defineEndpoint({
    method: "POST",
    path: "/api/modules/:id/knowledge-check/attempts/:attemptId/submit",
    summary: "Submit an attempt's answers: the score and, per question, right or wrong with its feedback",
    description:
      "Send an Idempotency-Key header with each submission and the same key when sending it again: a repeat answers the first result and records no second submission; the key with other answers is a 422.",
    tags,
    access: "owner",
    headers: idempotencyHeadersSchema,
    params: knowledgeCheckAttemptParamsSchema,
    body: knowledgeCheckSubmissionSchema,
    responses: { 200: knowledgeCheckResultSchema, 422: errorResponseSchema },
  }),
};

/** Authoring of the question banks and item analysis (issue 22 items 4 and 5). */
export const knowledgeCheckAuthoringEndpoints = {
  bankModules: defineEndpoint({
    method: "GET",
    path: `${adminBase}/modules`,
    summary: "Every module's question bank in brief: its questions by status and its check settings (admin)",
    tags: authoringTags,
    access: admin,
    responses: { 200: z.array(bankModuleSchema) },
  }),
  bank: defineEndpoint({
    method: "GET",
    path: `${adminBase}/modules/:moduleId`,
    summary: "One module's question bank with every question, retired and draft ones too (admin)",
    tags: authoringTags,
    access: admin,
    params: bankModuleParamsSchema,
    responses: { 200: adminBankSchema },
  }),
  createQuestion: defineEndpoint({
    method: "POST",
    path: `${adminBase}/modules/:moduleId/questions`,
    summary: "Add a question to a module's bank (admin)",
    tags: authoringTags,
    access: admin,
    params: bankModuleParamsSchema,
    body: questionInputSchema,
    responses: { 201: adminQuestionSchema },
  }),
  updateSettings: defineEndpoint({
    method: "PUT",
    path: `${adminBase}/modules/:moduleId/settings`,
    summary: "Set a module's check: questions per attempt, pass mark and cooldown (admin)",
    tags: authoringTags,
    access: admin,
    params: bankModuleParamsSchema,
    body: checkSettingsSchema,
    responses: { 200: bankModuleSchema },
  }),
  publishDrafts: defineEndpoint({
    method: "POST",
    path: `${adminBase}/modules/:moduleId/publish-drafts`,
    summary: "Make the content generator's draft questions of a module active (admin)",
    tags: authoringTags,
    access: admin,
    params: bankModuleParamsSchema,
    responses: { 200: publishDraftQuestionsResponseSchema },
  }),
  updateQuestion: defineEndpoint({
    method: "PUT",
    path: `${adminBase}/questions/:questionId`,
    summary: "Edit a question; one already answered is kept and the edit becomes its new version (admin)",
    tags: authoringTags,
    access: admin,
    params: questionParamsSchema,
    body: questionInputSchema,
    responses: { 200: questionUpdateResponseSchema },
  }),
  retireQuestion: defineEndpoint({
    method: "POST",
    path: `${adminBase}/questions/:questionId/retire`,
    summary: "Retire a question: attempts no longer draw it (admin)",
    tags: authoringTags,
    access: admin,
    params: questionParamsSchema,
    responses: { 200: adminQuestionSchema },
  }),
  restoreQuestion: defineEndpoint({
    method: "POST",
    path: `${adminBase}/questions/:questionId/restore`,
    summary: "Bring a retired question back into the bank (admin)",
    tags: authoringTags,
    access: admin,
    params: questionParamsSchema,
    responses: { 200: adminQuestionSchema },
  }),
  analysis: defineEndpoint({
    method: "GET",
    path: `${adminBase}/analysis`,
    summary: "Item analysis of every module's check across all learners (admin)",
    tags: authoringTags,
    access: admin,
    responses: { 200: analysisOverviewSchema },
  }),
  moduleAnalysis: defineEndpoint({
    method: "GET",
    path: `${adminBase}/analysis/:moduleId`,
    summary: "Item analysis of one module's questions across all learners (admin)",
    tags: authoringTags,
    access: admin,
    params: bankModuleParamsSchema,
    responses: { 200: moduleAnalysisDetailSchema },
  }),
  organizationAnalysis: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/knowledge-checks/analysis",
    summary: "Item analysis of every module's check among the organisation's members (owners and admins)",
    tags: authoringTags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: analysisOverviewSchema },
  }),
  organizationModuleAnalysis: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/knowledge-checks/analysis/:moduleId",
    summary: "Item analysis of one module's questions among the organisation's members (owners and admins)",
    tags: authoringTags,
    access: "organisationMember",
    params: organizationModuleAnalysisParamsSchema,
    responses: { 200: moduleAnalysisDetailSchema },
  }),
};

/** An organisation's rules for its members' checks, for compliance use (issue 47 item 2). */
export const organizationCheckRuleEndpoints = {
  rules: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/knowledge-checks/rules",
    summary: "Every assessed module's check settings and the organisation's stricter rules (owners and admins)",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: organizationCheckRulesSchema },
  }),
  updateRule: defineEndpoint({
    method: "PUT",
    path: "/api/organizations/:id/knowledge-checks/rules/:moduleId",
    summary:
      "Set the organisation's rules for a module's check: attempt limit, time between attempts, pass mark, answers after a pass (owners and admins)",
    tags,
    access: "organisationMember",
    params: organizationModuleAnalysisParamsSchema,
    body: organizationCheckRuleInputSchema,
    responses: { 200: organizationCheckRuleSchema },
  }),
};
