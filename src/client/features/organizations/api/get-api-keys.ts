import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { apiKeyEndpoints } from "../../../../contracts/api/api-keys";
import { NO_ORGANIZATION } from "./get-organization";

export const apiKeysQueryKey = (organizationId: string) =>
  queryKeyOf(apiKeyEndpoints.list, { params: { id: organizationId } });

/** GET /api/organizations/{id}/api-keys (owners and admins): the plan's API access, the base URL and the live keys. */
export const getApiKeysQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: apiKeysQueryKey(organizationId),
    queryFn: () => callApi(apiKeyEndpoints.list, { params: { id: organizationId } }),
  });

export const useApiKeys = (organizationId: string | undefined) =>
  useQuery({ ...getApiKeysQueryOptions(organizationId || NO_ORGANIZATION), enabled: Boolean(organizationId) });
