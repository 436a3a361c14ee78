import { Building2, CreditCard, Download, ReceiptPoundSterling, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { ConfirmDialog } from "@/components/confirm-action";
import { NoPaymentsYet, ReceiptLink } from "@/components/payment-history";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SalesEnquiryDialog } from "@/components/sales-enquiry-dialog";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import { fullName, useAuth } from "@/lib/use-auth";
import type { PaymentRecord } from "../../../contracts/billing";
import {
  type CreateOrganizationSubscriptionInput,
  type OrganizationSubscription,
  SELF_SERVE_ORGANIZATION_PLAN,
  SELF_SERVE_ORGANIZATION_PLANS,
  type SelfServeOrganizationPlanId,
} from "../../../contracts/organization-billing";
import { paths } from "../../../contracts/routes";
import { formatPence, formatPlanPrice, PLANS } from "../../../domain/plans";
import { ofTotal, plural } from "../../../domain/plural";
import {
  organizationQuoteUrl,
  organizationReceiptUrl,
  organizationVatInvoiceUrl,
  useCancelOrganizationSubscription,
  useCreateOrganizationSubscription,
  useOrganizationPayments,
  useOrganizationSubscription,
} from "./api/organization-billing";
import { SeatPurchaseForm } from "./components/seat-purchase-form";

const TEAM_LEADER = PLANS[SELF_SERVE_ORGANIZATION_PLAN];
const icon = (Icon: typeof Building2) => <Icon className="size-5 text-primary" aria-hidden="true" />;

const STATUS_LABELS: Record<OrganizationSubscription["status"], string> = {
  active: "Active",
  past_due: "Payment overdue",
  inactive: "Free",
};

const PROVIDER_LABELS = {
  stripe: "Card payment through Stripe",
  test: "Test payment (no card charged)",
  invoice: "Invoiced by our sales team",
} as const;

/**
 * /organization/billing (issue 20 item 2): the organisation's plan, its seats, Team Leader bought by
 * the owner (monthly or yearly, 1 to 25 seats; the price covers up to 25 users), Contact Sales for
 * Organisation and Enterprise Plus, cancellation at the period's end, and the payment history.
 * Members who are not the owner see the plan's name only.
 */
