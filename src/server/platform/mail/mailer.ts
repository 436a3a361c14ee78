import nodemailer from "nodemailer";

/** What is handed to a mail server: one stored outbox row, rendered. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * The one place mail leaves the process. `null` (no SMTP_URL) means messages are only kept in the
 * outbox that admins read at /admin/outbox.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * SMTP_URL's server, over a few kept-open connections (nodemailer's pool) unless the address says
 * `pool=false`: 5,000 invitations' e-mails are 5,000 messages, not 5,000 connections (decision 408).
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(pooled(smtpUrl));
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        })),
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  return url.toString();
}
