import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, type LucideIcon, SearchX } from "lucide-react";
import type * as React from "react";
import { Button } from "./ui/button";
import { Skeleton } from "./ui/skeleton";

type QueryErrorProps = {
  title: string;
  /** null: the title says it all. */
  description?: string | null;
  onRetry?: () => void;
  retryLabel?: string;
};

/** An inline load error with a Retry button, so one failing region does not blank the page. */
export function QueryError({
  title,
  description = "Please try refreshing the page",
  onRetry,
  retryLabel = "Retry",
}: QueryErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive-border bg-destructive-surface p-6 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold text-destructive-text">{title}</p>
        {description !== null && <p className="text-sm text-destructive-strong">{description}</p>}
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: LucideIcon;
  action?: React.ReactNode;
};

/** A list's empty state: an icon, a title and a hint, with an optional action. */
export function EmptyState({ title, description, icon: Icon = SearchX, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-white px-4 py-8 text-center">
      <Icon className="size-8 text-faint" aria-hidden="true" />
      <p className="font-semibold text-foreground">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/**
 * A query's region: a named skeleton while it loads, its error with a retry, its empty state when
 * `isEmpty` says so, and otherwise its children with the data.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  skeletons = 2,
  skeletonClassName = "h-12",
  error,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  skeletons?: number;
  skeletonClassName?: string;
  error: Omit<QueryErrorProps, "onRetry">;
  isEmpty: (data: T) => boolean;
  empty: EmptyStateProps;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError) return <QueryError {...error} onRetry={() => query.refetch()} />;
  return isEmpty(query.data) ? <EmptyState {...empty} /> : children(query.data);
}
