import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { JoinedOrganization } from "../../../../contracts/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/join/{token} (signed in): joins as a member while a seat is free. */
export const joinOrganization = (token: string) =>
  apiRequest<JoinedOrganization>("POST", `/api/join/${encodeURIComponent(token)}`);

export function useJoinOrganization(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinOrganization(token),
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
