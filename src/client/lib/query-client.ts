import { QueryClient } from "@tanstack/react-query";

/** spec 1 §7: no retries, results never go stale, no refetch on window focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
