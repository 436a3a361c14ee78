import { and, countDistinct, eq, gte, lt, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { ProtectionSettings } from "../../../contracts/protection";
import { isPremiumModule, type LockableModule } from "../../../domain/access";
import { daysAfter } from "../../../domain/calendar";
import { type PlanId, type ProtectionTier, protectionTierFor } from "../../../domain/plans";
import {
  checkDailyLimit,
  DOWNLOAD_REFUSED_ALERT,
  limitMessage,
  limitWindow,
  restrictionAllows,
  TIER_LIMITS,
  watermarkText,
} from "../../../domain/protection";
import type { Db } from "../../db/client";
import { contentAccessLog } from "../../db/schema";
import { forbidden, HttpError } from "../../errors";
import { getProtectionSettings } from "./settings";

/**
 * The content-access check every feature that shows or hands out module content runs (the module page,
 * downloads, knowledge checks): spec 3 §9's limits per tier, the access log, watermarks.
 */

export type ProtectionLevel = "Standard" | "Premium";

/**
 * Which modules are protected: premium modules always (spec 3 §6 "Protected Content" badge), every
 * other module too while global protection is on.
 */
export function protectionOf(module: LockableModule, settings: ProtectionSettings): ProtectionLevel | null {
  if (isPremiumModule(module)) return "Premium";
  return settings.globalProtection ? "Standard" : null;
}

export const tierOf = (user: CurrentUser): ProtectionTier => protectionTierFor(user.subscriptionPlan as PlanId);

export interface AccessGrant {
  /** The line to stamp on a download, or null when watermarking is off. */
  watermark: string | null;
  /** Forensic watermark: the access log entry of this download, which names who took it and when. */
  reference: string | null;
}

/** Where the request came from (IP restriction). */
export interface AccessRequest {
  now: Date;
  ip?: string;
}

/**
 * spec 3 §9 enforced on the server: each view and download of a protected module is checked against
 * the caller's tier's daily limit, counted from the access log, and logged (refusals too). Views count
 * distinct modules a day (reopening a module the same day is free); downloads count each file.
 * Administrators manage the content and are not limited.
 */
export async function enforceContentAccess(
  db: Db,
  user: CurrentUser,
  module: LockableModule & { id: number },
  action: "view" | "download",
  { now, ip }: AccessRequest,
): Promise<AccessGrant> {
  const settings = await getProtectionSettings(db);
  const protection = protectionOf(module, settings);
  const tier = tierOf(user);
  const watermarkOn = settings.watermarkEnabled || TIER_LIMITS[tier].watermarkRequired;
  const expiresAt = settings.contentExpiration > 0 ? daysAfter(now, settings.contentExpiration) : null;
  const grant: AccessGrant = {
    watermark: watermarkOn ? watermarkText(user.email, now, expiresAt) : null,
    reference: null,
  };
  if (!protection || user.role === "admin") return grant;

  const log = async (allowed: boolean) => {
    const [row] = await db
      .insert(contentAccessLog)
      .values({ userId: user.id, moduleId: module.id, action, tier, allowed, occurredAt: now, ipAddress: ip ?? null })
      .returning({ id: contentAccessLog.id });
    if (allowed && settings.forensicWatermark) grant.reference = `PVT-${String(row.id).padStart(8, "0")}`;
  };

  if (action === "download" && !restrictionAllows(settings.downloadRestriction, tier)) {
    await log(false);
    throw forbidden(DOWNLOAD_REFUSED_ALERT);
  }
  const { start, resetsAt } = limitWindow(now);
  // IP restriction: one account, one network address a day for protected content (account sharing).
  if (settings.ipRestriction && ip) {
    const [elsewhere] = await db
      .select({ ip: contentAccessLog.ipAddress })
      .from(contentAccessLog)
      .where(
        and(
          eq(contentAccessLog.userId, user.id),
          eq(contentAccessLog.allowed, true),
          gte(contentAccessLog.occurredAt, start),
          lt(contentAccessLog.occurredAt, resetsAt),
          sql`${contentAccessLog.ipAddress} is not null and ${contentAccessLog.ipAddress} <> ${ip}`,
        ),
      )
      .limit(1);
    if (elsewhere) {
      await log(false);
      throw forbidden(
        "Protected content is open to one network address a day per account, and this account used another today. Try again tomorrow or from the same network.",
      );
    }
  }
  const today = and(
    eq(contentAccessLog.userId, user.id),
    eq(contentAccessLog.action, action),
    eq(contentAccessLog.allowed, true),
    gte(contentAccessLog.occurredAt, start),
    lt(contentAccessLog.occurredAt, resetsAt),
  );
  let used: number;
  if (action === "view") {
    const [row] = await db
      .select({
        modules: countDistinct(contentAccessLog.moduleId),
        thisModule: sql<number>`count(*) filter (where ${contentAccessLog.moduleId} = ${module.id})`,
      })
      .from(contentAccessLog)
      .where(today);
    if (Number(row?.thisModule ?? 0) > 0) {
      await log(true);
      return grant;
    }
    used = Number(row?.modules ?? 0);
  } else {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(contentAccessLog).where(today);
    used = Number(row?.n ?? 0);
  }
  const verdict = checkDailyLimit(tier, action, used, now);
  if (!verdict.allowed) {
    await log(false);
    throw new HttpError(429, limitMessage(tier, action, verdict));
  }
  await log(true);
  return grant;
}
