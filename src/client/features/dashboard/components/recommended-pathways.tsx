import { Route } from "lucide-react";
import { Link } from "react-router";
import { usePathways } from "@/components/api/get-pathways";
import { AssignmentBadge, PathwayCard } from "@/components/pathway-card";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "../../../../contracts/routes";

/** spec 1 §2: Recommended Learning Pathways, the pathways marked recommended in the catalogue. */
export function RecommendedPathways() {
  const pathways = usePathways();
  const recommended = (pathways.data ?? []).filter((p) => p.isRecommended);
  // Issue 10: pathways the learner's employer assigned, soonest due date first.
  const assigned = (pathways.data ?? [])
    .filter((p) => p.assignment !== null && p.progress < 100)
    .sort((a, b) => (a.assignment?.dueDate ?? "9999").localeCompare(b.assignment?.dueDate ?? "9999"));
  return (
    <SectionCard
      title="Recommended Learning Pathways"
      icon={<Route className="size-5 text-icon" aria-hidden="true" />}
      headingId="recommended-pathways-heading"
      action={
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={paths.pathways}>All pathways</Link>
        </Button>
      }
    >
      {pathways.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : pathways.isError ? (
        <QueryError title="Failed to load pathways" onRetry={() => pathways.refetch()} />
      ) : null}
      {assigned.length > 0 && (
        <section aria-labelledby="assigned-pathways-heading" className="mb-4">
          <h3 id="assigned-pathways-heading" className="mb-2 text-sm font-semibold text-foreground">
            Assigned to you
          </h3>
          <ul className="grid gap-2">
            {assigned.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2">
                <Link to={paths.pathways} className="font-medium text-primary underline-offset-4 hover:underline">
                  {p.title}
                </Link>
                <AssignmentBadge pathway={p} />
                <span className="text-xs text-body">{p.progress}% complete</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {pathways.isPending || pathways.isError ? null : recommended.length === 0 ? (
        <EmptyState title="No recommended pathways yet" description="New pathways appear here as they are published." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {recommended.map((p) => (
            <li key={p.id} className="flex [&>article]:flex-1">
              <PathwayCard pathway={p} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
