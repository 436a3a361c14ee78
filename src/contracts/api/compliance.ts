import { okResponseSchema } from "../common";
import {
  complianceRuleListSchema,
  complianceRuleParamSchema,
  complianceRuleSchema,
  complianceStatusQuerySchema,
  complianceStatusSchema,
  createComplianceRuleSchema,
} from "../compliance";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";

/** An organisation's compliance assignments (issue 22 item 7; server/features/compliance), owners and admins. */
const rulesPath = "/api/organizations/:id/compliance-assignments";
const tags = ["Compliance"];

/** The endpoints (contracts/endpoint.ts). */
export const complianceEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: rulesPath,
    summary: "The organisation's compliance assignments with their compliance, and the form's choices",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: complianceRuleListSchema },
  }),
  create: defineEndpoint({
    method: "POST",
    path: rulesPath,
    summary: "Assign a module or pathway to an audience on a recurring cycle; assigns it at once",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: createComplianceRuleSchema,
    responses: { 201: complianceRuleSchema },
  }),
  end: defineEndpoint({
    method: "DELETE",
    path: `${rulesPath}/:ruleId`,
    summary: "End a compliance assignment: no more cycles; what was assigned stays",
    tags,
    access: "organisationMember",
    params: complianceRuleParamSchema,
    responses: { 200: okResponseSchema },
  }),
  status: defineEndpoint({
    method: "GET",
    path: `${rulesPath}/:ruleId/status`,
    summary: "Who is compliant, due or overdue under a compliance assignment, a page at a time",
    tags,
    access: "organisationMember",
    params: complianceRuleParamSchema,
    query: complianceStatusQuerySchema,
    responses: { 200: complianceStatusSchema },
  }),
};
