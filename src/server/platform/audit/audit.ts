import { sql } from "drizzle-orm";
import type { AuditAction } from "../../../contracts/organizations";
import type { Db } from "../../db/client";

/** A database or one of its transactions: audit entries are written in the transaction of the change they record. */
export type Executor = Pick<Db, "execute">;

export interface AuditEntry {
  organizationId: string;
  actorId: string | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** Appends entries to the organisation's audit log (append-only in the database). */
export async function recordAudit(db: Executor, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const values = entries.map(
    (e) =>
      sql`(${e.organizationId}, ${e.actorId}, ${e.action}, ${e.targetType ?? null}, ${e.targetId ?? null}, ${JSON.stringify(e.details ?? {})}::jsonb, ${e.ipAddress ?? null})`,
  );
  await db.execute(sql`
    insert into audit_log (organization_id, actor_id, action, target_type, target_id, details, ip_address)
    values ${sql.join(values, sql`, `)}
  `);
}
