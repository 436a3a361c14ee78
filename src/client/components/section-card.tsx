import type * as React from "react";
import { cn } from "@/lib/cn";
import { Card } from "./ui/card";

/** A page region: a card with an h2 title (pages keep one h1 and ordered headings). */
export function SectionCard({
  title,
  description,
  icon,
  action,
  className,
  children,
  headingId,
}: {
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
  headingId?: string;
}) {
  return (
    <Card className={cn("flex flex-col", className)}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
          <div className="min-w-0">
            <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold leading-tight text-foreground">
              {icon}
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
          </div>
          {action && <div className="shrink-0">{action}</div>}
        </div>
        <div className="flex-1 px-5 pb-5">{children}</div>
      </section>
    </Card>
  );
}
