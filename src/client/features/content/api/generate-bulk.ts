import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";
import { refreshContentLists } from "./invalidate-content";

export const generateBulk = (moduleIds: number[]) => callApi(contentEndpoints.generateBulk, { body: { moduleIds } });

export function useGenerateBulk() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateBulk, onSettled: () => refreshContentLists(queryClient) });
}
