import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { GenerateResponse } from "../../../../contracts/content-admin";
import { refreshContentLists } from "./invalidate-content";

export const generateContent = (moduleId: number) =>
  apiRequest<GenerateResponse>("POST", `/api/content/generate/${moduleId}`);

export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateContent, onSettled: () => refreshContentLists(queryClient) });
}
