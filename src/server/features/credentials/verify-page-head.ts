import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { credentialsEndpoints } from "../../../contracts/api/credentials";
import { absoluteUrl, paths } from "../../../contracts/routes";
import { formatCpdHours } from "../../../domain/learning-time";
import { notFound } from "../../errors";
import { route } from "../../platform/http/route";
import { renderIndexHtml } from "../../plugins/spa";
import type { CredentialRuntime, CredentialSettings } from "./credential-runtime";
import { verifyCode } from "./verification";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_PATTERN = /[ \t]*<meta\s+name="description"[^>]*>\s*/i;

const HEADLINES = {
  valid: "Valid certificate",
  expired: "Expired certificate",
  revoked: "Revoked certificate",
  invalid: "Invalid certificate",
} as const;

/**
 * /verify/{code} for crawlers (LinkedIn, Slack and others read Open Graph tags without running
 * JavaScript): the page's HTML carries the certificate's title, holder and state in its head. An
 * unknown code is answered 404 with the same page, which then says "Unknown verification code".
 */
export function registerVerifyPageHead(app: FastifyInstance, settings: CredentialSettings, runtime: CredentialRuntime) {
  const { config, db } = app.services;
  const indexPath = path.resolve(config.clientDir, "index.html");
  // Without a built client there is no page to answer with (the API-only server of the tests).
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, "utf8") : undefined;

  route(app, credentialsEndpoints.verifyPage, async (request, reply) => {
    if (template === undefined) throw notFound();
    const html = renderIndexHtml(template, request.url, config);
    const code = request.params.code;
    let status: 200 | 404 = 404;
    let title = "Unknown verification code | PIVOT Learning";
    let description = "No PIVOT Learning certificate has this verification code.";
    if (code.length <= 200 && !code.includes("\u0000")) {
      const result = await verifyCode(db, code, settings, null, app.clock(), runtime).catch(() => null);
      if (result) {
        status = 200;
        title = `${HEADLINES[result.status]}: ${result.title} | PIVOT Learning`;
        description =
          `${result.title}${result.cpdHours === null ? "" : `, ${formatCpdHours(result.cpdHours)}`}, issued by PIVOT Learning to ${result.holderName}. ${
            result.status === "valid" ? "Verified: the signature and status check out." : (result.reason ?? "")
          }`.trim();
      }
    }
    const url = absoluteUrl(settings.baseUrl, paths.verify(code));
    const head = [
      `<title data-server-meta>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" data-server-meta />`,
      `<meta property="og:title" content="${escapeHtml(title)}" data-server-meta />`,
      `<meta property="og:description" content="${escapeHtml(description)}" data-server-meta />`,
      `<meta property="og:type" content="website" data-server-meta />`,
      `<meta property="og:url" content="${escapeHtml(url)}" data-server-meta />`,
      `<meta property="og:site_name" content="PIVOT Learning" data-server-meta />`,
      `<meta name="robots" content="noindex" data-server-meta />`,
    ].join("\n    ");
    const withHead = TITLE_PATTERN.test(html)
      ? html.replace(DESCRIPTION_PATTERN, "").replace(TITLE_PATTERN, () => head)
      : html.replace("</head>", () => `${head}\n  </head>`);
    return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(withHead);
  });
}
