import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { organizationCheckRuleEndpoints as endpoints } from "../../../../contracts/api/knowledge-checks";
import type { OrganizationCheckRuleInput, OrganizationCheckRules } from "../../../../contracts/knowledge-check";

export const checkRulesQueryKey = (organizationId: string) =>
  queryKeyOf(endpoints.rules, { params: { id: organizationId } });

/** GET /api/organizations/{id}/knowledge-checks/rules (owners and admins, issue 47): every assessed module's rules. */
export const getCheckRulesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: checkRulesQueryKey(organizationId),
    queryFn: () => callApi(endpoints.rules, { params: { id: organizationId } }),
  });

export const useCheckRules = (organizationId: string, { errorToast }: ReadOptions = {}) =>
  useQuery({ ...getCheckRulesQueryOptions(organizationId), ...errorToastMeta(errorToast) });

/** PUT /api/organizations/{id}/knowledge-checks/rules/{moduleId}: the organisation's rules for one module. */
export const updateCheckRule = (organizationId: string, moduleId: number, rule: OrganizationCheckRuleInput) =>
  callApi(endpoints.updateRule, { params: { id: organizationId, moduleId }, body: rule });

export function useUpdateCheckRule(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, rule }: { moduleId: number; rule: OrganizationCheckRuleInput }) =>
      updateCheckRule(organizationId, moduleId, rule),
    onSuccess: (saved) =>
      queryClient.setQueryData<OrganizationCheckRules>(checkRulesQueryKey(organizationId), (list) =>
        list ? { modules: list.modules.map((m) => (m.moduleId === saved.moduleId ? saved : m)) } : list,
      ),
  });
}
