import { dpaAcceptanceBodySchema, dpaAcceptanceStatusSchema } from "../dpa";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";

/** Issue 45 item 5 (server/features/dpa): the data processing agreement an organisation's owner accepts. */
const tags = ["Organisations"];

/** The endpoints (contracts/endpoint.ts). */
export const dpaEndpoints = {
  dpaAcceptance: defineEndpoint({
    method: "GET",
    path: "/api/organizations/:id/dpa-acceptance",
    summary:
      "Whether the organisation has accepted the current data processing agreement, and who did (owners and admins)",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: dpaAcceptanceStatusSchema },
  }),
  acceptDpa: defineEndpoint({
    method: "POST",
    path: "/api/organizations/:id/dpa-acceptance",
    summary: "Accept the current data processing agreement for the organisation (owners)",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: dpaAcceptanceBodySchema,
    responses: { 201: dpaAcceptanceStatusSchema },
  }),
};
