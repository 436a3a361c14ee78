import { Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "../../../../contracts/routes";
import { formatPlanPrice, UPGRADE_PLAN } from "../../../../domain/plans";

/** spec 3 §6: the upgrade notice for a premium-locked module. */
export function UpgradeNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="rounded-xl border border-warning-border bg-warning-surface p-6 text-center sm:p-8">
      <Crown className="mx-auto size-10 text-warning-icon" aria-hidden="true" />
      <Heading className="mt-3 text-xl font-semibold text-warning-foreground">Premium Content Access Required</Heading>
      <p className="mx-auto mt-2 max-w-xl text-warning-foreground">
        This module contains proprietary framework content and B-Corp certification materials available to{" "}
        {UPGRADE_PLAN.name} subscribers.
      </p>
      <Button asChild variant="accent" className="mt-5">
        {/* spec 3 §6: "Upgrade to Professional - £29/month", named and priced by the plan catalogue. */}
        <Link to={paths.subscribe}>
          Upgrade to {UPGRADE_PLAN.name} - {formatPlanPrice(UPGRADE_PLAN, "monthly")}
        </Link>
      </Button>
    </div>
  );
}
