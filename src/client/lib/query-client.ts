import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorizedError } from "./api-request";
import { redirectToLoginFromHere } from "./redirect-to-login";

/**
 * spec 1 §7: no retries, results never go stale, no refetch on window focus, no polling.
 * spec 1 §8: a read or a write that fails with 401 Unauthorized signs the learner in again; it is
 * handled here, once for every query and mutation, so no screen checks for it.
 */
export function createQueryClient({
  onUnauthorized = redirectToLoginFromHere,
}: {
  onUnauthorized?: () => unknown;
} = {}) {
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) void onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
