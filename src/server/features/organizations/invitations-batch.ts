import { sql } from "drizzle-orm";
import { canAdminister } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { yieldToRequests } from "../../platform/jobs/yield";
import { wakeMails } from "../../platform/mail/queue-mail";
import { type InvitingOrganization, inviteChunk, inviterIn, type PreparedRow } from "./invitations";

/**
 * A long list of invitations (more than INLINE_INVITATION_LIMIT rows), run by the job queue
 * "invitation-batches" (platform/jobs/runner.ts) in chunks of INVITATION_CHUNK rows: one transaction each,
 * which also moves the batch's progress and removes the chunk's rows (invitation_batch_rows), so the
 * screen's progress bar follows and a restart carries on from the first row not yet sent. Between
 * chunks the job gives way to the requests being answered (yieldToRequests, decision 408), so no one
 * waits behind a 5,000-row list for more than one chunk.
 * Tests without the job runner call processInvitationBatch directly.
 */

/**
 * Rows per transaction. Decision 408: on PGlite a transaction holds the server's one connection and
 * its statements the server's thread, so a request behind a chunk waits for all of it; 500 rows (the
 * earlier size) let the 5,000-row job stall every request for its whole 26 s in the test, 100 rows held
 * the thread for 200-300 ms a step on a loaded machine, and 25 rows 100-200 ms with both cores busy
 * beside the server (a step renders and queues each row's e-mail). 10 keeps a step near 40 ms there,
 * with a turn for requests between the chunk and the queueing of its e-mails (invitations-yield.test.ts
 * measures it).
 */
export const INVITATION_CHUNK = 10;

const NO_LONGER_ADMIN =
  "The person who sent this list is no longer an owner or admin of this organisation: nothing was sent";

export async function processInvitationBatch(
  db: Db,
  batchId: string,
  options: { now?: () => Date; chunkSize?: number; ip?: string | null } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const chunkSize = options.chunkSize ?? INVITATION_CHUNK;
  const [batch] = rowsOf<{
    organization_id: string;
    organization_name: string;
    created_by: string | null;
    status: string;
    processed: number;
  }>(
    await db.execute(sql`
      select b.organization_id, o.name as organization_name, b.created_by, b.status, b.processed
      from invitation_batches b join organization o on o.id = b.organization_id
      where b.id = ${batchId}
    `),
  );
  if (!batch || (batch.status !== "queued" && batch.status !== "running")) return;
  const organization: InvitingOrganization = { id: batch.organization_id, name: batch.organization_name };
  try {
    const inviter = batch.created_by ? await inviterIn(db, organization.id, batch.created_by) : null;
    if (!batch.created_by || !inviter || !canAdminister(inviter.role)) {
      await db.execute(sql`
        insert into invitation_batch_refusals (batch_id, row, email, reason)
        select batch_id, row, coalesce(prepared->>'email', ''), ${NO_LONGER_ADMIN}
        from invitation_batch_rows where batch_id = ${batchId}
        on conflict do nothing
      `);
      await db.execute(sql`update invitation_batches set processed = total where id = ${batchId}`);
    } else {
      const role = inviter.role ?? "member";
      // A line manager invited by a later chunk of the list counts as in the list (one invited by an
      // earlier chunk, whose rows are gone, is a pending invitation by then).
      const inList = new Set(
        rowsOf<{ email: string }>(
          await db.execute(sql`
            select email from invitation_batch_rows where batch_id = ${batchId} and email is not null
          `),
        ).map((r) => r.email),
      );
      for (;;) {
        await yieldToRequests();
        const rows = rowsOf<{ prepared: PreparedRow }>(
          await db.execute(sql`
            select prepared from invitation_batch_rows where batch_id = ${batchId} order by row limit ${chunkSize}
          `),
        ).map((r) => r.prepared);
        if (rows.length === 0) break;
        const { mailIds } = await inviteChunk(
          db,
          organization,
          { id: batch.created_by, name: inviter.name, role, ip: options.ip ?? null },
          rows,
          now(),
          { batchId, inList },
        );
        await yieldToRequests();
        await wakeMails(db, mailIds);
      }
    }
    await db.execute(sql`
      update invitation_batches set status = 'done', finished_at = ${now().toISOString()}
      where id = ${batchId}
    `);
    // Left only by the refusal above: the rows sent are removed chunk by chunk.
    await db.execute(sql`delete from invitation_batch_rows where batch_id = ${batchId}`);
  } catch (error) {
    await db.execute(sql`
      update invitation_batches set status = 'failed', finished_at = ${now().toISOString()} where id = ${batchId}
    `);
    await db.execute(sql`delete from invitation_batch_rows where batch_id = ${batchId}`);
    throw error;
  }
}

/** A list still "storing" this long after it was sent lost its request to a restart, part-written. */
const STORING_ABANDONED_AFTER = "1 hour";

/**
 * Batches stored while no runner worked, or cut short by a restart: the runner queues them at start.
 * A list whose rows a restart cut short is marked failed (the screen says so; it can be sent again).
 */
export async function unfinishedInvitationBatches(db: Db): Promise<string[]> {
  await db.execute(sql`
    with abandoned as (
      update invitation_batches set status = 'failed', finished_at = now()
      where status = 'storing' and created_at < now() - ${STORING_ABANDONED_AFTER}::interval
      returning id
    )
    delete from invitation_batch_rows where batch_id in (select id from abandoned)
  `);
  return rowsOf<{ id: string }>(
    await db.execute(sql`select id from invitation_batches where status in ('queued', 'running') order by created_at`),
  ).map((r) => r.id);
}
