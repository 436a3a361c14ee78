import { apiKey } from "@better-auth/api-key";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, memberAc, ownerAc } from "better-auth/plugins/organization/access";

/**
 * Organisation API keys (issue 23 item 4; decision 300) with Better Auth's API-key plugin: owned by
 * the organisation (`references: "organization"`), stored as their SHA-256 (the plugin's default),
 * scoped by the plugin's permissions, with expiry, a per-key rate limit and last-used time, which
 * features/public-api/key-access.ts reads and keeps without the plugin's verify (decision 409). Keys
 * live in the database only (no secondary storage), so a revoked key is unknown on the next request.
 * The plugin's own HTTP endpoints stay closed (better-auth-endpoints.ts); our routes call its server
 * API (features/public-api).
 */

/** The permission resource a key's scope is stored under. */
export const API_KEY_RESOURCE = "publicApi";
export const API_KEY_PREFIX = "pvt_";
/** Requests a key may make per window (the plugin's fixed window; 429 with Retry-After beyond it). */
export const API_KEY_RATE_LIMIT = { timeWindow: 60_000, maxRequests: 600 };

const apiKeyActions = ["create", "read", "update", "delete"] as const;
const ac = createAccessControl({ ...defaultStatements, apiKey: apiKeyActions });

/**
 * The organisation plugin's roles with the API-key permission the plugin checks (owners pass as the
 * creator role anyway; admins need it stated). The other statements are Better Auth's defaults.
 */
export const organizationRoles = {
  owner: ac.newRole({ ...ownerAc.statements, apiKey: [...apiKeyActions] }),
  admin: ac.newRole({ ...adminAc.statements, apiKey: [...apiKeyActions] }),
  member: ac.newRole({ ...memberAc.statements }),
};
export const organizationAccessControl = ac;

export const apiKeyPlugin = () =>
  apiKey({
    references: "organization",
    defaultPrefix: API_KEY_PREFIX,
    enableMetadata: true,
    requireName: true,
    maximumNameLength: 60,
    startingCharactersConfig: { shouldStore: true, charactersLength: 10 },
    keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: 730 },
    rateLimit: { enabled: true, ...API_KEY_RATE_LIMIT },
    storage: "database",
  });
