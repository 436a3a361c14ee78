import { okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";
import {
  createdScimTokenSchema,
  createScimTokenSchema,
  SCIM_BASE_PATH,
  scimDocumentSchema,
  scimNoContentSchema,
  scimRequestBodySchema,
  scimResourceIdParamSchema,
  scimTokenListSchema,
  scimTokenParamSchema,
} from "../scim";

/**
 * SCIM 2.0 provisioning (issue 21 item 2; server/features/scim): the tokens an organisation's owner
 * manages under /api, and the SCIM service at /scim/v2 its identity provider calls with one of them.
 */
const tokensPath = "/api/organizations/:id/scim/tokens";
const tokenTags = ["SCIM provisioning"];
const tags = ["SCIM 2.0"];
const access = "scimToken";
const discovery = { access, tags, responses: { 200: scimDocumentSchema }, produces: "application/scim+json" } as const;
const resource = { access, tags, params: scimResourceIdParamSchema, produces: "application/scim+json" } as const;

/** The endpoints (contracts/endpoint.ts). */
export const scimEndpoints = {
  tokens: defineEndpoint({
    method: "GET",
    path: tokensPath,
    summary: "The organisation's live SCIM tokens and the base URL to give the identity provider (the owner)",
    tags: tokenTags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: scimTokenListSchema },
  }),
  createToken: defineEndpoint({
    method: "POST",
    path: tokensPath,
    summary: "Create a SCIM bearer token; the only answer that shows it whole (the owner)",
    tags: tokenTags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: createScimTokenSchema,
    responses: { 201: createdScimTokenSchema },
  }),
  revokeToken: defineEndpoint({
    method: "DELETE",
    path: `${tokensPath}/:tokenId`,
    summary: "Revoke a SCIM token; the SCIM service refuses it from the next request on (the owner)",
    tags: tokenTags,
    access: "organisationMember",
    params: scimTokenParamSchema,
    responses: { 200: okResponseSchema },
  }),

  // ---- Discovery (RFC 7644 §4) ----
  serviceProviderConfig: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/ServiceProviderConfig`,
    summary: "What this SCIM service supports (patch, filter, paging, no bulk or sorting)",
  }),
  resourceTypes: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/ResourceTypes`,
    summary: "The SCIM resource types served: User and Group",
  }),
  resourceType: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/ResourceTypes/:id`,
    summary: "One SCIM resource type",
    params: scimResourceIdParamSchema,
  }),
  schemas: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/Schemas`,
    summary: "The SCIM schemas of the resources served",
  }),
  schema: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/Schemas/:id`,
    summary: "One SCIM schema",
    params: scimResourceIdParamSchema,
  }),

  // ---- Users (RFC 7644 §3.3–3.6): the organisation's members ----
  users: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/Users`,
    summary: "The organisation's provisioned people, filtered and a page at a time",
  }),
  createUser: defineEndpoint({
    access,
    tags,
    produces: "application/scim+json",
    method: "POST",
    path: `${SCIM_BASE_PATH}/Users`,
    summary: "Provision a person: their account and membership of the organisation",
    body: scimRequestBodySchema,
    responses: { 201: scimDocumentSchema },
  }),
  user: defineEndpoint({
    ...resource,
    method: "GET",
    path: `${SCIM_BASE_PATH}/Users/:id`,
    summary: "One provisioned person",
    responses: { 200: scimDocumentSchema },
  }),
  replaceUser: defineEndpoint({
    ...resource,
    method: "PUT",
    path: `${SCIM_BASE_PATH}/Users/:id`,
    summary: "Replace a provisioned person's attributes",
    body: scimRequestBodySchema,
    responses: { 200: scimDocumentSchema },
  }),
  patchUser: defineEndpoint({
    ...resource,
    method: "PATCH",
    path: `${SCIM_BASE_PATH}/Users/:id`,
    summary: "Change some of a provisioned person's attributes, or deactivate them",
    body: scimRequestBodySchema,
    responses: { 200: scimDocumentSchema },
  }),
  deleteUser: defineEndpoint({
    ...resource,
    method: "DELETE",
    path: `${SCIM_BASE_PATH}/Users/:id`,
    summary: "Deprovision a person: their membership of the organisation ends",
    responses: { 204: scimNoContentSchema },
  }),

  // ---- Groups: the organisation's departments ----
  groups: defineEndpoint({
    ...discovery,
    method: "GET",
    path: `${SCIM_BASE_PATH}/Groups`,
    summary: "The organisation's departments as SCIM groups, filtered and a page at a time",
  }),
  createGroup: defineEndpoint({
    access,
    tags,
    produces: "application/scim+json",
    method: "POST",
    path: `${SCIM_BASE_PATH}/Groups`,
    summary: "Create a department, with its members",
    body: scimRequestBodySchema,
    responses: { 201: scimDocumentSchema },
  }),
  group: defineEndpoint({
    ...resource,
    method: "GET",
    path: `${SCIM_BASE_PATH}/Groups/:id`,
    summary: "One department as a SCIM group, with its members",
    responses: { 200: scimDocumentSchema },
  }),
  replaceGroup: defineEndpoint({
    ...resource,
    method: "PUT",
    path: `${SCIM_BASE_PATH}/Groups/:id`,
    summary: "Replace a department's name and members",
    body: scimRequestBodySchema,
    responses: { 200: scimDocumentSchema },
  }),
  patchGroup: defineEndpoint({
    ...resource,
    method: "PATCH",
    path: `${SCIM_BASE_PATH}/Groups/:id`,
    summary: "Rename a department, or add and remove its members",
    body: scimRequestBodySchema,
    responses: { 200: scimDocumentSchema },
  }),
  deleteGroup: defineEndpoint({
    ...resource,
    method: "DELETE",
    path: `${SCIM_BASE_PATH}/Groups/:id`,
    summary: "Delete a department; its members stay in the organisation",
    responses: { 204: scimNoContentSchema },
  }),
};
