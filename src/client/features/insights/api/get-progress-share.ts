import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressShare } from "../../../../contracts/insights";
import { getJson } from "../../../lib/api-request";

export const progressShareQueryKey = () => ["/api/progress-share"] as const;

export const getProgressShareQueryOptions = () =>
  queryOptions({ queryKey: progressShareQueryKey(), queryFn: () => getJson<ProgressShare>("/api/progress-share") });

export const useProgressShare = () => useQuery(getProgressShareQueryOptions());
