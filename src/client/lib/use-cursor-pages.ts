import { useCallback, useMemo, useState } from "react";

/**
 * Paging through a cursor-paged list one page at a time, newer and older: the cursors of the pages
 * seen so far are kept, so going back asks for the page before again (the first page has none).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  /** Back one page; on the first page it stays there. */
  const newer = useCallback(() => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)), []);
  /** On to the page that `next` (the list's nextCursor) starts; nothing when there is none. */
  const older = useCallback((next: string | null | undefined) => {
    if (next) setCursors((list) => [...list, next]);
  }, []);
  /** Back to the first page, when what is listed changes (a filter). */
  const reset = useCallback(() => setCursors([undefined]), []);
  return useMemo(
    () => ({ cursor: cursors[cursors.length - 1], isFirstPage: cursors.length === 1, newer, older, reset }),
    [cursors, newer, older, reset],
  );
}

export type CursorPages = ReturnType<typeof useCursorPages>;
