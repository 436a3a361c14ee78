import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * A long list rendered a page at a time (a team can have thousands of rows): the rows shown, Show
 * more for the next page, and `restart` back to one page when a search or filter changes the list.
 */
export function usePagedRows<T>(rows: readonly T[], pageSize: number) {
  const [limit, setLimit] = useState(pageSize);
  return {
    shown: rows.slice(0, limit),
    total: rows.length,
    showMore: () => setLimit((n) => n + pageSize),
    restart: () => setLimit(pageSize),
  };
}

type PagedRows = ReturnType<typeof usePagedRows>;

/** The search box over a team list, by name, department or pathway. */
export function TeamListSearch({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width from the small breakpoint on. */
  className: string;
}) {
  return (
    <div className={cn("grid w-full gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder="Name, department or pathway"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Under the list: how many rows are shown of how many (`of`, e.g. "12 team members"), and Show more. */
export function ShowMoreRows({ paged, of }: { paged: PagedRows; of: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <p aria-live="polite">
        Showing {paged.shown.length} of {of}
      </p>
      {paged.total > paged.shown.length && (
        <Button variant="outline" size="sm" onClick={paged.showMore}>
          Show more
        </Button>
      )}
    </div>
  );
}
