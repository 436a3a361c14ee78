import { useActiveOrganization } from "@/components/api/get-organizations";
import { ItemAnalysis } from "@/components/item-analysis";
import { PageHeader } from "@/components/page-header";
import { OrganizationGate } from "./components/organization-gate";

/**
 * /organization/knowledge-checks (issue 22 item 5): the item analysis of the knowledge checks over
 * the organisation's members only, for its owners and admins (the server checks the role again).
 */
export default function OrganizationKnowledgeChecksPage() {
  const { active } = useActiveOrganization();
  const header = (
    <div className="pt-6">
      <PageHeader
        title="Knowledge checks"
        description={`How ${active?.name ?? "your organisation"}'s members do in each module's knowledge check, and which questions they find hard.`}
      />
    </div>
  );
  return (
    <OrganizationGate
      header={header}
      roles={["owner", "admin"]}
      loadingLabel="Loading the organisation"
      denied={{
        title: "Only owners and admins see the knowledge check figures",
        description: "Your own results are on each module's Knowledge Check tab.",
      }}
    >
      {(organization) => (
        <div className="grid gap-6 pb-8">
          {header}
          <ItemAnalysis organizationId={organization.id} />
        </div>
      )}
    </OrganizationGate>
  );
}
