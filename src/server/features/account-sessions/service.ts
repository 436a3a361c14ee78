import { and, eq } from "drizzle-orm";
import type { AccountSessions } from "../../../contracts/account-sessions";
import { countsAsDevice } from "../../../domain/session-activity";
import { deviceSessionOf, sessionRulesFor, storedSessionsOf } from "../../auth/session-activity";
import type { Db } from "../../db/client";
import { auditLog, session } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { endSession, endSessionsExcept } from "../../platform/accounts/session-writes";
import { type Tx, writeTransaction } from "../../platform/caches/writes";

/**
 * Issue 21 item 3: the signed-in person's own sessions, which they can see and end. A session is a
 * device (issue 26: a browser session); only the sessions that still count are listed, by the same
 * rule as the device limit (not expired, used within the person's idle timeout).
 */

export const CURRENT_SESSION_MESSAGE = "This is the device you are using: use Sign Out to end it.";
export const SESSION_ENDED_MESSAGE = "That session has already ended";

/** GET /api/account/sessions: the caller's active sessions, theirs first, then the most recently used. */
export async function listAccountSessions(
  db: Db,
  userId: string,
  currentToken: string | null,
  now: Date,
): Promise<AccountSessions> {
  const rules = await sessionRulesFor(db, userId, now);
  if (!rules) return [];
  const sessions = await storedSessionsOf(db, userId);
  return sessions
    .filter(
      (s) =>
        s.token === currentToken ||
        countsAsDevice({ expiresAt: s.expiresAt, lastActivityAt: s.updatedAt }, rules.idleMinutes, now),
    )
    .map((s) => deviceSessionOf(s, s.token === currentToken))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

interface Actor {
  userId: string;
  currentToken: string | null;
  ip: string | null;
}

/** A personal audit entry (no organisation, the person as actor), as the data export writes its own. */
const auditSessionsEnded = (tx: Tx, actor: Actor, action: string, details: Record<string, unknown>, id?: string) =>
  tx.insert(auditLog).values({
    organizationId: null,
    actorId: actor.userId,
    action,
    targetType: "session",
    targetId: id ?? null,
    details,
    ipAddress: actor.ip,
  });

/**
 * DELETE /api/account/sessions/{id}: ends one of the caller's other sessions. Another person's
 * session, or one already ended, is not found (and not ended); the caller's own is ended by Sign Out.
 * The session cache forgets the person's sessions at commit, in every process, so the ended one is
 * refused on its very next request.
 */
export async function endAccountSession(db: Db, actor: Actor, sessionId: string): Promise<{ ended: number }> {
  return writeTransaction(db, async (tx, changes) => {
    const [target] = await tx
      .select({ token: session.token })
      .from(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, actor.userId)));
    if (!target) throw notFound(SESSION_ENDED_MESSAGE);
    if (target.token === actor.currentToken)
      throw badRequest(CURRENT_SESSION_MESSAGE, [{ path: "id", message: CURRENT_SESSION_MESSAGE }]);
    await endSession(tx, actor.userId, sessionId);
    await auditSessionsEnded(tx, actor, "account.session_ended", {}, sessionId);
    changes.users(actor.userId);
    return { ended: 1 };
  });
}

/** DELETE /api/account/sessions: "Sign out everywhere else", every session of the caller but this one. */
export async function endOtherAccountSessions(db: Db, actor: Actor): Promise<{ ended: number }> {
  const { currentToken } = actor;
  if (!currentToken) return { ended: 0 };
  return writeTransaction(db, async (tx, changes) => {
    const ended = await endSessionsExcept(tx, actor.userId, currentToken);
    if (ended > 0) {
      await auditSessionsEnded(tx, actor, "account.other_sessions_ended", { count: ended });
      changes.users(actor.userId);
    }
    return { ended };
  });
}
