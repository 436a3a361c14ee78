import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { complianceEndpoints } from "../../../../contracts/api/compliance";
import { complianceQueryKey } from "./get-compliance-assignments";

/** DELETE /api/organizations/{id}/compliance-assignments/{ruleId}: no more cycles; what was assigned stays. */
export function useEndComplianceAssignment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => callApi(complianceEndpoints.end, { params: { id: organizationId, ruleId } }),
    onSuccess: async () => {
      toast({ title: "Compliance assignment ended" });
      await queryClient.invalidateQueries({ queryKey: complianceQueryKey(organizationId) });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to end the assignment"),
        variant: "destructive",
      }),
  });
}
