import { apiKeyListSchema, apiKeyParamSchema, createApiKeySchema, createdApiKeySchema } from "../api-keys";
import { okResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { organizationIdParamSchema } from "../organizations";

/** An organisation's API keys (issue 23 item 4; server/features/public-api/keys-routes.ts): owners and admins. */
const keysPath = "/api/organizations/:id/api-keys";
const tags = ["API keys"];

export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: keysPath,
    summary: "The organisation's API keys (never the keys themselves) and whether its plan includes the API",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    responses: { 200: apiKeyListSchema },
  }),
  create: defineEndpoint({
    method: "POST",
    path: keysPath,
    summary: "Create an API key for the public API; the answer is the only time the key is shown",
    tags,
    access: "organisationMember",
    params: organizationIdParamSchema,
    body: createApiKeySchema,
    responses: { 201: createdApiKeySchema },
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: `${keysPath}/:keyId`,
    summary: "Revoke an API key: the next request with it is refused",
    tags,
    access: "organisationMember",
    params: apiKeyParamSchema,
    responses: { 200: okResponseSchema },
  }),
};
