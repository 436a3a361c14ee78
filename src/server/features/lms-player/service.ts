import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../contracts/auth";
import type { KnowledgeCheckResult, KnowledgeCheckSubmission } from "../../../contracts/knowledge-check";
import type { ModuleContent, ProgressItem } from "../../../contracts/learning";
import type { PlayerProgress, PlayerSession, PlayerState } from "../../../contracts/lms-player";
import { sessionUserById } from "../../auth/session";
import type { Db } from "../../db/client";
import { lmsPlayerSessions, modules, userProgress } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeTransaction } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { idempotencyKeyOf, requestedKey } from "../../platform/idempotency/keys";
import { startAttempt, submitAttempt } from "../../platform/learning/knowledge-check-attempts";
import { getModuleContent, getModuleDetail } from "../../platform/learning/module-content";
import { progressColumns, recordProgress, toProgressItem } from "../../platform/learning/record-progress";
import { consumeLaunchToken } from "../../platform/lms/launch-token";
import { ensureLmsIntegration } from "../../platform/organizations/lms-integration";
import { protectionOf } from "../../platform/protection/content-access";
import { getProtectionSettings } from "../../platform/protection/settings";
import { hashPlayerKey, newPlayerKey, type PlayerSessionCaller, playerSessionExpiry } from "./player-access";

/**
 * The PIVOT player an LMS package opens (issue 24 item 1, the launch protocol's steps 3 and 4;
 * decision 326). Everything a learner does in it goes through the same services as the module page
 * (platform/learning): the premium lock and protection limits on the body, the progress write with its
 * events, caches and streaks, the knowledge check's draw, pass mark and cooldown. On every call the
 * licence is checked again on PIVOT's server: the organisation still has LMS integration and the
 * learner is still its member.
 */

export const NOT_A_MEMBER =
  "You are no longer a member of this organisation in PIVOT, so this module cannot be opened. Ask your LMS administrator.";
const OTHER_MODULE = "This player session is for another module. Launch this module from your LMS.";

export interface RequestFacts {
  now: Date;
  ip: string;
}

/** The learner a session acts for, with the licence checked again: the plan's LMS integration, the membership. */
async function licensedLearner(
  db: Db,
  session: Pick<PlayerSessionCaller, "organizationId" | "userId">,
  now: Date,
): Promise<SessionUser> {
  await ensureLmsIntegration(db, session.organizationId, now);
  const learner = await sessionUserById(db, session.userId, now);
  if (!learner?.organizationIds.includes(session.organizationId)) throw forbidden(NOT_A_MEMBER);
  return learner;
}

/** The session's learner for a request naming a module: another module's key is a 404. */
async function playerLearner(db: Db, session: PlayerSessionCaller, moduleId: number, now: Date) {
  if (session.moduleId !== moduleId) throw notFound(OTHER_MODULE);
  return licensedLearner(db, session, now);
}

const learnerNameOf = (learner: SessionUser) =>
  [learner.firstName, learner.lastName].filter(Boolean).join(" ").trim() || "LMS learner";

async function stateOf(
  db: Db,
  learner: SessionUser,
  session: Pick<PlayerSessionCaller, "moduleId" | "format" | "lastUsedAt">,
  now: Date,
): Promise<PlayerState> {
  const [module, settings, [progress]] = await Promise.all([
    getModuleDetail(db, session.moduleId, learner, now),
    getProtectionSettings(db),
    db
      .select(progressColumns)
      .from(userProgress)
      .innerJoin(modules, eq(modules.id, userProgress.moduleId))
      .where(and(eq(userProgress.userId, learner.id), eq(userProgress.moduleId, session.moduleId))),
  ]);
  return {
    learnerName: learnerNameOf(learner),
    format: session.format,
    module,
    // The module page's policy (features/protection's modulePolicy): copy protection on protected modules.
    copyProtection: protectionOf(module, settings) !== null && settings.copyProtection,
    progress: progress ? toProgressItem(progress) : null,
    expiresAt: playerSessionExpiry(session.lastUsedAt).toISOString(),
  };
}

/**
 * POST /api/lms/player-sessions: the launch token is used up (a replay, an expired or a forged one is a
 * 401), the licence checked, and a session made for the token's learner and module, recorded in the
 * organisation's audit log. The key is answered once.
 */
export async function createPlayerSession(
  db: Db,
  launchToken: string,
  secret: string,
  { now, ip }: RequestFacts,
): Promise<PlayerSession> {
  const claims = await consumeLaunchToken(db, launchToken, now, secret);
  const learner = await licensedLearner(db, claims, now);
  const playerKey = newPlayerKey();
  const id = randomUUID();
  await writeTransaction(db, async (tx) => {
    await tx.insert(lmsPlayerSessions).values({
      id,
      keyHash: hashPlayerKey(playerKey),
      organizationId: claims.organizationId,
      userId: claims.userId,
      moduleId: claims.moduleId,
      packageId: claims.packageId,
      format: claims.format,
      createdAt: now,
      lastUsedAt: now,
    });
    await recordAudit(tx, {
      organizationId: claims.organizationId,
      actorId: claims.userId,
      action: "lms_player.session_started",
      targetType: "module",
      targetId: String(claims.moduleId),
      details: { packageId: claims.packageId, format: claims.format, sessionId: id },
      ipAddress: ip,
    });
  });
  const state = await stateOf(db, learner, { ...claims, lastUsedAt: now }, now);
  return { playerKey, ...state };
}

export async function playerState(db: Db, session: PlayerSessionCaller, moduleId: number, now: Date) {
  const learner = await playerLearner(db, session, moduleId, now);
  return stateOf(db, learner, session, now);
}

export async function playerContent(
  db: Db,
  session: PlayerSessionCaller,
  moduleId: number,
  facts: RequestFacts,
): Promise<ModuleContent> {
  const learner = await playerLearner(db, session, moduleId, facts.now);
  return getModuleContent(db, moduleId, learner, facts);
}

/** The same write as POST /api/user/progress (platform/learning/record-progress.ts). */
export async function playerProgress(
  db: Db,
  session: PlayerSessionCaller,
  moduleId: number,
  update: BodyAfterLookup<PlayerProgress>,
  now: Date,
  keyHeader?: string | string[],
): Promise<ProgressItem> {
  const learner = await playerLearner(db, session, moduleId, now);
  // Issue 44 item 5: the key is read once the player session is known to be the learner's.
  const key = requestedKey(keyHeader);
  const write = { ...readBody(update), moduleId };
  return recordProgress(db, learner, write, now, idempotencyKeyOf("player-progress", key, write));
}

export async function playerStartAttempt(db: Db, session: PlayerSessionCaller, moduleId: number, facts: RequestFacts) {
  const learner = await playerLearner(db, session, moduleId, facts.now);
  return startAttempt(db, learner, moduleId, facts);
}

export async function playerSubmitAttempt(
  db: Db,
  session: PlayerSessionCaller,
  moduleId: number,
  attemptId: number,
  submission: BodyAfterLookup<KnowledgeCheckSubmission>,
  now: Date,
  keyHeader?: string | string[],
): Promise<KnowledgeCheckResult> {
  const learner = await playerLearner(db, session, moduleId, now);
  return submitAttempt(db, learner, moduleId, attemptId, submission, now, {
    scope: "player-knowledge-check-submit",
    header: keyHeader,
  });
}
