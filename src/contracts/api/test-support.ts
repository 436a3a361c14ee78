import { defineEndpoint } from "../endpoint";
import {
  adminRequestSchema,
  createdModuleSchema,
  credentialsSchema,
  employerTeamRequestSchema,
  employerTeamSchema,
  teamMemberRequestSchema,
  verifiedDomainRequestSchema,
  verifiedDomainSchema,
} from "../test-support";

/**
 * End-to-end test support (server/features/test-support): routes only end-to-end servers register
 * (E2E_TEST_SUPPORT=true, never in production), which make a Playwright test its own users and data.
 */
const tags = ["Test support"];

/** The endpoints (contracts/endpoint.ts). */
export const testSupportEndpoints = {
  employerTeam: defineEndpoint({
    method: "POST",
    path: "/api/test-support/employer-team",
    summary: "Create an employer with an organisation and a team whose progress a seed decides (e2e only)",
    tags,
    access: "testSupport",
    body: employerTeamRequestSchema,
    responses: { 201: employerTeamSchema },
  }),
  teamMember: defineEndpoint({
    method: "POST",
    path: "/api/test-support/team-member",
    summary: "Create a learner who can sign in, as a member of an organisation (e2e only)",
    tags,
    access: "testSupport",
    body: teamMemberRequestSchema,
    responses: { 201: credentialsSchema },
  }),
  verifiedDomain: defineEndpoint({
    method: "POST",
    path: "/api/test-support/verified-domain",
    summary: "Give an organisation a domain it has proved, skipping the DNS check (e2e only)",
    tags,
    access: "testSupport",
    body: verifiedDomainRequestSchema,
    responses: { 201: verifiedDomainSchema },
  }),
  admin: defineEndpoint({
    method: "POST",
    path: "/api/test-support/admin",
    summary: "Create an administrator who can sign in (e2e only)",
    tags,
    access: "testSupport",
    body: adminRequestSchema,
    responses: { 201: credentialsSchema },
  }),
  moduleWithoutContent: defineEndpoint({
    method: "POST",
    path: "/api/test-support/module-without-content",
    summary: "Create a catalogue module of the test's own with no content yet (e2e only)",
    tags,
    access: "testSupport",
    responses: { 201: createdModuleSchema },
  }),
};
