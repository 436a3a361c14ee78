import { useEffect, useRef } from "react";
import { protectionEndpoints } from "../../contracts/api/protection";
import { callApi } from "./api-client";

/**
 * Issue 26 item 2: what the signed-in page shares about its session's idle clock. The heartbeat tells
 * the server a person is active; its answer says when the session would end without more activity.
 * Every tab of the browser shares one session, so they share that moment through localStorage: a
 * reader active in one tab keeps a quiet tab from warning or signing out.
 */

export const sendHeartbeat = () => callApi(protectionEndpoints.sessionHeartbeat);

/**
 * The page acts a few seconds before the server would end the session, so what it saves on the way
 * out still reaches a live session.
 */
export const SIGN_OUT_MARGIN_MS = 5_000;

const DEADLINE_KEY = "pivot.session.signOutAt";
const NOTICE_KEY = "pivot.session.signedOutNotice";

const storage = (kind: "localStorage" | "sessionStorage"): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
};

/** The moment (this browser's clock) this browser's session ends without activity, as last heard by any tab. */
export function sharedDeadline(): number | null {
  const value = Number(storage("localStorage")?.getItem(DEADLINE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function shareDeadline(deadlineMs: number) {
  try {
    storage("localStorage")?.setItem(DEADLINE_KEY, String(deadlineMs));
  } catch {
    // Storage full or refused: this tab still knows its own deadline.
  }
}

/** Calls `listener` with the deadline another tab has just heard. */
export function onSharedDeadline(listener: (deadlineMs: number) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key !== DEADLINE_KEY || !event.newValue) return;
    const value = Number(event.newValue);
    if (Number.isFinite(value)) listener(value);
  };
  window.addEventListener("storage", handle);
  return () => window.removeEventListener("storage", handle);
}

/** Whether any audio or video on the page is playing (a podcast in a background tab is activity). */
export const mediaPlaying = () =>
  Array.from(document.querySelectorAll<HTMLMediaElement>("audio, video")).some((m) => !m.paused && !m.ended);

type Saver = () => Promise<unknown> | unknown;
const savers = new Set<{ current: Saver }>();

/**
 * What a page saves before an idle sign-out (the module page keeps how far the reader got). The
 * latest `save` runs; it must be quick, and a failure does not hold the sign-out up.
 */
export function useSaveBeforeIdleSignOut(save: Saver) {
  const ref = useRef(save);
  ref.current = save;
  useEffect(() => {
    savers.add(ref);
    return () => {
      savers.delete(ref);
    };
  }, []);
}

/** Runs every registered saver, waiting at most `timeoutMs` for them together. */
export async function runSaversBeforeSignOut(timeoutMs = 4_000): Promise<void> {
  const all = Promise.allSettled([...savers].map(async (saver) => saver.current()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([all, limit]);
  clearTimeout(timer);
}

/** Kept for the sign-in page (per tab): why the person was signed out. */
export function leaveSignedOutNotice(text: string) {
  try {
    storage("sessionStorage")?.setItem(NOTICE_KEY, text);
  } catch {
    // The toast already said it.
  }
}

/** The notice an idle sign-out left for the sign-in page, if any. */
export const signedOutNotice = (): string | null => storage("sessionStorage")?.getItem(NOTICE_KEY) ?? null;

export function clearSignedOutNotice() {
  storage("sessionStorage")?.removeItem(NOTICE_KEY);
}
