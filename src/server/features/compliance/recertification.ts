import { sql } from "drizzle-orm";
import { type DueReminder, reminderFor, ukToday } from "../../../domain/due-dates";
import { isRecertificationDue, recertificationDueDate } from "../../../domain/recertification";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { yieldToRequests } from "../../platform/jobs/yield";
import { assignmentNotice } from "../../platform/notifications/assignment-reminders";
import { formatDueDate } from "../../platform/notifications/format";
import { type NotificationInput, notify } from "../../platform/notifications/notify";

/** Certificates handled between two turns given to requests. */
const YIELD_EVERY = 50;

interface ExpiringRow {
  id: number;
  user_id: string;
  title: string;
  expires_at: number;
  pathway_id: number | null;
}

/**
 * Issue 22 item 6, the daily task's first half: 30 days before a certificate with a validity period
 * expires, its requirements are assigned to the holder again, due on the expiry day, once per
 * certificate and expiry (the recertifications row). A certificate that rests on a pathway assigns that
 * pathway (pathway_assignments, so /pathways, the dashboard and the reminders of issue 10 show it); one
 * that rests on modules is reminded here, 7 days and 1 day before and when overdue.
 */
export async function assignRecertifications(db: Db, now: Date): Promise<number> {
  const candidates = rowsOf<ExpiringRow>(
    await db.execute(sql`
      select uc.id, uc.user_id, c.title, (extract(epoch from uc.expires_at) * 1000)::float8 as expires_at, p.id as pathway_id
      from user_certificates uc
      join certificates c on c.id = uc.certificate_id
      left join pathways p on p.slug = c.requirements->>'pathway'
      where uc.revoked_at is null and uc.expires_at is not null
        and uc.expires_at > ${now}::timestamptz - interval '2 days'
        and uc.expires_at <= ${now}::timestamptz + interval '32 days'
        and not exists (select 1 from recertifications r where r.user_certificate_id = uc.id and r.expires_at = uc.expires_at)
    `),
  );
  const due = candidates.filter((c) =>
    isRecertificationDue({ expiresAt: new Date(Number(c.expires_at)), revokedAt: null }, now),
  );
  const notices: NotificationInput[] = [];
  for (const [index, cert] of due.entries()) {
    // One small write per certificate; requests get their turn every YIELD_EVERY (decision 408).
    if (index % YIELD_EVERY === 0) await yieldToRequests();
    const expiresAt = new Date(Number(cert.expires_at));
    const dueDate = recertificationDueDate(expiresAt);
    const [created] = rowsOf(
      await db.execute(sql`
        insert into recertifications (user_certificate_id, expires_at, user_id, pathway_id, due_date, assigned_at)
        values (${cert.id}, ${expiresAt}, ${cert.user_id}, ${cert.pathway_id}, ${dueDate}::date, ${now})
        on conflict do nothing
        returning 1
      `),
    );
    if (!created) continue;
    if (cert.pathway_id !== null) {
      // The holder's organisation, if one assigned the pathway, stays the assignment's organisation.
      await db.execute(sql`
        insert into pathway_enrollments (user_id, pathway_id, enrolled_at) values (${cert.user_id}, ${cert.pathway_id}, ${now})
        on conflict do nothing
      `);
      await db.execute(sql`
        insert into pathway_assignments (user_id, pathway_id, organization_id, assigned_by, due_date, assigned_at, completion_since)
        values (${cert.user_id}, ${cert.pathway_id}, null, null, ${dueDate}::date, ${now}, ${now})
        on conflict (user_id, pathway_id) do update set
          due_date = excluded.due_date, assigned_at = excluded.assigned_at, completion_since = excluded.completion_since
      `);
      const [pathway] = rowsOf<{ title: string }>(
        await db.execute(sql`select title from pathways where id = ${cert.pathway_id}`),
      );
      notices.push(
        assignmentNotice(
          db,
          { user_id: cert.user_id, pathway_id: cert.pathway_id, title: pathway.title, due_date: dueDate },
          null,
          now,
        ),
      );
    } else {
      notices.push({
        userId: cert.user_id,
        kind: "recertification_due",
        title: `Renew your ${cert.title}`,
        body: `Your ${cert.title} expires on ${formatDueDate(dueDate)}. Complete its modules again by then to renew it.`,
        link: "/credentials",
        dedupeKey: `recertification:${cert.id}:${dueDate}`,
        mail: { actionLabel: "Open your credentials" },
      });
    }
  }
  await notify(db, notices);
  return notices.length;
}

const REMINDER_TEXTS: Record<DueReminder, { kind: string; title: (t: string) => string }> = {
  due_in_7_days: { kind: "due_soon", title: (t) => `Renew your ${t}: due in a week` },
  due_in_1_day: { kind: "due_soon", title: (t) => `Renew your ${t}: due tomorrow` },
  overdue: { kind: "overdue", title: (t) => `Your ${t} has expired` },
};

/** Reminders for recertifications of certificates that rest on modules (pathways are reminded by issue 10's task). */
export async function remindRecertifications(db: Db, now: Date): Promise<number> {
  const today = ukToday(now);
  const open = rowsOf<{ user_certificate_id: number; user_id: string; title: string; due_date: string }>(
    await db.execute(sql`
      select r.user_certificate_id, r.user_id, c.title, r.due_date::text as due_date
      from recertifications r
      join user_certificates uc on uc.id = r.user_certificate_id and uc.revoked_at is null
      join certificates c on c.id = uc.certificate_id
      where r.renewed_at is null and r.pathway_id is null and r.due_date <= ${today}::date + 7
    `),
  );
  const notices: NotificationInput[] = [];
  for (const row of open) {
    const reminder = reminderFor(row.due_date, today);
    if (!reminder) continue;
    notices.push({
      userId: row.user_id,
      kind: REMINDER_TEXTS[reminder].kind,
      title: REMINDER_TEXTS[reminder].title(row.title),
      body: `Complete the modules of your ${row.title} again to renew it. It is due on ${formatDueDate(row.due_date)}.`,
      link: "/credentials",
      dedupeKey: `recertification-${reminder}:${row.user_certificate_id}:${row.due_date}`,
      mail: { actionLabel: "Open your credentials" },
    });
  }
  return notify(db, notices);
}

/**
 * The daily task's first half: assign and remind. The second half, renewing the certificates whose
 * requirements were completed again, is the credentials feature's (credentials/recertification-renewal.ts);
 * server/background-work.ts runs both as the one "recertification" task.
 */
export async function runRecertification(db: Db, now: Date): Promise<number> {
  const assigned = await assignRecertifications(db, now);
  const reminded = await remindRecertifications(db, now);
  return assigned + reminded;
}
