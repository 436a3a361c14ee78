import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { AnalysisOverview, ModuleAnalysisDetail } from "../../../contracts/knowledge-check";

/**
 * Item analysis of the knowledge checks (issue 22 item 5), shared by the admin page (everyone) and
 * the organisation area (one organisation's members).
 */
const analysisPath = (organizationId?: string) =>
  organizationId
    ? `/api/organizations/${encodeURIComponent(organizationId)}/knowledge-checks/analysis`
    : "/api/admin/knowledge-checks/analysis";

/** Without arguments, the key of every item analysis (what a bank change invalidates). */
export const itemAnalysisQueryKey = (organizationId?: string, moduleId?: number) => [
  "item-analysis",
  ...(organizationId === undefined && moduleId === undefined ? [] : [organizationId ?? "everyone"]),
  ...(moduleId === undefined ? [] : [moduleId]),
];

export const useAnalysisOverview = (organizationId?: string) =>
  useQuery({
    queryKey: itemAnalysisQueryKey(organizationId ?? "everyone"),
    queryFn: () => getJson<AnalysisOverview>(analysisPath(organizationId)),
  });

export const useModuleAnalysis = (moduleId: number | null, organizationId?: string) =>
  useQuery({
    queryKey: itemAnalysisQueryKey(organizationId ?? "everyone", moduleId ?? 0),
    queryFn: () => getJson<ModuleAnalysisDetail>(`${analysisPath(organizationId)}/${moduleId}`),
    enabled: moduleId !== null,
  });
