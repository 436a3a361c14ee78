import type { QueryClient } from "@tanstack/react-query";
import { getDashboardQueryOptions } from "@/components/api/get-dashboard";
import { getModulesQueryOptions } from "@/components/api/get-modules";
import { getPathwaysQueryOptions } from "@/components/api/get-pathways";

/**
 * The reads the dashboard's first screen makes: its own query, and the catalogue and pathways its
 * Content Library and Recommended Pathways widgets list. Started as soon as the learner is known
 * to be signed in, while the page's chunk loads (app/layouts.tsx); the server preloads the same
 * URLs into the HTML (server/plugins/page-preload.ts), so these reads pick up answers already on
 * their way.
 */
export function prefetchDashboardData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(getDashboardQueryOptions()),
    queryClient.prefetchQuery(getModulesQueryOptions()),
    queryClient.prefetchQuery(getPathwaysQueryOptions()),
  ]);
}
