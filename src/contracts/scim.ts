import { z } from "zod";
import { requiredText } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * SCIM provisioning tokens (issue 21 item 2): owners create, list and revoke the bearer tokens their
 * identity provider calls `/scim/v2` with. Paths below are under /api/organizations/{id}/scim.
 */

/** The path of the SCIM 2.0 service, at the site root (the base URL pasted into Okta or Entra ID). */
export const SCIM_BASE_PATH = "/scim/v2";

export const scimTokenParamSchema = organizationIdParamSchema.extend({
  tokenId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Token id is not valid"),
});

/** POST /api/organizations/{id}/scim/tokens */
export const createScimTokenSchema = z.object({
  name: requiredText("Token name", 80),
});
export type CreateScimTokenInput = z.infer<typeof createScimTokenSchema>;

export const scimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

/** GET /api/organizations/{id}/scim/tokens: the live tokens, newest first, and the base URL to paste. */
export const scimTokenListSchema = z.object({
  baseUrl: z.string(),
  tokens: z.array(scimTokenSchema),
});
export type ScimTokenList = z.infer<typeof scimTokenListSchema>;

/** The answer of a creation: the only time the whole token is shown. */
export const createdScimTokenSchema = scimTokenSchema.extend({ token: z.string() });
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;

/**
 * The SCIM 2.0 service itself (RFC 7643/7644) at SCIM_BASE_PATH, called by the identity provider.
 * Its routes validate by hand, since RFC 7644 says which scimType each bad input gets, and answer
 * application/scim+json: these schemas describe the shapes without checking them.
 */
export const scimResourceIdParamSchema = z.object({ id: z.string() });
/** A request body: any JSON, read by the route (scim-errors.ts names what is wrong with it). */
export const scimRequestBodySchema = z.unknown();
/** A resource, a discovery document or a ListResponse. */
export const scimDocumentSchema = z.record(z.string(), z.unknown());
/** A deletion's answer: no body. */
export const scimNoContentSchema = z.undefined();
