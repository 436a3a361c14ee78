import { Globe, ListChecks, MailPlus, UserPlus, type Users } from "lucide-react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { canAdminister } from "../../../domain/organization-roles";
import { ofTotal, plural } from "../../../domain/plural";
import { useOrganization } from "./api/get-organization";
import { InvitationDomains } from "./components/invitation-domains";
import { InvitationList } from "./components/invitation-list";
import { InviteMany } from "./components/invite-many";
import { InviteOneForm } from "./components/invite-one-form";
import { OrganizationGate } from "./components/organization-gate";

const icon = (Icon: typeof Users) => <Icon className="size-5 text-primary" aria-hidden="true" />;

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
      <h1 className="text-2xl font-bold text-heading sm:text-3xl">Invitations</h1>
      <p className="mt-1 text-muted-foreground">
        {active && seats
          ? `Invite people to ${active.name}. ${seats.limit === null ? `${plural(seats.used, "seat", "seats")} used (no limit).` : `${ofTotal(seats.used, seats.limit, "seat", "seats")} used, pending invitations included.`}`
          : "Invite people to your organisation."}
      </p>
    </div>
  );

  return (
    <OrganizationGate
      header={header}
      roles={["owner", "admin"]}
      loadingLabel="Loading invitations"
      denied={{
        title: "Only owners and admins invite people",
        description: "Ask an owner or admin of your organisation to invite the people you have in mind.",
      }}
    >
      {(organization) => (
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
                <InviteOneForm organizationId={organization.id} inviterRole={organization.role} />
              </SectionCard>
            </RegionBoundary>
            <RegionBoundary name="Invite many">
              <SectionCard
                title="Invite many"
                icon={icon(MailPlus)}
                headingId="invite-many"
                description="Paste addresses or upload a CSV file of up to 10,000 people. Each invitation takes a seat."
              >
                <InviteMany organizationId={organization.id} inviterRole={organization.role} />
              </SectionCard>
            </RegionBoundary>
          </div>
          <RegionBoundary name="Invitations sent">
            <SectionCard title="Invitations sent" icon={icon(ListChecks)} headingId="invitations-sent">
              <InvitationList organizationId={organization.id} inviterRole={organization.role} />
            </SectionCard>
          </RegionBoundary>
          {organization.role === "owner" && (
            <RegionBoundary name="Verified domains">
              <SectionCard
                title="Verified domains"
                icon={icon(Globe)}
                headingId="verified-domains"
                description="Prove your organisation owns its e-mail domain, then let colleagues with a confirmed address there join without an invitation."
              >
                <InvitationDomains organizationId={organization.id} />
              </SectionCard>
            </RegionBoundary>
          )}
        </div>
      )}
    </OrganizationGate>
  );
}
