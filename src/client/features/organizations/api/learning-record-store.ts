import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { learningRecordStoreEndpoints } from "../../../../contracts/api/webhooks";
import type { LearningRecordStoreInput } from "../../../../contracts/webhooks";
import { NO_ORGANIZATION } from "./get-organization";

/** The organisation's xAPI learning record store (issue 23 item 6, owners and admins); never its secret. */
export const learningRecordStoreQueryKey = (organizationId: string) =>
  queryKeyOf(learningRecordStoreEndpoints.get, { params: { id: organizationId } });

export const getLearningRecordStoreQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: learningRecordStoreQueryKey(organizationId),
    queryFn: () => callApi(learningRecordStoreEndpoints.get, { params: { id: organizationId } }),
  });

export const useLearningRecordStore = (organizationId: string | undefined) =>
  useQuery({
    ...getLearningRecordStoreQueryOptions(organizationId || NO_ORGANIZATION),
    enabled: Boolean(organizationId),
  });

export function useSetLearningRecordStore(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LearningRecordStoreInput) =>
      callApi(learningRecordStoreEndpoints.put, { params: { id: organizationId }, body: input }),
    onSuccess: (store) => queryClient.setQueryData(learningRecordStoreQueryKey(organizationId), store),
  });
}

export function useRemoveLearningRecordStore(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(learningRecordStoreEndpoints.remove, { params: { id: organizationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningRecordStoreQueryKey(organizationId) }),
  });
}
