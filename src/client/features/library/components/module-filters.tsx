import { LayoutGrid, List } from "lucide-react";
import { ModuleSearch } from "@/components/module-search";
import { Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { MODULE_SORTS } from "../../../../contracts/modules";
import { MODULE_TYPE_LABELS, MODULE_TYPES, PILLARS } from "../../../../domain/pillars";
import { ALL, type LibraryFilters, SORT_LABELS } from "../library-filters";

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs text-body">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export type Layout = "grid" | "list";

/** spec 1 §2: search, category, PIVOT pillar, type, sort and the grid/list toggle. */
export function ModuleFilters({
  filters,
  onChange,
  categories,
  layout,
  onLayoutChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
  categories: string[];
  layout: Layout;
  onLayoutChange: (layout: Layout) => void;
}) {
  const set = (key: keyof LibraryFilters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        <ModuleSearch value={filters.search} onChange={set("search")} className="flex-1" />
        <fieldset className="flex shrink-0 rounded-md border p-0.5">
          <legend className="sr-only">Layout</legend>
          {(["grid", "list"] as const).map((option) => {
            const Icon = option === "grid" ? LayoutGrid : List;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={layout === option}
                aria-label={option === "grid" ? "Grid view" : "List view"}
                onClick={() => onLayoutChange(option)}
                className={cn(
                  "flex size-9 items-center justify-center rounded",
                  layout === option ? "bg-primary text-white" : "text-muted-foreground hover:bg-muted",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </button>
            );
          })}
        </fieldset>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect
          id="filter-category"
          label="Category"
          value={filters.category}
          onChange={set("category")}
          options={[{ value: ALL, label: "All categories" }, ...categories.map((c) => ({ value: c, label: c }))]}
        />
        <FilterSelect
          id="filter-pillar"
          label="PIVOT pillar"
          value={filters.pivotPillar}
          onChange={set("pivotPillar")}
          options={[{ value: ALL, label: "All pillars" }, ...PILLARS.map((p) => ({ value: p, label: p }))]}
        />
        <FilterSelect
          id="filter-type"
          label="Type"
          value={filters.type}
          onChange={set("type")}
          options={[
            { value: ALL, label: "All types" },
            ...MODULE_TYPES.map((t) => ({ value: t, label: MODULE_TYPE_LABELS[t] })),
          ]}
        />
        <FilterSelect
          id="filter-sort"
          label="Sort by"
          value={filters.sort}
          onChange={set("sort")}
          options={MODULE_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>
    </div>
  );
}
