import { useCallback, useEffect, useState } from "react";

/**
 * spec 2 §1: the JEDI tools work locally. Their records and state stay in this browser's
 * localStorage, under keys of the signed-in user (two people sharing a browser keep theirs apart),
 * survive a reload and go with Clear data.
 */
const PREFIX = "pivot.jedi";
const CLEARED_EVENT = "pivot:jedi-cleared";

const storageKey = (userId: string, tool: string) => `${PREFIX}.${userId}.${tool}`;

function read<T>(key: string, initial: T, isValid: (value: unknown) => value is T): T {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return initial;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : initial;
  } catch {
    return initial;
  }
}

/** State kept in localStorage; a stored value that no longer has the expected shape is ignored. */
export function useLocalState<T>(
  userId: string,
  tool: string,
  initial: () => T,
  isValid: (value: unknown) => value is T,
): [T, (update: T | ((current: T) => T)) => void] {
  const key = storageKey(userId, tool);
  const [value, setValue] = useState<T>(() => read(key, initial(), isValid));

  useEffect(() => {
    const reset = () => setValue(initial());
    window.addEventListener(CLEARED_EVENT, reset);
    return () => window.removeEventListener(CLEARED_EVENT, reset);
    // initial is a factory of a constant value
  }, [initial]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      setValue((current) => {
        const resolved = typeof next === "function" ? (next as (c: T) => T)(current) : next;
        try {
          window.localStorage.setItem(key, JSON.stringify(resolved));
        } catch {
          // Storage full or blocked: the state still works for this visit.
        }
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}

/** Clear data: removes every JEDI tool's state of this user from the browser and resets the screens. */
export function clearJediData(userId: string) {
  const prefix = `${PREFIX}.${userId}.`;
  const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
    (k): k is string => k?.startsWith(prefix) === true,
  );
  for (const k of keys) window.localStorage.removeItem(k);
  window.dispatchEvent(new Event(CLEARED_EVENT));
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");
