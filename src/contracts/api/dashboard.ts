import { defineEndpoint } from "../endpoint";
import { dashboardSchema, pivotAssessmentSchema, saveAssessmentSchema } from "../learning";

/** The learner's dashboard and PIVOT self-assessment (server/features/dashboard). */
const tags = ["Dashboard"];

/** The endpoints (contracts/endpoint.ts). */
export const dashboardEndpoints = {
  dashboard: defineEndpoint({
    method: "GET",
    path: "/api/dashboard",
    summary: "The caller's dashboard: progress, streak, pillar scores, recommendations and certificates",
    tags,
    access: "owner",
    responses: { 200: dashboardSchema },
  }),
  assessment: defineEndpoint({
    method: "GET",
    path: "/api/assessments/pivot",
    summary: "The caller's latest PIVOT self-assessment, or null before the first",
    tags,
    access: "owner",
    responses: { 200: pivotAssessmentSchema.nullable() },
  }),
  saveAssessment: defineEndpoint({
    method: "POST",
    path: "/api/assessments/pivot",
    summary: "Save the caller's PIVOT self-assessment (a rating for every statement)",
    tags,
    access: "owner",
    body: saveAssessmentSchema,
    responses: { 201: pivotAssessmentSchema },
  }),
};
