import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { HttpError } from "../../errors";

/**
 * The LMS player's key (issue 24, decision 326): made when a launch token is exchanged, shown once,
 * kept only as its SHA-256 hash. It opens one module for one learner of one organisation and lapses
 * four hours after its last use; cookies play no part.
 */

export const PLAYER_KEY_PREFIX = "plk_";
/** A session unused for this long has ended (the launch protocol: four hours after the last use). */
export const PLAYER_SESSION_IDLE_MS = 4 * 60 * 60 * 1000;

export interface PlayerSessionCaller {
  id: string;
  organizationId: string;
  userId: string;
  moduleId: number;
  packageId: string;
  format: "scorm12" | "cmi5";
  lastUsedAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    playerSession: PlayerSessionCaller | null;
  }
}

const MISSING = "A player key is required: launch the module again from your LMS.";
const INVALID =
  "This player session has ended or is not valid. Close this window and launch the module again from your LMS.";
const BEARER = new RegExp(`^Bearer (${PLAYER_KEY_PREFIX}[A-Za-z0-9_-]{43})$`);

export const hashPlayerKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: 32 random bytes after the prefix. */
export const newPlayerKey = () => `${PLAYER_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;

export const playerSessionExpiry = (lastUsedAt: Date) => new Date(lastUsedAt.getTime() + PLAYER_SESSION_IDLE_MS);

interface SessionRow {
  id: string;
  organization_id: string;
  user_id: string;
  module_id: number;
  package_id: string;
  format: "scorm12" | "cmi5";
}

/**
 * The session a key opens, touched (its four hours start again), or null when the key is unknown or
 * its session has lapsed. One statement: the check and the touch cannot be split by a lapse.
 */
export async function sessionOfPlayerKey(db: Db, key: string, now: Date): Promise<PlayerSessionCaller | null> {
  const since = new Date(now.getTime() - PLAYER_SESSION_IDLE_MS);
  const [row] = await queryRows<SessionRow>(
    db,
    sql`update lms_player_sessions set last_used_at = greatest(last_used_at, ${now})
      where key_hash = ${hashPlayerKey(key)} and last_used_at > ${since}
      returning id, organization_id, user_id, module_id, package_id, format`,
  );
  if (!row) return null;
  return {
    id: row.id,
    organizationId: row.organization_id,
    userId: row.user_id,
    moduleId: Number(row.module_id),
    packageId: row.package_id,
    format: row.format,
    lastUsedAt: now,
  };
}

/** The player session of a request to a route whose access is "playerSession". */
export function playerSessionOf(request: FastifyRequest): PlayerSessionCaller {
  if (!request.playerSession) throw new HttpError(401, MISSING);
  return request.playerSession;
}

/**
 * The player's access check, for every route whose policy is "playerSession" (the session hook skips
 * them: plugins/access-policy.ts): no `Authorization: Bearer`, a malformed key, an unknown one or one
 * whose session has lapsed is a 401 with a sentence the player shows. Registered inside the player's
 * plugin, so it runs for its routes only.
 */
export function registerPlayerSessionAccess(app: FastifyInstance) {
  const { db } = app.services;
  app.decorateRequest("playerSession", null);
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.access !== "playerSession") return;
    // The answer is one learner's: never stored by a shared cache.
    reply.header("cache-control", "private, no-store");
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, MISSING);
    const key = BEARER.exec(header.trim())?.[1];
    if (!key) throw new HttpError(401, INVALID);
    const session = await sessionOfPlayerKey(db, key, app.clock());
    if (!session) throw new HttpError(401, INVALID);
    request.playerSession = session;
  });
}
