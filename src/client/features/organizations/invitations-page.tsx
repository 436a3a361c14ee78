import { Globe, ListChecks, MailPlus, ShieldCheck, UserPlus, type Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../contracts/routes";
import { canAdminister } from "../../../domain/organization-roles";
import { useActiveOrganization } from "../../components/api/get-organizations";
import { EmptyState, QueryError } from "../../components/query-state";
import { RegionBoundary } from "../../components/region-boundary";
import { SectionCard } from "../../components/section-card";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useOrganization } from "./api/get-organization";
import { InvitationDomains } from "./components/invitation-domains";
import { InvitationList } from "./components/invitation-list";
import { InviteMany } from "./components/invite-many";
import { InviteOneForm } from "./components/invite-one-form";

const icon = (Icon: typeof Users) => <Icon className="size-5 text-brand-700" aria-hidden="true" />;

/**
 * /organization/invitations (issue 20 item 3), for owners and admins: invite one person or many
 * (pasted addresses or a CSV file, with the server's progress for long lists), the invitations sent
 * with resend and revoke, and — for the owner — verified domains whose people may join on their own.
 */
export default function InvitationsPage() {
  const organizations = useActiveOrganization();
  const active = organizations.active;
  const administers = active !== null && canAdminister(active.role);
  const detail = useOrganization(administers ? active.id : undefined);
  const seats = detail.data?.seats;

  const header = (
    <div className="pt-6">
      <title>Invitations · PIVOT Learning</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Invitations</h1>
      <p className="mt-1 text-muted-foreground">
        {active && seats
          ? `Invite people to ${active.name}. ${seats.limit === null ? `${seats.used} seats used (no limit).` : `${seats.used} of ${seats.limit} seats used, pending invitations included.`}`
          : "Invite people to your organisation."}
      </p>
    </div>
  );

  if (organizations.isPending) {
    return (
      <div className="grid gap-4">
        {header}
        <div role="status" aria-label="Loading invitations" className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      </div>
    );
  }
  if (organizations.isError) {
    return (
      <div className="grid gap-4">
        {header}
        <QueryError title="Failed to load your organisation" onRetry={() => organizations.refetch()} />
      </div>
    );
  }
  if (!active || !administers) {
    return (
      <div className="grid gap-4">
        {header}
        <EmptyState
          icon={ShieldCheck}
          title={active ? "Only owners and admins invite people" : "You are not part of an organisation yet"}
          description={
            active
              ? "Ask an owner or admin of your organisation to invite the people you have in mind."
              : "Create an organisation, then invite your team."
          }
          action={
            <Button asChild variant="outline">
              <Link to={active ? paths.organization : paths.organizationNew}>
                {active ? "Back to the organisation" : "Create an organisation"}
              </Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="grid gap-6 pb-8">
      {header}
      <div className="grid gap-6 lg:grid-cols-2">
        <RegionBoundary name="Invite someone">
          <SectionCard
            title="Invite someone"
            icon={icon(UserPlus)}
            headingId="invite-one"
            description="They get an e-mail with a link that works once, for 7 days."
          >
            <InviteOneForm organizationId={active.id} inviterRole={active.role} />
          </SectionCard>
        </RegionBoundary>
        <RegionBoundary name="Invite many">
          <SectionCard
            title="Invite many"
            icon={icon(MailPlus)}
            headingId="invite-many"
            description="Paste addresses or upload a CSV file of up to 10,000 people. Each invitation takes a seat."
          >
            <InviteMany organizationId={active.id} inviterRole={active.role} />
          </SectionCard>
        </RegionBoundary>
      </div>
      <RegionBoundary name="Invitations sent">
        <SectionCard title="Invitations sent" icon={icon(ListChecks)} headingId="invitations-sent">
          <InvitationList organizationId={active.id} inviterRole={active.role} />
        </SectionCard>
      </RegionBoundary>
      {active.role === "owner" && (
        <RegionBoundary name="Verified domains">
          <SectionCard
            title="Verified domains"
            icon={icon(Globe)}
            headingId="verified-domains"
            description="Prove your organisation owns its e-mail domain, then let colleagues with a confirmed address there join without an invitation."
          >
            <InvitationDomains organizationId={active.id} />
          </SectionCard>
        </RegionBoundary>
      )}
    </div>
  );
}
