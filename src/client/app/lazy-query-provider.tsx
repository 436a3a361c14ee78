import { lazy, type ReactNode, Suspense } from "react";
import { Spinner } from "@/components/ui/skeleton";

const QueryProvider = lazy(() => import("@/lib/query-provider"));

/** TanStack Query loads with the first screen that reads data, not with the landing page. */
export function LazyQueryProvider({ children, fallback = <Spinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
