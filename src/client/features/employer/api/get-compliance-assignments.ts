import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ComplianceRuleList } from "../../../../contracts/compliance";

export const complianceQueryKey = (org: string) => ["/api/organizations", org, "compliance-assignments"] as const;

/** GET /api/organizations/{id}/compliance-assignments: the rules with their compliance, and the form's choices. */
export const getComplianceAssignmentsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: complianceQueryKey(organizationId),
    queryFn: () =>
      getJson<ComplianceRuleList>(`/api/organizations/${encodeURIComponent(organizationId)}/compliance-assignments`),
  });

export const useComplianceAssignments = (organizationId: string) =>
  useQuery(getComplianceAssignmentsQueryOptions(organizationId));
