import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FeaturedPathway } from "../../../../contracts/marketing";
import { getJson } from "../../../lib/api-request";

/** GET /api/pathways/featured: three public pathways with their module counts. */
export const getFeaturedPathwaysQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/pathways/featured"],
    queryFn: () => getJson<FeaturedPathway[]>("/api/pathways/featured"),
  });

export const useFeaturedPathways = () => useQuery(getFeaturedPathwaysQueryOptions());
