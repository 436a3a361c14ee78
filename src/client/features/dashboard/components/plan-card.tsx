import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import type { CurrentUser } from "../../../../contracts/auth";
import { paths } from "../../../../contracts/routes";
import { SectionCard } from "../../../components/section-card";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDate, formatGBP } from "../../../lib/format";
import { isPremium } from "../../../lib/use-auth";
import { FREE_PLAN_FEATURES, nextBillingDate, PREMIUM_MONTHLY_PRICE_GBP, PREMIUM_PLAN_FEATURES } from "../plan-details";

/** spec 1 §2, §6, §9: Free or Premium, with Upgrade to Premium or Manage Subscription. */
export function PlanCard({ user, today = new Date() }: { user: CurrentUser; today?: Date }) {
  const premium = isPremium(user);
  const features = premium ? PREMIUM_PLAN_FEATURES : FREE_PLAN_FEATURES;
  const price = `${formatGBP(PREMIUM_MONTHLY_PRICE_GBP)}/month`;
  return (
    <SectionCard
      title="Your Plan"
      icon={<Crown className="size-5 text-accent-500" aria-hidden="true" />}
      headingId="plan-heading"
      action={<Badge variant={premium ? "accent" : "secondary"}>{premium ? "Premium" : "Free"}</Badge>}
    >
      {premium && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{price}</span> · Next billing date{" "}
          {formatDate(nextBillingDate(today))}
        </p>
      )}
      <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
        {features.map((f) => (
          <li key={f} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {premium ? (
        <Button asChild variant="outline" className="mt-4 w-full">
          <Link to={paths.subscription}>Manage Subscription</Link>
        </Button>
      ) : (
        <>
          <Button asChild variant="accent" className="mt-4 w-full">
            <Link to={paths.subscribe}>Upgrade to Premium</Link>
          </Button>
          <p className="mt-2 text-center text-xs text-muted-foreground">
            Premium is {price}: every module, analytics and certificates.
          </p>
        </>
      )}
    </SectionCard>
  );
}
