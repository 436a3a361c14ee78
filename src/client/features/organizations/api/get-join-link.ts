import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { JoinLinkPreview } from "../../../../contracts/organizations";

export const joinLinkQueryKey = (token: string) => ["/api/join", token] as const;

/** GET /api/join/{token} (public): the organisation's name and whether a seat is free; 404 once turned off. */
export const getJoinLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: joinLinkQueryKey(token),
    queryFn: () => getJson<JoinLinkPreview>(`/api/join/${encodeURIComponent(token)}`),
  });

export const useJoinLink = (token: string) => useQuery(getJoinLinkQueryOptions(token));
