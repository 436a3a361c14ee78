import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-action";
import { NoPaymentsYet, ReceiptLink } from "@/components/payment-history";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import type { CurrentUser } from "../../../../contracts/auth";
import type { SubscriptionStatus, SubscriptionUsage } from "../../../../contracts/billing";
import { loginHref, paths } from "../../../../contracts/routes";
import { formatPence, formatPlanPrice, PLANS } from "../../../../domain/plans";
import { plural, pluralWord } from "../../../../domain/plural";
import { useCancelSubscription } from "../api/cancel-subscription";
import { receiptUrl, usePayments } from "../api/get-payments";
import { useSubscriptionUsage } from "../api/get-usage";
import { useOpenBillingPortal } from "../api/open-billing-portal";

/** A Unix-seconds period end as day/month/year (en-GB). */
export const periodEndDate = (seconds: number) => formatDate(new Date(seconds * 1000));

const STATUS_LABELS: Record<SubscriptionStatus["status"], string> = {
  active: "Active",
  past_due: "Payment overdue",
  inactive: "Free",
};

/** spec 2 §2 Current Subscription: plan, price, status, next billing date, usage, history, Cancel Subscription. */
export function CurrentSubscription({
  user,
  status,
  statusQuery,
}: {
  user: CurrentUser | null;
  status: SubscriptionStatus | undefined;
  statusQuery: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  if (!user) {
    return (
      <EmptyState
        icon={CreditCard}
        title="Sign in to see your subscription"
        description="Your plan, billing dates and receipts are in your account."
        action={
          <Button asChild>
            <a href={loginHref(paths.subscription)}>Log In</a>
          </Button>
        }
      />
    );
  }
  if (statusQuery.isError) {
    return <QueryError title="Your subscription could not be loaded" onRetry={() => statusQuery.refetch()} />;
  }
  if (!status) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading your subscription">
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {status.tier === "free" && status.organizationPlan ? (
        <OrganizationPlanSummary through={status.organizationPlan} />
      ) : (
        <PlanSummary user={user} status={status} />
      )}
      <UsageOverview />
      <div className="lg:col-span-2">
        <BillingHistory />
      </div>
    </div>
  );
}

/**
 * Issue 20: the plan comes with an organisation the person belongs to. Its owner pays for it and
 * manages it on the organisation's billing page: nothing here upgrades or cancels it.
 */
