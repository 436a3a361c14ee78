import { Route } from "lucide-react";
import { usePathways } from "@/components/api/get-pathways";
import { PathwayCard } from "@/components/pathway-card";
import { EmptyState, QueryError } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";

export function PathwaysTab() {
  const pathways = usePathways();
  if (pathways.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-52" />
        ))}
      </div>
    );
  }
  if (pathways.isError) return <QueryError title="Failed to load pathways" onRetry={() => pathways.refetch()} />;
  if (pathways.data.length === 0) {
    return (
      <EmptyState
        icon={Route}
        title="No pathways yet"
        description="Pathways appear here as soon as they are published."
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {pathways.data.map((p) => (
        <li key={p.id} className="flex [&>article]:flex-1">
          <PathwayCard pathway={p} />
        </li>
      ))}
    </ul>
  );
}
