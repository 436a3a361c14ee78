import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

export const joinLinkQueryKey = (token: string) =>
  queryKeyOf(organizationsEndpoints.joinLinkPreview, { params: { token } });

/** GET /api/join/{token} (public): the organisation's name and whether a seat is free; 404 once turned off. */
export const getJoinLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: joinLinkQueryKey(token),
    queryFn: () => callApi(organizationsEndpoints.joinLinkPreview, { params: { token } }),
  });

export const useJoinLink = (token: string) => useQuery(getJoinLinkQueryOptions(token));
