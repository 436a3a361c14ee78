import { AlertCircle, type LucideIcon, SearchX } from "lucide-react";
import type * as React from "react";
import { Button } from "./ui/button";

/** An inline load error with a Retry button, so one failing region does not blank the page. */
export function QueryError({
  title,
  description = "Please try refreshing the page",
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertCircle className="size-8 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-red-900">{title}</p>
        <p className="text-sm text-red-800">{description}</p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

/** A list's empty state: an icon, a title and a hint, with an optional action. */
export function EmptyState({
  title,
  description,
  icon: Icon = SearchX,
  action,
}: {
  title: string;
  description?: string;
  icon?: LucideIcon;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white px-4 py-8 text-center">
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-semibold text-slate-900">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
