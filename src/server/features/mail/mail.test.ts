import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ukToday } from "../../../domain/due-dates";
import { mailMessages, pathways } from "../../db/schema";
import { startTestSmtpServer, type TestSmtpServer } from "../../platform/mail/test-smtp-server";
import { sendAssignmentReminders } from "../../platform/notifications/assignment-reminders";
import { createEmployerWithTeam, seededRandom } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, nextAddress, type TestApp } from "../../test/test-app";

/**
 * Mail end to end: the server under test runs its jobs and delivers to an SMTP server in this
 * process; each message is read back with mailparser, as a mail program would.
 */
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS: "true", MAIL_FROM: "PIVOT Learning <no-reply@pivot.test>" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The next message to this address (waits for the delivery job). */
async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = smtp.messages.find(
      (m) => m.subject && subject.test(m.subject) && m.to && JSON.stringify(m.to).includes(address),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${address}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const linkIn = (mail: ParsedMail, pattern: RegExp) => {
  const match = pattern.exec(mail.text ?? "");
  if (!match) throw new Error(`no link matching ${pattern} in:\n${mail.text}`);
  return match[0];
};

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextAddress(),
    headers: { origin: "http://localhost:5000" },
    payload: { email, password },
  });

describe("password reset, end to end", () => {
  it("mails a single-use link; the new password signs in; the link then is refused", async () => {
    const user = await t.signUp({ email: "forgetful@example.com", password: "original-passphrase-1" });
    const request = await t.as(null, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email },
    });
    expect(request.statusCode).toBe(200);
    // The same answer for an address without an account, and no e-mail for it.
    const unknown = await t.as(null, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: "nobody-here@example.com" },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(request.json());

    const mail = await mailTo(user.email, /Reset your PIVOT Learning password/);
    expect(mail.from?.text).toBe('"PIVOT Learning" <no-reply@pivot.test>');
    expect(mail.html).toContain("Choose a new password");
    expect(mail.headerLines.find((h) => h.key === "list-unsubscribe")).toBeUndefined(); // essential mail
    const link = linkIn(mail, /http:\/\/localhost:5000\/reset-password\?token=[A-Za-z0-9_-]+/);
    const token = new URL(link).searchParams.get("token")!;

    const reset = await t.as(null, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "brand-new-passphrase-2" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, "brand-new-passphrase-2")).statusCode).toBe(200);
    expect((await signIn(user.email, "original-passphrase-1")).statusCode).toBe(401);

    const again = await t.as(null, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "third-passphrase-33" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid token/i);

    // The account hears that its password changed.
    await mailTo(user.email, /Your PIVOT Learning password was changed/);
  });
});

