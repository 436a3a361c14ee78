import { and, asc, countDistinct, eq, gte, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type {
  AccessTestResponse,
  ProtectedModule,
  ProtectionAnalytics,
  ProtectionSettings,
} from "../../../contracts/protection";
import { daysBefore } from "../../../domain/calendar";
import type { ProtectionTier } from "../../../domain/plans";
import {
  DOWNLOAD_REFUSED_ALERT,
  moduleRisk,
  PRINT_REFUSED_ALERT,
  restrictionAllows,
  TIER_LIMITS,
} from "../../../domain/protection";
import type { Db } from "../../db/client";
import { contentAccessLog, modules, protectionSettings } from "../../db/schema";
import { notFound } from "../../errors";
import { protectionOf, tierOf } from "../../platform/protection/content-access";
import { getProtectionSettings, PROTECTION_SETTINGS_ID } from "../../platform/protection/settings";

export async function saveProtectionSettings(db: Db, input: ProtectionSettings, userId: string) {
  const values = { ...input, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(protectionSettings)
    .values({ id: PROTECTION_SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: protectionSettings.id, set: values });
  return getProtectionSettings(db);
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
  const since = daysBefore(now, PERIOD_DAYS);
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
  const since = daysBefore(now, PERIOD_DAYS);
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
