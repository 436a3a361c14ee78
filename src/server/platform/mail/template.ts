import { brandColourProblem } from "../../../domain/brand-colour";

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
  /**
   * An organisation's white-label (issue 20 item 5): its name (and logo) in a header bar of its brand
   * colour, and the action button in that colour. Mail about an organisation (invitations, changes)
   * passes it; other mail leaves it out.
   */
  brand?: MailBrand;
}

export interface MailBrand {
  name: string;
  /** "#rrggbb" as stored (contrast-checked); a colour that fails the check again is ignored. */
  color?: string | null;
  /** An absolute http(s) address of the logo; data: URLs are not shown (many mail programs block them). */
  logoUrl?: string | null;
}

const DEFAULT_ACTION_COLOUR = "#1d4ed8";

/** The brand colour if it is one white text is readable on, else null. */
const brandColourOf = (brand?: MailBrand) =>
  brand?.color && brandColourProblem(brand.color) === null ? brand.color.toLowerCase() : null;

const brandHeader = (brand: MailBrand) => {
  const colour = brandColourOf(brand) ?? "#0f172a";
  const logo =
    brand.logoUrl && /^https?:\/\//.test(brand.logoUrl)
      ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="32" style="height:32px;max-width:120px;vertical-align:middle;margin-right:12px;background:#ffffff;border-radius:4px;padding:2px">`
      : "";
  return `<div style="background:${colour};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:16px;font-weight:bold">${logo}<span style="vertical-align:middle">${escapeHtml(brand.name)}</span></div>`;
};

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
    ...(content.brand ? [`${content.brand.name} · ${SIGNATURE}`, ""] : []),
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
    '<div style="max-width:560px;margin:0 auto">',
    ...(content.brand ? [brandHeader(content.brand)] : []),
    `<div style="background:#ffffff;border-radius:${content.brand ? "0 0 8px 8px" : "8px"};padding:24px">`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((para) => p(escapeHtml(para))),
    ...(content.action
      ? [
          p(
            `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brandColourOf(content.brand) ?? DEFAULT_ACTION_COLOUR};color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a>`,
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
    "</div></div></body></html>",
  ].join("\n");

  return { subject: content.subject, text, html };
}
