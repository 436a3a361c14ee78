import { formatDate } from "@/lib/format";
import type { CurrentUser } from "../../../contracts/auth";
import type { SubscriptionStatus } from "../../../contracts/billing";
import { paths } from "../../../contracts/routes";
import { formatPlanPrice, PLANS, UPGRADE_PLAN } from "../../../domain/plans";

/**
 * spec 1 §6, §9: what the dashboard's Your Plan card says. Names, prices and features come from the
 * plan catalogue (domain/plans.ts); the billing date from the stored period end, never "a month from
 * today". Admins never see "Free" or "Upgrade" (issue 9).
 */
export interface PlanCardView {
  badge: string;
  premium: boolean;
  /** "£29/month", for a paid plan. */
  price: string | null;
  /** "Next billing date 12/04/2026" or "Cancels on 12/04/2026", once the status has loaded. */
  billingLine: string | null;
  features: readonly string[];
  action: { label: string; to: string; variant: "accent" | "outline" };
  /** Under the upgrade button on the free plan. */
  hint: string | null;
}

export const ADMIN_PLAN_FEATURES = [
  "Every module open, premium included",
  "Content administration",
  "Sales enquiries from the pricing page",
] as const;

export function planCardView(
  user: Pick<CurrentUser, "role" | "subscriptionStatus" | "subscriptionPlan">,
  status?: SubscriptionStatus,
): PlanCardView {
  const through = status?.organizationPlan;
  if (
    user.subscriptionStatus === "active" &&
    through &&
    through.tier === user.subscriptionPlan &&
    status?.tier !== through.tier
  ) {
    // Issue 20: the plan comes with an organisation; its owner pays and manages it.
    const plan = PLANS[through.tier];
    return {
      badge: plan.name,
      premium: true,
      price: null,
      billingLine: `Through ${through.organizationName} until ${formatDate(new Date(through.currentPeriodEnd * 1000))}`,
      features: plan.features,
      action: { label: "View Plan", to: paths.subscription, variant: "outline" },
      hint: null,
    };
  }
  if (user.subscriptionStatus === "active") {
    const plan = PLANS[user.subscriptionPlan];
    const end = status?.currentPeriodEnd != null ? formatDate(new Date(status.currentPeriodEnd * 1000)) : null;
    return {
      badge: plan.name,
      premium: true,
      price: formatPlanPrice(plan, status?.billingCycle ?? "monthly"),
      billingLine: end ? (status?.cancelAtPeriodEnd ? `Cancels on ${end}` : `Next billing date ${end}`) : null,
      features: plan.features,
      action: { label: "Manage Subscription", to: paths.subscription, variant: "outline" },
      hint: null,
    };
  }
  if (user.role === "admin") {
    return {
      badge: "Admin",
      premium: true,
      price: null,
      billingLine: null,
      features: ADMIN_PLAN_FEATURES,
      action: { label: "Sales Enquiries", to: paths.adminEnquiries, variant: "outline" },
      hint: null,
    };
  }
  return {
    badge: PLANS.free.name,
    premium: false,
    price: null,
    billingLine: null,
    features: PLANS.free.features,
    action: { label: `Upgrade to ${UPGRADE_PLAN.name}`, to: paths.subscribe, variant: "accent" },
    hint: `${UPGRADE_PLAN.name} is ${formatPlanPrice(UPGRADE_PLAN, "monthly")}: every module, analytics and certificates.`,
  };
}
