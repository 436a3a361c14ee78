import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

/**
 * The LTI tool's own pages (issue 24 item 2, decision 330): refusals, the deep-linking picker and the
 * auto-submitting form that returns to the LMS. Served from /api/lti, outside the app's bundle: small,
 * styled with the app's colours inline, and each with its own Content-Security-Policy (the API's
 * default-src 'none' would stop their styles and the one script that submits the form).
 */

export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    color: #0f172a; background: #f8fafc; line-height: 1.5; }
  main { max-width: 880px; margin: 0 auto; padding: 32px 16px 48px; }
  header.brand { font-weight: 700; color: #0f4a4a; margin-bottom: 16px; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { margin: 0 0 12px; }
  .card { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 24px; }
  .muted { color: #475569; }
  .filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin: 16px 0; }
  label { font-weight: 600; font-size: 0.875rem; display: block; margin-bottom: 4px; }
  input[type=search], select { font: inherit; padding: 8px 10px; border: 1px solid #cbd5e1; border-radius: 8px; min-width: 200px; background: #fff; }
  button { font: inherit; font-weight: 600; padding: 9px 16px; border-radius: 8px; border: 1px solid #0f4a4a; cursor: pointer; }
  button.primary, a.button.primary { background: #0f4a4a; color: #fff; }
  a.button { display: inline-block; font-weight: 600; padding: 9px 16px; border-radius: 8px; border: 1px solid #0f4a4a; text-decoration: none; }
  button.primary:hover { background: #0f3d3e; }
  button.secondary { background: #fff; color: #0f4a4a; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #1f7a78; outline-offset: 2px; }
  ul.modules { list-style: none; padding: 0; margin: 0 0 16px; display: grid; gap: 8px; }
  ul.modules li label { display: flex; gap: 12px; align-items: flex-start; font-weight: 400; padding: 12px; border: 1px solid #e2e8f0;
    border-radius: 10px; background: #fff; cursor: pointer; margin: 0; }
  ul.modules li label:hover { border-color: #1f7a78; }
  ul.modules input { margin-top: 4px; width: 18px; height: 18px; }
  .title { font-weight: 600; display: block; }
  .meta { font-size: 0.875rem; color: #475569; }
  .badge { display: inline-block; font-size: 0.75rem; font-weight: 600; padding: 1px 8px; border-radius: 999px; background: #eef7f6; color: #0f4a4a; margin-left: 6px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; position: sticky; bottom: 0; background: #f8fafc; padding: 12px 0; }
  .error { border-left: 4px solid #b91c1c; }
  @media (max-width: 480px) { input[type=search], select { min-width: 0; width: 100%; } .filters > div { width: 100%; } }
`;

interface PageOptions {
  title: string;
  body: string;
  /** Origins a form on the page may post to besides our own. */
  formTargets?: string[];
  /** Origins allowed to frame the page (the LMS opening the picker in a frame). */
  frameAncestors?: string[];
  scriptNonce?: string;
}

function page(options: PageOptions): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} | PIVOT Learning</title><style>${STYLE}</style></head>
<body><main><header class="brand">PIVOT Learning</header>${options.body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, options: PageOptions) {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    options.scriptNonce ? `script-src 'nonce-${options.scriptNonce}'` : "script-src 'none'",
    `form-action 'self'${(options.formTargets ?? []).map((o) => ` ${o}`).join("")}`,
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(" ") : "'none'"}`,
  ].join("; ");
  reply.removeHeader("x-frame-options");
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", csp)
    .send(page(options));
}

/**
 * A refused launch or login: the heading, the reason, what to do; never a stack trace. Decision 397:
 * any site may frame it, so a learner whose launch failed inside the LMS's frame reads why; it has no
 * control, link or personal data, so framing it lends an attacker nothing.
 */
export function sendRefusal(reply: FastifyReply, status: number, heading: string, message: string) {
  return sendPage(reply, status, {
    title: heading,
    frameAncestors: ["*"],
    body: `<div class="card error" role="alert"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>
      <p class="muted">If this keeps happening, send this message to your organisation's PIVOT administrator.</p></div>`,
  });
}

export const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export interface PickerModule {
  id: number;
  title: string;
  pillar: string;
  duration: number | null;
  hasKnowledgeCheck: boolean;
}

export function sendPicker(
  reply: FastifyReply,
  input: {
    action: string;
    query: string;
    pillar: string;
    pillars: readonly string[];
    modules: PickerModule[];
    acceptMultiple: boolean;
    frameAncestors: string[];
    error?: string;
  },
) {
  const options = input.pillars
    .map((p) => `<option value="${escapeHtml(p)}"${p === input.pillar ? " selected" : ""}>${escapeHtml(p)}</option>`)
    .join("");
  const inputType = input.acceptMultiple ? "checkbox" : "radio";
  const list =
    input.modules.length === 0
      ? `<p class="muted" role="status">No modules found. Try another search or pillar.</p>`
      : `<fieldset style="border:0;padding:0;margin:0"><legend class="muted" style="margin-bottom:8px">${input.modules.length} module${input.modules.length === 1 ? "" : "s"}: choose ${input.acceptMultiple ? "one or more" : "one"}</legend>
        <ul class="modules">${input.modules
          .map(
            (m) => `<li><label><input type="${inputType}" name="moduleId" value="${m.id}">
            <span><span class="title">${escapeHtml(m.title)}${m.hasKnowledgeCheck ? '<span class="badge">Graded knowledge check</span>' : ""}</span>
            <span class="meta">${escapeHtml(m.pillar)}${m.duration ? ` · ${m.duration} min` : ""}</span></span></label></li>`,
          )
          .join("")}</ul></fieldset>`;
  return sendPage(reply, input.error ? 400 : 200, {
    title: "Add PIVOT modules to your course",
    frameAncestors: input.frameAncestors,
    body: `<h1>Add PIVOT modules to your course</h1>
      <p class="muted">Choose the modules your learners should open from the course. Modules with a knowledge check send their score to the course's gradebook.</p>
      ${input.error ? `<div class="card error" role="alert" style="margin:12px 0"><p>${escapeHtml(input.error)}</p></div>` : ""}
      <form method="get" action="${escapeHtml(input.action)}" class="filters" role="search">
        <div><label for="q">Search modules</label><input id="q" type="search" name="q" value="${escapeHtml(input.query)}" maxlength="200"></div>
        <div><label for="pillar">Pillar</label><select id="pillar" name="pillar"><option value="">All pillars</option>${options}</select></div>
        <div><button type="submit" class="secondary">Search</button></div>
      </form>
      <form method="post" action="${escapeHtml(input.action)}">
        ${list}
        <div class="actions"><button type="submit" class="primary">Add to course</button></div>
      </form>`,
  });
}

/** The deep-linking response: a form that posts the signed JWT to the LMS, submitted by a script (or a button). */
export function sendReturnForm(
  reply: FastifyReply,
  returnUrl: string,
  jwt: string,
  count: number,
  frameAncestors: string[],
) {
  const nonce = randomBytes(16).toString("base64");
  const target = originOf(returnUrl);
  return sendPage(reply, 200, {
    title: "Returning to your LMS",
    scriptNonce: nonce,
    formTargets: target ? [target] : [],
    frameAncestors,
    body: `<div class="card"><h1>Returning to your LMS</h1>
      <p>${count} module${count === 1 ? "" : "s"} will be added to your course.</p>
      <form id="return" method="post" action="${escapeHtml(returnUrl)}">
        <input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
        <button type="submit" class="primary">Continue to your LMS</button>
      </form></div>
      <script nonce="${nonce}">document.getElementById("return").submit();</script>`,
  });
}

/**
 * Decision 397: the browser kept PIVOT's cookie from the LMS's frame, so the learner cannot be signed
 * in there. The same launch goes on in a new window (its link spends the launch's ticket); the platform
 * alone may frame this page.
 */
export function sendFrameBlocked(
  reply: FastifyReply,
  input: { moduleTitle: string; continueUrl: string; frameAncestors: string[] },
) {
  return sendPage(reply, 200, {
    title: "Open the module in a new window",
    frameAncestors: input.frameAncestors,
    body: `<div class="card"><h1>Open the module in a new window</h1>
      <p>Your browser did not let PIVOT sign you in inside this course page: it blocks sign-in cookies in pages
      embedded in other sites. Open <strong>${escapeHtml(input.moduleTitle)}</strong> in a new window to carry on;
      you will be signed in there.</p>
      <p><a class="button primary" href="${escapeHtml(input.continueUrl)}" target="_blank" rel="noopener">Open in a new window</a></p>
      <p class="muted">The link works once, for 10 minutes. After that, open the activity again from your LMS.</p></div>`,
  });
}

/**
 * Decision 397: Dynamic Registration finished. What was registered, and a Finish button that tells
 * the LMS to close its registration window (the spec's org.imsglobal.lti.close message).
 */
export function sendRegistered(
  reply: FastifyReply,
  input: { name: string; issuer: string; clientId: string; deploymentIds: string[]; platformOrigin: string },
) {
  const nonce = randomBytes(16).toString("base64");
  const deployments = input.deploymentIds.length
    ? `<p>Deployment: ${input.deploymentIds.map(escapeHtml).join(", ")}</p>`
    : `<p>The LMS has not given a deployment ID yet. When it shows one, add it to this registration on PIVOT's LTI card.</p>`;
  return sendPage(reply, 200, {
    title: "PIVOT is registered with your LMS",
    scriptNonce: nonce,
    frameAncestors: [input.platformOrigin],
    body: `<div class="card" role="status"><h1>PIVOT is registered with your LMS</h1>
      <p>${escapeHtml(input.name)} (${escapeHtml(input.issuer)}) can now launch PIVOT modules.</p>
      <p>Client ID: ${escapeHtml(input.clientId)}</p>${deployments}
      <p class="muted">The registration is on PIVOT's LTI card, under Organisation settings, where you can change it.</p>
      <p><button type="button" class="primary" id="finish">Finish</button></p></div>
      <script nonce="${nonce}">document.getElementById("finish").addEventListener("click", function () {
        (window.opener || window.parent).postMessage({ subject: "org.imsglobal.lti.close" }, "*");
      });</script>`,
  });
}
