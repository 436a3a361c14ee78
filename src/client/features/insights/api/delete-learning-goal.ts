import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { insightsEndpoints } from "../../../../contracts/api/insights";
import { learningGoalsQueryKey } from "./get-learning-goals";

/** DELETE /api/learning-goals/:id */
export function useDeleteLearningGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(insightsEndpoints.deleteGoal, { params: { id } }),
    onSuccess: async () => {
      toast({ title: "Learning goal removed" });
      await queryClient.invalidateQueries({ queryKey: learningGoalsQueryKey() });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to remove learning goal"),
        variant: "destructive",
      }),
  });
}
