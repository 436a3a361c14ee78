import { and, asc, countDistinct, eq, gte, lt, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type {
  AccessTestResponse,
  ProtectedModule,
  ProtectionAnalytics,
  ProtectionSettings,
} from "../../../contracts/protection";
import { isPremiumModule, type LockableModule } from "../../../domain/access";
import { type PlanId, type ProtectionTier, protectionTierFor } from "../../../domain/plans";
import {
  checkDailyLimit,
  DOWNLOAD_REFUSED_ALERT,
  limitMessage,
  limitWindow,
  moduleRisk,
  PRINT_REFUSED_ALERT,
  restrictionAllows,
  TIER_LIMITS,
  watermarkText,
} from "../../../domain/protection";
import type { Db } from "../../db/client";
import { contentAccessLog, modules, protectionSettings } from "../../db/schema";
import { forbidden, HttpError, notFound } from "../../errors";

/** spec 3 §3 and §9: standard protection, 120-minute sessions, 3 devices. */
export const DEFAULT_PROTECTION_SETTINGS: ProtectionSettings = {
  protectionLevel: "standard",
  globalProtection: false,
  watermarkEnabled: true,
  downloadRestriction: "subscription",
  printRestriction: "premium-only",
  copyProtection: true,
  sessionTimeout: 120,
  ipRestriction: false,
  deviceLimit: 3,
  forensicWatermark: false,
  contentExpiration: 0,
  legalNotice:
    "This content is licensed for your personal learning only. Copying or redistribution is not permitted and is monitored.",
};

const SETTINGS_ID = 1;

export async function getProtectionSettings(db: Db): Promise<ProtectionSettings & { updatedAt: string | null }> {
  const [row] = await db.select().from(protectionSettings).where(eq(protectionSettings.id, SETTINGS_ID));
  if (!row) return { ...DEFAULT_PROTECTION_SETTINGS, updatedAt: null };
  const { id: _id, updatedBy: _by, updatedAt, ...settings } = row;
  return { ...(settings as ProtectionSettings), updatedAt: updatedAt.toISOString() };
}

export async function saveProtectionSettings(db: Db, input: ProtectionSettings, userId: string) {
  const values = { ...input, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(protectionSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: protectionSettings.id, set: values });
  return getProtectionSettings(db);
}

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
  const expiresAt =
    settings.contentExpiration > 0 ? new Date(now.getTime() + settings.contentExpiration * 86_400_000) : null;
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

/** An active module's protection under the current settings; 404 for an unknown or inactive module. */
async function moduleProtection(db: Db, moduleId: number) {
  const [module] = await db
    .select({ id: modules.id, title: modules.title, category: modules.category })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!module) throw notFound("Module not found");
  const settings = await getProtectionSettings(db);
  return { settings, protection: protectionOf(module, settings) };
}

/** The module page's protection policy: copy protection applies to protected modules only. */
export async function modulePolicy(db: Db, moduleId: number) {
  const { settings, protection } = await moduleProtection(db, moduleId);
  return {
    moduleId,
    protection,
    copyProtection: protection !== null && settings.copyProtection,
    legalNotice: settings.legalNotice,
  };
}

const PERIOD_DAYS = 30;

export async function listProtectedModules(db: Db, now: Date): Promise<ProtectedModule[]> {
  const settings = await getProtectionSettings(db);
  const since = new Date(now.getTime() - PERIOD_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: modules.id,
      title: modules.title,
      category: modules.category,
      views: sql<number>`count(${contentAccessLog.id}) filter (where ${contentAccessLog.action} = 'view' and ${contentAccessLog.allowed})`,
      downloads: sql<number>`count(${contentAccessLog.id}) filter (where ${contentAccessLog.action} = 'download' and ${contentAccessLog.allowed})`,
      refusals: sql<number>`count(${contentAccessLog.id}) filter (where not ${contentAccessLog.allowed})`,
    })
    .from(modules)
    .leftJoin(contentAccessLog, and(eq(contentAccessLog.moduleId, modules.id), gte(contentAccessLog.occurredAt, since)))
    .where(eq(modules.isActive, true))
    .groupBy(modules.id)
    .orderBy(asc(modules.id));
  return rows.flatMap((r) => {
    const protection = protectionOf(r, settings);
    if (!protection) return [];
    const refusals = Number(r.refusals);
    return [
      {
        id: r.id,
        title: r.title,
        protection,
        risk: moduleRisk(protection, refusals),
        views30d: Number(r.views),
        downloads30d: Number(r.downloads),
        refusals30d: refusals,
      },
    ];
  });
}

