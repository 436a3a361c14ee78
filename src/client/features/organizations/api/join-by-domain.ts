import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/join-by-domain: joins an organisation of useJoinableOrganizations as a member. */
export const joinByDomain = (organizationId: string) =>
  callApi(organizationsEndpoints.joinByDomain, { body: { organizationId } });

export function useJoinByDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinByDomain,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
