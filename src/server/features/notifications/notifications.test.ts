import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationList } from "../../../contracts/notifications";
import { ukToday } from "../../../domain/due-dates";
import { mailMessages, notifications, pathwayAssignments, pathways } from "../../db/schema";
import { sendAssignmentReminders } from "../../platform/notifications/assignment-reminders";
import { createEmployerWithTeam, seededRandom } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
let employer: TestUser;
let ada: TestUser;
let ben: TestUser;
let pathwayId: number;
const DAY = 86_400_000;
const dayFrom = (now: Date, days: number) => ukToday(new Date(now.getTime() + days * DAY));

beforeAll(async () => {
  t = await createTestApp();
  const team = await createEmployerWithTeam(t.database.db, {
    employer: { email: "boss@notify.example.com", firstName: "Bea", lastName: "Boss" },
    organization: { name: "Notify Ltd", slug: "notify-ltd" },
    members: 2,
    memberEmailDomain: "notify.example.com",
    random: seededRandom(10),
    now: new Date(),
  });
  employer = await signedInSession(t, team.employer);
  ada = await signedInSession(t, team.members[0]);
  ben = await signedInSession(t, team.members[1]);
  [{ id: pathwayId }] = await t.database.db.select({ id: pathways.id }).from(pathways).limit(1);
});
afterAll(async () => t?.close());

const bell = async (u: TestUser) =>
  (await t.as(u, { method: "GET", url: "/api/notifications" })).json<NotificationList>();
const assign = (body: object) =>
  t.as(employer, { method: "POST", url: "/api/organizations/pathways/assign", payload: body });

describe("assignments with due dates", () => {
  it("refuses a due date in the past or not a date, naming the field", async () => {
    const past = await assign({ pathwayId, memberIds: [ada.id], dueDate: dayFrom(new Date(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([{ path: "dueDate", message: "Due date cannot be in the past" }]);
    const bad = await assign({ pathwayId, memberIds: [ada.id], dueDate: "31/12/2026" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: "dueDate" });
  });

  it("tells the learner in the bell and by e-mail, with the due date as an .ics file", async () => {
    const due = dayFrom(new Date(), 20);
    const res = await assign({ pathwayId, memberIds: [ada.id], dueDate: due });
    expect(res.statusCode).toBe(200);
    const list = await bell(ada);
    expect(list.unreadCount).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ kind: "pathway_assigned", link: "/pathways", read: false });
    expect(list.items[0].body).toContain("due on");
    // Ben was not assigned: nothing for him.
    expect((await bell(ben)).items).toEqual([]);

    const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.userId, ada.id));
    expect(mail.category).toBe("reminders");
    expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:5000\/api\/email\/unsubscribe\?token=/);
    expect(mail.attachments).toHaveLength(1);
    const ics = Buffer.from(mail.attachments[0].content, "base64").toString("utf8");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${due.replace(/-/g, "")}`);
    expect(mail.textBody).toContain("https://calendar.google.com/calendar/render?");
  });

  it("marks read: only the owner's own notifications (another learner gets 404)", async () => {
    const [item] = (await bell(ada)).items;
    const other = await t.as(ben, { method: "POST", url: `/api/notifications/${item.id}/read` });
    expect(other.statusCode).toBe(404);
    expect((await bell(ada)).unreadCount).toBe(1);
    const own = await t.as(ada, { method: "POST", url: `/api/notifications/${item.id}/read` });
    expect(own.statusCode).toBe(200);
    expect((await bell(ada)).unreadCount).toBe(0);
    expect((await bell(ada)).items[0].read).toBe(true);
  });

  it("reminds 7 days and 1 day before and when overdue, each once, even when run twice", async () => {
    const now = new Date();
    const due = dayFrom(now, 7);
    await t.database.db
      .update(pathwayAssignments)
      .set({ dueDate: due })
      .where(and(eq(pathwayAssignments.userId, ada.id), eq(pathwayAssignments.pathwayId, pathwayId)));
    expect(await sendAssignmentReminders(t.database.db, now)).toBe(1);
    expect(await sendAssignmentReminders(t.database.db, now)).toBe(0); // a restart or retry: nothing twice
    expect(await sendAssignmentReminders(t.database.db, new Date(now.getTime() + 6 * DAY))).toBe(1);
    expect(await sendAssignmentReminders(t.database.db, new Date(now.getTime() + 6 * DAY))).toBe(0);
    expect(await sendAssignmentReminders(t.database.db, new Date(now.getTime() + 8 * DAY))).toBe(1);
    const kinds = (await bell(ada)).items.map((n) => n.kind);
    expect(kinds.filter((k) => k === "due_soon")).toHaveLength(2);
    expect(kinds.filter((k) => k === "overdue")).toHaveLength(1);
    expect((await bell(ben)).items).toEqual([]);
  });

  it("shows the employer which team members are overdue", async () => {
    const yesterday = dayFrom(new Date(), -1);
    await t.database.db
      .update(pathwayAssignments)
      .set({ dueDate: yesterday })
      .where(eq(pathwayAssignments.userId, ada.id));
    const analytics = (await t.as(employer, { method: "GET", url: "/api/organizations/analytics" })).json();
    const members = analytics.members as { id: string; overdueAssignments: number }[];
    // The two members and the employer (decision 403: everyone in the organisation).
    expect(members.length).toBe(3);
    expect(members.find((m) => m.id === ada.id)?.overdueAssignments).toBe(1);
    expect(members.find((m) => m.id === ben.id)?.overdueAssignments).toBe(0);
  });

  it("marks all read", async () => {
    expect((await bell(ada)).unreadCount).toBeGreaterThan(0);
    expect((await t.as(ada, { method: "POST", url: "/api/notifications/read-all" })).statusCode).toBe(200);
    expect((await bell(ada)).unreadCount).toBe(0);
    const unread = await t.database.db.select().from(notifications).where(eq(notifications.userId, ada.id));
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((n) => n.readAt !== null)).toBe(true);
  });

  it("needs a session", async () => {
    expect((await t.as(null, { method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
  });
});
