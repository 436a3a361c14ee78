import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationList, SupportConversation } from "../../../contracts/notifications";
import { mailMessages, pilotCohorts } from "../../db/schema";
import { createAdmin } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
let learner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.signUp();
  other = await t.signUp();
  admin = await signedInSession(
    t,
    await createAdmin(t.database.db, { email: "support-admin@example.com", firstName: "Ann", lastName: "Admin" }),
  );
});
afterAll(async () => t?.close());

const mailsTo = (address: string) =>
  t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, address));

describe("the support inbox", () => {
  let conversation: SupportConversation;

  it("a learner opens a conversation: stored, confirmed by e-mail, the admins notified", async () => {
    const empty = await t.as(learner, {
      method: "POST",
      url: "/api/support/conversations",
      payload: { subject: "", message: "" },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["message", "subject"]);

    const res = await t.as(learner, {
      method: "POST",
      url: "/api/support/conversations",
      payload: { subject: "Live chat", message: "How do I download my certificate?" },
    });
    expect(res.statusCode).toBe(201);
    conversation = res.json();
    expect(conversation).toMatchObject({ subject: "Live chat", status: "open" });
    expect(conversation.messages).toHaveLength(1);
    expect((await mailsTo(learner.email)).map((m) => m.template)).toEqual(["support-received"]);
    const adminBell = (await t.as(admin, { method: "GET", url: "/api/notifications" })).json<NotificationList>();
    expect(adminBell.items.map((n) => n.kind)).toContain("support_message");
  });

  it("keeps a conversation to its owner and the admins", async () => {
    const mine = (await t.as(other, { method: "GET", url: "/api/support/conversations" })).json();
    expect(mine.items).toEqual([]);
    const intrude = await t.as(other, {
      method: "POST",
      url: `/api/support/conversations/${conversation.id}/messages`,
      payload: { message: "Let me in" },
    });
    expect(intrude.statusCode).toBe(404);
    const asLearner = await t.as(learner, { method: "GET", url: "/api/admin/support/conversations" });
    expect(asLearner.statusCode).toBe(403);
  });

  it("an admin's reply reaches the learner's bell and inbox", async () => {
    const reply = await t.as(admin, {
      method: "POST",
      url: `/api/admin/support/conversations/${conversation.id}/reply`,
      payload: { message: "Open Digital Credentials and choose Download." },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: "answered" });
    const bell = (await t.as(learner, { method: "GET", url: "/api/notifications" })).json<NotificationList>();
    expect(bell.items[0]).toMatchObject({ kind: "support_reply", link: "/?support=open", read: false });
    const mails = await mailsTo(learner.email);
    expect(mails.map((m) => m.template).sort()).toEqual(["support-received", "support_reply"]);
    expect(mails.find((m) => m.template === "support_reply")?.category).toBe("essential");
    const open = (await t.as(admin, { method: "GET", url: "/api/admin/support/conversations?status=open" })).json();
    expect(open.items).toEqual([]);
    const closed = await t.as(admin, {
      method: "POST",
      url: `/api/admin/support/conversations/${conversation.id}/close`,
    });
    expect(closed.json()).toMatchObject({ status: "closed" });
  });

  it("the pilot and contact forms confirm to the sender", async () => {
    // Issue 26 item 4: applications need an open cohort (the seeded one closed in 2025).
    await t.database.db.insert(pilotCohorts).values({
      name: "Support test cohort",
      startsOn: "2099-03-01",
      endsOn: "2099-05-31",
      applicationsCloseOn: "2099-02-15",
      places: 12,
      pricePence: 100000,
    });
    const pilot = await t.as(null, {
      method: "POST",
      url: "/api/pilot-application",
      payload: {
        organizationName: "Confirm Ltd",
        contactName: "Cora Firm",
        email: "cora@confirm.example.com",
        employeeCount: "40",
        industry: "Technology",
        bCorpTimeline: "Within 6 months",
        leadershipCommitment: "Supportive: leadership has approved the pilot",
      },
    });
    expect(pilot.statusCode).toBe(201);
    expect((await mailsTo("cora@confirm.example.com")).map((m) => m.subject)).toEqual([
      "We have your pilot application",
    ]);
    const contact = await t.as(null, {
      method: "POST",
      url: "/api/contact",
      payload: { name: "Cole Tact", email: "cole@contact.example.com", message: "Hello there" },
    });
    expect(contact.statusCode).toBe(201);
    expect((await mailsTo("cole@contact.example.com")).map((m) => m.subject)).toEqual(["We have your message"]);
    const adminBell = (await t.as(admin, { method: "GET", url: "/api/notifications" })).json<NotificationList>();
    expect(adminBell.items.map((n) => n.kind)).toEqual(
      expect.arrayContaining(["pilot_application", "contact_message"]),
    );
  });
});
