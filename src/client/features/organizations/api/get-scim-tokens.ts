import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ScimTokenList } from "../../../../contracts/scim";
import { organizationQueryKey } from "./get-organization";

export const scimTokensQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "scim-tokens"] as const;

/** GET /api/organizations/{id}/scim/tokens (the owner): the SCIM base URL and the live tokens. */
export const getScimTokensQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: scimTokensQueryKey(organizationId),
    queryFn: () => getJson<ScimTokenList>(`/api/organizations/${encodeURIComponent(organizationId)}/scim/tokens`),
  });

export const useScimTokens = (organizationId: string | undefined) =>
  useQuery({ ...getScimTokensQueryOptions(organizationId ?? ""), enabled: Boolean(organizationId) });
