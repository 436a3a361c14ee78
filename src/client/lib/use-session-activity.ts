import { useCallback, useEffect, useRef, useState } from "react";
import { paths } from "../../contracts/routes";
import { heartbeatDue, idleSignedOutText, idleWarningAtMs, secondsUntil } from "../../domain/session-activity";
import { isUnauthorizedError } from "./api-request";
import { redirectToLogin, redirectToLoginFromHere } from "./redirect-to-login";
import {
  leaveSignedOutNotice,
  mediaPlaying,
  onSharedDeadline,
  runSaversBeforeSignOut,
  SIGN_OUT_MARGIN_MS,
  sendHeartbeat,
  shareDeadline,
  sharedDeadline,
} from "./session-activity";

/**
 * Issue 26 item 2: the signed-in page's side of the idle timeout. Activity (pointer, keys, scrolling,
 * media playing, answering a check) sends a heartbeat at most once a minute while the page is visible
 * or media plays; a minute before the session would end, `secondsLeft` starts counting down for the
 * warning; at the end, what can be saved is saved and the person goes to sign in, coming back here.
 */

/** Events that mean a person is here. Media's timeupdate does not bubble: listened for while capturing. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll", "timeupdate"] as const;

/** Saves what can be saved, ends the session and goes to sign in, returning to this page afterwards. */
export async function signOutForIdle(idleMinutes: number) {
  const text = idleSignedOutText(idleMinutes);
  await runSaversBeforeSignOut();
  await fetch(paths.apiLogout, { method: "POST", credentials: "same-origin", redirect: "manual" }).catch(() => {});
  leaveSignedOutNotice(text);
  await redirectToLogin(window.location.pathname + window.location.search, text);
}

export interface SessionActivity {
  /** The idle timeout of this person's sessions, in minutes, as the server last said. */
  idleMinutes: number;
  /** Seconds left while the warning shows (60 down to 1), else null. */
  secondsLeft: number | null;
  /** "Stay signed in": a heartbeat whatever the throttle says. */
  staySignedIn: () => void;
}

export function useSessionActivity({
  onIdle = signOutForIdle,
}: {
  /** What happens when the idle timeout arrives (tests watch it). */
  onIdle?: (idleMinutes: number) => unknown;
} = {}): SessionActivity {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // spec 3 §9: the free plan's 30 minutes until the first heartbeat answers.
  const [idleMinutes, setIdleMinutes] = useState(30);
  const idleMinutesRef = useRef(idleMinutes);
  const lastSent = useRef<number | null>(null);
  const inFlight = useRef(false);
  const ended = useRef(false);
  const warning = deadline !== null && now >= idleWarningAtMs(deadline);
  const warningRef = useRef(warning);
  warningRef.current = warning;

  /** A later moment heard from the server or another tab moves the deadline on; an earlier one does not. */
  const extend = useCallback((next: number) => {
    setDeadline((current) => (current === null || next > current ? next : current));
    setNow(Date.now());
  }, []);

  const beat = useCallback(async (force: boolean) => {
    const nowMs = Date.now();
    if (ended.current || inFlight.current) return;
    const visible = document.visibilityState !== "hidden";
    if (!force && !heartbeatDue({ nowMs, lastSentMs: lastSent.current, visible, mediaPlaying: mediaPlaying() })) {
      return;
    }
    inFlight.current = true;
    lastSent.current = nowMs;
    try {
      const answer = await sendHeartbeat();
      idleMinutesRef.current = answer.idleTimeoutMinutes;
      setIdleMinutes(answer.idleTimeoutMinutes);
      const next = Date.now() + answer.signOutInSeconds * 1000 - SIGN_OUT_MARGIN_MS;
      shareDeadline(next);
      // Our own answer is the server's latest word: it may also bring the deadline forward.
      setDeadline(next);
      setNow(Date.now());
    } catch (error) {
      // Signed out elsewhere (or by the server's idle rule): spec 1 §8's sign-in notice.
      if (isUnauthorizedError(error)) {
        ended.current = true;
        void redirectToLoginFromHere();
      }
      // Offline or a server error: the next activity after the minute tries again.
    } finally {
      inFlight.current = false;
    }
  }, []);

  // The page opening is activity, and tells the page its deadline.
  useEffect(() => {
    void beat(true);
  }, [beat]);

  useEffect(() => {
    // While the warning shows, only "Stay signed in" (or closing the warning) keeps the session.
    const onActivity = (event: Event) => {
      // Pressing Sign Out ends the session: a heartbeat sent with it would race the sign-out and be refused.
      if (event.target instanceof Element && event.target.closest("[data-ends-session]")) return;
      if (!warningRef.current) void beat(false);
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, options);
    // Back to a tab: the countdown catches up with time spent away (timers sleep in hidden tabs).
    const onVisible = () => {
      const shared = sharedDeadline();
      if (shared !== null) extend(shared);
      setNow(Date.now());
    };
    document.addEventListener("visibilitychange", onVisible);
    const stopSharing = onSharedDeadline(extend);
    return () => {
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, options);
      document.removeEventListener("visibilitychange", onVisible);
      stopSharing();
    };
  }, [beat, extend]);

  // A timer to the warning, then a tick a second for the countdown.
  useEffect(() => {
    if (deadline === null) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const startTicking = () => {
      setNow(Date.now());
      interval = setInterval(() => setNow(Date.now()), 1000);
    };
    const untilWarning = idleWarningAtMs(deadline) - Date.now();
    const timeout = untilWarning > 0 ? setTimeout(startTicking, untilWarning) : undefined;
    if (untilWarning <= 0) startTicking();
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [deadline]);

  // The idle timeout: unless another tab heard of activity meanwhile, sign out.
  useEffect(() => {
    if (deadline === null || now < deadline || ended.current) return;
    const shared = sharedDeadline();
    if (shared !== null && shared > deadline) {
      extend(shared);
      return;
    }
    ended.current = true;
    void onIdle(idleMinutesRef.current);
  }, [deadline, now, extend, onIdle]);

  const staySignedIn = useCallback(() => void beat(true), [beat]);
  return {
    idleMinutes,
    secondsLeft: warning && deadline !== null ? Math.max(1, secondsUntil(deadline, now)) : null,
    staySignedIn,
  };
}
