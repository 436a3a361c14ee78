import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payGapRecords, payGapSnapshots } from "../../db/schema";
import type { DataCipher } from "../../platform/crypto/data-encryption";
import { contextOf } from "./store";

const BATCH = 500;

/**
 * Key rotation (decision 310): every pay-gap record sealed under a key other than the current one is
 * opened with its old key and sealed again under the current key, a batch per transaction, so a
 * stopped run leaves every row readable and the next run carries on. Answers how many were moved.
 */
export async function reencryptPayGapRecords(db: Db, cipher: DataCipher): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: payGapRecords.id,
        keyId: payGapRecords.keyId,
        nonce: payGapRecords.nonce,
        ciphertext: payGapRecords.ciphertext,
        snapshotId: payGapRecords.snapshotId,
        organizationId: payGapSnapshots.organizationId,
      })
      .from(payGapRecords)
      .innerJoin(payGapSnapshots, eq(payGapSnapshots.id, payGapRecords.snapshotId))
      .where(and(ne(payGapRecords.keyId, cipher.currentKeyId), gt(payGapRecords.id, after)))
      .orderBy(asc(payGapRecords.id))
      .limit(BATCH);
    if (rows.length === 0) return moved;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const context = contextOf(row.organizationId, row.snapshotId);
        const sealed = cipher.seal(cipher.open(row, context), context);
        await tx.update(payGapRecords).set(sealed).where(eq(payGapRecords.id, row.id));
      }
    });
    moved += rows.length;
    after = rows[rows.length - 1].id;
  }
}
