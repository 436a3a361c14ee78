import { okResponseSchema, textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";
import {
  ssoConfigurationSchema,
  ssoLookupQuerySchema,
  ssoLookupSchema,
  ssoStartResponseSchema,
  ssoStartSchema,
  ssoStatusSchema,
} from "../sso";

/** Single sign-on per organisation (issue 21 item 1; server/features/sso). */
const ssoPath = "/api/organizations/:id/sso";
const tags = ["Single sign-on"];

/** The endpoints (contracts/endpoint.ts). */
export const ssoEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: ssoPath,
    summary: "The organisation's single sign-on settings (no secret) and what its IdP administrator needs",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: ssoStatusSchema },
  }),
  configure: defineEndpoint({
    method: "PUT",
    path: ssoPath,
    summary: "Set the organisation's SAML or OIDC identity provider for one of its verified domains",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: ssoConfigurationSchema,
    responses: { 200: ssoStatusSchema },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: ssoPath,
    summary: "Remove the organisation's single sign-on",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: okResponseSchema },
  }),
  samlMetadata: defineEndpoint({
    method: "GET",
    path: `${ssoPath}/saml/metadata`,
    summary: "Our SAML service provider metadata for the organisation's identity provider",
    tags,
    access: "public",
    params: organizationIdParamSchema,
    responses: { 200: textDocumentSchema },
    produces: "application/samlmetadata+xml",
  }),
  lookup: defineEndpoint({
    method: "GET",
    path: "/api/sso/lookup",
    summary: "Whether an address signs in with its organisation's identity provider",
    tags,
    access: "public",
    query: ssoLookupQuerySchema,
    responses: { 200: ssoLookupSchema },
  }),
  start: defineEndpoint({
    method: "POST",
    path: "/api/sso/start",
    summary: "Begin a single sign-on at the address's identity provider; answers where to go",
    tags,
    access: "public",
    body: ssoStartSchema,
    responses: { 200: ssoStartResponseSchema },
  }),
};
