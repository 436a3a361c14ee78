import { z } from "zod";
import { idParamSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { pathwayListQuerySchema, pathwaySchema } from "../learning";

/** Learning pathways (server/features/pathways). */
const tags = ["Pathways"];

/** The endpoints (contracts/endpoint.ts). */
export const pathwaysEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/pathways",
    summary: "The learning pathways, with the caller's enrolment and progress when signed in",
    tags,
    access: "public",
    query: pathwayListQuerySchema,
    responses: { 200: z.array(pathwaySchema) },
  }),
  enroll: defineEndpoint({
    method: "POST",
    path: "/api/pathways/:id/enroll",
    summary: "Enrol the caller in a learning pathway",
    tags,
    access: "owner",
    params: idParamSchema,
    responses: { 200: pathwaySchema },
  }),
};
