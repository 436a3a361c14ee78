import { z } from "zod";
import { idParamSchema } from "../common";
import {
  adminModuleSchema,
  bulkGenerateRequestSchema,
  bulkGenerateResponseSchema,
  contentAnalyticsSchema,
  contentDraftSchema,
  contentModuleParamsSchema,
  currentRunResponseSchema,
  draftUpdateSchema,
  generateResponseSchema,
  moduleWithoutContentSchema,
  notifyRequestResponseSchema,
  podcastUploadResponseSchema,
  publishResponseSchema,
} from "../content-admin";
import { defineEndpoint } from "../endpoint";

/** The AI Content Generator (spec 3 §7) and podcast uploads: administrators only (issue 14; server/features/content). */
const tags = ["Content administration"];
const admin = { role: ["admin"] } as const;

export const contentEndpoints = {
  modulesWithoutContent: defineEndpoint({
    method: "GET",
    path: "/api/content/modules-without-content",
    summary: "The modules that have no written content yet, for the generator (admin)",
    tags,
    access: admin,
    responses: { 200: z.array(moduleWithoutContentSchema) },
  }),
  modules: defineEndpoint({
    method: "GET",
    path: "/api/content/modules",
    summary: "Every module with its content, draft and podcast state (admin)",
    tags,
    access: admin,
    responses: { 200: z.array(adminModuleSchema) },
  }),
  generate: defineEndpoint({
    method: "POST",
    path: "/api/content/generate/:moduleId",
    summary: "Generate a draft of one module's content (admin)",
    tags,
    access: admin,
    params: contentModuleParamsSchema,
    responses: { 200: generateResponseSchema },
  }),
  generateBulk: defineEndpoint({
    method: "POST",
    path: "/api/content/generate-bulk",
    summary: "Start a run that generates drafts for several modules in turn (admin)",
    tags,
    access: admin,
    body: bulkGenerateRequestSchema,
    responses: { 200: bulkGenerateResponseSchema },
  }),
  currentRun: defineEndpoint({
    method: "GET",
    path: "/api/content/generation-runs/current",
    summary: "The generation run in progress, or the latest one, with each module's state (admin)",
    tags,
    access: admin,
    responses: { 200: currentRunResponseSchema },
  }),
  drafts: defineEndpoint({
    method: "GET",
    path: "/api/content/drafts",
    summary: "The generated drafts, for review before publishing (admin)",
    tags,
    access: admin,
    responses: { 200: z.array(contentDraftSchema) },
  }),
  updateDraft: defineEndpoint({
    method: "PUT",
    path: "/api/content/drafts/:id",
    summary: "Edit a draft's text (admin)",
    tags,
    access: admin,
    params: idParamSchema,
    body: draftUpdateSchema,
    responses: { 200: contentDraftSchema },
  }),
  publishDraft: defineEndpoint({
    method: "POST",
    path: "/api/content/drafts/:id/publish",
    summary: "Publish a draft as the module's content and tell the learners who asked (admin)",
    tags,
    access: admin,
    params: idParamSchema,
    responses: { 200: publishResponseSchema },
  }),
  notifyWhenReady: defineEndpoint({
    method: "POST",
    path: "/api/content/notify-when-ready/:moduleId",
    summary: "Ask to be told when a module without content is published",
    tags,
    access: "owner",
    params: contentModuleParamsSchema,
    responses: { 200: notifyRequestResponseSchema },
  }),
  analytics: defineEndpoint({
    method: "GET",
    path: "/api/content/analytics",
    summary: "How much of the catalogue has content, overall and per pillar, and the drafts and publications (admin)",
    tags,
    access: admin,
    responses: { 200: contentAnalyticsSchema },
  }),
  uploadPodcast: defineEndpoint({
    method: "POST",
    path: "/api/content/modules/:id/podcast",
    summary: "Upload a module's podcast: an MP3 or M4A file with its duration and transcript (admin)",
    description:
      "multipart/form-data: the audio in a 'file' field, and optional 'durationSeconds' and 'transcript' fields.",
    tags,
    access: admin,
    params: idParamSchema,
    body: { stream: "multipart", contentTypes: ["multipart/form-data"] },
    responses: { 201: podcastUploadResponseSchema },
  }),
};
