import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pathwaysQueryKey } from "@/components/api/get-pathways";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { complianceEndpoints } from "../../../../contracts/api/compliance";
import type { CreateComplianceRuleInput } from "../../../../contracts/compliance";
import { plural } from "../../../../domain/plural";
import { complianceQueryKey } from "./get-compliance-assignments";

/** POST /api/organizations/{id}/compliance-assignments: assigns the audience at once. */
export function useCreateComplianceAssignment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateComplianceRuleInput) =>
      callApi(complianceEndpoints.create, { params: { id: organizationId }, body: input }),
    onSuccess: async (rule) => {
      const people = plural(rule.summary.assigned, "person", "people");
      toast({ title: "Compliance assignment created", description: `${rule.pathwayTitle} assigned to ${people}` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: complianceQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: pathwaysQueryKey() }),
      ]);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to create the assignment"),
        variant: "destructive",
      }),
  });
}
