import { Route } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../../contracts/routes";
import { usePathways } from "../../../components/api/get-pathways";
import { PathwayCard } from "../../../components/pathway-card";
import { EmptyState, QueryError } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";

/** spec 1 §2: Recommended Learning Pathways, the pathways marked recommended in the catalogue. */
export function RecommendedPathways() {
  const pathways = usePathways();
  const recommended = (pathways.data ?? []).filter((p) => p.isRecommended);
  return (
    <SectionCard
      title="Recommended Learning Pathways"
      icon={<Route className="size-5 text-brand-600" aria-hidden="true" />}
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
      ) : recommended.length === 0 ? (
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
