import { useEffect, useState } from "react";

/** spec 1 §5, §9: the library search is debounced by 300 ms. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms; every change restarts the pause. */
export function useDebouncedValue<T>(value: T, delay: number = LIBRARY_SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