export async function protectionAnalytics(db: Db, now: Date): Promise<ProtectionAnalytics> {
  const since = new Date(now.getTime() - PERIOD_DAYS * 86_400_000);
  const counts = {
    views: sql<number>`count(*) filter (where ${contentAccessLog.action} = 'view' and ${contentAccessLog.allowed})`,
    downloads: sql<number>`count(*) filter (where ${contentAccessLog.action} = 'download' and ${contentAccessLog.allowed})`,
    refusals: sql<number>`count(*) filter (where not ${contentAccessLog.allowed})`,
  };
  const recent = gte(contentAccessLog.occurredAt, since);
  const [totals] = await db
    .select({ ...counts, activeUsers: countDistinct(contentAccessLog.userId) })
    .from(contentAccessLog)
    .where(recent);
  const dayExpr = sql<string>`to_char(${contentAccessLog.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day: dayExpr, ...counts })
    .from(contentAccessLog)
    .where(recent)
    .groupBy(dayExpr)
    .orderBy(dayExpr);
  const byTier = await db
    .select({ tier: contentAccessLog.tier, ...counts })
    .from(contentAccessLog)
    .where(recent)
    .groupBy(contentAccessLog.tier)
    .orderBy(contentAccessLog.tier);
  const num = (r: { views: unknown; downloads: unknown; refusals: unknown }) => ({
    views: Number(r.views),
    downloads: Number(r.downloads),
    refusals: Number(r.refusals),
  });
  return {
    periodDays: PERIOD_DAYS,
    ...num(totals ?? { views: 0, downloads: 0, refusals: 0 }),
    activeUsers: Number(totals?.activeUsers ?? 0),
    byDay: byDay.map((d) => ({ day: d.day, ...num(d) })),
    byTier: byTier.map((t) => ({ tier: t.tier, ...num(t) })),
  };
}

/**
 * spec 3 §5 "Content access test": the caller tries a download, a print or a copy of a module under the
 * stored settings and their own tier; a refusal answers the spec's alert text. Nothing is logged.
 */
export async function testContentAccess(
  db: Db,
  user: CurrentUser,
  moduleId: number,
  action: "download" | "print" | "copy",
  tierOverride?: ProtectionTier,
): Promise<AccessTestResponse> {
  const { settings, protection } = await moduleProtection(db, moduleId);
  const tier = tierOverride ?? tierOf(user);
  const downloadEnabled =
    !protection || (restrictionAllows(settings.downloadRestriction, tier) && TIER_LIMITS[tier].dailyDownloads !== 0);
  const printEnabled = !protection || restrictionAllows(settings.printRestriction, tier);
  const copyEnabled = !protection || !settings.copyProtection;
  const verdicts = {
    download: [downloadEnabled, DOWNLOAD_REFUSED_ALERT, "Download permitted for your subscription level."],
    print: [printEnabled, PRINT_REFUSED_ALERT, "Printing permitted for your subscription level."],
    copy: [copyEnabled, "Copying is disabled for protected content.", "Copying permitted for this content."],
  } as const;
  const [allowed, refused, permitted] = verdicts[action];
  return {
    allowed,
    message: allowed ? permitted : refused,
    context: {
      userId: user.id,
      moduleId,
      accessLevel: protection ?? "Unprotected",
      subscriptionTier: tier,
      downloadEnabled,
      printEnabled,
      copyEnabled,
    },
  };
}
