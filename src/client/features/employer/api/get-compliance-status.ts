import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ComplianceStatusPage } from "../../../../contracts/compliance";
import { complianceQueryKey } from "./get-compliance-assignments";

/** Under the rules' key, so ending or creating a rule refreshes the people lists too. */
export const complianceStatusQueryKey = (organizationId: string, ruleId: number, cursor: string | null) =>
  [...complianceQueryKey(organizationId), ruleId, "status", cursor] as const;

/** GET …/compliance-assignments/{ruleId}/status: the current cycle, person by person (50 a page). */
export const getComplianceStatusQueryOptions = (organizationId: string, ruleId: number, cursor: string | null) =>
  queryOptions({
    queryKey: complianceStatusQueryKey(organizationId, ruleId, cursor),
    queryFn: () =>
      getJson<ComplianceStatusPage>(
        `/api/organizations/${encodeURIComponent(organizationId)}/compliance-assignments/${ruleId}/status?limit=50${
          cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""
        }`,
      ),
  });

export const useComplianceStatus = (organizationId: string, ruleId: number, cursor: string | null) =>
  useQuery(getComplianceStatusQueryOptions(organizationId, ruleId, cursor));
