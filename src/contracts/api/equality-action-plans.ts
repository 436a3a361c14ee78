import { errorResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import {
  approvePlanBodySchema,
  createPlanBodySchema,
  equalityActionPlanListSchema,
  equalityActionPlanSchema,
  planExportQuerySchema,
  planFilingSchema,
  planParamSchema,
  updatePlanBodySchema,
} from "../equality-action-plans";
import { organizationIdParamSchema } from "../organizations";

/**
 * Equality action plans (issue 49; server/features/pay-gap/equality-plans). Owners and equality leads
 * (members with the HR analyst permission); approval is an owner's. Anyone else in the organisation 403,
 * anyone outside it 404.
 */
const base = "/api/organizations/:id/equality-action-plans";
const plan = `${base}/:planId`;
const tags = ["Equality action plans"];
const access = "organisationMember" as const;

export const equalityPlanEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: base,
    summary: "The organisation's equality action plans and the years a plan can stand on",
    tags,
    access,
    params: organizationIdParamSchema,
    responses: { 200: equalityActionPlanListSchema },
  }),
  create: defineEndpoint({
    method: "POST",
    path: base,
    summary: "Start an equality action plan on a reporting year's pay-gap snapshot",
    tags,
    access,
    params: organizationIdParamSchema,
    body: createPlanBodySchema,
    responses: { 201: equalityActionPlanSchema, 404: errorResponseSchema },
  }),
  get: defineEndpoint({
    method: "GET",
    path: plan,
    summary: "A plan: its current version, the diagnosis, suggestions, indicators and linked work's progress",
    tags,
    access,
    params: planParamSchema,
    responses: { 200: equalityActionPlanSchema },
  }),
  update: defineEndpoint({
    method: "PUT",
    path: plan,
    summary: "Save the plan's draft; after approval, an edit starts the next version",
    tags,
    access,
    params: planParamSchema,
    body: updatePlanBodySchema,
    responses: { 200: equalityActionPlanSchema },
  }),
  approve: defineEndpoint({
    method: "POST",
    path: `${plan}/approve`,
    summary: "Approve the plan's current version as a senior person (owner); the version is frozen",
    tags,
    access,
    params: planParamSchema,
    body: approvePlanBodySchema,
    responses: { 200: equalityActionPlanSchema, 409: errorResponseSchema },
  }),
  export: defineEndpoint({
    method: "GET",
    path: `${plan}/export`,
    summary: "The approved version: filing (the text for the gender pay gap service, JSON) or pdf (the board PDF)",
    tags,
    access,
    params: planParamSchema,
    query: planExportQuerySchema,
    responses: { 200: planFilingSchema, 409: errorResponseSchema },
  }),
};
