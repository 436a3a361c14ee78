import { randomBytes, randomUUID } from "node:crypto";
import { defaultKeyHasher } from "@better-auth/api-key";
import type { ApiKeyScope } from "../../../contracts/endpoint";
import { API_KEY_PREFIX, API_KEY_RATE_LIMIT, API_KEY_RESOURCE } from "../../auth/api-keys";
import type { Db } from "../../db/client";
import { apikey } from "../../db/schema";

/**
 * An organisation's API key written as the plugin writes one (hashed), for tests that need a key
 * without the organisation's plan or an owner's request (the authorization matrix's callers).
 */
export async function createApiKeyRow(
  db: Db,
  input: { organizationId: string; scope: ApiKeyScope; createdBy?: string | null },
): Promise<{ id: string; key: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(48).toString("base64url").replace(/[-_]/g, "x").slice(0, 64)}`;
  const id = randomUUID();
  const now = new Date();
  await db.insert(apikey).values({
    id,
    name: "Test key",
    start: key.slice(0, 10),
    referenceId: input.organizationId,
    prefix: API_KEY_PREFIX,
    key: await defaultKeyHasher(key),
    // Unlimited: the matrices and the fuzzer call every route many times with one key (the rate
    // limit is tested with keys made through the API, public-api.test.ts).
    rateLimitEnabled: false,
    rateLimitTimeWindow: API_KEY_RATE_LIMIT.timeWindow,
    rateLimitMax: API_KEY_RATE_LIMIT.maxRequests,
    permissions: JSON.stringify({ [API_KEY_RESOURCE]: input.scope === "write" ? ["read", "write"] : ["read"] }),
    metadata: JSON.stringify({ createdBy: input.createdBy ?? null }),
    createdAt: now,
    updatedAt: now,
  });
  return { id, key };
}
