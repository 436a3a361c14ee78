import { defineEndpoint } from "../endpoint";
import { jediAssessmentListSchema, savedJediAssessmentSchema, saveJediAssessmentSchema } from "../jedi";

/** The JEDI hub's readiness assessment, saved to the signed-in user's account (issue 12; server/features/jedi). */
const tags = ["JEDI"];

/** The endpoints (contracts/endpoint.ts). */
export const jediEndpoints = {
  assessments: defineEndpoint({
    method: "GET",
    path: "/api/jedi/assessments",
    summary: "The caller's saved JEDI readiness assessments, newest first",
    tags,
    access: "owner",
    responses: { 200: jediAssessmentListSchema },
  }),
  saveAssessment: defineEndpoint({
    method: "POST",
    path: "/api/jedi/assessments",
    summary: "Save a JEDI readiness assessment to the caller's account",
    tags,
    access: "owner",
    body: saveJediAssessmentSchema,
    responses: { 201: savedJediAssessmentSchema },
  }),
};
