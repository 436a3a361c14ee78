import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationSummary } from "../../../contracts/organizations";
import { canViewEmployerDashboard } from "../../../domain/organization-roles";
import { getJson } from "../../lib/api-request";

export const organizationsQueryKey = () => ["/api/organizations"] as const;

/**
 * GET /api/organizations: the organisations the user belongs to, with their role and the one this
 * session works in. The employer overlay reads it when it opens (spec 1 §7); the header shows the
 * active one.
 */
export const getOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsQueryKey(),
    queryFn: () => getJson<OrganizationSummary[]>("/api/organizations"),
  });

export const useOrganizations = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrganizationsQueryOptions(), enabled: options.enabled ?? true });

/** The organisation this session works in, or null (none yet, or still loading). */
export function useActiveOrganization(options: { enabled?: boolean } = {}) {
  const organizations = useOrganizations(options);
  const active = organizations.data?.find((o) => o.active) ?? null;
  return { ...organizations, active, managesTeam: canViewEmployerDashboard(active?.role ?? null) };
}
