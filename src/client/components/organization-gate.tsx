import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OrganizationSummary } from "../../contracts/organizations";
import { paths } from "../../contracts/routes";
import type { OrganizationRole } from "../../domain/organization-roles";
import { useActiveOrganization } from "./api/get-organizations";
import { EmptyState, QueryError } from "./query-state";
import { Button } from "./ui/button";
import { Skeleton } from "./ui/skeleton";

/**
 * The states every page of the organisation area shares before its own content: loading, the
 * organisations that failed to load, no organisation yet (create one), and a role the page is not for.
 * The server refuses the same roles on every route whatever this shows.
 */
export function OrganizationGate({
  header,
  roles,
  loadingLabel,
  denied,
  children,
}: {
  header: ReactNode;
  roles: readonly OrganizationRole[];
  loadingLabel: string;
  denied: { title: string; description: string };
  children: (active: OrganizationSummary) => ReactNode;
}) {
  const organizations = useActiveOrganization();
  const { active } = organizations;
  const frame = (body: ReactNode) => (
    <div className="grid gap-4">
      {header}
      {body}
    </div>
  );
  if (organizations.isPending) return frame(<Skeleton className="h-40" role="status" aria-label={loadingLabel} />);
  if (organizations.isError)
    return frame(<QueryError title="Failed to load your organisation" onRetry={() => organizations.refetch()} />);
  if (!active)
    return frame(
      <EmptyState
        icon={ShieldCheck}
        title="You are not part of an organisation yet"
        description="Create an organisation for your team, or ask your employer for an invitation."
        action={
          <Button asChild variant="outline">
            <Link to={paths.organizationNew}>Create an organisation</Link>
          </Button>
        }
      />,
    );
  if (!roles.includes(active.role))
    return frame(
      <EmptyState
        icon={ShieldCheck}
        title={denied.title}
        description={denied.description}
        action={
          <Button asChild variant="outline">
            <Link to={paths.organization}>Back to the organisation</Link>
          </Button>
        }
      />,
    );
  return children(active);
}
