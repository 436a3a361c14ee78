import type { ReactNode } from "react";
import { LazyStepUp } from "@/components/lazy-step-up";
import { LazyToaster } from "@/components/ui/lazy-toaster";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
      <LazyStepUp />
    </>
  );
}
