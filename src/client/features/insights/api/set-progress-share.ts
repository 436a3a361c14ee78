import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api-request";
import type { ProgressShare } from "../../../../contracts/insights";
import { progressShareQueryKey } from "./get-progress-share";

/** PUT /api/progress-share: sharing on (and the link copied) or off. */
export function useSetProgressShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<ProgressShare>("PUT", "/api/progress-share", { enabled }),
    onSuccess: (share) => queryClient.setQueryData(progressShareQueryKey(), share),
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to change sharing"), variant: "destructive" }),
  });
}
