import { Users } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/use-auth";
import { ORGANIZATION_ROLES, type OrganizationRole } from "../../../domain/organization-roles";
import { useOrganizationDepartments } from "./api/get-organization-departments";
import { type MemberFilters, organizationMembersCsvUrl, useOrganizationMembers } from "./api/get-organization-members";
import { DepartmentPanel } from "./components/department-panel";
import { ExportCsvLink } from "./components/export-csv-link";
import { MemberList } from "./components/member-list";
import { ROLE_LABELS } from "./components/org-switcher";
import { OrganizationGate } from "./components/organization-gate";

/**
 * /organization/members (issue 20 item 4). Owners and admins search, filter and page through
 * everyone, change roles, departments and line managers, remove members, export CSV and manage the
 * departments. A manager sees "My reports", their reports direct and indirect, read-only. The server
 * checks every role again.
 */
export default function MembersPage() {
  const organizations = useActiveOrganization();
  const auth = useAuth();
  const active = organizations.active;
  const administers = active?.role === "owner" || active?.role === "admin";
  const manager = active?.role === "manager";
  const [filters, setFilters] = useState<MemberFilters>({ q: "", department: null, role: null });
  const deferredQ = useDeferredValue(filters.q.trim());
  const applied = { ...filters, q: deferredQ };

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4 pt-6">
      <title>{manager ? "My reports · PIVOT Learning" : "Members · PIVOT Learning"}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-heading sm:text-3xl">{manager ? "My reports" : "Members"}</h1>
        <p className="mt-1 text-muted-foreground">
          {manager
            ? "The people who report to you, directly or through another manager."
            : `Everyone in ${active?.name ?? "the organisation"}: their role, department and line manager.`}
        </p>
      </div>
      {active && administers && <ExportCsvLink href={organizationMembersCsvUrl(active.id, applied)} />}
    </div>
  );

  return (
    <OrganizationGate
      header={header}
      roles={["owner", "admin", "manager"]}
      loadingLabel="Loading members"
      denied={{
        title: "Only owners, admins and managers see members",
        description: "Ask an owner or admin of your organisation if something about your membership needs changing.",
      }}
    >
      {(organization) => (
        // The members table needs the page's width (six columns with their controls): departments follow it.
        <div className="grid gap-6 pb-8">
          <div className="grid min-w-0 gap-4">
            {header}
            <MemberFiltersBar
              organizationId={organization.id}
              filters={filters}
              onChange={setFilters}
              showRole={administers}
            />
            <RegionBoundary name="Members">
              <MembersRegion
                organizationId={organization.id}
                organizationName={organization.name}
                viewerRole={organization.role}
                viewerId={auth.user?.id ?? ""}
                filters={applied}
              />
            </RegionBoundary>
          </div>
          {administers && (
            <div className="max-w-xl">
              <RegionBoundary name="Departments">
                <DepartmentPanel organizationId={organization.id} />
              </RegionBoundary>
            </div>
          )}
        </div>
      )}
    </OrganizationGate>
  );
}

function MemberFiltersBar({
  organizationId,
  filters,
  onChange,
  showRole,
}: {
  organizationId: string;
  filters: MemberFilters;
  onChange: (filters: MemberFilters) => void;
  showRole: boolean;
}) {
  const searchId = useId();
  const departmentId = useId();
  const roleId = useId();
  const departments = useOrganizationDepartments(organizationId);
  return (
    <search aria-label="Find members" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search
        </label>
        <Input
          id={searchId}
          type="search"
          value={filters.q}
          maxLength={100}
          placeholder="Name or e-mail"
          onChange={(event) => onChange({ ...filters, q: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={departmentId} className="text-sm font-medium">
          Department
        </label>
        <NativeSelect
          id={departmentId}
          value={filters.department ?? ""}
          onChange={(event) => onChange({ ...filters, department: event.target.value || null })}
        >
          <option value="">All departments</option>
          {(departments.data ?? []).map((d) => (
            <option key={d.id} value={d.name}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {showRole && (
        <div className="grid gap-1">
          <label htmlFor={roleId} className="text-sm font-medium">
            Role
          </label>
          <NativeSelect
            id={roleId}
            value={filters.role ?? ""}
            onChange={(event) =>
              onChange({ ...filters, role: (event.target.value || null) as OrganizationRole | null })
            }
          >
            <option value="">All roles</option>
            {ORGANIZATION_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </search>
  );
}

function MembersRegion({
  organizationId,
  organizationName,
  viewerRole,
  viewerId,
  filters,
}: {
  organizationId: string;
  organizationName: string;
  viewerRole: OrganizationRole;
  viewerId: string;
  filters: MemberFilters;
}) {
  const members = useOrganizationMembers(organizationId, filters);
  const departments = useOrganizationDepartments(organizationId);
  const filtered = Boolean(filters.q || filters.department || filters.role);

  if (members.isPending)
    return (
      <div role="status" aria-label="Loading members" className="grid gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  if (members.isError) return <QueryError title="Failed to load the members" onRetry={() => members.refetch()} />;
  const items = members.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={Users}
        title={
          filtered ? "No member matches" : viewerRole === "manager" ? "Nobody reports to you yet" : "No members yet"
        }
        description={
          filtered
            ? "Try another name, or clear the filters."
            : viewerRole === "manager"
              ? "An owner or admin sets line managers on the Members page."
              : "Invite people from the Invitations tab."
        }
      />
    );
  return (
    <div className="grid gap-3">
      <MemberList
        organizationId={organizationId}
        organizationName={organizationName}
        viewerRole={viewerRole}
        viewerId={viewerId}
        members={items}
        departments={departments.data ?? []}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {items.length} {items.length === 1 ? "member" : "members"}
        {members.hasNextPage ? "; more below" : ""}.
      </p>
      {members.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={members.isFetchingNextPage}
          onClick={() => members.fetchNextPage()}
        >
          {members.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </div>
  );
}