export default function OrganizationBillingPage() {
  const organizations = useActiveOrganization();
  const active = organizations.active;
  const subscription = useOrganizationSubscription(active?.id);
  const [searchParams, setSearchParams] = useSearchParams();

  // Back from Stripe Checkout: say what happened once, then tidy the address.
  const checkout = searchParams.get("checkout");
  const refetch = subscription.refetch;
  useEffect(() => {
    if (checkout === "success") {
      toast({
        title: "Payment received",
        description: "The plan is active for every member as soon as Stripe confirms the payment.",
      });
      void refetch();
    } else if (checkout === "cancelled") {
      toast({ title: "Checkout cancelled", description: "Nothing was charged." });
    }
    if (checkout) setSearchParams({}, { replace: true });
  }, [checkout, refetch, setSearchParams]);

  const header = (
    <div className="pt-6">
      <title>Organisation billing · PIVOT Learning</title>
      <h1 className="text-2xl font-bold text-heading sm:text-3xl">Billing</h1>
      <p className="mt-1 text-muted-foreground">
        {active ? `The plan every member of ${active.name} learns on, and its seats.` : "Your organisation's plan."}
      </p>
    </div>
  );

  if (organizations.isPending || (subscription.isPending && subscription.fetchStatus !== "idle")) {
    return (
      <div className="grid gap-4 pb-8">
        {header}
        <div role="status" aria-label="Loading billing" className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-56" />
        </div>
      </div>
    );
  }
  if (organizations.isError || subscription.isError) {
    return (
      <div className="grid gap-4 pb-8">
        {header}
        <QueryError
          title="Billing could not be loaded"
          onRetry={() => (organizations.isError ? organizations.refetch() : subscription.refetch())}
        />
      </div>
    );
  }
  if (!active || !subscription.data) {
    return (
      <div className="grid gap-4 pb-8">
        {header}
        <EmptyState
          icon={Building2}
          title="You are not part of an organisation yet"
          description="Create an organisation to buy a plan for your team."
          action={
            <Button asChild variant="outline">
              <Link to={paths.organizationNew}>Create an organisation</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const data = subscription.data;
  if (!data.billing) {
    const plan = PLANS[data.planId];
    return (
      <div className="grid gap-4 pb-8">
        {header}
        <SectionCard title="Plan" icon={icon(CreditCard)} headingId="org-plan-heading">
          <p className="text-body">
            {data.planId === "free"
              ? `${data.organizationName} has no paid plan yet.`
              : `${data.organizationName} is on the ${plan.name} plan.`}{" "}
            Its owner manages billing.
          </p>
        </SectionCard>
      </div>
    );
  }

  return (
    <div className="grid gap-6 pb-8">
      {header}
      {data.billing.testMode && (
        <p className="rounded-md border border-warning-border bg-warning-surface p-3 text-sm text-warning-foreground">
          Test payments: this site uses the built-in test provider. Buying activates the plan at once and no card is
          charged.
        </p>
      )}
      <RegionBoundary name="Current plan">
        <CurrentPlan organizationId={active.id} data={data} />
      </RegionBoundary>
      {data.canManage && (
        <RegionBoundary name="Buy a plan">
          <BuyByTheSeat organizationId={active.id} data={data} />
        </RegionBoundary>
      )}
      <RegionBoundary name="Larger organisations">
        <SalesPlans />
      </RegionBoundary>
      <RegionBoundary name="Payment history">
        <PaymentHistory organizationId={active.id} />
      </RegionBoundary>
    </div>
  );
}

function SeatsBar({ seats }: { seats: OrganizationSubscription["seats"] }) {
  const percent = seats.limit ? Math.round((seats.used / seats.limit) * 100) : 0;
  const label =
    seats.limit === null
      ? `${plural(seats.used, "seat", "seats")} used (unlimited)`
      : `${ofTotal(seats.used, seats.limit, "seat", "seats")} used`;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-foreground">{label}</span>
        <span className="text-muted-foreground">
          {seats.members} {seats.members === 1 ? "member" : "members"}, {seats.pendingInvitations} pending{" "}
          {seats.pendingInvitations === 1 ? "invitation" : "invitations"}
        </span>
      </div>
      {seats.limit !== null && (
        <Progress
          value={percent}
          aria-label="Seats used"
          aria-valuetext={label}
          indicatorClassName={percent >= 100 ? "bg-destructive-solid" : percent >= 80 ? "bg-warning-solid" : undefined}
        />
      )}
    </div>
  );
}

function CurrentPlan({ organizationId, data }: { organizationId: string; data: OrganizationSubscription }) {
  const billing = data.billing;
  const plan = PLANS[data.planId];
  const paid = data.planId !== "free";
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrganizationSubscription(organizationId);
  if (!billing) return null;
  const canCancel =
    data.canManage && paid && data.status === "active" && !billing.cancelAtPeriodEnd && billing.provider !== "invoice";
  const periodEnd = billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : null;

  const onCancel = async () => {
    try {
      const result = await cancel.mutateAsync();
      toast({
        title: "Plan cancelled",
        description: `Every member keeps ${plan.name} until ${formatDate(new Date(result.currentPeriodEnd * 1000))}.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Failed to cancel the plan", description: errorMessage(error) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SectionCard
      title="Current plan"
      icon={icon(CreditCard)}
      headingId="org-current-plan"
      action={<Badge variant={paid ? "accent" : "secondary"}>{STATUS_LABELS[data.status]}</Badge>}
    >
      <dl className="grid gap-3 text-sm">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-semibold text-foreground">{plan.name}</dd>
        </div>
        {paid && billing.billingCycle && billing.provider !== "invoice" && (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-semibold text-foreground">{formatPlanPrice(plan, billing.billingCycle)}</dd>
          </div>
        )}
        {paid && periodEnd && (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">
              {billing.cancelAtPeriodEnd || billing.provider !== "stripe" ? "Access until" : "Next billing date"}
            </dt>
            <dd className="font-semibold text-foreground">{periodEnd}</dd>
          </div>
        )}
        {paid && billing.provider && (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">Payment</dt>
            <dd className="text-right font-semibold text-foreground">
              {PROVIDER_LABELS[billing.provider]}
              {billing.invoiceRef ? `, invoice ${billing.invoiceRef}` : ""}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4">
        <SeatsBar seats={data.seats} />
        {!paid && (
          <p className="mt-2 text-sm text-muted-foreground">
            Without a paid plan an organisation has {plural(data.seats.limit ?? 0, "seat", "seats")}, and its members
            learn on the free plan.
          </p>
        )}
      </div>
      {paid && billing.cancelAtPeriodEnd && periodEnd && (
        <p className="mt-3 rounded-md bg-warning-surface p-3 text-sm text-warning-foreground">
          Cancels on {periodEnd}. Every member keeps {plan.name} until then, and nothing more is charged.
        </p>
      )}
      {data.status === "past_due" && (
        <p className="mt-3 rounded-md bg-destructive-surface p-3 text-sm text-destructive-text">
          The last payment did not go through. Update the card to keep the plan.
        </p>
      )}
      {billing.provider === "invoice" && (
        <p className="mt-3 text-sm text-muted-foreground">
          This plan was arranged with our sales team; contact them to change or end it.
        </p>
      )}
      {canCancel && (
        <div className="mt-4">
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Cancel Plan
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel the ${plan.name} plan?`}
        description={
          periodEnd
            ? `Every member keeps ${plan.name} until ${periodEnd}; nothing more is charged after that.`
            : "Every member keeps the plan until the end of the billing period."
        }
        cancel="Keep Plan"
        confirm="Confirm Cancellation"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </SectionCard>
  );
}

function BuyByTheSeat({ organizationId, data }: { organizationId: string; data: OrganizationSubscription }) {
  const billing = data.billing;
  const create = useCreateOrganizationSubscription(organizationId);
  const auth = useAuth();
  const user = auth.status === "signed-in" ? auth.user : null;
  const [contactSales, setContactSales] = useState(false);
  if (!billing) return null;
  if (billing.provider === "invoice" || data.planId === "enterprise_plus") return null;
  const currentPlanId = (SELF_SERVE_ORGANIZATION_PLANS as readonly string[]).includes(data.planId)
    ? (data.planId as SelfServeOrganizationPlanId)
    : null;
  const title = currentPlanId ? `Change ${PLANS[currentPlanId].name}` : "Buy a plan for your organisation";
  if (!billing.paymentsAvailable) {
    return (
      <SectionCard title={title} icon={icon(Users)} headingId="org-buy-plan">
        <p className="text-sm text-body">
          Payments are not set up on this site yet. Please try again later or contact us.
        </p>
      </SectionCard>
    );
  }

  const onSubmit = async (input: CreateOrganizationSubscriptionInput) => {
    const name = PLANS[input.planId as SelfServeOrganizationPlanId].name;
    let result: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      result = await create.mutateAsync(input);
    } catch (error) {
      const message = errorMessage(error);
      toast({ variant: "destructive", title: "The plan was not changed", description: message });
      throw new Error(message);
    }
    if (result.outcome === "checkout" && result.checkoutUrl) {
      window.location.assign(result.checkoutUrl);
      return;
    }
    toast({
      title: result.outcome === "changed" ? `${name} plan updated` : `Welcome to ${name}`,
      description: billing.testMode
        ? "Test payment: no card was charged. Every member's premium modules are open now."
        : "Every member's premium modules are open now.",
    });
  };

  return (
    <SectionCard
      title={title}
      icon={icon(Users)}
      headingId="org-buy-plan"
      description="Team Leader or Organisation, by the seat. The seats you choose cap how many people can join or be invited."
    >
      <SeatPurchaseForm
        currentPlanId={currentPlanId}
        defaultCycle={billing.billingCycle ?? "monthly"}
        defaultSeats={billing.seatsBought ?? Math.max(TEAM_LEADER.maxUsers, data.seats.used)}
        seatsUsed={data.seats.used}
        billingDetails={billing.billingDetails}
        pending={create.isPending}
        quoteHref={(query) => organizationQuoteUrl(organizationId, query)}
        onContactSales={() => setContactSales(true)}
        onSubmit={onSubmit}
      />
      <SalesEnquiryDialog
        planId="organisation"
        open={contactSales}
        onOpenChange={setContactSales}
        defaults={user ? { name: fullName(user), email: user.email } : undefined}
      />
    </SectionCard>
  );
}

/** The most seats of the Organisation plan bought online; more are arranged with sales. */
const ORGANISATION_ONLINE_SEATS = PLANS.organisation.seatPricing?.maxSelfServeSeats ?? 0;

function SalesPlans() {
  const auth = useAuth();
  const user = auth.status === "signed-in" ? auth.user : null;
  const [planId, setPlanId] = useState<"organisation" | "enterprise_plus" | null>(null);
  return (
    <SectionCard
      title={`More than ${ORGANISATION_ONLINE_SEATS} people?`}
      icon={icon(Building2)}
      headingId="org-sales-plans"
      description={`Above ${ORGANISATION_ONLINE_SEATS} seats, and for Enterprise Plus, our sales team arranges the plan and invoices it.`}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {(["organisation", "enterprise_plus"] as const).map((id) => (
          <li key={id} className="flex flex-col gap-2 rounded-lg border p-4">
            <span className="font-semibold text-foreground">{PLANS[id].name}</span>
            <span className="text-sm text-body">{PLANS[id].description}</span>
            <Button variant="outline" className="mt-auto self-start" onClick={() => setPlanId(id)}>
              Contact Sales
            </Button>
          </li>
        ))}
      </ul>
      <SalesEnquiryDialog
        planId={planId ?? "organisation"}
        open={planId !== null}
        onOpenChange={(open) => {
          if (!open) setPlanId(null);
        }}
        defaults={user ? { name: fullName(user), email: user.email } : undefined}
      />
    </SectionCard>
  );
}

function PaymentHistory({ organizationId }: { organizationId: string }) {
  const payments = useOrganizationPayments(organizationId);
  return (
    <SectionCard title="Payment history" icon={icon(ReceiptPoundSterling)} headingId="org-payment-history">
      {payments.isError ? (
        <QueryError title="Payment history could not be loaded" onRetry={() => payments.refetch()} />
      ) : !payments.data ? (
        <Skeleton className="h-24" />
      ) : payments.data.length === 0 ? (
        <NoPaymentsYet />
      ) : (
        <ul className="grid gap-2" aria-label="Payments, newest first">
          {payments.data.map((payment) => (
            <PaymentRow key={payment.id} organizationId={organizationId} payment={payment} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** One payment as a row that stacks at 390 px. */
function PaymentRow({ organizationId, payment }: { organizationId: string; payment: PaymentRecord }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <time dateTime={payment.createdAt} className="font-medium text-foreground">
          {formatDate(payment.createdAt)}
        </time>
        <span className="text-body">
          {" · "}
          {PLANS[payment.planId].name}
          {payment.billingCycle ? `, ${payment.billingCycle}` : ""}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-foreground">{formatPence(payment.amountPence)}</span>
        <span>{payment.status === "succeeded" ? "Paid" : "Failed"}</span>
        {payment.vatInvoiceNumber && (
          <a
            href={organizationVatInvoiceUrl(organizationId, payment.id)}
            download
            className="inline-flex items-center gap-1 text-primary underline underline-offset-2"
          >
            <Download className="size-4" aria-hidden="true" />
            VAT invoice {payment.vatInvoiceNumber}
          </a>
        )}
        {payment.receiptNumber ? (
          <ReceiptLink
            href={organizationReceiptUrl(organizationId, payment.id)}
            receiptNumber={payment.receiptNumber}
          />
        ) : (
          <span className="text-muted-foreground">No receipt</span>
        )}
      </div>
    </li>
  );
}
