import { sql } from "drizzle-orm";
import { canAdminister } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { yieldToRequests } from "../../platform/jobs/yield";
import { wakeMails } from "../../platform/mail/queue-mail";
import { type InvitingOrganization, inviteChunk, inviterIn, listAddresses, type PreparedRow } from "./invitations";

/**
 * A long list of invitations (more than INLINE_INVITATION_LIMIT rows), run by the job queue
 * "invitation-batches" (platform/jobs/runner.ts) in chunks of INVITATION_CHUNK rows: one transaction each,
 * which also moves the batch's progress, so the screen's progress bar follows and a restart carries
 * on from the last chunk committed. Between chunks the job gives way to the requests being answered
 * (yieldToRequests, decision 408), so no one waits behind a 5,000-row list for more than one chunk.
 * Tests without the job runner call processInvitationBatch directly.
 */

/**
 * Rows per transaction. Decision 408: on PGlite a transaction holds the server's one connection and
 * its statements the server's thread, so a request behind a chunk waits for all of it; 500 rows (the
 * earlier size) let the 5,000-row job stall every request for its whole 26 s in the test. 100 rows
 * still held the thread for 200-300 ms a step on a loaded machine (a step renders and queues each
 * row's e-mail); 25 keeps a step well under the 250 ms a request may wait, with a turn for requests
 * between the chunk and the queueing of its e-mails (invitations-yield.test.ts measures it).
 */
export const INVITATION_CHUNK = 25;

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
    rows: PreparedRow[] | null;
  }>(
    await db.execute(sql`
      select b.organization_id, o.name as organization_name, b.created_by, b.status, b.processed, b.rows
      from invitation_batches b join organization o on o.id = b.organization_id
      where b.id = ${batchId}
    `),
  );
  if (!batch?.rows || (batch.status !== "queued" && batch.status !== "running")) return;
  const rows = batch.rows;
  const organization: InvitingOrganization = { id: batch.organization_id, name: batch.organization_name };
  try {
    const inviter = batch.created_by ? await inviterIn(db, organization.id, batch.created_by) : null;
    if (!batch.created_by || !inviter || !canAdminister(inviter.role)) {
      const rejected = rows
        .slice(batch.processed)
        .map((r) => ({ row: r.row, email: r.email, reason: NO_LONGER_ADMIN }));
      await db.execute(sql`
        update invitation_batches set processed = total, rejected = rejected || ${JSON.stringify(rejected)}::jsonb
        where id = ${batchId}
      `);
    } else {
      const role = inviter.role ?? "member";
      // A line manager invited by a later chunk of the list counts as in the list.
      const inList = listAddresses(rows);
      for (let offset = batch.processed; offset < rows.length; offset += chunkSize) {
        await yieldToRequests();
        const { mailIds } = await inviteChunk(
          db,
          organization,
          { id: batch.created_by, name: inviter.name, role, ip: options.ip ?? null },
          rows.slice(offset, offset + chunkSize),
          now(),
          { batchId, inList },
        );
        await yieldToRequests();
        await wakeMails(db, mailIds);
      }
    }
    await db.execute(sql`
      update invitation_batches set status = 'done', rows = null, finished_at = ${now().toISOString()}
      where id = ${batchId}
    `);
  } catch (error) {
    await db.execute(sql`
      update invitation_batches set status = 'failed', finished_at = ${now().toISOString()} where id = ${batchId}
    `);
    throw error;
  }
}

/** Batches stored while no runner worked, or cut short by a restart: the runner queues them at start. */
export async function unfinishedInvitationBatches(db: Db): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`select id from invitation_batches where status in ('queued', 'running') order by created_at`),
  ).map((r) => r.id);
}
