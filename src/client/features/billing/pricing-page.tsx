import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useSubscriptionStatus } from "@/components/api/get-subscription-status";
import { BillingCycleButtons } from "@/components/billing-cycle-buttons";
import { PageHeader } from "@/components/page-header";
import { RegionBoundary } from "@/components/region-boundary";
import { SalesEnquiryDialog } from "@/components/sales-enquiry-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { fullName, useAuth } from "@/lib/use-auth";
import type { SubscriptionStatus } from "../../../contracts/billing";
import type { BillingCycle, Plan } from "../../../domain/plans";
import { useCreateSubscription } from "./api/create-subscription";
import { CurrentSubscription } from "./components/current-subscription";
import { EnterpriseSolutions } from "./components/enterprise-solutions";
import { PlanCards, type SalesPlanId } from "./components/plan-cards";

export type PricingTab = "plans" | "current" | "enterprise";

/**
 * spec 2 §2: the pricing page. /subscribe opens on Plans & Pricing, /subscription on Current
 * Subscription. Signed out it shows the plans with sign-in buttons; the status is fetched only when
 * a user exists (spec 2 §6).
 */
export function PricingPage({ initialTab }: { initialTab: PricingTab }) {
  const auth = useAuth();
  const user = auth.status === "signed-in" ? auth.user : null;
  const statusQuery = useSubscriptionStatus(user !== null);
  const status: SubscriptionStatus | undefined = user ? statusQuery.data : undefined;
  const [tab, setTab] = useState<PricingTab>(initialTab);
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [salesPlan, setSalesPlan] = useState<SalesPlanId | null>(null);
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const create = useCreateSubscription();
  const [searchParams, setSearchParams] = useSearchParams();

  // Back from Stripe Checkout: say what happened once, then tidy the address.
  const checkout = searchParams.get("checkout");
  const refetchStatus = statusQuery.refetch;
  useEffect(() => {
    if (checkout === "success") {
      toast({ title: "Payment received", description: "Your plan is active as soon as Stripe confirms the payment." });
      void refetchStatus();
    } else if (checkout === "cancelled") {
      toast({ title: "Checkout cancelled", description: "Nothing was charged." });
    }
    if (checkout) setSearchParams({}, { replace: true });
  }, [checkout, refetchStatus, setSearchParams]);

  const onSubscribe = async (plan: Plan) => {
    setPendingPlan(plan.id);
    try {
      const result = await create.mutateAsync({ planId: plan.id, billingCycle: cycle });
      if (result.outcome === "checkout" && result.checkoutUrl) {
        window.location.assign(result.checkoutUrl);
        return;
      }
      toast({
        title: result.outcome === "changed" ? `Your plan is now ${plan.name}` : `Welcome to ${plan.name}`,
        description: status?.testMode
          ? "Test payment: no card was charged. Every premium module is now open."
          : "Every premium module is now open.",
      });
      setTab("current");
    } catch (error) {
      // spec 2 §8: "Failed to create subscription", with what went wrong.
      toast({ variant: "destructive", title: "Failed to create subscription", description: errorMessage(error) });
    } finally {
      setPendingPlan(null);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Choose Your Plan"
        description="Professional development built on the PIVOT framework, for individuals, teams and organisations."
      />
      {status?.testMode && (
        <p className="mt-4 rounded-md border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground">
          Test payments: this site uses the built-in test provider. Subscribing activates the plan at once and no card
          is charged.
        </p>
      )}
      <fieldset className="mt-6 flex flex-wrap items-center gap-3">
        <legend className="sr-only">Billing cycle</legend>
        <BillingCycleButtons cycle={cycle} onChange={setCycle} />
      </fieldset>

      <Tabs value={tab} onValueChange={(value) => setTab(value as PricingTab)} className="mt-6">
        <TabsList aria-label="Pricing">
          <TabsTrigger value="plans">Plans & Pricing</TabsTrigger>
          <TabsTrigger value="current">Current Subscription</TabsTrigger>
          <TabsTrigger value="enterprise">Enterprise Solutions</TabsTrigger>
        </TabsList>
        <TabsContent value="plans" className="pt-4">
          <RegionBoundary name="Plans & Pricing">
            <PlanCards
              user={user}
              status={status}
              cycle={cycle}
              pendingPlan={pendingPlan}
              onSubscribe={onSubscribe}
              onContactSales={setSalesPlan}
              onShowCurrent={() => setTab("current")}
            />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="current">
          <RegionBoundary name="Current Subscription">
            <CurrentSubscription user={user} status={status} statusQuery={statusQuery} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="enterprise">
          <RegionBoundary name="Enterprise Solutions">
            <EnterpriseSolutions onContactSales={() => setSalesPlan("enterprise_plus")} />
          </RegionBoundary>
        </TabsContent>
      </Tabs>
      <SalesEnquiryDialog
        planId={salesPlan ?? "organisation"}
        open={salesPlan !== null}
        onOpenChange={(open) => {
          if (!open) setSalesPlan(null);
        }}
        defaults={user ? { name: fullName(user), email: user.email } : undefined}
      />
    </div>
  );
}
