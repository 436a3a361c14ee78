import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { insightsEndpoints } from "../../../../contracts/api/insights";
import type { LearningGoalInput } from "../../../../contracts/insights";
import { learningGoalsQueryKey } from "./get-learning-goals";

/** POST /api/learning-goals (new) or PUT /api/learning-goals/:id (edit). */
export function useSaveLearningGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, goal }: { id?: number; goal: LearningGoalInput }) =>
      id === undefined
        ? callApi(insightsEndpoints.createGoal, { body: goal })
        : callApi(insightsEndpoints.updateGoal, { params: { id }, body: goal }),
    onSuccess: async (goal, { id }) => {
      toast({ title: id === undefined ? "Learning goal added" : "Learning goal saved", description: goal.title });
      await queryClient.invalidateQueries({ queryKey: learningGoalsQueryKey() });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to save learning goal"),
        variant: "destructive",
      }),
  });
}
