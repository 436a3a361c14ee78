import { z } from "zod";
import { fileBodySchema, idParamSchema, okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  learningGoalInputSchema,
  learningGoalSchema,
  progressShareInputSchema,
  progressShareSchema,
  sharedProgressSchema,
  shareTokenParamsSchema,
} from "../insights";

/** Learning goals, Export Report and Share Progress (spec 3 §2; server/features/insights). */
const goalsPath = "/api/learning-goals";
const tags = ["Insights"];

/** The endpoints (contracts/endpoint.ts). */
export const insightsEndpoints = {
  goals: defineEndpoint({
    method: "GET",
    path: goalsPath,
    summary: "The caller's learning goals",
    tags,
    access: "owner",
    responses: { 200: z.array(learningGoalSchema) },
  }),
  createGoal: defineEndpoint({
    method: "POST",
    path: goalsPath,
    summary: "Set the caller a new learning goal",
    tags,
    access: "owner",
    body: learningGoalInputSchema,
    responses: { 201: learningGoalSchema },
  }),
  updateGoal: defineEndpoint({
    method: "PUT",
    path: `${goalsPath}/:id`,
    summary: "Change one of the caller's learning goals",
    tags,
    access: "owner",
    params: idParamSchema,
    body: learningGoalInputSchema,
    responses: { 200: learningGoalSchema },
  }),
  deleteGoal: defineEndpoint({
    method: "DELETE",
    path: `${goalsPath}/:id`,
    summary: "Delete one of the caller's learning goals",
    tags,
    access: "owner",
    params: idParamSchema,
    responses: { 200: okResponseSchema },
  }),
  report: defineEndpoint({
    method: "GET",
    path: "/api/insights/report.pdf",
    summary: "The caller's progress report as a PDF to download",
    tags,
    access: "owner",
    responses: { 200: fileBodySchema },
    produces: "application/pdf",
  }),
  share: defineEndpoint({
    method: "GET",
    path: "/api/progress-share",
    summary: "Whether the caller shares their progress by link, and the link",
    tags,
    access: "owner",
    responses: { 200: progressShareSchema },
  }),
  setShare: defineEndpoint({
    method: "PUT",
    path: "/api/progress-share",
    summary: "Start or stop sharing the caller's progress by link",
    tags,
    access: "owner",
    body: progressShareInputSchema,
    responses: { 200: progressShareSchema },
  }),
  sharedProgress: defineEndpoint({
    method: "GET",
    path: "/api/shared-progress/:token",
    summary: "A learner's shared progress, for whoever has the link while they share it",
    tags,
    access: "public",
    params: shareTokenParamsSchema,
    responses: { 200: sharedProgressSchema },
  }),
};
