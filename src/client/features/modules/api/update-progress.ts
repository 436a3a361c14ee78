import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgressItem, ProgressUpdate } from "../../../../contracts/learning";
import { redirectToLogin } from "../../../app/redirect-to-login";
import { toast } from "../../../components/ui/use-toast";
import { apiRequest, isUnauthorizedError } from "../../../lib/api-request";
import { moduleProgressQueryKey } from "./get-module-progress";

export const updateProgress = (update: ProgressUpdate) =>
  apiRequest<ProgressItem>("POST", "/api/user/progress", update);

/**
 * spec 3 §4/§7: on success the module's progress and the dashboard data are refreshed; we also
 * refresh the other reads that show progress (stats, progress list, module lists).
 */
export function useUpdateProgress(moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgress,
    onSuccess: async (item) => {
      queryClient.setQueryData(moduleProgressQueryKey(moduleId), item);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleProgressQueryKey(moduleId) }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/user/stats"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/user/progress"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/modules"] }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return redirectToLogin(window.location.pathname);
      // spec 3 §8: 'Failed to update progress'.
      toast({ title: "Error", description: "Failed to update progress", variant: "destructive" });
    },
  });
}
