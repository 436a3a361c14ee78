import { REPLY_WITHIN } from "../../../domain/response-times";
import type { Db } from "../../db/client";
import { queueMail } from "../../platform/mail/queue-mail";
import { notifyAdmins } from "../../platform/notifications/notify-admins";

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
          `We have received the application of ${application.organizationName} to the founding partner pilot programme. We review every application and reply ${REPLY_WITHIN}.`,
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
