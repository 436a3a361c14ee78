import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/** spec 1 §5, §9: the library search is debounced by 300 ms. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms; every change restarts the pause. */
export function useDebouncedValue<T>(value: T, delay: number = LIBRARY_SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // The pause ends and the value settles (rendered, and its request sent) in one task. A plain
    // setState would leave a render queued behind the timer, and an input event landing before it
    // would let a value the user has already left reach the server.
    const timer = setTimeout(() => flushSync(() => setDebounced(value)), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
