import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { PublishResponse } from "../../../../contracts/content-admin";
import { refreshContentLists } from "./invalidate-content";

export const publishDraft = (id: number) => apiRequest<PublishResponse>("POST", `/api/content/drafts/${id}/publish`);

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishDraft, onSuccess: () => refreshContentLists(queryClient) });
}
