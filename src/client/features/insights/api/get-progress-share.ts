import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ProgressShare } from "../../../../contracts/insights";

export const progressShareQueryKey = () => ["/api/progress-share"] as const;

export const getProgressShareQueryOptions = () =>
  queryOptions({ queryKey: progressShareQueryKey(), queryFn: () => getJson<ProgressShare>("/api/progress-share") });

export const useProgressShare = () => useQuery(getProgressShareQueryOptions());
