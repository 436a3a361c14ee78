import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
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
  callApi(organizationsEndpoints.create, { body: input });

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
