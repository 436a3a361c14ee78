import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { marketingEndpoints } from "../../../../contracts/api/marketing";

export const subProcessorsQueryKey = () => queryKeyOf(marketingEndpoints.subProcessors);

/** GET /api/privacy/sub-processors: the providers this site's settings use, each category listed (issue 28). */
export const getSubProcessorsQueryOptions = () =>
  queryOptions({
    queryKey: subProcessorsQueryKey(),
    queryFn: () => callApi(marketingEndpoints.subProcessors),
  });

export const useSubProcessors = () => useQuery(getSubProcessorsQueryOptions());