describe("assignment reminders by e-mail", () => {
  it("carry the due date as an .ics file and an unsubscribe link that is honoured", async () => {
    const team = await createEmployerWithTeam(t.database.db, {
      employer: { email: "boss@mail.example.com", firstName: "Bea", lastName: "Boss" },
      organization: { name: "Mail Ltd", slug: "mail-ltd" },
      members: 1,
      memberEmailDomain: "mail.example.com",
      random: seededRandom(3),
      now: new Date(),
    });
    const employer = await signedInSession(t, team.employer);
    const learner = team.members[0];
    const [pathway] = await t.database.db.select({ id: pathways.id, title: pathways.title }).from(pathways).limit(1);
    const now = new Date();
    const due = ukToday(new Date(now.getTime() + 7 * 86_400_000));
    const assigned = await t.as(employer, {
      method: "POST",
      url: "/api/organizations/pathways/assign",
      payload: { pathwayId: pathway.id, memberIds: [learner.id], dueDate: due },
    });
    expect(assigned.statusCode).toBe(200);
    await mailTo(learner.email, /New pathway assigned/);

    expect(await sendAssignmentReminders(t.database.db, now)).toBe(1);
    const reminder = await mailTo(learner.email, /is due in a week/);
    expect(reminder.attachments).toHaveLength(1);
    const [ics] = reminder.attachments;
    expect(ics.filename).toBe("due-date.ics");
    expect(ics.contentType).toBe("text/calendar");
    const calendar = ics.content.toString("utf8");
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${due.replace(/-/g, "")}`);
    expect(reminder.text).toContain("https://calendar.google.com/calendar/render?");

    const rawHeader = (key: string) => reminder.headerLines.find((h) => h.key === key)?.line ?? "";
    const unsubscribeUrl = /<(http[^>]+)>/.exec(rawHeader("list-unsubscribe").replace(/\r?\n\s+/g, ""))?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(reminder.text).toContain(unsubscribeUrl!);
    expect(rawHeader("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // RFC 8058 one-click, as a mail program sends it (no cookie, a form body).
    const oneClick = await t.app.inject({
      method: "POST",
      url: unsubscribeUrl!.replace("http://localhost:5000", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const session = await signedInSession(t, learner);
    const prefs = await t.as(session, { method: "GET", url: "/api/email-preferences" });
    expect(prefs.json()).toEqual({ reminders: false, updates: true });

    // The 1-day reminder still reaches the bell, but no e-mail is queued for it: the outbox, which
    // every e-mail passes through before the delivery job sends it, holds nothing new for them.
    const queuedFor = async () =>
      (
        await t.database.db
          .select({ id: mailMessages.id })
          .from(mailMessages)
          .where(eq(mailMessages.toAddress, learner.email))
      ).length;
    const queuedBefore = await queuedFor();
    expect(queuedBefore).toBeGreaterThan(0);
    expect(await sendAssignmentReminders(t.database.db, new Date(now.getTime() + 6 * 86_400_000))).toBe(1);
    const bell = await t.as(session, { method: "GET", url: "/api/notifications" });
    expect(bell.json().items.map((n: { title: string }) => n.title)).toContain(`${pathway.title} is due tomorrow`);
    expect(await queuedFor()).toBe(queuedBefore);

    // The link opened in a browser answers a page, and a changed token is refused.
    const page = await t.app.inject({ method: "GET", url: unsubscribeUrl!.replace("http://localhost:5000", "") });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("You are unsubscribed");
    const forged = await t.app.inject({
      method: "GET",
      url: `${unsubscribeUrl!.replace("http://localhost:5000", "")}x`,
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe("e-mail verification at sign-up (REQUIRE_EMAIL_VERIFICATION)", () => {
  it("sends a link; the account cannot sign in until it is opened", async () => {
    const strict = await createTestApp({
      SMTP_URL: smtp.url,
      JOBS: "true",
      REQUIRE_EMAIL_VERIFICATION: "true",
    });
    try {
      const email = "careful@example.com";
      const signUp = await strict.as(null, {
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { email, password: "careful-passphrase-7", firstName: "Cara", lastName: "Ful" },
      });
      expect(signUp.statusCode).toBe(200);
      expect(signUp.cookies.find((c) => c.name.includes("session_token"))).toBeUndefined();
      const signInEarly = await strict.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: nextAddress(),
        headers: { origin: "http://localhost:5000" },
        payload: { email, password: "careful-passphrase-7" },
      });
      expect(signInEarly.statusCode).toBe(403);

      const mail = await mailTo(email, /Confirm your e-mail address/);
      const link = linkIn(mail, /http:\/\/localhost:5000\/api\/auth\/verify-email\?\S+/);
      const verify = await strict.app.inject({ method: "GET", url: link.replace("http://localhost:5000", "") });
      expect(verify.statusCode).toBe(302);
      expect(verify.headers.location).toBe("/login?verified=1");

      const signInAfter = await strict.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: nextAddress(),
        headers: { origin: "http://localhost:5000" },
        payload: { email, password: "careful-passphrase-7" },
      });
      expect(signInAfter.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
