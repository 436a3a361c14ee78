import { partialMatchKey, type QueryClient, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { knowledgeCheckAuthoringEndpoints as endpoints } from "../../../contracts/api/knowledge-checks";

/**
 * Item analysis of the knowledge checks (issue 22 item 5), shared by the admin page (everyone) and
 * the organisation area (one organisation's members).
 */

/** The key of the analysis of everyone (no organisation) or of one organisation's members, or of one module in it. */
export const itemAnalysisQueryKey = (organizationId?: string, moduleId?: number) => {
  if (organizationId === undefined) {
    return moduleId === undefined
      ? queryKeyOf(endpoints.analysis)
      : queryKeyOf(endpoints.moduleAnalysis, { params: { moduleId } });
  }
  return moduleId === undefined
    ? queryKeyOf(endpoints.organizationAnalysis, { params: { id: organizationId } })
    : queryKeyOf(endpoints.organizationModuleAnalysis, { params: { id: organizationId, moduleId } });
};

/** Whether a cached query is an item analysis: everyone's, or an organisation's (its id follows "organizations"). */
const isItemAnalysis = (queryKey: readonly unknown[]) => {
  const organizationId = queryKey[1] === "organizations" && typeof queryKey[2] === "string" ? queryKey[2] : undefined;
  return organizationId !== "" && partialMatchKey(queryKey, itemAnalysisQueryKey(organizationId));
};

/** Every item analysis is read again (a bank change moves them all). */
export const invalidateItemAnalysis = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => isItemAnalysis(query.queryKey) });

export const useAnalysisOverview = (organizationId?: string) =>
  useQuery({
    queryKey: itemAnalysisQueryKey(organizationId),
    queryFn: () =>
      organizationId === undefined
        ? callApi(endpoints.analysis)
        : callApi(endpoints.organizationAnalysis, { params: { id: organizationId } }),
  });

export const useModuleAnalysis = (moduleId: number | null, organizationId?: string) =>
  useQuery({
    queryKey: itemAnalysisQueryKey(organizationId, moduleId ?? 0),
    queryFn: () =>
      organizationId === undefined
        ? callApi(endpoints.moduleAnalysis, { params: { moduleId: moduleId ?? 0 } })
        : callApi(endpoints.organizationModuleAnalysis, { params: { id: organizationId, moduleId: moduleId ?? 0 } }),
    enabled: moduleId !== null,
  });
