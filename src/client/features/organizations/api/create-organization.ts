import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { CreateOrganizationInput } from "../../../../contracts/organizations";
import { followActiveOrganization } from "./organization-queries";

export interface CreatedOrganization {
  id: string;
  name: string;
  slug: string;
  role: "owner";
}

/** POST /api/organizations: the caller becomes its owner and it becomes their active organisation. */
export const createOrganization = (input: CreateOrganizationInput) =>
  apiRequest<CreatedOrganization>("POST", "/api/organizations", input);

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
