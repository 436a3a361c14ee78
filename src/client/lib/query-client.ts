import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "./api-request";
import "./query-meta";
import { redirectToLoginFromHere } from "./redirect-to-login";
import { isStepUpRequired, requestStepUp } from "./step-up";

/**
 * spec 1 §7: no retries, results never go stale, no refetch on window focus, no polling.
 * spec 1 §8: a read or a write that fails with 401 Unauthorized signs the learner in again; it is
 * handled here, once for every query and mutation, so no screen checks for it. A read's error toast
 * comes from here too, named by the read's `meta.errorToast`.
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
    // A failed read shows its screen's toast once per failed fetch, here rather than in an effect per screen.
    queryCache: new QueryCache({
      onError: (error, query) => {
        onError(error);
        const errorToast = query.meta?.errorToast;
        if (errorToast) toast({ ...errorToast, variant: "destructive" });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        onError(error);
        // Issue 43: a sensitive action asks for the second factor again; the dialog asks for a code.
        if (isStepUpRequired(error)) requestStepUp();
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
