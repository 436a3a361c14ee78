import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { ContentDraft } from "../../../../contracts/content-admin";
import { contentDraftsQueryKey } from "./get-drafts";

export const updateDraft = ({ id, markdown }: { id: number; markdown: string }) =>
  apiRequest<ContentDraft>("PUT", `/api/content/drafts/${id}`, { markdown });

export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentDraftsQueryKey() }),
  });
}
