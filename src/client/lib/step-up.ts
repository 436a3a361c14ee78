import { useSyncExternalStore } from "react";
import { STEP_UP_REQUIRED_MESSAGE } from "../../domain/two-factor";
import { ApiError } from "./api-request";

/**
 * Issue 43 step-up: a sensitive action refused because the second factor is older than 15 minutes asks
 * for a code (the step-up dialog, mounted once by the app's providers), then the person repeats it.
 * The query client raises it for every mutation, so no screen has to.
 */
let requested = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const isStepUpRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.serverMessage === STEP_UP_REQUIRED_MESSAGE;

export function requestStepUp(): void {
  requested = true;
  notify();
}

export function dismissStepUp(): void {
  requested = false;
  notify();
}

/** Whether the step-up dialog should show. */
export function useStepUpRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
