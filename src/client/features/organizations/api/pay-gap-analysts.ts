import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { payGapEndpoints } from "../../../../contracts/api/pay-gap";
import type { PayGapAnalystList } from "../../../../contracts/pay-gap";

/** Issue 25 item 1: who holds the HR analyst permission (owners only); salaries are never here. */
export const payGapAnalystsKey = (organizationId: string) =>
  queryKeyOf(payGapEndpoints.analysts, { params: { id: organizationId } });

export const usePayGapAnalysts = (organizationId: string) =>
  useQuery({
    queryKey: payGapAnalystsKey(organizationId),
    queryFn: () => callApi(payGapEndpoints.analysts, { params: { id: organizationId } }),
  });

export function useSetPayGapAnalyst(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, hrAnalyst }: { userId: string; hrAnalyst: boolean }) =>
      callApi(payGapEndpoints.setAnalyst, { params: { id: organizationId, userId }, body: { hrAnalyst } }),
    onSuccess: (member) =>
      queryClient.setQueryData<PayGapAnalystList>(payGapAnalystsKey(organizationId), (list) =>
        list ? { members: list.members.map((m) => (m.userId === member.userId ? member : m)) } : list,
      ),
  });
}
