import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { HttpError } from "../../errors";

/**
 * Launch tokens (issue 24, decision 323): what an LMS package's launch page receives for one learner
 * and one module, and the PIVOT player exchanges once for its session. Signed with the app's secret
 * (a forged or altered token is refused before the database is asked), valid for ten minutes, and
 * single use: the row in lms_launches is marked used by the one statement that accepts it, so a
 * replayed token — even two at the same moment — is refused.
 */

export interface LaunchClaims {
  organizationId: string;
  userId: string;
  moduleId: number;
  packageId: string;
  format: "scorm12" | "cmi5";
}

export const LAUNCH_TOKEN_TTL_MS = 10 * 60 * 1000;

const REFUSED = {
  forged:
    "This launch link is not valid: it was not issued by PIVOT or has been altered. Launch the module again from your LMS.",
  expired: "This launch link has expired. Close this window and launch the module again from your LMS.",
  used: "This launch link was already used. Close this window and launch the module again from your LMS.",
} as const;

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function signature(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`pivot-lms-launch.${payload}`).digest();
}

interface TokenBody extends LaunchClaims {
  jti: string;
  exp: number;
}

export async function issueLaunchToken(db: Db, claims: LaunchClaims, now: Date, secret: string): Promise<string> {
  const jti = base64url(randomBytes(18));
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS);
  await db.execute(sql`
    insert into lms_launches (id, organization_id, user_id, module_id, package_id, format, created_at, expires_at)
    values (${jti}, ${claims.organizationId}, ${claims.userId}, ${claims.moduleId}, ${claims.packageId}, ${claims.format},
      ${now}, ${expiresAt})
  `);
  const body: TokenBody = { ...claims, jti, exp: expiresAt.getTime() };
  const payload = base64url(JSON.stringify(body));
  return `${payload}.${base64url(signature(payload, secret))}`;
}

function readBody(token: string, secret: string): TokenBody {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined || token.length > 2048) throw new HttpError(401, REFUSED.forged);
  const expected = signature(payload, secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, REFUSED.forged);
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as TokenBody;
  } catch {
    throw new HttpError(401, REFUSED.forged);
  }
}

interface LaunchRow {
  organization_id: string;
  user_id: string;
  module_id: number;
  package_id: string;
  format: "scorm12" | "cmi5";
}

/** The claims of a launch token, which is used up by this call (401 with a sentence when refused). */
export async function consumeLaunchToken(db: Db, token: string, now: Date, secret: string): Promise<LaunchClaims> {
  const body = readBody(token, secret);
  if (typeof body.exp !== "number" || body.exp <= now.getTime()) throw new HttpError(401, REFUSED.expired);
  const [row] = await queryRows<LaunchRow>(
    db,
    sql`update lms_launches set used_at = ${now}
      where id = ${String(body.jti)} and used_at is null and expires_at > ${now}
      returning organization_id, user_id, module_id, package_id, format`,
  );
  if (!row) throw new HttpError(401, REFUSED.used);
  // The row is the truth; a token whose body disagrees with it was not issued as it reads.
  if (
    row.organization_id !== body.organizationId ||
    row.user_id !== body.userId ||
    Number(row.module_id) !== body.moduleId ||
    row.package_id !== body.packageId
  )
    throw new HttpError(401, REFUSED.forged);
  return {
    organizationId: row.organization_id,
    userId: row.user_id,
    moduleId: Number(row.module_id),
    packageId: row.package_id,
    format: row.format,
  };
}

/** The daily task: launch rows a day past their expiry (used or not) have nothing left to prove. */
export async function deleteExpiredLaunches(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return (await queryRows<{ id: string }>(db, sql`delete from lms_launches where expires_at < ${cutoff} returning id`))
    .length;
}
