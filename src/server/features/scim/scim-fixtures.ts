import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { scimTokens, scimUsers } from "../../db/schema";
import { hashScimToken, newScimToken } from "./tokens";

/** Test rows of SCIM provisioning (the authorization matrix, the cache-coherence test, scim.test.ts). */

/** A live token of the organisation; answers its text. */
export async function createScimTokenRow(
  db: Db,
  input: { organizationId: string; createdBy: string | null; name?: string },
): Promise<{ id: string; token: string }> {
  const token = newScimToken();
  const id = randomUUID();
  await db.insert(scimTokens).values({
    id,
    organizationId: input.organizationId,
    name: input.name ?? "Test token",
    tokenHash: hashScimToken(token),
    prefix: token.slice(0, 17),
    createdBy: input.createdBy,
  });
  return { id, token };
}

/** A provisioning record of an existing account (no membership is added or removed). */
export async function createScimUserRow(
  db: Db,
  input: { organizationId: string; userId: string; userName: string; active: boolean; externalId?: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.insert(scimUsers).values({
    id,
    organizationId: input.organizationId,
    userId: input.userId,
    userName: input.userName,
    externalId: input.externalId ?? null,
    active: input.active,
  });
  return { id };
}
