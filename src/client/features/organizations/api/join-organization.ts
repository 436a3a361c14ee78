import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/join/{token} (signed in): joins as a member while a seat is free. */
export const joinOrganization = (token: string) => callApi(organizationsEndpoints.joinByLink, { params: { token } });

export function useJoinOrganization(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinOrganization(token),
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
