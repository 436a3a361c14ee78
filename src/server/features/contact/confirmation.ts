import type { Db } from "../../db/client";
import { queueMail } from "../../platform/mail/queue-mail";
import { notifyAdmins } from "../../platform/notifications/notify-admins";

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
