import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  ACCESS_LOG_RETENTION_DAYS,
  accessLogCutoff,
  ENQUIRY_RETENTION_MONTHS,
  enquiryCutoff,
} from "../../../domain/retention";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * Issue 28 item 2: the Privacy Policy's retention periods (domain/retention.ts), carried out by the daily
 * tasks (server/background-work.ts). Each deletes only what is due, so running twice does nothing twice, and
 * logs what it deleted.
 */

const countOf = (result: unknown) => rowsOf<unknown>(result).length;

/**
 * The tables holding enquiries from people who are not (yet) customers, each with its e-mail column.
 * pilot_waiting_list: the "tell me about the next cohort" list (issue 26).
 */
const ENQUIRY_TABLES = [
  { table: "contact_messages", label: "contact messages" },
  { table: "pilot_applications", label: "pilot applications" },
  { table: "pilot_waiting_list", label: "pilot waiting-list entries" },
  { table: "sales_enquiries", label: "sales enquiries" },
] as const;

/**
 * Contact, sales and pilot enquiries whose last contact (the newest enquiry from the address, or the
 * newest e-mail we sent it) is more than ENQUIRY_RETENTION_MONTHS ago — unless the address is a
 * customer's (an account with a subscription, a payment or an organisation membership) or the enquiry
 * was converted into an organisation's plan.
 */
export async function deleteExpiredEnquiries(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const cutoff = enquiryCutoff(now).toISOString();
  const deleted: Record<string, number> = {};
  for (const { table, label } of ENQUIRY_TABLES) {
    const result = await db.execute(sql`
      with contacts as (
        select lower(email) as address, created_at as at from contact_messages
        union all select lower(email), created_at from pilot_applications
        union all select lower(email), created_at from pilot_waiting_list
        union all select lower(email), created_at from sales_enquiries
        union all select lower(to_address), created_at from mail_messages
      ),
      last_contact as (select address, max(at) as at from contacts group by address),
      customers as (
        select lower(u.email) as address from "user" u
        where exists (select 1 from subscriptions s where s.user_id = u.id)
           or exists (select 1 from payments p where p.user_id = u.id)
           or exists (select 1 from member m where m.user_id = u.id)
        union select lower(email) from sales_enquiries where converted_organization_id is not null
      )
      delete from ${sql.identifier(table)} e
      where (select l.at from last_contact l where l.address = lower(e.email)) < ${cutoff}
        and not exists (select 1 from customers c where c.address = lower(e.email))
        ${table === "sales_enquiries" ? sql`and e.converted_organization_id is null` : sql``}
      returning 1
    `);
    deleted[label] = countOf(result);
  }
  const total = Object.values(deleted).reduce((a, b) => a + b, 0);
  if (total > 0) {
    log?.info(
      { deleted },
      `retention: deleted ${Object.entries(deleted)
        .filter(([, n]) => n > 0)
        .map(([label, n]) => `${n} ${label}`)
        .join(", ")} whose last contact was more than ${ENQUIRY_RETENTION_MONTHS} months ago`,
    );
  }
  return total;
}

/** Protected-content access log rows (with the client address) older than ACCESS_LOG_RETENTION_DAYS. */
export async function deleteOldAccessLogs(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const result = await db.execute(sql`
    delete from content_access_log where occurred_at < ${accessLogCutoff(now).toISOString()} returning 1
  `);
  const count = countOf(result);
  if (count > 0) {
    log?.info(
      { deleted: { "content access log rows": count } },
      `retention: deleted ${count} content access log rows older than ${ACCESS_LOG_RETENTION_DAYS} days`,
    );
  }
  return count;
}
