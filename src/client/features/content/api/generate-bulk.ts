import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { BulkGenerateResponse } from "../../../../contracts/content-admin";
import { refreshContentLists } from "./invalidate-content";

export const generateBulk = (moduleIds: number[]) =>
  apiRequest<BulkGenerateResponse>("POST", "/api/content/generate-bulk", { moduleIds });

export function useGenerateBulk() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateBulk, onSettled: () => refreshContentLists(queryClient) });
}
