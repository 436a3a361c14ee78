import type * as React from "react";

/** The page's document title, its single h1 and a one-line description. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} · PIVOT Learning`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-heading sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
