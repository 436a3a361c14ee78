import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { complianceEndpoints } from "../../../../contracts/api/compliance";

export const complianceQueryKey = (organizationId: string) =>
  queryKeyOf(complianceEndpoints.list, { params: { id: organizationId } });

/** GET /api/organizations/{id}/compliance-assignments: the rules with their compliance, and the form's choices. */
export const getComplianceAssignmentsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: complianceQueryKey(organizationId),
    queryFn: () => callApi(complianceEndpoints.list, { params: { id: organizationId } }),
  });

export const useComplianceAssignments = (organizationId: string) =>
  useQuery(getComplianceAssignmentsQueryOptions(organizationId));
