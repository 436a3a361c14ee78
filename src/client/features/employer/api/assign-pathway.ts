import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getOrganizationAnalyticsQueryOptions } from "@/components/api/get-organization-analytics";
import { pathwaysQueryKey } from "@/components/api/get-pathways";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { employerEndpoints } from "../../../../contracts/api/employer";
import type { AssignPathwayInput } from "../../../../contracts/employer";

/**
 * POST /api/organizations/pathways/assign. The answer replaces the pathway's entry at once; the
 * analytics are then read again (members' current pathways change too), as is the pathway list.
 */
export function useAssignPathway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignPathwayInput) => callApi(employerEndpoints.assignPathway, { body: input }),
    onSuccess: async (pathway, input) => {
      const analyticsKey = getOrganizationAnalyticsQueryOptions().queryKey;
      queryClient.setQueryData(analyticsKey, (analytics) =>
        analytics
          ? { ...analytics, pathways: analytics.pathways.map((p) => (p.id === pathway.id ? pathway : p)) }
          : analytics,
      );
      const people = input.memberIds.length === 1 ? "1 team member" : `${input.memberIds.length} team members`;
      toast({ title: "Pathway assigned", description: `${pathway.title} assigned to ${people}` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        queryClient.invalidateQueries({ queryKey: pathwaysQueryKey() }),
      ]);
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to assign pathway"), variant: "destructive" }),
  });
}
