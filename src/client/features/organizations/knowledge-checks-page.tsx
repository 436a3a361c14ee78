import { useActiveOrganization } from "../../components/api/get-organizations";
import { ItemAnalysis } from "../../components/item-analysis";
import { PageHeader } from "../../components/page-header";
import { EmptyState } from "../../components/query-state";
import { Skeleton } from "../../components/ui/skeleton";

/**
 * /organization/knowledge-checks (issue 22 item 5): the item analysis of the knowledge checks over
 * the organisation's members only, for its owners and admins (the server checks the role again).
 */
export default function OrganizationKnowledgeChecksPage() {
  const organizations = useActiveOrganization();
  const active = organizations.active;
  return (
    <div className="grid gap-6 pt-6">
      <PageHeader
        title="Knowledge checks"
        description={`How ${active?.name ?? "your organisation"}'s members do in each module's knowledge check, and which questions they find hard.`}
      />
      {organizations.isPending ? (
        <Skeleton className="h-32" role="status" aria-label="Loading the organisation" />
      ) : active ? (
        <ItemAnalysis organizationId={active.id} />
      ) : (
        <EmptyState title="No organisation" description="Join or create an organisation to see its figures." />
      )}
    </div>
  );
}
