import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { lmsPlayerSessions } from "../../db/schema";
import { hashPlayerKey, newPlayerKey } from "./player-access";

/**
 * A player session written as the player writes one (its key hashed), for tests that need a key without
 * a launch (the authorization matrix's and the fuzzer's callers).
 */
export async function createPlayerSessionRow(
  db: Db,
  input: { organizationId: string; userId: string; moduleId: number; now?: Date },
): Promise<{ id: string; key: string }> {
  const key = newPlayerKey();
  const id = randomUUID();
  const now = input.now ?? new Date();
  await db.insert(lmsPlayerSessions).values({
    id,
    keyHash: hashPlayerKey(key),
    organizationId: input.organizationId,
    userId: input.userId,
    moduleId: input.moduleId,
    packageId: "matrix-package",
    format: "scorm12",
    createdAt: now,
    lastUsedAt: now,
  });
  return { id, key };
}
