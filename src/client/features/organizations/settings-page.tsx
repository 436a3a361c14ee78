import { Building2, DatabaseBackup, KeyRound, Link2, Palette, ShieldCheck, Trash2, UserRoundCog } from "lucide-react";
import { Link } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/use-auth";
import { useScrollToHash } from "@/lib/use-scroll-to-hash";
import { paths } from "../../../contracts/routes";
import { canAdminister } from "../../../domain/organization-roles";
import { useOrganization } from "./api/get-organization";
import { BrandColourForm } from "./components/brand-colour-form";
import { OrgApiKeys } from "./components/org-api-keys";
import { OrgCertificateIssuing } from "./components/org-certificate-issuing";
import { OrgClose, OrgExport } from "./components/org-closing";
import { OrgDetailsForm } from "./components/org-details-form";
import { OrgDpaAcceptance } from "./components/org-dpa-acceptance";
import { OrgHrAnalysts } from "./components/org-hr-analysts";
import { OrgJoinLink } from "./components/org-join-link";
import { OrgLearningRecordStore } from "./components/org-learning-record-store";
import { OrgLmsPackages } from "./components/org-lms-packages";
import { OrgLogoField } from "./components/org-logo-field";
import { OrgLti } from "./components/org-lti";
import { OrgScimTokens } from "./components/org-scim-tokens";
import { OrgSecurityPolicy } from "./components/org-security-policy";
import { OrgSso } from "./components/org-sso";
import { OrgTransferOwnership } from "./components/org-transfer-ownership";
import { OrgTwoFactorPolicy } from "./components/org-two-factor-policy";
import { OrgWebhooks } from "./components/org-webhooks";

const icon = (Icon: typeof Building2) => <Icon className="size-5 text-primary" aria-hidden="true" />;

/**
 * /organization/settings (issue 20 items 1 and 5), for owners and admins: name and address, logo,
 * brand colour, join link and — for the owner — transferring ownership. Every change is one PATCH
 * (or the transfer) and is written to the audit log.
 */
export default function OrganizationSettingsPage() {
  const auth = useAuth();
  const organizations = useActiveOrganization();
  const active = organizations.active;
  const detail = useOrganization(active && canAdminister(active.role) ? active.id : undefined);
  // Issue 45 item 3: the guided start links to a section (#settings-branding, #settings-sso).
  useScrollToHash(detail.isSuccess);

  const header = (
    <div className="pt-6">
      <title>Organisation settings · PIVOT Learning</title>
      <h1 className="text-2xl font-bold text-heading sm:text-3xl">Settings</h1>
      <p className="mt-1 text-muted-foreground">
        {active ? `How ${active.name} appears to its members, and who can join.` : "Your organisation's settings."}
      </p>
    </div>
  );

  if (organizations.isPending || (detail.isPending && detail.fetchStatus !== "idle")) {
    return (
      <div className="grid gap-4">
        {header}
        <div role="status" aria-label="Loading settings" className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      </div>
    );
  }
  if (organizations.isError || detail.isError) {
    return (
      <div className="grid gap-4">
        {header}
        <QueryError
          title="Failed to load the settings"
          onRetry={() => (organizations.isError ? organizations.refetch() : detail.refetch())}
        />
      </div>
    );
  }
  if (!active || !canAdminister(active.role) || !detail.data) {
    return (
      <div className="grid gap-4">
        {header}
        <EmptyState
          icon={ShieldCheck}
          title={active ? "Only owners and admins change settings" : "You are not part of an organisation yet"}
          description={
            active
              ? "Ask an owner or admin of your organisation to make the change."
              : "Create an organisation to give it a name, a logo and a brand colour."
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

  const organization = detail.data;
  return (
    <div className="grid grid-cols-1 gap-6 pb-8">
      {header}
      <RegionBoundary name="Name and address">
        <SectionCard title="Name and address" icon={icon(Building2)} headingId="settings-details">
          <OrgDetailsForm organization={organization} />
        </SectionCard>
      </RegionBoundary>
      <RegionBoundary name="Branding">
        <SectionCard
          title="Branding"
          icon={icon(Palette)}
          headingId="settings-branding"
          description="Your logo and colour appear in the header for your members, on their certificates and in your organisation's e-mails."
        >
          <div className="grid gap-6">
            <section aria-labelledby="settings-logo">
              <h3 id="settings-logo" className="mb-2 font-semibold text-foreground">
                Logo
              </h3>
              <OrgLogoField organization={organization} />
            </section>
            <section aria-labelledby="settings-colour">
              <h3 id="settings-colour" className="mb-2 font-semibold text-foreground">
                Brand colour
              </h3>
              <BrandColourForm organization={organization} />
            </section>
          </div>
        </SectionCard>
      </RegionBoundary>
      <OrgCertificateIssuing organization={organization} />
      <RegionBoundary name="Join link">
        <SectionCard
          title="Join link"
          icon={icon(Link2)}
          headingId="settings-join"
          description="A link anyone in your team can open to join, while seats are free. Turn it off to stop it working."
        >
          <OrgJoinLink organization={organization} />
        </SectionCard>
      </RegionBoundary>
      <RegionBoundary name="Single sign-on">
        <SectionCard
          title="Single sign-on"
          icon={icon(KeyRound)}
          headingId="settings-sso"
          description="Let people with an address at your domain sign in through your identity provider (SAML or OpenID Connect)."
        >
          <OrgSso organization={organization} />
        </SectionCard>
      </RegionBoundary>
      <OrgSecurityPolicy organization={organization} />
      <OrgTwoFactorPolicy organization={organization} />
      <OrgHrAnalysts organization={organization} />
      <OrgScimTokens organization={organization} />
      <OrgApiKeys organization={organization} />
      <OrgWebhooks organization={organization} />
      <OrgLearningRecordStore organization={organization} />
      <OrgLmsPackages organization={organization} />
      <OrgLti organization={organization} />
      {active.role === "owner" && auth.user && (
        <RegionBoundary name="Transfer ownership">
          <SectionCard
            title="Transfer ownership"
            icon={icon(UserRoundCog)}
            headingId="settings-transfer"
            description="Make another member the owner. You become an admin; the organisation always keeps one owner."
          >
            <OrgTransferOwnership organization={organization} currentUserId={auth.user.id} />
          </SectionCard>
        </RegionBoundary>
      )}
      {/* Issue 45 item 5: the data processing agreement, accepted by an owner (decision 402). */}
      <OrgDpaAcceptance organization={organization} />
      <RegionBoundary name="Organisation data">
        <SectionCard
          title="Organisation data"
          icon={icon(DatabaseBackup)}
          headingId="settings-export"
          description="Everything the organisation holds about its people's learning, to keep or to move elsewhere."
        >
          <OrgExport organization={organization} />
        </SectionCard>
      </RegionBoundary>
      {active.role === "owner" && (
        <RegionBoundary name="Close organisation">
          <SectionCard
            title="Close organisation"
            icon={icon(Trash2)}
            headingId="settings-close"
            description="Delete the organisation after a grace period in which you can change your mind."
          >
            <OrgClose organization={organization} />
          </SectionCard>
        </RegionBoundary>
      )}
    </div>
  );
}
