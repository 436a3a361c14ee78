import { z } from "zod";
import { idParamSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  bookmarkResponseSchema,
  guideProgressSchema,
  guideProgressUpdateSchema,
  moduleContentSchema,
  moduleDetailSchema,
  scenarioChoiceResultSchema,
} from "../learning";
import { moduleListQuerySchema, moduleListSchema } from "../modules";
import { scenarioChoiceBodySchema, scenarioParamsSchema } from "../scenarios";

/** The module catalogue, each module's page and content, bookmarks and guide steps (server/features/modules). */
const tags = ["Modules"];

/** The endpoints (contracts/endpoint.ts). */
export const modulesEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/modules",
    summary: "The module catalogue, filtered and searched",
    tags,
    access: "public",
    query: moduleListQuerySchema,
    responses: { 200: moduleListSchema },
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id",
    summary: "One module's page: its description, outcomes and the caller's standing in it",
    tags,
    access: "public",
    params: idParamSchema,
    responses: { 200: moduleDetailSchema },
  }),
  content: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/content",
    summary: "A module's lessons, for a signed-in learner who may open it",
    tags,
    access: "signedIn",
    params: idParamSchema,
    responses: { 200: moduleContentSchema },
  }),
  scenarioChoice: defineEndpoint({
    method: "POST",
    path: "/api/modules/:id/scenarios/:scenarioId/choices",
    summary: "Record the signed-in learner's choice at one step of a module's branching scenario",
    tags,
    access: "owner",
    params: scenarioParamsSchema,
    body: scenarioChoiceBodySchema,
    responses: { 201: scenarioChoiceResultSchema },
  }),
  bookmark: defineEndpoint({
    method: "POST",
    path: "/api/modules/:id/bookmark",
    summary: "Bookmark a module",
    tags,
    access: "owner",
    params: idParamSchema,
    responses: { 200: bookmarkResponseSchema },
  }),
  removeBookmark: defineEndpoint({
    method: "DELETE",
    path: "/api/modules/:id/bookmark",
    summary: "Remove a module's bookmark",
    tags,
    access: "owner",
    params: idParamSchema,
    responses: { 200: bookmarkResponseSchema },
  }),
  bookmarks: defineEndpoint({
    method: "GET",
    path: "/api/bookmarks",
    summary: "The modules the signed-in learner has bookmarked",
    tags,
    access: "owner",
    responses: { 200: moduleListSchema },
  }),
  guides: defineEndpoint({
    method: "GET",
    path: "/api/modules/:id/guides",
    summary: "The steps the signed-in learner has completed in each of a module's guides",
    tags,
    access: "owner",
    params: idParamSchema,
    responses: { 200: guideProgressSchema },
  }),
  saveGuide: defineEndpoint({
    method: "PUT",
    path: "/api/modules/:id/guides/:guideId",
    summary: "Save the steps the signed-in learner has completed in one guide",
    tags,
    access: "owner",
    params: idParamSchema.extend({ guideId: z.string().min(1).max(100) }),
    body: guideProgressUpdateSchema,
    responses: { 200: guideProgressSchema },
  }),
};
