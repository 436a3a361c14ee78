import { Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { CurrentUser } from "../../../../contracts/auth";
import type { SubscriptionStatus } from "../../../../contracts/billing";
import { loginHref, paths } from "../../../../contracts/routes";
import {
  type BillingCycle,
  formatPence,
  LISTED_PLANS,
  PLAN_IDS,
  type Plan,
  type PlanId,
  priceFor,
  yearlySaving,
} from "../../../../domain/plans";

export type SalesPlanId = "team_leader" | "organisation" | "enterprise_plus";

/** What a plan card's button does for this visitor. */
type PlanAction =
  | { kind: "current" }
  | { kind: "signIn" }
  | { kind: "contactSales" }
  | { kind: "subscribe"; label: string }
  | { kind: "freeAfterCancel" }
  /** Issue 20: Team Leader is bought by an organisation's owner on its billing page. */
  | { kind: "team"; to: string }
  /** Issue 20: the person already has this (or a better) plan through an organisation. */
  | { kind: "included"; organizationName: string };

const rank = (id: PlanId) => PLAN_IDS.indexOf(id);

function actionFor(
  plan: Plan,
  user: CurrentUser | null,
  status: SubscriptionStatus | undefined,
  cycle: BillingCycle,
): PlanAction {
  const through = status?.organizationPlan;
  if (plan.id === "team_leader") {
    if (through?.tier === "team_leader") return { kind: "included", organizationName: through.organizationName };
    return { kind: "team", to: user ? paths.organizationBilling : loginHref(paths.organizationBilling) };
  }
  if (plan.priceIsFrom) return { kind: "contactSales" };
  if (!user) return { kind: "signIn" };
  if (through && plan.id !== "free" && rank(plan.id) <= rank(through.tier) && status?.tier !== plan.id)
    return { kind: "included", organizationName: through.organizationName };
  const tier = status?.tier ?? user.subscriptionPlan;
  if (plan.id === tier && (plan.id === "free" || status?.billingCycle === cycle)) return { kind: "current" };
  if (plan.id === "free") return { kind: "freeAfterCancel" };
  if (plan.id === tier) return { kind: "subscribe", label: `Switch to ${cycle} billing` };
  return { kind: "subscribe", label: "Subscribe" };
}

/**
 * spec 2 §2 Plans & Pricing: one card per plan in four columns, Most Popular on team_leader, the
 * current plan ringed with a Current Plan button, From prices and Contact Sales for team_leader and
 * organisation. Every price is the catalogue's (domain/plans.ts).
 */
export function PlanCards({
  user,
  status,
  cycle,
  pendingPlan,
  onSubscribe,
  onContactSales,
  onShowCurrent,
}: {
  user: CurrentUser | null;
  status: SubscriptionStatus | undefined;
  cycle: BillingCycle;
  /** The plan whose subscribe request is running. */
  pendingPlan: string | null;
  onSubscribe: (plan: Plan) => void;
  onContactSales: (planId: SalesPlanId) => void;
  onShowCurrent: () => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {LISTED_PLANS.map((plan) => {
        const action = actionFor(plan, user, status, cycle);
        const current = action.kind === "current";
        const price = priceFor(plan, cycle);
        return (
          <li
            key={plan.id}
            aria-label={`${plan.name} plan`}
            className={cn(
              "relative flex flex-col rounded-xl border bg-white p-5 shadow-sm",
              current && "ring-2 ring-primary",
              plan.mostPopular && !current && "border-highlight",
            )}
          >
            {plan.mostPopular && (
              <Badge variant="accent" className="absolute -top-3 left-1/2 -translate-x-1/2">
                Most Popular
              </Badge>
            )}
            <h3 className="text-lg font-semibold text-heading">{plan.name}</h3>
            <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
            <p className="mt-4">
              {plan.priceIsFrom && <span className="mr-1 text-sm text-muted-foreground">From</span>}
              <span className="text-3xl font-bold text-foreground">{formatPence(price)}</span>
              <span className="text-sm text-muted-foreground">{cycle === "yearly" ? "/year" : "/month"}</span>
            </p>
            <p className="mt-1 min-h-5 text-sm text-success-strong">
              {cycle === "yearly" && yearlySaving(plan) > 0 ? `Save ${formatPence(yearlySaving(plan))} a year` : ""}
            </p>
            <ul className="mt-4 grid flex-1 content-start gap-2 text-sm text-body">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-5">
              {action.kind === "current" && (
                <Button className="w-full" variant="outline" disabled>
                  Current Plan
                </Button>
              )}
              {action.kind === "signIn" && (
                <Button asChild className="w-full" variant={plan.id === "free" ? "outline" : "default"}>
                  {plan.id === "free" ? (
                    <Link to={paths.login}>Create Free Account</Link>
                  ) : (
                    // A full navigation: sign-in starts on the server (spec 1 §2).
                    <a href={loginHref(paths.subscribe)}>Sign in to Subscribe</a>
                  )}
                </Button>
              )}
              {action.kind === "contactSales" && (
                <Button
                  className="w-full"
                  variant={plan.mostPopular ? "accent" : "outline"}
                  onClick={() => onContactSales(plan.id as SalesPlanId)}
                >
                  Contact Sales
                </Button>
              )}
              {action.kind === "freeAfterCancel" && (
                <Button className="w-full" variant="outline" onClick={onShowCurrent}>
                  Manage Subscription
                </Button>
              )}
              {action.kind === "team" && (
                <Button asChild className="w-full" variant={plan.mostPopular ? "accent" : "default"}>
                  {/* A full navigation when signed out: sign-in starts on the server. */}
                  {user ? <Link to={action.to}>Buy for Your Team</Link> : <a href={action.to}>Buy for Your Team</a>}
                </Button>
              )}
              {action.kind === "team" && (
                <button
                  type="button"
                  className="mt-2 w-full text-center text-sm text-primary underline underline-offset-2"
                  onClick={() => onContactSales("team_leader")}
                >
                  or Contact Sales
                </button>
              )}
              {action.kind === "included" && (
                <Button className="w-full" variant="outline" disabled>
                  Included with {action.organizationName}
                </Button>
              )}
              {action.kind === "subscribe" && (
                <Button className="w-full" disabled={pendingPlan !== null} onClick={() => onSubscribe(plan)}>
                  {pendingPlan === plan.id ? "Subscribing..." : action.label}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
