import type * as React from "react";
import { cn } from "@/lib/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span className="size-8 animate-spin rounded-full border-4 border-primary-border border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
