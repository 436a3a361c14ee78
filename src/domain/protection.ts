import type { ProtectionTier } from "./plans";

/**
 * spec 3 §9 "Protection tier limits": free 3 daily views, 0 downloads, watermark required, 30 min
 * session; individual 25 views, 5 downloads, 120 min; team 100 views, 20 downloads, 480 min;
 * enterprise unlimited. `null` = unlimited.
 */
export interface TierLimits {
  dailyViews: number | null;
  dailyDownloads: number | null;
  watermarkRequired: boolean;
  sessionMinutes: number | null;
}

export const TIER_LIMITS: Readonly<Record<ProtectionTier, TierLimits>> = {
  free: { dailyViews: 3, dailyDownloads: 0, watermarkRequired: true, sessionMinutes: 30 },
  individual: { dailyViews: 25, dailyDownloads: 5, watermarkRequired: false, sessionMinutes: 120 },
  team: { dailyViews: 100, dailyDownloads: 20, watermarkRequired: false, sessionMinutes: 480 },
  enterprise: { dailyViews: null, dailyDownloads: null, watermarkRequired: false, sessionMinutes: null },
};

export const TIER_LABELS: Readonly<Record<ProtectionTier, string>> = {
  free: "Free",
  individual: "Individual",
  team: "Team",
  enterprise: "Enterprise",
};

export type LimitedAction = "view" | "download";

/** The day a limit counts in: UTC calendar days, so every server process agrees. */
export function limitWindow(now: Date): { start: Date; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, resetsAt: new Date(start.getTime() + 86_400_000) };
}

export interface LimitVerdict {
  allowed: boolean;
  limit: number | null;
  used: number;
  resetsAt: Date;
}

/** Whether one more action fits the tier's daily limit, given how many were used today. */
export function checkDailyLimit(
  tier: ProtectionTier,
  action: LimitedAction,
  usedToday: number,
  now: Date,
): LimitVerdict {
  const limits = TIER_LIMITS[tier];
  const limit = action === "view" ? limits.dailyViews : limits.dailyDownloads;
  const { resetsAt } = limitWindow(now);
  return { allowed: limit === null || usedToday < limit, limit, used: usedToday, resetsAt };
}

const resetDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The 429's message: which limit, and when it resets. */
export function limitMessage(tier: ProtectionTier, action: LimitedAction, verdict: LimitVerdict): string {
  const what = action === "view" ? "protected module views" : "protected downloads";
  const when = `${verdict.resetsAt.toISOString().slice(11, 16)} UTC on ${resetDay.format(verdict.resetsAt)}`;
  if (verdict.limit === 0) {
    return `The ${TIER_LABELS[tier]} plan includes no ${what}. Upgrade to access downloads. The limit resets at ${when}.`;
  }
  return `Daily limit reached: the ${TIER_LABELS[tier]} plan allows ${verdict.limit} ${what} a day. The limit resets at ${when}.`;
}

/**
 * spec 3 §9: session length per tier, capped by the administrator's session timeout (spec 3 §3,
 * options 30–480 minutes). Returns minutes, or null for no cap beyond the session's own lifetime.
 */
export function sessionMinutesFor(tier: ProtectionTier, settingMinutes: number): number {
  const tierMinutes = TIER_LIMITS[tier].sessionMinutes;
  return tierMinutes === null ? settingMinutes : Math.min(tierMinutes, settingMinutes);
}

/** spec 3 §3 downloadRestriction / printRestriction: who may download or print a protected module. */
export type AccessRestriction = "none" | "subscription" | "premium-only" | "disabled";

export function restrictionAllows(restriction: AccessRestriction, tier: ProtectionTier): boolean {
  switch (restriction) {
    case "none":
      return true;
    case "subscription":
      return tier !== "free";
    case "premium-only":
      return tier === "team" || tier === "enterprise";
    case "disabled":
      return false;
  }
}

/** spec 3 §5: the content access test's alerts, verbatim. */
export const DOWNLOAD_REFUSED_ALERT =
  "Download not permitted for your subscription level. Upgrade to access downloads.";
export const PRINT_REFUSED_ALERT = "Printing not permitted. Contact support for print licensing.";

/** Risk of a protected module (spec 3 §3: Medium | High | Critical), from its refused attempts. */
export function moduleRisk(protection: "Standard" | "Premium", refusals30d: number): "Medium" | "High" | "Critical" {
  if (refusals30d >= 10) return "Critical";
  if (protection === "Premium" || refusals30d >= 3) return "High";
  return "Medium";
}

/** The line stamped on a watermarked download. */
export function watermarkText(email: string, date: Date, expiresAt: Date | null): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const base = `Licensed to ${email} on ${day(date)}`;
  return expiresAt ? `${base}; licence expires ${day(expiresAt)}` : base;
}

/**
 * The protection settings before an administrator saves any (spec 3 §3 and §9): standard protection
 * (the default level), a 120-minute session timeout (the default of 30/60/120/240/480), 3 devices.
 */
export const DEFAULT_PROTECTION_SETTINGS = {
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
} as const;
