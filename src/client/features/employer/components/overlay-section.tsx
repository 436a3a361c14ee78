import type * as React from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** A region of the overlay: a card with an h3 (the dialog's title is the h2). */
export function OverlaySection({
  id,
  title,
  icon,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  icon?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <section aria-labelledby={id} className="flex h-full flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-foreground">
            {icon}
            {title}
          </h3>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
