import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { queueMail } from "../mail/queue-mail";
import { notify } from "./notify";

/** The administrators, who hear of every pilot application and contact message in their bell. */
async function notifyAdmins(db: Db, kind: string, title: string, body: string, link: string, dedupeKey: string) {
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
  await notify(
    db,
    admins.map((a) => ({ userId: a.id, kind, title, body, link, dedupeKey })),
  );
}

/**
 * Issue 10: the pilot form sends the applicant a confirmation, and the admins a notification. Both are
 * queued (stored rows): the applicant's answer never waits for, nor fails because of, a mail server.
 */
export async function confirmPilotApplication(
  db: Db,
  application: { id: number; contactName: string; email: string; organizationName: string },
) {
  try {
    await queueMail(db, {
      to: application.email,
      idempotencyKey: `pilot-application:${application.id}`,
      category: "essential",
      template: "pilot-application-received",
      content: {
        subject: "We have your pilot application",
        heading: "Thank you for applying to the PIVOT Learning pilot",
        paragraphs: [
          `Hello ${application.contactName},`,
          `We have received the application of ${application.organizationName} to the founding partner pilot programme. We review every application and reply within five working days.`,
        ],
      },
    });
    await notifyAdmins(
      db,
      "pilot_application",
      "New pilot application",
      `${application.organizationName} applied to the pilot programme.`,
      "/admin",
      `pilot-application:${application.id}`,
    );
  } catch (error) {
    console.warn(`pilot confirmation not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The contact form: a confirmation to the sender and a notification to the admins. */
export async function confirmContactMessage(db: Db, message: { id: number; name: string; email: string }) {
  try {
    await queueMail(db, {
      to: message.email,
      idempotencyKey: `contact-message:${message.id}`,
      category: "essential",
      template: "contact-message-received",
      content: {
        subject: "We have your message",
        heading: "Thank you for getting in touch",
        paragraphs: [
          `Hello ${message.name},`,
          "We have received your message and will get back to you within 24 hours.",
        ],
      },
    });
    await notifyAdmins(
      db,
      "contact_message",
      "New contact message",
      `${message.name} sent a message through the contact form.`,
      "/admin",
      `contact-message:${message.id}`,
    );
  } catch (error) {
    console.warn(`contact confirmation not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}
