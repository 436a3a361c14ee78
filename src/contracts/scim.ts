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
