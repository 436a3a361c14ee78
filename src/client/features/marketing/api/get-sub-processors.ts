import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { SubProcessorList } from "../../../../contracts/marketing";

export const subProcessorsQueryKey = () => ["/api/privacy/sub-processors"] as const;

/** GET /api/privacy/sub-processors: the providers this site's settings use, each category listed (issue 28). */
export const getSubProcessorsQueryOptions = () =>
  queryOptions({
    queryKey: subProcessorsQueryKey(),
    queryFn: () => getJson<SubProcessorList>("/api/privacy/sub-processors"),
  });

export const useSubProcessors = () => useQuery(getSubProcessorsQueryOptions());
