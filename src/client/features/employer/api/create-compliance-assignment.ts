import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-request";
import { complianceEndpoints } from "../../../../contracts/api/compliance";
import type { CreateComplianceRuleInput } from "../../../../contracts/compliance";
import { plural } from "../../../../domain/plural";

/** POST /api/organizations/{id}/compliance-assignments: assigns the audience at once. */
export function useCreateComplianceAssignment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateComplianceRuleInput) =>
      callApi(complianceEndpoints.create, { params: { id: organizationId }, body: input }),
    onSuccess: async (rule) => {
      const people = plural(rule.summary.assigned, "person", "people");
      toast({ title: "Compliance assignment created", description: `${rule.pathwayTitle} assigned to ${people}` });
      // Issue 45 item 2: the rule assigns its pathway at once, so the Learning Pathways cards, the
      // Assignments table and the analytics change as well as the compliance list (decision 403).
      await refreshOrganizationViews(queryClient, organizationId);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to create the assignment"),
        variant: "destructive",
      }),
  });
}
