import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { equalityPlanEndpoints } from "../../../../contracts/api/equality-action-plans";
import type { EqualityActionPlan, UpdatePlanBody } from "../../../../contracts/equality-action-plans";

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

export const equalityPlanKey = (organizationId: string, planId: number) =>
  queryKeyOf(equalityPlanEndpoints.get, { params: { id: organizationId, planId } });

export const useEqualityPlan = (organizationId: string, planId: number) =>
  useQuery({
    queryKey: equalityPlanKey(organizationId, planId),
    queryFn: () => callApi(equalityPlanEndpoints.get, { params: { id: organizationId, planId } }),
    retry: false,
  });

/** Saving or approving answers the whole plan: it replaces the cached one, and the list is read again. */
function usePlanWrite<Body>(
  organizationId: string,
  planId: number,
  write: (body: Body) => Promise<EqualityActionPlan>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (plan) => {
      queryClient.setQueryData(equalityPlanKey(organizationId, planId), plan);
      return queryClient.invalidateQueries({ queryKey: equalityPlansKey(organizationId) });
    },
  });
}

export const useSaveEqualityPlan = (organizationId: string, planId: number) =>
  usePlanWrite(organizationId, planId, (body: UpdatePlanBody) =>
    callApi(equalityPlanEndpoints.update, { params: { id: organizationId, planId }, body }),
  );

export const useApproveEqualityPlan = (organizationId: string, planId: number) =>
  usePlanWrite(organizationId, planId, (body: { version: number; approverName: string; approverJobTitle: string }) =>
    callApi(equalityPlanEndpoints.approve, { params: { id: organizationId, planId }, body }),
  );

export const useEqualityPlanFiling = (organizationId: string, planId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(equalityPlanEndpoints.export, {
      params: { id: organizationId, planId },
      query: { format: "filing" },
    }),
    queryFn: () =>
      callApi(equalityPlanEndpoints.export, { params: { id: organizationId, planId }, query: { format: "filing" } }),
    enabled,
    retry: false,
  });

export const equalityPlanPdfHref = (organizationId: string, planId: number) =>
  hrefOf(equalityPlanEndpoints.export, { params: { id: organizationId, planId }, query: { format: "pdf" } });
