import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Decision 397: which LMS may frame a module page. A launch inside the LMS's frame ends on
 * /module/<id>?lti_frame=<grant>; the grant names the module, the platform's origins and when it
 * lapses, signed with the server's secret. The security headers let those origins (and only those)
 * frame that module's page; every other page, and this one without a valid grant, keeps
 * frame-ancestors 'none'. The grant carries no session: the learner's (partitioned) cookie does.
 */

export const FRAME_GRANT_PARAM = "lti_frame";
/** A framed module page can be reloaded for this long after its launch. */
export const FRAME_GRANT_TTL_MS = 12 * 60 * 60 * 1000;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`lti-frame-grant:${payload}`).digest("base64url");

/** Only plain web origins go into a CSP: scheme, host and port, nothing that could end the directive. */
const isOrigin = (value: string) => /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(value);

export function frameGrant(secret: string, moduleId: number, origins: string[], now: Date): string {
  const expires = Math.floor((now.getTime() + FRAME_GRANT_TTL_MS) / 1000).toString(36);
  const list = Buffer.from(origins.filter(isOrigin).join(" ")).toString("base64url");
  const payload = `${moduleId}.${expires}.${list}`;
  return `${expires}.${list}.${sign(secret, payload)}`;
}

/** The origins a valid, unexpired grant for this module names; null for anything else. */
export function frameGrantOrigins(secret: string, moduleId: number, grant: string, now: Date): string[] | null {
  const [expires, list, signature, extra] = grant.split(".");
  if (!expires || list === undefined || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, `${moduleId}.${expires}.${list}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number.parseInt(expires, 36) * 1000 < now.getTime()) return null;
  const origins = Buffer.from(list, "base64url").toString("utf8").split(" ").filter(isOrigin);
  return origins.length > 0 ? origins : null;
}

/** The module page's path and its grant, when the URL is one: /module/<id>?lti_frame=… */
export function framedModuleOf(url: string): { moduleId: number; grant: string } | null {
  const [path, query] = url.split("?", 2);
  const match = /^\/module\/(\d{1,9})\/?$/.exec(path);
  if (!match || !query) return null;
  const grant = new URLSearchParams(query).get(FRAME_GRANT_PARAM);
  return grant ? { moduleId: Number(match[1]), grant } : null;
}
