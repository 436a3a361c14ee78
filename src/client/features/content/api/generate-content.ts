import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";
import { refreshContentLists } from "./invalidate-content";

export const generateContent = (moduleId: number) => callApi(contentEndpoints.generate, { params: { moduleId } });

export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateContent, onSettled: () => refreshContentLists(queryClient) });
}
