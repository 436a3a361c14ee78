import { useActiveOrganization } from "@/components/api/get-organizations";
import { ItemAnalysis } from "@/components/item-analysis";
import { OrganizationAdminPage } from "@/components/organization-admin-page";

/**
 * /organization/knowledge-checks (issue 22 item 5): the item analysis of the knowledge checks over
 * the organisation's members only, for its owners and admins (the server checks the role again).
 */
export default function OrganizationKnowledgeChecksPage() {
  const { active } = useActiveOrganization();
  return (
    <OrganizationAdminPage
      title="Knowledge checks"
      description={`How ${active?.name ?? "your organisation"}'s members do in each module's knowledge check, and which questions they find hard.`}
      denied={{
        title: "Only owners and admins see the knowledge check figures",
        description: "Your own results are on each module's Knowledge Check tab.",
      }}
      className="grid gap-6 pb-8"
    >
      {(organization) => <ItemAnalysis organizationId={organization.id} />}
    </OrganizationAdminPage>
  );
}
