import type { QueryClient } from "@tanstack/react-query";
import { refreshCurrentUser } from "@/lib/use-auth";

/**
 * After the active organisation changes (created, switched, left), every view reads another
 * organisation: drop every cached answer so the open screens refetch, and reload the current user
 * (its active organisation and plan).
 */
export async function followActiveOrganization(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries(), refreshCurrentUser().catch(() => undefined)]);
}
