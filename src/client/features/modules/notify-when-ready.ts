/**
 * 'Notify When Ready' (spec 3 §2): the request is kept in the browser per module until the
 * content is published. Storage may be missing or refuse access (private browsing): then
 * nothing is remembered and nothing breaks.
 */
export const NOTIFY_STORAGE_KEY = "pivot:notify-when-ready";

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "getItem" | "setItem">;

export function readNotifyRequests(storage: ReadableStorage | null | undefined): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(NOTIFY_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const hasNotifyRequest = (storage: ReadableStorage | null | undefined, moduleId: number): boolean =>
  readNotifyRequests(storage).includes(moduleId);

/** Returns whether the request is now stored. */
export function addNotifyRequest(storage: WritableStorage | null | undefined, moduleId: number): boolean {
  if (!storage) return false;
  const requests = readNotifyRequests(storage);
  if (requests.includes(moduleId)) return true;
  try {
    storage.setItem(NOTIFY_STORAGE_KEY, JSON.stringify([...requests, moduleId]));
    return true;
  } catch {
    return false;
  }
}

/** window.localStorage, or null where the browser refuses it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
