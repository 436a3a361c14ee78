import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { organizationsEndpoints } from "../../../contracts/api/organizations";
import { canViewEmployerDashboard } from "../../../domain/organization-roles";

/** The list's key, also the prefix of every organisation's reads (organizationQueryKey). */
export const organizationsQueryKey = () => queryKeyOf(organizationsEndpoints.list);

/**
 * GET /api/organizations: the organisations the user belongs to, with their role and the one this
 * session works in. The employer overlay reads it when it opens (spec 1 §7); the header shows the
 * active one.
 */
export const getOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsQueryKey(),
    queryFn: () => callApi(organizationsEndpoints.list),
  });

interface OrganizationsOptions extends ReadOptions {
  enabled?: boolean;
  /** Read afresh when this component mounts (spec 1 §7: the Employer Dashboard issues the call when it opens). */
  fresh?: boolean;
}

export const useOrganizations = (options: OrganizationsOptions = {}) =>
  useQuery({
    ...getOrganizationsQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.fresh ? { refetchOnMount: "always" as const } : {}),
    ...errorToastMeta(options.errorToast),
  });

/** The organisation this session works in, or null (none yet, or still loading). */
export function useActiveOrganization(options: OrganizationsOptions = {}) {
  const organizations = useOrganizations(options);
  const active = organizations.data?.find((o) => o.active) ?? null;
  return { ...organizations, active, managesTeam: canViewEmployerDashboard(active?.role ?? null) };
}
