import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxList, OutboxMessage } from "../../../contracts/notifications";
import { mailMessages } from "../../db/schema";
import { deliverMail } from "../../platform/mail/deliver";
import { createSmtpMailer } from "../../platform/mail/mailer";
import { HIDDEN, redactLink } from "../../platform/mail/redact";
import { startTestSmtpServer, type TestSmtpServer } from "../../platform/mail/test-smtp-server";
import { notify } from "../../platform/notifications/notify";
import { createAdmin, createLearner } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 29 item 5: the admin outbox shows that a one-time link was sent, never the link, so reading
 * it (or a stolen admin session) takes over no account. The mail server still gets the whole message.
 * Jobs are off: each message is delivered here, by the delivery job's own function.
 */
let smtp: TestSmtpServer;
let t: TestApp;
let admin: TestUser;
const FROM = "PIVOT Learning <no-reply@pivot.test>";

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: "true", MAIL_FROM: FROM });
  admin = await signedInSession(
    t,
    await createAdmin(t.database.db, { email: "reader@outbox.example.com", firstName: "Ray", lastName: "Reader" }),
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The stored message of a template to an address; Better Auth queues the reset e-mail without awaiting it. */
async function storedMail(to: string, template: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, to), eq(mailMessages.template, template)));
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${to}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const readOutbox = async (id: number): Promise<OutboxMessage> => {
  const res = await t.as(admin, { method: "GET", url: `/api/admin/outbox/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const queryValue = (text: string, pattern: RegExp) => {
  const value = pattern.exec(text)?.[1];
  if (!value) throw new Error(`nothing matching ${pattern} in:\n${text}`);
  return decodeURIComponent(value);
};

describe("the admin outbox hides one-time links", () => {
  it("a password-reset link: shown as sent, without its token; the mail server gets it whole", async () => {
    const learner = await createLearner(t.database.db, {
      email: "forgetful@outbox.example.com",
      firstName: "Fay",
      lastName: "Forgetful",
      password: "a-long-private-passphrase",
    });
    const request = await t.as(null, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: nextAddress(),
      payload: { email: learner.email },
    });
    expect(request.statusCode).toBe(200);
    const stored = await storedMail(learner.email, "password-reset");
    const token = queryValue(stored.textBody, /\/reset-password\?token=([^\s&"]+)/);

    const list = await t.as(admin, { method: "GET", url: `/api/admin/outbox?to=${encodeURIComponent(learner.email)}` });
    expect(list.statusCode).toBe(200);
    expect((list.json() as OutboxList).items.map((i) => i.template)).toContain("password-reset");
    expect(list.body).not.toContain(token);

    const shown = await readOutbox(stored.id);
    expect(shown.subject).toBe("Reset your PIVOT Learning password");
    expect(shown.text).toContain(`http://localhost:5000/reset-password?token=${HIDDEN}`);
    expect(shown.html).toContain(`http://localhost:5000/reset-password?token=${HIDDEN}`);
    expect(JSON.stringify(shown)).not.toContain(token);

    // Delivery sends the whole message, and the stored copy keeps no live link after it.
    expect(await deliverMail(t.database.db, createSmtpMailer(smtp.url), FROM, stored.id, { lastAttempt: true })).toBe(
      "sent",
    );
    const [delivered] = await smtp.waitFor(1);
    expect(delivered.text).toContain(`/reset-password?token=${encodeURIComponent(token)}`);
    const [after] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, stored.id));
    expect(after.status).toBe("sent");
    expect(JSON.stringify(after)).not.toContain(token);
    expect(JSON.stringify(await readOutbox(stored.id))).not.toContain(token);

    // The link from the e-mail still works: nothing the outbox did changed the token.
    const reset = await t.as(null, {
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: nextAddress(),
      payload: { token, newPassword: "another-private-passphrase" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("an e-mail verification link, and a message held without a mail server", async () => {
    const email = "newcomer@outbox.example.com";
    const signUp = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: nextAddress(),
      payload: { email, password: "a-long-private-passphrase", firstName: "Nia", lastName: "New" },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const stored = await storedMail(email, "verify-email");
    const token = queryValue(stored.textBody, /\/verify-email\?token=([^\s&"]+)/);
    const shown = await readOutbox(stored.id);
    expect(shown.text).toMatch(/\/api\/auth\/verify-email\?token=\[hidden\]/);
    expect(JSON.stringify(shown)).not.toContain(token);

    // No mail server (the delivery job's "held"): the full message has no further use and is not kept.
    expect(await deliverMail(t.database.db, null, FROM, stored.id, { lastAttempt: true })).toBe("held");
    const [after] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, stored.id));
    expect(after.status).toBe("held");
    expect(JSON.stringify(after)).not.toContain(token);
  });

  it("an unsubscribe link, in the body and the List-Unsubscribe header", async () => {
    const learner = await createLearner(t.database.db, {
      email: "reader-of-news@outbox.example.com",
      firstName: "Ned",
      lastName: "News",
    });
    await notify(t.database.db, {
      userId: learner.id,
      kind: "content_ready",
      title: "New content is ready",
      body: "A module you follow has a new lesson.",
      link: "/modules",
    });
    const stored = await storedMail(learner.email, "content_ready");
    const token = queryValue(stored.headers["List-Unsubscribe"], /unsubscribe\?token=([^>&]+)/);
    const shown = await readOutbox(stored.id);
    expect(shown.headers["List-Unsubscribe"]).toBe(`<http://localhost:5000/api/email/unsubscribe?token=${HIDDEN}>`);
    expect(shown.text).toContain("http://localhost:5000/modules");
    expect(JSON.stringify(shown)).not.toContain(token);
  });
});

describe("redactLink", () => {
  it("keeps the address and the parameter names, hides values, fragments and token-like path segments", () => {
    expect(redactLink("https://site.example/reset-password?token=abc123")).toBe(
      `https://site.example/reset-password?token=${HIDDEN}`,
    );
    expect(redactLink("https://site.example/api/auth/verify-email?token=x.y.z&amp;callbackURL=%2Flogin")).toBe(
      `https://site.example/api/auth/verify-email?token=${HIDDEN}&amp;callbackURL=${HIDDEN}`,
    );
    expect(redactLink("https://site.example/invite/Zx81kQ0aB3cD4eF5gH6iJ7#code")).toBe(
      `https://site.example/invite/${HIDDEN}#${HIDDEN}`,
    );
    // Issue 20: the segment after /invitations/ and /join/ is a secret even when it has no digit.
    expect(redactLink("https://site.example/invitations/AbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO_q")).toBe(
      `https://site.example/invitations/${HIDDEN}`,
    );
    expect(redactLink("https://site.example/join/abcdefghijklmnop")).toBe(`https://site.example/join/${HIDDEN}`);
    expect(redactLink("https://site.example/invitations")).toBe("https://site.example/invitations");
    // Ordinary paths stay readable.
    expect(redactLink("https://site.example/modules/12")).toBe("https://site.example/modules/12");
    expect(redactLink("https://site.example/login?forgot=1")).toBe(`https://site.example/login?forgot=${HIDDEN}`);
  });
});
