import { sql } from "drizzle-orm";
import {
  type LearningRecordStore,
  type LearningRecordStoreInput,
  learningRecordStoreInputSchema,
} from "../../../contracts/webhooks";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { badRequest } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { sealSecret } from "../../platform/events/secret-box";
import { type Actor, checkEndpointAddress } from "./service";

/**
 * An organisation's xAPI learning record store (issue 23 item 6, decision 305): where its people's
 * learning is sent as xAPI 1.0.3 statements from the event outbox, and how they are named there.
 * The secret is kept encrypted and never answered.
 */

export async function learningRecordStoreOf(db: Db, organizationId: string): Promise<LearningRecordStore> {
  const [row] = await queryRows<{
    endpoint: string;
    key: string;
    agent_format: LearningRecordStore["agentFormat"];
    updated_at: Date | string;
    pending: number;
    last_error: string | null;
  }>(
    db,
    sql`select l.endpoint, l.key, l.agent_format, l.updated_at,
          (select count(*)::int from event_deliveries d where d.organization_id = l.organization_id
             and d.destination = 'xapi' and d.status = 'pending') as pending,
          (select d.last_error from event_deliveries d where d.organization_id = l.organization_id
             and d.destination = 'xapi' and d.last_error is not null order by d.id desc limit 1) as last_error
        from learning_record_stores l where l.organization_id = ${organizationId}`,
  );
  if (!row)
    return {
      configured: false,
      endpoint: null,
      key: null,
      agentFormat: "account",
      pendingStatements: 0,
      lastError: null,
      updatedAt: null,
    };
  return {
    configured: true,
    endpoint: row.endpoint,
    key: row.key,
    agentFormat: row.agent_format,
    pendingStatements: row.pending,
    lastError: row.last_error,
    updatedAt: rowIso(row.updated_at),
  };
}

export async function setLearningRecordStore(
  db: Db,
  config: AppConfig,
  organizationId: string,
  input: LearningRecordStoreInput,
  actor: Actor,
): Promise<LearningRecordStore> {
  const body = learningRecordStoreInputSchema.parse(input);
  await checkEndpointAddress(config, body.endpoint, "endpoint");
  const current = await learningRecordStoreOf(db, organizationId);
  const secret = body.secret?.trim() ? body.secret : null;
  if (!secret && !current.configured)
    throw badRequest("secret: Secret is required", [{ path: "secret", message: "Secret is required" }]);
  const sealed = secret ? sealSecret(config.authSecret, secret) : null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into learning_record_stores (organization_id, endpoint, key, secret_ciphertext, agent_format, updated_by)
      values (${organizationId}, ${body.endpoint}, ${body.key}, ${sealed ?? ""}, ${body.agentFormat}, ${actor.id})
      on conflict (organization_id) do update set endpoint = excluded.endpoint, key = excluded.key,
        secret_ciphertext = ${sealed === null ? sql`learning_record_stores.secret_ciphertext` : sql`excluded.secret_ciphertext`},
        agent_format = excluded.agent_format, updated_by = excluded.updated_by, updated_at = now()
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "learning_record_store.configured",
      targetType: "learning_record_store",
      targetId: organizationId,
      details: { endpoint: body.endpoint, agentFormat: body.agentFormat, secretChanged: sealed !== null },
      ipAddress: actor.ip,
    });
  });
  return learningRecordStoreOf(db, organizationId);
}

export async function removeLearningRecordStore(db: Db, organizationId: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const removed = await queryRows<{ organization_id: string }>(
      tx,
      sql`delete from learning_record_stores where organization_id = ${organizationId} returning organization_id`,
    );
    if (removed.length === 0) return;
    // Statements still waiting have nowhere to go.
    await tx.execute(sql`
      update event_deliveries set status = 'failed', last_error = 'The learning record store was removed'
      where organization_id = ${organizationId} and destination = 'xapi' and status = 'pending'
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "learning_record_store.removed",
      targetType: "learning_record_store",
      targetId: organizationId,
      ipAddress: actor.ip,
    });
  });
}
