import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { GenerationRun } from "../../../../contracts/content-admin";

export const generationRunQueryKey = () => ["/api/content/generation-runs/current"] as const;

/** The running (or latest) bulk generation; polled every second while one runs. */
export const getGenerationRunQueryOptions = () =>
  queryOptions({
    queryKey: generationRunQueryKey(),
    queryFn: () => getJson<{ run: GenerationRun | null }>("/api/content/generation-runs/current"),
    refetchInterval: (query) => (query.state.data?.run?.status === "running" ? 1000 : false),
  });

export const useGenerationRun = (polling: boolean) =>
  useQuery({
    ...getGenerationRunQueryOptions(),
    refetchInterval: (query) => (polling || query.state.data?.run?.status === "running" ? 1000 : false),
  });
