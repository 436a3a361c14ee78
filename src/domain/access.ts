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

export type SubscriptionPlan = "free" | "individual" | "team_leader" | "organisation";

/** spec 1 §4: premium if subscriptionStatus is active, else free. */
export function isPremiumUser(user: { subscriptionStatus?: string | null } | null | undefined): boolean {
  return user?.subscriptionStatus === "active";
}

export function isPremiumLocked(module: LockableModule, user: { subscriptionStatus?: string | null } | null): boolean {
  return isPremiumModule(module) && !isPremiumUser(user);
}
