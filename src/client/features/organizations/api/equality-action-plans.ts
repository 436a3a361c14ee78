import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { equalityPlanEndpoints } from "../../../../contracts/api/equality-action-plans";

/** Issue 49: the organisation's equality action plans (owners and HR analysts; the server refuses others). */
export const equalityPlansKey = (organizationId: string) =>
  queryKeyOf(equalityPlanEndpoints.list, { params: { id: organizationId } });

export const useEqualityPlans = (organizationId: string) =>
  useQuery({
    queryKey: equalityPlansKey(organizationId),
    queryFn: () => callApi(equalityPlanEndpoints.list, { params: { id: organizationId } }),
    retry: false,
  });

export function useCreateEqualityPlan(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; reportingYear: number }) =>
      callApi(equalityPlanEndpoints.create, { params: { id: organizationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equalityPlansKey(organizationId) }),
  });
}
