import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { complianceEndpoints } from "../../../../contracts/api/compliance";

/** DELETE /api/organizations/{id}/compliance-assignments/{ruleId}: no more cycles; what was assigned stays. */
export function useEndComplianceAssignment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => callApi(complianceEndpoints.end, { params: { id: organizationId, ruleId } }),
    onSuccess: async () => {
      toast({ title: "Compliance assignment ended" });
      await refreshOrganizationViews(queryClient, organizationId);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to end the assignment"),
        variant: "destructive",
      }),
  });
}
