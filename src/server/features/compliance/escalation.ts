import { sql } from "drizzle-orm";
import { addDays, digestWeek, ESCALATION_GRACE_DAYS } from "../../../domain/compliance-schedule";
import { ukToday } from "../../../domain/due-dates";
import type { Db } from "../../db/client";
import { pathwayDoneAt } from "../../db/completion-evidence";
import { rowsOf } from "../../db/rows";
import { mailLink, queueMail } from "../../platform/mail/queue-mail";
import type { MailBrand } from "../../platform/mail/template";
import { formatDueDate } from "../../platform/notifications/format";
import { type NotificationInput, notify } from "../../platform/notifications/notify";
import { organizationMailBrand } from "../../platform/organizations/mail-brand";

interface OverdueRow {
  rule_id: number;
  cycle: number;
  user_id: string;
  learner: string;
  manager_id: string;
  title: string;
  due_date: string;
}

/**
 * The daily task: a learner whose compliance assignment (the rule's current cycle) has been overdue for
 * the grace period is reported to their line manager, by notification and e-mail, once per assignment
 * cycle (the dedupe key and `escalated_at`). Nobody to tell without a line manager.
 */
export async function escalateOverdueAssignments(db: Db, now: Date): Promise<number> {
  const lastDueDate = addDays(ukToday(now), -ESCALATION_GRACE_DAYS);
  const rows = rowsOf<OverdueRow>(
    await db.execute(sql`
      select ca.rule_id, ca.cycle, ca.user_id, u.name as learner, m.manager_id, p.title, ca.due_date::text as due_date
      from compliance_assignments ca
      join compliance_rules r on r.id = ca.rule_id and r.cycle = ca.cycle and r.ended_at is null
      join member m on m.organization_id = r.organization_id and m.user_id = ca.user_id
      join "user" u on u.id = ca.user_id
      join pathways p on p.id = r.pathway_id
      where ca.escalated_at is null and m.manager_id is not null and ca.due_date <= ${lastDueDate}::date
        and ${pathwayDoneAt(sql`ca.user_id`, sql`r.pathway_id`, sql`ca.completion_since`)} is null
    `),
  );
  if (rows.length === 0) return 0;
  const notices: NotificationInput[] = rows.map((row) => ({
    userId: row.manager_id,
    kind: "compliance_escalation",
    title: `${row.learner} is overdue on ${row.title}`,
    body: `${row.learner}'s assigned pathway "${row.title}" was due on ${formatDueDate(row.due_date)} and is not complete yet.`,
    link: "/",
    dedupeKey: `compliance-escalation:${row.rule_id}:${row.cycle}:${row.user_id}`,
    mail: { actionLabel: "Open PIVOT Learning" },
  }));
  const sent = await notify(db, notices);
  await db.execute(sql`
    update compliance_assignments set escalated_at = ${now}
    where (rule_id, cycle, user_id) in (${sql.join(
      rows.map((r) => sql`(${r.rule_id}::integer, ${r.cycle}::integer, ${r.user_id}::text)`),
      sql`, `,
    )})
  `);
  return sent;
}

interface DigestRow {
  organization_id: string;
  organization: string;
  manager_id: string;
  manager_email: string;
  manager_first_name: string | null;
  learner: string;
  title: string;
  due_date: string;
}

/**
 * The daily task that sends on Mondays (UK): each line manager gets one e-mail a week per organisation
 * listing their reports' overdue assigned pathways (compliance rules' and the employer's own
 * assignments). The idempotency key names the week's Monday, so a restart sends nothing twice.
 */
export async function sendManagerDigests(db: Db, now: Date): Promise<number> {
  const today = ukToday(now);
  const week = digestWeek(today);
  if (week === null) return 0;
  const rows = rowsOf<DigestRow>(
    await db.execute(sql`
      select m.organization_id, o.name as organization, m.manager_id, mu.email as manager_email,
        mu.first_name as manager_first_name, u.name as learner, p.title, a.due_date::text as due_date
      from pathway_assignments a
      join member m on m.user_id = a.user_id and m.organization_id = a.organization_id
      join organization o on o.id = m.organization_id
      join "user" u on u.id = a.user_id
      join "user" mu on mu.id = m.manager_id
      join pathways p on p.id = a.pathway_id
      where m.manager_id is not null and a.due_date < ${today}::date
        and ${pathwayDoneAt(sql`a.user_id`, sql`a.pathway_id`, sql`a.completion_since`)} is null
      order by m.organization_id, m.manager_id, a.due_date, u.name
    `),
  );
  const digests = new Map<string, DigestRow[]>();
  for (const row of rows) {
    const key = `${row.organization_id}:${row.manager_id}`;
    digests.set(key, [...(digests.get(key) ?? []), row]);
  }
  let sent = 0;
  const brands = new Map<string, MailBrand | undefined>();
  for (const [key, items] of digests) {
    const first = items[0];
    if (!brands.has(first.organization_id))
      brands.set(first.organization_id, await organizationMailBrand(db, first.organization_id));
    const id = await queueMail(db, {
      to: first.manager_email,
      userId: first.manager_id,
      idempotencyKey: `compliance-digest:${key}:${week}`,
      category: "reminders",
      template: "manager_digest",
      content: {
        subject: `Overdue training in your team: ${items.length} ${items.length === 1 ? "item" : "items"}`,
        heading: "Your team's overdue training",
        paragraphs: [
          `Hello ${first.manager_first_name || "there"},`,
          `These assigned pathways of your reports at ${first.organization} are past their due date:`,
          ...items.map((i) => `${i.learner}: ${i.title}, due on ${formatDueDate(i.due_date)}`),
        ],
        action: { label: "Open PIVOT Learning", url: mailLink(db, "/") },
        brand: brands.get(first.organization_id),
      },
    });
    if (id !== null) sent++;
  }
  return sent;
}
