import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";
import { contentDraftsQueryKey } from "./get-drafts";

export const updateDraft = ({ id, markdown }: { id: number; markdown: string }) =>
  callApi(contentEndpoints.updateDraft, { params: { id }, body: { markdown } });

export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentDraftsQueryKey() }),
  });
}
