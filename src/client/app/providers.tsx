import type { ReactNode } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
