import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { JoinedOrganization } from "../../../../contracts/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/join-by-domain: joins an organisation of useJoinableOrganizations as a member. */
export const joinByDomain = (organizationId: string) =>
  apiRequest<JoinedOrganization>("POST", "/api/organizations/join-by-domain", { organizationId });

export function useJoinByDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinByDomain,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
