import { useActiveOrganization } from "@/components/api/get-organizations";
import { ItemAnalysis } from "@/components/item-analysis";
import { OrganizationAdminPage } from "@/components/organization-admin-page";
import { OrgCheckRules } from "./components/org-check-rules";

/**
 * /organization/knowledge-checks (issue 22 item 5, issue 47 item 2): the organisation's stricter rules for
 * its members' checks, and the item analysis over its members only, for its owners and admins (the server
 * checks the role again).
 */
export default function OrganizationKnowledgeChecksPage() {
  const { active } = useActiveOrganization();
  return (
    <OrganizationAdminPage
      title="Knowledge checks"
      description={`The rules ${active?.name ?? "your organisation"}'s members take each module's knowledge check under, how they do, and which questions they find hard.`}
      denied={{
        title: "Only owners and admins see the knowledge check figures",
        description: "Your own results are on each module's Knowledge Check tab.",
      }}
      className="grid gap-6 pb-8"
    >
      {(organization) => (
        <>
          <OrgCheckRules organizationId={organization.id} />
          <ItemAnalysis organizationId={organization.id} />
        </>
      )}
    </OrganizationAdminPage>
  );
}
