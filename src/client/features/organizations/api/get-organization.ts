import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** The organisation's key, the prefix of every read under it (members, invitations, SSO, SCIM tokens…). */
export const organizationQueryKey = (organizationId: string) =>
  queryKeyOf(organizationsEndpoints.detail, { params: { id: organizationId } });

/** GET /api/organizations/{id}: name, logo, brand colour, role, plan and seats (the join link for admins). */
export const getOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationQueryKey(organizationId),
    queryFn: () => callApi(organizationsEndpoints.detail, { params: { id: organizationId } }),
  });

/**
 * The id a read waiting for its organisation names in its (disabled) key: a contract's path needs every
 * parameter, and no organisation has this id.
 */
export const NO_ORGANIZATION = "none";

export const useOrganization = (organizationId: string | undefined) =>
  useQuery({ ...getOrganizationQueryOptions(organizationId || NO_ORGANIZATION), enabled: Boolean(organizationId) });
