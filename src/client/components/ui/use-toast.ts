import { useSyncExternalStore } from "react";

/** spec 1 §9: one toast at a time; dismissed toasts are removed after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
}

type ToastInput = Omit<ToastItem, "id" | "open">;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          emit(toasts.filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
}

/** A toast shown with `hold` stays until it closes: no later toast replaces it. */
let heldId: string | null = null;

/**
 * Shows a toast, replacing the one on screen (one at a time). `hold` keeps it there until it
 * closes: spec 1 §8's sign-in notice must not give way to the error toasts of the failed requests
 * that caused it. While a held toast is open, other toasts are not shown.
 */
export function toast(input: ToastInput, { hold = false }: { hold?: boolean } = {}) {
  const id = String(++counter);
  if (heldId !== null && toasts.some((t) => t.id === heldId && t.open)) return { id, dismiss: () => undefined };
  if (hold) heldId = id;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
