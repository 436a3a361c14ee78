import { Compass, Route } from "lucide-react";
import { usePathways } from "@/components/api/get-pathways";
import { PageHeader } from "@/components/page-header";
import { PathwayCard } from "@/components/pathway-card";
import { EmptyState, QueryError } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";

/** spec 1 §2: Learning Pathways at /pathways, with My Pathways (the learner's enrolments). */
export default function PathwaysPage() {
  const pathways = usePathways();
  const enrolled = (pathways.data ?? []).filter((p) => p.isEnrolled);
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-6 sm:py-8">
      <PageHeader
        title="Learning Pathways"
        description="Structured routes through the library, from B-Corp certification to inclusive leadership."
      />
      {pathways.isPending ? (
        <div role="status" aria-label="Loading pathways" className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : pathways.isError ? (
        <QueryError title="Failed to load pathways" onRetry={() => pathways.refetch()} />
      ) : (
        <>
          <section aria-labelledby="my-pathways-heading" className="grid grid-cols-1 gap-4">
            <h2 id="my-pathways-heading" className="flex items-center gap-2 text-xl font-semibold text-foreground">
              <Route className="size-5 text-icon" aria-hidden="true" /> My Pathways
            </h2>
            {enrolled.length === 0 ? (
              <EmptyState
                icon={Route}
                title="No pathways started yet"
                description="Enrol in a pathway below to follow its modules in order and track your progress here."
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {enrolled.map((p) => (
                  <li key={p.id} className="flex [&>article]:flex-1">
                    <PathwayCard pathway={p} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="all-pathways-heading" className="grid grid-cols-1 gap-4">
            <h2 id="all-pathways-heading" className="flex items-center gap-2 text-xl font-semibold text-foreground">
              <Compass className="size-5 text-icon" aria-hidden="true" /> All Pathways
            </h2>
            {pathways.data.length === 0 ? (
              <EmptyState
                icon={Compass}
                title="No pathways yet"
                description="Pathways appear here as soon as they are published."
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {pathways.data.map((p) => (
                  <li key={p.id} className="flex [&>article]:flex-1">
                    <PathwayCard pathway={p} detailed />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
