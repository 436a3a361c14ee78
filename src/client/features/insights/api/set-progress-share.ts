import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { insightsEndpoints } from "../../../../contracts/api/insights";
import { progressShareQueryKey } from "./get-progress-share";

/** PUT /api/progress-share: sharing on (and the link copied) or off. */
export function useSetProgressShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi(insightsEndpoints.setShare, { body: { enabled } }),
    onSuccess: (share) => queryClient.setQueryData(progressShareQueryKey(), share),
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to change sharing"), variant: "destructive" }),
  });
}