function OrganizationPlanSummary({ through }: { through: NonNullable<SubscriptionStatus["organizationPlan"]> }) {
  const plan = PLANS[through.tier];
  return (
    <SectionCard
      title="Your Subscription"
      headingId="current-subscription-heading"
      action={<Badge variant="accent">Active</Badge>}
    >
      <dl className="grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-semibold text-foreground">{plan.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Through</dt>
          <dd className="text-right font-semibold text-foreground">{through.organizationName}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Current period ends</dt>
          <dd className="font-semibold text-foreground">{periodEndDate(through.currentPeriodEnd)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-body">
        {plan.name} plan through {through.organizationName}: you have its access for as long as you are a member and the
        plan runs. The organisation's owner manages it on the{" "}
        <Link to={paths.organizationBilling}>organisation's billing page</Link>.
      </p>
    </SectionCard>
  );
}

function PlanSummary({ user, status }: { user: CurrentUser; status: SubscriptionStatus }) {
  const plan = PLANS[status.tier];
  const paid = status.tier !== "free";
  const isAdmin = user.role === "admin";
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useOpenBillingPortal();
  const canCancel = status.status === "active" && paid && !status.cancelAtPeriodEnd;

  const onCancel = async () => {
    try {
      const result = await cancel.mutateAsync();
      setConfirming(false);
      toast({
        title: "Subscription cancelled",
        description: `You keep ${plan.name} until ${periodEndDate(result.currentPeriodEnd)}.`,
      });
    } catch (error) {
      setConfirming(false);
      toast({ variant: "destructive", title: "Failed to cancel subscription", description: errorMessage(error) });
    }
  };

  const onManageCard = async () => {
    try {
      const { url } = await portal.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      toast({ variant: "destructive", title: "Could not open card details", description: errorMessage(error) });
    }
  };

  // Admins never see "Free": their access comes with the role.
  const badge = !paid && isAdmin ? "Admin access" : STATUS_LABELS[status.status];
  return (
    <SectionCard
      title="Your Subscription"
      headingId="current-subscription-heading"
      action={<Badge variant={paid ? "accent" : "secondary"}>{badge}</Badge>}
    >
      <dl className="grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-semibold text-foreground">{!paid && isAdmin ? "Administrator" : plan.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-semibold text-foreground">
            {paid && status.billingCycle ? formatPlanPrice(plan, status.billingCycle) : formatPence(0)}
          </dd>
        </div>
        {paid && status.currentPeriodEnd !== null && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{status.cancelAtPeriodEnd ? "Access until" : "Next billing date"}</dt>
            <dd className="font-semibold text-foreground">{periodEndDate(status.currentPeriodEnd)}</dd>
          </div>
        )}
      </dl>
      {paid && status.cancelAtPeriodEnd && status.currentPeriodEnd !== null && (
        <p className="mt-3 rounded-md bg-warning-surface p-3 text-sm text-warning-foreground">
          Cancels on {periodEndDate(status.currentPeriodEnd)}. You keep every {plan.name} feature until then, and
          nothing more is charged.
        </p>
      )}
      {status.status === "past_due" && (
        <p className="mt-3 rounded-md bg-destructive-surface p-3 text-sm text-destructive-text">
          Your last payment did not go through. Update your card to keep your plan.
        </p>
      )}
      {paid && status.organizationPlan && (
        <p className="mt-3 text-sm text-body">
          You also have the {PLANS[status.organizationPlan.tier].name} plan through{" "}
          {status.organizationPlan.organizationName}.
        </p>
      )}
      {status.testMode && paid && (
        <p className="mt-3 text-sm text-muted-foreground">
          Test payment: this site uses the built-in test provider, so no card was charged.
        </p>
      )}
      {!paid && !isAdmin && (
        <p className="mt-3 text-sm text-body">
          You are on the free plan. See <Link to={paths.subscribe}>Plans & Pricing</Link> for premium modules.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {status.canManageCard && (
          <Button variant="outline" onClick={onManageCard} disabled={portal.isPending}>
            <CreditCard aria-hidden="true" />
            Update Card
          </Button>
        )}
        {canCancel && (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel your ${plan.name} subscription?`}
        description={
          status.currentPeriodEnd !== null
            ? `You keep access until ${periodEndDate(status.currentPeriodEnd)}; nothing more is charged after that.`
            : "You keep access until the end of the billing period."
        }
        cancel="Keep Subscription"
        confirm="Confirm Cancellation"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </SectionCard>
  );
}

function UsageOverview() {
  const usage = useSubscriptionUsage();
  return (
    <SectionCard title="Usage Overview" headingId="usage-heading">
      {usage.isError ? (
        <QueryError title="Usage could not be loaded" onRetry={() => usage.refetch()} />
      ) : !usage.data ? (
        <Skeleton className="h-20" />
      ) : (
        <dl className="grid grid-cols-2 gap-4">
          <div className="rounded-lg bg-surface p-4">
            <dt className="text-sm text-muted-foreground">Modules accessed</dt>
            <dd className="text-2xl font-bold text-foreground">{usage.data.modulesAccessed}</dd>
            <dd className="text-xs text-muted-foreground">since {formatDate(usage.data.periodStart)}</dd>
          </div>
          {/* Issue 26: an organisation's seats, never "25 of 1" against a personal plan; none without one. */}
          {usage.data.organization && <OrganizationSeats organization={usage.data.organization} />}
        </dl>
      )}
    </SectionCard>
  );
}

function OrganizationSeats({ organization }: { organization: NonNullable<SubscriptionUsage["organization"]> }) {
  const { name, seatsUsed, seatLimit } = organization;
  return (
    <div className="rounded-lg bg-surface p-4">
      <dt className="text-sm text-muted-foreground">Organisation seats</dt>
      <dd className="text-2xl font-bold text-foreground">{seatsUsed.toLocaleString("en-GB")}</dd>
      <dd className="text-xs text-muted-foreground">
        {seatLimit === null
          ? `${pluralWord(seatsUsed, "seat", "seats")} used at ${name} (unlimited)`
          : `of ${plural(seatLimit, "seat", "seats")} used at ${name}`}
      </dd>
    </div>
  );
}

function BillingHistory() {
  const payments = usePayments();
  return (
    <SectionCard title="Billing History" headingId="billing-history-heading">
      {payments.isError ? (
        <QueryError title="Billing history could not be loaded" onRetry={() => payments.refetch()} />
      ) : !payments.data ? (
        <Skeleton className="h-24" />
      ) : payments.data.length === 0 ? (
        <NoPaymentsYet />
      ) : (
        <Table scrollLabel="Billing history" containerClassName="rounded-lg border">
          <TableCaption className="sr-only">Payments, newest first</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Amount</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Receipt</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payments.data.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell>
                  <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
                </TableCell>
                <TableCell>
                  {PLANS[payment.planId].name}
                  {payment.billingCycle ? `, ${payment.billingCycle}` : ""}
                </TableCell>
                <TableCell className="font-medium">{formatPence(payment.amountPence)}</TableCell>
                <TableCell>{payment.status === "succeeded" ? "Paid" : "Failed"}</TableCell>
                <TableCell>
                  {payment.receiptNumber ? (
                    <ReceiptLink href={receiptUrl(payment.id)} receiptNumber={payment.receiptNumber} />
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
