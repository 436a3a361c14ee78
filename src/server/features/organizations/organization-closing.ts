import { sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { forgetActiveOrganization } from "../../platform/accounts/session-writes";
import { type AuditEntry, recordAudit } from "../../platform/audit/audit";
import { writeOrganizationAccess } from "../../platform/caches/writes";
import { queueMail } from "../../platform/mail/queue-mail";
import { buildOrganizationExport } from "./closing";

/**
 * The daily task that ends closed organisations (issue 28 item 3): for each whose grace period has
 * passed, the owners are e-mailed a final export (a ZIP attached), its plan is cancelled with the
 * payment provider, and the organisation is deleted with everything it holds (its rows go by their
 * foreign keys; the audit log has none and keeps the record). Members lose its plan at once: every
 * cached session is dropped after.
 *
 * Idempotent: the e-mail has an idempotency key per organisation and closing date, and an organisation
 * is deleted only while its closing date is still due (an owner who cancelled closing keeps it). A
 * provider that cannot be reached fails the task before anything is deleted, so it is tried again.
 *
 * Ending the plan is billing's work: `endPlan` (billing/organization-closing.ts, wired in by
 * server/background-work.ts) cancels it and hands back the audit entry to write with the deletion.
 */
export type EndPlan = (db: Db, organizationId: string, config?: AppConfig) => Promise<AuditEntry | null>;

export async function deleteClosedOrganizations(
  db: Db,
  now: Date,
  config: AppConfig | undefined,
  endPlan: EndPlan,
): Promise<number> {
  const due = rowsOf<{ id: string; name: string; closing_at: string | Date }>(
    await db.execute(sql`
      select id, name, closing_at from organization
      where closing_at is not null and closing_at <= ${now.toISOString()}
      order by closing_at, id
    `),
  );
  let deleted = 0;
  for (const org of due) {
    const closingAt = new Date(org.closing_at).toISOString();
    const { filename, zip } = await buildOrganizationExport(db, org.id, now);
    const owners = rowsOf<{ id: string; email: string; name: string }>(
      await db.execute(sql`
        select u.id, u.email, u.name from member m join "user" u on u.id = m.user_id
        where m.organization_id = ${org.id} and m.role = 'owner' order by u.email
      `),
    );
    for (const owner of owners) {
      await queueMail(db, {
        to: owner.email,
        userId: owner.id,
        idempotencyKey: `organization-closed:${org.id}:${closingAt}:${owner.id}`,
        category: "essential",
        template: "organization-closed",
        content: {
          subject: `${org.name} has been closed on PIVOT Learning`,
          heading: `${org.name} has been closed`,
          paragraphs: [
            `The 30 days after you closed ${org.name} have passed, so we have deleted it: its members, invitations, team hub, assignments and plan.`,
            `Attached is its final export (${filename}): members, assignments, completions and the audit log as CSV files. Keep it if you need the records; we cannot send it again.`,
            "Your own account, progress and certificates are not affected.",
          ],
        },
        attachments: [{ filename, contentType: "application/zip", content: Buffer.from(zip).toString("base64") }],
      });
    }

    const planEnded = await endPlan(db, org.id, config);

    const gone = await writeOrganizationAccess(db, () =>
      db.transaction(async (tx) => {
        const [still] = rowsOf<{ id: string }>(
          await tx.execute(sql`
            select id from organization
            where id = ${org.id} and closing_at is not null and closing_at <= ${now.toISOString()}
            for update
          `),
        );
        if (!still) return false;
        const [members] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from member where organization_id = ${org.id}`),
        );
        if (planEnded) await recordAudit(tx, planEnded);
        await recordAudit(tx, {
          organizationId: org.id,
          actorId: null,
          action: "organization.deleted",
          targetType: "organization",
          targetId: org.id,
          details: { name: org.name, closingAt, members: members.n, finalExportTo: owners.map((o) => o.email) },
        });
        await forgetActiveOrganization(tx, org.id);
        await tx.execute(sql`delete from organization where id = ${org.id}`);
        return true;
      }),
    );
    if (gone) deleted += 1;
  }
  return deleted;
}
