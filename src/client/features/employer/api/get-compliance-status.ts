import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { complianceEndpoints } from "../../../../contracts/api/compliance";

/** People a page. */
const STATUS_PAGE_SIZE = 50;

const statusInput = (organizationId: string, ruleId: number, cursor: string | null) => ({
  params: { id: organizationId, ruleId },
  query: { limit: STATUS_PAGE_SIZE, cursor: cursor ?? undefined },
});

/** Under the rules' key (the path's prefix), so ending or creating a rule refreshes the people lists too. */
export const complianceStatusQueryKey = (organizationId: string, ruleId: number, cursor: string | null) =>
  queryKeyOf(complianceEndpoints.status, statusInput(organizationId, ruleId, cursor));

/** GET …/compliance-assignments/{ruleId}/status: the current cycle, person by person (50 a page). */
export const getComplianceStatusQueryOptions = (organizationId: string, ruleId: number, cursor: string | null) =>
  queryOptions({
    queryKey: complianceStatusQueryKey(organizationId, ruleId, cursor),
    queryFn: () => callApi(complianceEndpoints.status, statusInput(organizationId, ruleId, cursor)),
  });

export const useComplianceStatus = (organizationId: string, ruleId: number, cursor: string | null) =>
  useQuery(getComplianceStatusQueryOptions(organizationId, ruleId, cursor));
