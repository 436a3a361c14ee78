import { useEffect, useSyncExternalStore } from "react";
import { sessionEndpoints } from "../../contracts/api/session";
import type { CurrentUser } from "../../contracts/auth";
import { isPremiumUser } from "../../domain/access";
import { callApi, hrefOf } from "./api-client";
import { isUnauthorizedError } from "./api-request";

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "signed-in"; user: CurrentUser }
  | { status: "signed-out"; user: null };

/** Issue 26: the sign-in check answers 200 {user: null} signed out, so no page logs a failed request. */
const SESSION_URL = hrefOf(sessionEndpoints.session);

/**
 * spec 1 §4: sign-in state comes from one current-user request — signed in when it returns a
 * user, loading while it runs, signed out otherwise; never retried. A tiny store instead of a
 * query keeps TanStack Query out of the landing page's first load (DESIGN §7).
 */
let state: AuthState = { status: "loading", user: null };
let requested: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Starts the current-user request once and resolves when it has settled; main.tsx calls it before
 * the first render, so it runs beside React's start-up instead of after it.
 */
export function startAuthCheck(): Promise<void> {
  requested ??= callApi(sessionEndpoints.session).then(
    ({ user }) => publish(user ? { status: "signed-in", user } : { status: "signed-out", user: null }),
    (error) => {
      if (!isUnauthorizedError(error)) console.warn("Could not load the current user", error);
      publish({ status: "signed-out", user: null });
    },
  );
  return requested;
}

/**
 * Whether the server preloads the current user into this page, as it does for a request with a
 * session cookie (server/plugins/page-preload.ts): the answer is then already on its way.
 */
export const currentUserPreloaded = () => document.querySelector(`link[rel="preload"][href="${SESSION_URL}"]`) !== null;

/** After the profile changes, every screen shows the new name at once. */
export function setCurrentUser(user: CurrentUser) {
  publish({ status: "signed-in", user });
}

/** After the plan changes (billing), the header badge and premium locks follow at once. */
export async function refreshCurrentUser(): Promise<void> {
  setCurrentUser(await callApi(sessionEndpoints.currentUser));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAuth(): AuthState {
  useEffect(() => {
    void startAuthCheck();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Premium content is open: an active plan, or an administrator (domain/access.ts). */
export const isPremium = (user: Pick<CurrentUser, "subscriptionStatus" | "role"> | null) => isPremiumUser(user);

export const fullName = (user: Pick<CurrentUser, "firstName" | "lastName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
