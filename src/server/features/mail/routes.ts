import type { FastifyInstance } from "fastify";
import { mailEndpoints as endpoints } from "../../../contracts/api/mail";
import { requireRole, requireUser } from "../../auth/session";
import { badRequest } from "../../errors";
import { route } from "../../platform/http/route";
import { readUnsubscribeToken } from "../../platform/mail/mail-context";
import {
  attachmentContent,
  listOutbox,
  outboxMessage,
  readEmailPreferences,
  retryMessage,
  saveEmailPreferences,
  unsubscribe,
} from "./service";

const CATEGORY_NAMES = { reminders: "pathway reminder", updates: "update" } as const;

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The small page an unsubscribe link opens (it has no app around it: it may be opened signed out). */
const unsubscribePage = (heading: string, text: string, baseUrl: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} | PIVOT Learning</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#0f172a">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(baseUrl)}/profile">Change your e-mail preferences</a></p></body></html>`;

export async function mailRoutes(app: FastifyInstance) {
  const { config } = app.services;
  // Mail programs send the one-click unsubscribe as a form post (RFC 8058); its body says nothing more.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  route(app, endpoints.preferences, async (request) =>
    readEmailPreferences(app.services.db, (await requireUser(request)).id),
  );

  route(app, endpoints.savePreferences, async (request) =>
    saveEmailPreferences(app.services.db, (await requireUser(request)).id, request.body),
  );

  // The link in a non-essential e-mail: signed, so it works without signing in and only for its user.
  route(app, endpoints.unsubscribeLink, async (request, reply) => {
    const target = readUnsubscribeToken(config.authSecret, request.query.token);
    // A changed or cut link: refused like any bad input (the page is for the link as it was sent).
    if (!target)
      throw badRequest("token: the unsubscribe link is not valid", [{ path: "token", message: "not valid" }]);
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    await unsubscribe(app.services.db, target.userId, target.category);
    return unsubscribePage(
      "You are unsubscribed",
      `You will no longer receive ${CATEGORY_NAMES[target.category]} e-mails. Account and security e-mails still reach you.`,
      config.baseUrl,
    );
  });

  // RFC 8058 one-click unsubscribe: mail programs POST "List-Unsubscribe=One-Click" to the same address.
  route(app, endpoints.unsubscribe, async (request) => {
    const target = readUnsubscribeToken(config.authSecret, request.query.token);
    if (!target)
      throw badRequest("token: the unsubscribe link is not valid", [{ path: "token", message: "not valid" }]);
    await unsubscribe(app.services.db, target.userId, target.category);
    return { ok: true as const };
  });

  route(app, endpoints.outbox, async (request) => {
    await requireRole(request, "admin");
    return listOutbox(app.services.db, app.services.mailer !== null, request.query);
  });

  route(app, endpoints.outboxMessage, async (request) => {
    await requireRole(request, "admin");
    return outboxMessage(app.services.db, request.params.id);
  });

  route(app, endpoints.outboxAttachment, async (request, reply) => {
    await requireRole(request, "admin");
    const file = await attachmentContent(app.services.db, request.params.id, request.params.index);
    return reply
      .type(file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`)
      .header("cache-control", "no-store")
      .send(new Uint8Array(file.bytes));
  });

  route(app, endpoints.retry, async (request) => {
    await requireRole(request, "admin");
    return retryMessage(app.services.db, request.params.id);
  });
}
