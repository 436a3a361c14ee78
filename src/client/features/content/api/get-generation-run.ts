import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";

export const generationRunQueryKey = () => queryKeyOf(contentEndpoints.currentRun);

/** The running (or latest) bulk generation; polled every second while one runs. */
export const getGenerationRunQueryOptions = () =>
  queryOptions({
    queryKey: generationRunQueryKey(),
    queryFn: () => callApi(contentEndpoints.currentRun),
    refetchInterval: (query) => (query.state.data?.run?.status === "running" ? 1000 : false),
  });

export const useGenerationRun = (polling: boolean) =>
  useQuery({
    ...getGenerationRunQueryOptions(),
    refetchInterval: (query) => (polling || query.state.data?.run?.status === "running" ? 1000 : false),
  });
