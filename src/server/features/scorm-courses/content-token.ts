import { createHmac, timingSafeEqual } from "node:crypto";
import { HttpError, notFound } from "../../errors";

/**
 * The content token of a course's sandboxed frame (decision 335). The frame's origin is opaque, so the
 * browser sends it no cookies: the token in the path authorises reading that course's files for that
 * learner until it expires. Signed with the app's secret (an altered token answers 404 before the
 * database is asked); four hours, a long sitting of a long course.
 */

export interface ContentClaims {
  courseId: string;
  userId: string;
  organizationId: string;
}

export const CONTENT_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(`pivot-scorm-content.${payload}`).digest();

export function issueContentToken(
  claims: ContentClaims,
  now: Date,
  secret: string,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + CONTENT_TOKEN_TTL_MS);
  const payload = Buffer.from(
    JSON.stringify({ c: claims.courseId, u: claims.userId, o: claims.organizationId, e: expiresAt.getTime() }),
  ).toString("base64url");
  return { token: `${payload}.${sign(payload, secret).toString("base64url")}`, expiresAt };
}

export function readContentToken(token: string, now: Date, secret: string): ContentClaims {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) throw notFound();
  const expected = sign(payload, secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
  let body: { c?: unknown; u?: unknown; o?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw notFound();
  }
  if (
    typeof body.c !== "string" ||
    typeof body.u !== "string" ||
    typeof body.o !== "string" ||
    typeof body.e !== "number"
  )
    throw notFound();
  if (body.e <= now.getTime())
    throw new HttpError(401, "This course's link has expired. Open the course again from PIVOT to carry on.");
  return { courseId: body.c, userId: body.u, organizationId: body.o };
}
