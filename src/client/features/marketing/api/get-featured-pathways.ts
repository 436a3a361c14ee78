import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { FeaturedPathway } from "../../../../contracts/marketing";

export const featuredPathwaysQueryKey = () => ["/api/pathways/featured"] as const;

/** GET /api/pathways/featured: three public pathways with their module counts. */
export const getFeaturedPathwaysQueryOptions = () =>
  queryOptions({
    queryKey: featuredPathwaysQueryKey(),
    queryFn: () => getJson<FeaturedPathway[]>("/api/pathways/featured"),
  });

export const useFeaturedPathways = () => useQuery(getFeaturedPathwaysQueryOptions());
