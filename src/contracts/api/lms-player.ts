import { errorResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { idempotencyHeadersSchema } from "../idempotency";
import {
  knowledgeCheckAttemptSchema,
  knowledgeCheckResultSchema,
  knowledgeCheckSubmissionSchema,
} from "../knowledge-check";
import { moduleContentSchema, progressItemSchema } from "../learning";
import {
  playerAttemptParamsSchema,
  playerModuleParamsSchema,
  playerProgressSchema,
  playerSessionCreateSchema,
  playerSessionSchema,
  playerStateSchema,
} from "../lms-player";

/**
 * The PIVOT player an LMS package opens in a frame (issue 24 item 1; decision 326; server/features/lms-player).
 * The launch token is exchanged once for a player session; the player's calls carry its key as
 * `Authorization: Bearer`, for one learner and one module. Cookies play no part.
 */
const tags = ["LMS player"];
const base = "/api/lms/player/modules/:moduleId";

export const lmsPlayerEndpoints = {
  createSession: defineEndpoint({
    method: "POST",
    path: "/api/lms/player-sessions",
    summary: "Exchange a launch token (single use) for a player session: its key, the learner and the module",
    tags,
    access: "public",
    body: playerSessionCreateSchema,
    responses: { 201: playerSessionSchema },
  }),
  state: defineEndpoint({
    method: "GET",
    path: base,
    summary: "The player session's module as its learner sees it, with their progress",
    tags,
    access: "playerSession",
    params: playerModuleParamsSchema,
    responses: { 200: playerStateSchema },
  }),
  content: defineEndpoint({
    method: "GET",
    path: `${base}/content`,
    summary: "The module's protected body, with the module page's premium lock and protection limits",
    tags,
    access: "playerSession",
    params: playerModuleParamsSchema,
    responses: { 200: moduleContentSchema },
  }),
  recordProgress: defineEndpoint({
    method: "POST",
    path: `${base}/progress`,
    summary: "Record the learner's progress on the module, as POST /api/user/progress does",
    tags,
    access: "playerSession",
    headers: idempotencyHeadersSchema,
    params: playerModuleParamsSchema,
    body: playerProgressSchema,
    responses: { 200: progressItemSchema, 422: errorResponseSchema },
  }),
  startAttempt: defineEndpoint({
    method: "POST",
    path: `${base}/knowledge-check/attempts`,
    summary: "Start an attempt at the module's knowledge check: a fresh draw of its questions",
    tags,
    access: "playerSession",
    params: playerModuleParamsSchema,
    responses: { 201: knowledgeCheckAttemptSchema },
  }),
  submitAttempt: defineEndpoint({
    method: "POST",
    path: `${base}/knowledge-check/attempts/:attemptId/submit`,
    summary: "Submit an attempt's answers: the score and, per question, right or wrong with its feedback",
    tags,
    access: "playerSession",
    headers: idempotencyHeadersSchema,
    params: playerAttemptParamsSchema,
    body: knowledgeCheckSubmissionSchema,
    responses: { 200: knowledgeCheckResultSchema, 422: errorResponseSchema },
  }),
};
