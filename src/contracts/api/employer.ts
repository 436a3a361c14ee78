import { assignPathwaySchema, employerPathwaySchema, organizationAnalyticsSchema } from "../employer";
import { defineEndpoint } from "../endpoint";

/** The Employer Dashboard overlay's data (spec 1 §2, §7; server/features/employer). */
const tags = ["Employer dashboard"];

/** The endpoints (contracts/endpoint.ts). */
export const employerEndpoints = {
  analytics: defineEndpoint({
    method: "GET",
    path: "/api/organizations/analytics",
    summary: "The team figures of the organisation the caller manages (a manager's reports only)",
    tags,
    access: "organisationMember",
    responses: { 200: organizationAnalyticsSchema },
  }),
  assignPathway: defineEndpoint({
    method: "POST",
    path: "/api/organizations/pathways/assign",
    summary: "Assign a learning pathway to members of the organisation the caller manages",
    tags,
    access: "organisationMember",
    body: assignPathwaySchema,
    responses: { 200: employerPathwaySchema },
  }),
};
