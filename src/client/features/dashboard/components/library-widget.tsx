import { Library } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useModules } from "@/components/api/get-modules";
import { ModuleCard } from "@/components/module-card";
import { ModuleSearch } from "@/components/module-search";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { paths } from "../../../../contracts/routes";
import { DASHBOARD_CATEGORIES } from "../../../../domain/pillars";
import { filterWidgetModules } from "../library-widget-filter";

/** spec 1 §2: the Content Library widget; the whole catalogue is read once and filtered here. */
export function LibraryWidget() {
  const modules = useModules();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>("All");
  const shown = filterWidgetModules(modules.data ?? [], search, category);

  return (
    <SectionCard
      title="Content Library"
      icon={<Library className="size-5 text-icon" aria-hidden="true" />}
      headingId="library-widget-heading"
      action={
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={paths.library}>Browse all</Link>
        </Button>
      }
    >
      <ModuleSearch value={search} onChange={setSearch} />
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Filter by category</legend>
        {DASHBOARD_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium transition-colors",
              category === c ? "border-primary bg-primary text-white" : "bg-white text-body hover:bg-muted",
            )}
          >
            {c}
          </button>
        ))}
      </fieldset>
      <div className="mt-4">
        {modules.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-44" />
            ))}
          </div>
        ) : modules.isError ? (
          <QueryError title="Failed to load modules" onRetry={() => modules.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="No modules found" description="Try adjusting your search or filter criteria" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {shown.map((m) => (
              <li key={m.id} className="flex">
                <div className="flex-1 [&>article]:h-full">
                  <ModuleCard module={m} actionLabel="View Module" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
