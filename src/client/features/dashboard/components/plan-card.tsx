import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import { useSubscriptionStatus } from "@/components/api/get-subscription-status";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "../../../../contracts/auth";
import { planCardView } from "../plan-details";

/** spec 1 §2, §6, §9: the plan, its price and billing date from the catalogue and the stored subscription. */
export function PlanCard({ user }: { user: CurrentUser }) {
  const paid = user.subscriptionStatus === "active";
  const status = useSubscriptionStatus(paid);
  const view = planCardView(user, status.data);
  return (
    <SectionCard
      title="Your Plan"
      icon={<Crown className="size-5 text-icon-accent" aria-hidden="true" />}
      headingId="plan-heading"
      action={<Badge variant={view.premium ? "accent" : "secondary"}>{view.badge}</Badge>}
    >
      {view.price && (
        <p className="text-sm text-body">
          <span className="font-semibold text-foreground">{view.price}</span>
          {view.billingLine && ` · ${view.billingLine}`}
        </p>
      )}
      <ul className="mt-2 grid gap-1.5 text-sm text-body">
        {view.features.map((f) => (
          <li key={f} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <Button asChild variant={view.action.variant} className="mt-4 w-full">
        <Link to={view.action.to}>{view.action.label}</Link>
      </Button>
      {view.hint && <p className="mt-2 text-center text-xs text-muted-foreground">{view.hint}</p>}
    </SectionCard>
  );
}
