import { z } from "zod";
import { requiredText } from "./common";
import { organizationIdParamSchema } from "./organizations";

/** Organisation API keys for the public API (issue 23 item 4; decision 300). */

export const API_KEY_SCOPES = ["read", "write"] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: "Choose read or write" });
export const API_KEY_SCOPE_LABELS: Record<(typeof API_KEY_SCOPES)[number], string> = {
  read: "Read only",
  write: "Read and write",
};
/** The expiry choices the settings page offers; null: the key does not expire. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;

export const apiKeyParamSchema = organizationIdParamSchema.extend({
  keyId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Key id is not valid"),
});

/** POST /api/organizations/{id}/api-keys */
export const createApiKeySchema = z.object({
  name: requiredText("Key name", 60),
  scope: apiKeyScopeSchema,
  /** Days until it expires (1 to 730); null or absent: it does not expire. */
  expiresInDays: z
    .number({ error: "Expiry must be a number of days" })
    .int("Expiry must be a whole number of days")
    .min(1, "Expiry must be at least one day")
    .max(730, "Expiry must be at most two years")
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  /** The key's first characters, to tell keys apart. */
  start: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/organizations/{id}/api-keys: whether the plan allows keys, the live keys newest first, the base URL. */
export const apiKeyListSchema = z.object({
  apiAccess: z.boolean(),
  baseUrl: z.string(),
  keys: z.array(apiKeySchema),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer of a creation: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
