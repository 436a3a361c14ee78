import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { pathwaysEndpoints } from "../../../contracts/api/pathways";
import { toast } from "../ui/use-toast";
import { getPathwaysQueryOptions } from "./get-pathways";

/** POST /api/pathways/:id/enroll; the pathway list is updated with the answer. */
export function useEnrollPathway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pathwayId: number) => callApi(pathwaysEndpoints.enroll, { params: { id: pathwayId } }),
    onSuccess: (pathway) => {
      queryClient.setQueryData(getPathwaysQueryOptions().queryKey, (list) =>
        list?.map((p) => (p.id === pathway.id ? pathway : p)),
      );
      toast({ title: "Enrolled", description: `You are enrolled in ${pathway.title}` });
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to enrol in pathway"), variant: "destructive" }),
  });
}
