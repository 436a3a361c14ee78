import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_LOG_RETENTION_DAYS, ENQUIRY_RETENTION_MONTHS } from "../../../domain/retention";
import { contactMessages, contentAccessLog, pilotApplications, salesEnquiries } from "../../db/schema";
import { catalogueModuleIds, createContactMessage, createOrganization } from "../../test/factories";
import type { TestApp } from "../../test/test-app";
import { createTestAppWithUploads } from "../../test/uploads-dir";
import { deleteExpiredEnquiries, deleteOldAccessLogs } from "./service";

/**
 * Issue 28 item 2: the daily tasks carry out the Privacy Policy's periods on the injected clock: enquiries
 * 24 months after the last contact (not a customer's), access-log rows after 30 days, expired data exports
 * with their files (server/background-work.test.ts runs them all as the daily job); what is inside its
 * period stays.
 */

let t: TestApp;
const db = () => t.database.db;
const NOW = new Date("2026-11-25T03:00:00Z");
const DAY = 86_400_000;
const monthsAgo = (months: number, extraDays = 0) => {
  const d = new Date(NOW.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - extraDays * DAY);
};

beforeAll(async () => {
  t = await createTestAppWithUploads("pivot-retention-test-");
});
afterAll(() => t?.close());

const contact = (email: string, createdAt: Date) => createContactMessage(db(), { email, createdAt });

const pilot = async (email: string, createdAt: Date) =>
  (
    await db()
      .insert(pilotApplications)
      .values({
        organizationName: "Pilot Ltd",
        contactName: "Sam",
        email,
        employeeCount: "50",
        industry: "Technology",
        bCorpTimeline: "Within 6 months",
        leadershipCommitment: "Supportive",
        createdAt,
      })
      .returning({ id: pilotApplications.id })
  )[0].id;

const sales = async (email: string, createdAt: Date, convertedOrganizationId: string | null = null) =>
  (
    await db()
      .insert(salesEnquiries)
      .values({
        planId: "organisation",
        name: "Sam",
        email,
        organisation: "Sales Ltd",
        teamSize: "11-50",
        createdAt,
        convertedOrganizationId,
      })
      .returning({ id: salesEnquiries.id })
  )[0].id;

const logLines = () => {
  const lines: string[] = [];
  const log = { info: (...args: unknown[]) => lines.push(String(args.at(-1))) } as unknown as FastifyBaseLogger;
  return { lines, log };
};

describe("enquiry retention (24 months after the last contact)", () => {
  it("deletes enquiries past the period, keeps those inside it, a customer's and a converted one", async () => {
    expect(ENQUIRY_RETENTION_MONTHS).toBe(24);
    const old = monthsAgo(24, 1);
    const recent = monthsAgo(24, -1);
    const gone = [
      { table: contactMessages, id: await contact("gone-contact@example.com", old) },
      { table: pilotApplications, id: await pilot("gone-pilot@example.com", old) },
      { table: salesEnquiries, id: await sales("gone-sales@example.com", old) },
    ];
    const kept = [
      // Inside the period.
      { table: contactMessages, id: await contact("recent@example.com", recent) },
      // An old message, but the same address came back with a pilot application since: the last contact counts.
      { table: contactMessages, id: await contact("returning@example.com", old) },
      { table: pilotApplications, id: await pilot("Returning@example.com", recent) },
      // Converted into an organisation's plan (a customer).
      {
        table: salesEnquiries,
        id: await sales(
          "converted@example.com",
          old,
          (await createOrganization(db(), { name: "Converted", slug: "converted-retention" })).id,
        ),
      },
    ];
    // A customer: an account with a subscription, whose old enquiry stays.
    const customer = await t.signUp({ email: "customer-retention@example.com" });
    await t.grantSubscription(customer);
    kept.push({ table: contactMessages, id: await contact("customer-retention@example.com", old) });
    // We wrote to this address recently (a reply): its old enquiry stays.
    await db().execute(sql`
      insert into mail_messages (idempotency_key, to_address, category, template, subject, text_body, html_body, created_at)
      values ('retention-reply', 'replied@example.com', 'essential', 'reply', 'Re: hello', 'Hi', '<p>Hi</p>', ${recent.toISOString()})`);
    kept.push({ table: pilotApplications, id: await pilot("replied@example.com", old) });

    const { lines, log } = logLines();
    expect(await deleteExpiredEnquiries(db(), NOW, log)).toBe(3);
    for (const row of gone) expect(await db().select().from(row.table).where(eq(row.table.id, row.id))).toEqual([]);
    for (const row of kept) expect(await db().select().from(row.table).where(eq(row.table.id, row.id))).toHaveLength(1);
    expect(lines).toEqual([
      "retention: deleted 1 contact messages, 1 pilot applications, 1 sales enquiries whose last contact was more than 24 months ago",
    ]);
    // Idempotent: a second run the same day deletes nothing and says nothing.
    const again = logLines();
    expect(await deleteExpiredEnquiries(db(), NOW, again.log)).toBe(0);
    expect(again.lines).toEqual([]);
  });
});

describe("access log retention (30 days)", () => {
  it("deletes content access log rows older than 30 days and keeps newer ones", async () => {
    const learner = await t.signUp();
    const [moduleId] = await catalogueModuleIds(db());
    const row = (occurredAt: Date) => ({
      userId: learner.id,
      moduleId,
      action: "view",
      tier: "free",
      allowed: true,
      ipAddress: "10.1.2.3",
      occurredAt,
    });
    const inserted = await db()
      .insert(contentAccessLog)
      .values([
        row(new Date(NOW.getTime() - (ACCESS_LOG_RETENTION_DAYS * DAY + 60_000))),
        row(new Date(NOW.getTime() - (ACCESS_LOG_RETENTION_DAYS * DAY - 60_000))),
      ])
      .returning({ id: contentAccessLog.id });
    const { lines, log } = logLines();
    expect(await deleteOldAccessLogs(db(), NOW, log)).toBe(1);
    const left = await db()
      .select({ id: contentAccessLog.id })
      .from(contentAccessLog)
      .where(
        inArray(
          contentAccessLog.id,
          inserted.map((r) => r.id),
        ),
      );
    expect(left).toEqual([inserted[1]]);
    expect(lines).toEqual(["retention: deleted 1 content access log rows older than 30 days"]);
  });
});
