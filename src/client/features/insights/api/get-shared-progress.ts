import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { SharedProgress } from "../../../../contracts/insights";

export const sharedProgressQueryKey = (token: string) => ["/api/shared-progress/:token", token] as const;

export const getSharedProgressQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedProgressQueryKey(token),
    queryFn: () => getJson<SharedProgress>(`/api/shared-progress/${encodeURIComponent(token)}`),
  });

export const useSharedProgress = (token: string) => useQuery(getSharedProgressQueryOptions(token));
