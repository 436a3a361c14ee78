import type { PlanId } from "./plans";

/**
 * spec 3 §6: on the free plan, a module is premium-locked when its title contains the
 * framework's trademark name (PIVOT), "B-Corp" or "JEDI", or its category is "Framework".
 */
export interface LockableModule {
  title: string;
  category: string;
}

const PREMIUM_TITLE_MARKERS = ["PIVOT", "B-Corp", "JEDI"];

export function isPremiumModule(module: LockableModule): boolean {
  return module.category === "Framework" || PREMIUM_TITLE_MARKERS.some((marker) => module.title.includes(marker));
}

/** A user's plan: the plan catalogue's ids (domain/plans.ts), "free" when no live subscription. */
export type SubscriptionPlan = PlanId;

/** What the premium lock reads of a user. */
export interface PlanHolder {
  subscriptionStatus?: string | null;
  role?: string | null;
}

/**
 * spec 1 §4: premium if subscriptionStatus is active, else free. Administrators manage the content,
 * so every module is open to them whatever their plan (issue 9: admins never see "Upgrade").
 */
export function isPremiumUser(user: PlanHolder | null | undefined): boolean {
  return user?.subscriptionStatus === "active" || user?.role === "admin";
}

export function isPremiumLocked(module: LockableModule, user: PlanHolder | null): boolean {
  return isPremiumModule(module) && !isPremiumUser(user);
}
