import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { marketingEndpoints } from "../../../../contracts/api/marketing";

export const featuredPathwaysQueryKey = () => queryKeyOf(marketingEndpoints.featuredPathways);

/** GET /api/pathways/featured: three public pathways with their module counts. */
export const getFeaturedPathwaysQueryOptions = () =>
  queryOptions({
    queryKey: featuredPathwaysQueryKey(),
    queryFn: () => callApi(marketingEndpoints.featuredPathways),
  });

export const useFeaturedPathways = () => useQuery(getFeaturedPathwaysQueryOptions());
