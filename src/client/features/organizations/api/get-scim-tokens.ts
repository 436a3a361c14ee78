import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { scimEndpoints } from "../../../../contracts/api/scim";
import { NO_ORGANIZATION } from "./get-organization";

export const scimTokensQueryKey = (organizationId: string) =>
  queryKeyOf(scimEndpoints.tokens, { params: { id: organizationId } });

/** GET /api/organizations/{id}/scim/tokens (the owner): the SCIM base URL and the live tokens. */
export const getScimTokensQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: scimTokensQueryKey(organizationId),
    queryFn: () => callApi(scimEndpoints.tokens, { params: { id: organizationId } }),
  });

export const useScimTokens = (organizationId: string | undefined) =>
  useQuery({ ...getScimTokensQueryOptions(organizationId || NO_ORGANIZATION), enabled: Boolean(organizationId) });
