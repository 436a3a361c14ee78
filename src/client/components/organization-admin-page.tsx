import type { ReactNode } from "react";
import type { OrganizationSummary } from "../../contracts/organizations";
import { OrganizationGate } from "./organization-gate";
import { PageHeader } from "./page-header";

/**
 * A page of the organisation area for its owners and admins only: its header above the gate's states
 * (loading, no organisation, another role: `denied`) and above the page itself.
 */
export function OrganizationAdminPage({
  title,
  description,
  denied,
  className,
  children,
}: {
  title: string;
  description: string;
  denied: { title: string; description: string };
  /** The page's layout below the gate. */
  className: string;
  children: (organization: OrganizationSummary) => ReactNode;
}) {
  const header = (
    <div className="pt-6">
      <PageHeader title={title} description={description} />
    </div>
  );
  return (
    <OrganizationGate
      header={header}
      roles={["owner", "admin"]}
      loadingLabel="Loading the organisation"
      denied={denied}
    >
      {(organization) => (
        <div className={className}>
          {header}
          {children(organization)}
        </div>
      )}
    </OrganizationGate>
  );
}
