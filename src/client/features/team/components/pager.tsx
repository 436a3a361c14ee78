import { Button } from "@/components/ui/button";

/** Previous / Next for a paged list, with where the reader is. */
export function Pager({
  page,
  hasMore,
  label,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  label: string;
  total?: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page}
        {total !== undefined ? ` · ${first}–${Math.min(total, page * pageSize)} of ${total}` : ""}
      </span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
