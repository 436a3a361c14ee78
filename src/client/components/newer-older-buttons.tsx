import { Button } from "@/components/ui/button";
import type { CursorPages } from "@/lib/use-cursor-pages";

/** Newer and Older for a list paged with useCursorPages; the caller places them (a nav, a row). */
export function NewerOlderButtons({
  pages,
  nextCursor,
}: {
  pages: CursorPages;
  nextCursor: string | null | undefined;
}) {
  return (
    <>
      <Button variant="outline" size="sm" disabled={pages.isFirstPage} onClick={pages.newer}>
        Newer
      </Button>
      <Button variant="outline" size="sm" disabled={!nextCursor} onClick={() => pages.older(nextCursor)}>
        Older
      </Button>
    </>
  );
}
