import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getOrganizationAnalyticsQueryOptions } from "@/components/api/get-organization-analytics";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { employerEndpoints } from "../../../../contracts/api/employer";
import type { AssignPathwayInput } from "../../../../contracts/employer";

/**
 * POST /api/organizations/pathways/assign, in the active organisation `organizationId`. The answer
 * replaces the pathway's entry at once; then every view of the organisation reads again (decision 403):
 * the analytics (members' current pathways, the Assignments table), the compliance report, the lists.
 */
export function useAssignPathway(organizationId: string) {
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
      await refreshOrganizationViews(queryClient, organizationId);
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to assign pathway"), variant: "destructive" }),
  });
}
