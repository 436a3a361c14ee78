import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";
import { refreshContentLists } from "./invalidate-content";

export const publishDraft = (id: number) => callApi(contentEndpoints.publishDraft, { params: { id } });

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishDraft, onSuccess: () => refreshContentLists(queryClient) });
}
