import { useModules } from "@/components/api/get-modules";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { categoryOptions, DEFAULT_FILTERS, type LibraryFilters, moduleListParams } from "../library-filters";
import { LibraryModuleList } from "./library-module-list";
import { type Layout, ModuleFilters } from "./module-filters";

const MODULES_FAILED = { title: "Error", description: "Failed to load modules" };

/** The filters live in the page, so they survive switching tabs. */
export function ModulesTab({
  filters,
  setFilters,
  layout,
  setLayout,
}: {
  filters: LibraryFilters;
  setFilters: (filters: LibraryFilters) => void;
  layout: Layout;
  setLayout: (layout: Layout) => void;
}) {
  // spec 1 §5: only the search waits for the 300 ms pause; the other filters apply at once.
  const search = useDebouncedValue(filters.search);
  // With no filter set both read the same query: both name its toast.
  const modules = useModules(moduleListParams({ ...filters, search }), { errorToast: MODULES_FAILED });
  const catalogue = useModules({}, { errorToast: MODULES_FAILED });

  const filtered = JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);
  return (
    <div className="grid grid-cols-1 gap-4">
      <ModuleFilters
        filters={filters}
        onChange={setFilters}
        categories={categoryOptions(catalogue.data ?? [])}
        layout={layout}
        onLayoutChange={setLayout}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {modules.data && !modules.isError
          ? `${modules.data.length} ${modules.data.length === 1 ? "module" : "modules"}`
          : ""}
      </p>
      {modules.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-60" />
          ))}
        </div>
      ) : modules.isError ? (
        <QueryError title="Failed to load modules" onRetry={() => modules.refetch()} />
      ) : modules.data.length === 0 ? (
        <EmptyState
          title="No modules found"
          description="Try adjusting your search or filter criteria"
          action={
            filtered && (
              <Button variant="outline" size="sm" onClick={() => setFilters(DEFAULT_FILTERS)}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <div className={modules.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <LibraryModuleList modules={modules.data} layout={layout} />
        </div>
      )}
    </div>
  );
}
