/**
 * One template gives every message its plain-text and its HTML part (issue 10): a message is a
 * heading, paragraphs, an optional button and an optional unsubscribe footer, rendered twice.
 */

export interface MailContent {
  subject: string;
  heading: string;
  /** Plain sentences; HTML-escaped in the HTML part. */
  paragraphs: string[];
  /** The one thing to do, e.g. "Reset your password" → the reset link. */
  action?: { label: string; url: string };
  /** Extra lines after the action, e.g. "The link works once and expires in an hour." */
  notes?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const SIGNATURE = "PIVOT Learning";

/** `unsubscribeUrl` is set for non-essential mail: it adds the footer link (and the header, see queue-mail.ts). */
export function renderMail(content: MailContent, options: { unsubscribeUrl?: string } = {}): RenderedMail {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.notes ?? []).flatMap((n) => [n, ""]),
    `— ${SIGNATURE}`,
    ...(options.unsubscribeUrl ? ["", `Stop these e-mails: ${options.unsubscribeUrl}`] : []),
  ].join("\n");

  const p = (body: string) => `<p style="margin:0 0 16px;line-height:1.5">${body}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((para) => p(escapeHtml(para))),
    ...(content.action
      ? [
          p(
            `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a>`,
          ),
          p(
            `<span style="font-size:13px;color:#475569">Or open this address: ${escapeHtml(content.action.url)}</span>`,
          ),
        ]
      : []),
    ...(content.notes ?? []).map((n) => p(`<span style="font-size:13px;color:#475569">${escapeHtml(n)}</span>`)),
    p(`— ${SIGNATURE}`),
    ...(options.unsubscribeUrl
      ? [
          `<p style="font-size:12px;color:#64748b;margin:24px 0 0"><a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#64748b">Stop these e-mails</a> · or change your e-mail preferences on your profile.</p>`,
        ]
      : []),
    "</div></body></html>",
  ].join("\n");

  return { subject: content.subject, text, html };
}
