import { Building2, LogOut, MailOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { ConfirmDialog } from "@/components/confirm-action";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format";
import type { OrganizationDetail, OrganizationSummary } from "../../../contracts/organizations";
import { paths } from "../../../contracts/routes";
import { PLANS } from "../../../domain/plans";
import { useOrganization } from "./api/get-organization";
import { useLeaveOrganization } from "./api/leave-organization";
import { JoinableOrganizations } from "./components/joinable-organizations";
import { ClosingBanner } from "./components/org-closing";
import { OrgLogo } from "./components/org-logo";
import { ROLE_LABELS } from "./components/org-switcher";
import { SetupChecklist } from "./components/setup-checklist";
import { organizationNavFor } from "./organization-nav";

/**
 * /organization (issue 20 item 1): the active organisation at a glance — or, for someone without
 * one, how to create or join one.
 */
export default function OrganizationPage() {
  const organizations = useActiveOrganization();
  if (organizations.isPending) {
    return (
      <div role="status" aria-label="Loading your organisation" className="grid gap-4 py-6">
        <Skeleton className="h-16" />
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      </div>
    );
  }
  if (organizations.isError) {
    return (
      <div className="py-6">
        <QueryError title="Failed to load your organisations" onRetry={() => organizations.refetch()} />
      </div>
    );
  }
  if (!organizations.active) return <NoOrganization />;
  return <ActiveOrganization summary={organizations.active} />;
}

/** For a learner without an organisation: create one, or how to join their employer's. */
function NoOrganization() {
  return (
    <div className="grid gap-6 py-6">
      <PageHeader
        title="Organisation"
        description="You are not part of an organisation yet. Create one for your team, or join your employer's."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SectionCard
          title="Create an organisation"
          icon={<Building2 className="size-5 text-primary" aria-hidden="true" />}
        >
          <p className="mb-4 text-sm text-body">
            Set up your team on PIVOT Learning: invite colleagues, see their progress in the Employer Dashboard and
            share a team plan. You become its owner.
          </p>
          <Button asChild>
            <Link to={paths.organizationNew}>
              <Plus aria-hidden="true" />
              Create an organisation
            </Link>
          </Button>
        </SectionCard>
        <SectionCard
          title="Join your organisation"
          icon={<MailOpen className="size-5 text-primary" aria-hidden="true" />}
        >
          <ul className="list-disc space-y-2 pl-5 text-sm text-body">
            <li>
              Ask your organisation's owner or an admin to <strong>invite you by e-mail</strong>; open the link in the
              invitation e-mail to join (it works for 7 days).
            </li>
            <li>
              Or ask them for their <strong>join link</strong>: opening it while signed in adds you to the organisation.
            </li>
          </ul>
          <JoinableOrganizations />
        </SectionCard>
      </div>
    </div>
  );
}

function ActiveOrganization({ summary }: { summary: OrganizationSummary }) {
  const detail = useOrganization(summary.id);
  const links = organizationNavFor(summary.role).filter((item) => item.to !== paths.organization);
  return (
    // One column that may be narrower than its widest card's longest words (WCAG 1.4.10 at 320 px).
    <div className="grid grid-cols-1 gap-6 py-6">
      {detail.data && <ClosingBanner organization={detail.data} />}
      <div className="flex flex-wrap items-center gap-4">
        <OrgLogo name={summary.name} logo={summary.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <PageHeader title={summary.name} />
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-body">
            Your role: <Badge variant="secondary">{ROLE_LABELS[summary.role]}</Badge>
          </p>
        </div>
      </div>
      <RegionBoundary name="Organisation summary">
        {detail.isPending ? (
          <div role="status" aria-label="Loading plan and seats" className="grid gap-4 md:grid-cols-3">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : detail.isError ? (
          <QueryError title="Failed to load the organisation" onRetry={() => detail.refetch()} />
        ) : (
          <Summary detail={detail.data} />
        )}
      </RegionBoundary>
      {(summary.role === "owner" || summary.role === "admin") && (
        <RegionBoundary name="Set-up checklist">
          <SetupChecklist organizationId={summary.id} />
        </RegionBoundary>
      )}
      {links.length > 0 && (
        <nav aria-label="Manage the organisation">
          <h2 className="mb-2 text-lg font-semibold text-foreground">Manage</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="flex items-center gap-3 rounded-xl border bg-white p-4 text-sm font-medium text-prose hover:bg-muted"
                >
                  <item.icon className="size-5 text-primary" aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <LeaveOrganization summary={summary} />
    </div>
  );
}

function Summary({ detail }: { detail: OrganizationDetail }) {
  const plan = detail.plan;
  const seats = detail.seats;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card>
        <CardContent className="pt-6">
          <h2 className="text-sm font-medium text-muted-foreground">Plan</h2>
          <p className="mt-1 text-xl font-semibold text-foreground">{plan ? PLANS[plan.tier].name : "No team plan"}</p>
          <p className="mt-1 text-sm text-body">
            {plan
              ? plan.status === "past_due"
                ? "Payment overdue"
                : `${plan.cancelAtPeriodEnd ? "Ends" : "Renews"} ${formatDate(plan.currentPeriodEnd)}`
              : "Members learn on their own plans."}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <h2 className="text-sm font-medium text-muted-foreground">Seats</h2>
          <p className="mt-1 text-xl font-semibold text-foreground">
            {seats.limit === null ? `${seats.used} used · unlimited` : `${seats.used} of ${seats.limit} used`}
          </p>
          <p className="mt-1 text-sm text-body">
            {seats.pendingInvitations === 1
              ? "Including 1 pending invitation."
              : `Including ${seats.pendingInvitations} pending invitations.`}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <h2 className="text-sm font-medium text-muted-foreground">Members</h2>
          <p className="mt-1 text-xl font-semibold text-foreground">{seats.members}</p>
          <p className="mt-1 text-sm text-body">Since {formatDate(detail.createdAt)}</p>
        </CardContent>
      </Card>
    </div>
  );
}

/** "Leave organisation": an owner hands the organisation on first (it is never left without one). */
function LeaveOrganization({ summary }: { summary: OrganizationSummary }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveOrganization();
  const isOwner = summary.role === "owner";
  return (
    <section aria-labelledby="leave-heading" className="rounded-xl border bg-white p-5">
      <h2 id="leave-heading" className="text-lg font-semibold text-foreground">
        Leave organisation
      </h2>
      {isOwner ? (
        <p className="mt-1 text-sm text-body">
          You own {summary.name}. To leave it, first make another member the owner in{" "}
          <Link to={paths.organizationSettings} className="font-medium text-primary underline underline-offset-4">
            Settings
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-body">
            You keep your own progress and certificates; the organisation's plan and team views end for you at once.
          </p>
          <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
            <LogOut aria-hidden="true" />
            Leave organisation
          </Button>
        </>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={<>Leave {summary.name}?</>}
        description="You will no longer see its team views or have its plan. To come back you need a new invitation or its join link."
        cancel="Stay"
        confirm="Leave organisation"
        pendingLabel="Leaving..."
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(summary.id, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: "You left the organisation",
                description: `You are no longer a member of ${summary.name}.`,
              });
            },
            onError: (error) =>
              toast({ variant: "destructive", title: "Could not leave", description: errorMessage(error) }),
          })
        }
      />
    </section>
  );
}
