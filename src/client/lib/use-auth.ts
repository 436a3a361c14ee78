import { useEffect, useSyncExternalStore } from "react";
import type { CurrentUser } from "../../contracts/auth";
import { getJson, isUnauthorizedError } from "./api-request";

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "signed-in"; user: CurrentUser }
  | { status: "signed-out"; user: null };

/**
 * spec 1 §4: sign-in state comes from one current-user request — signed in when it returns a
 * user, loading while it runs, signed out otherwise; never retried. A tiny store instead of a
 * query keeps TanStack Query out of the landing page's first load (DESIGN §7).
 */
let state: AuthState = { status: "loading", user: null };
let requested = false;
const listeners = new Set<() => void>();

function publish(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function loadCurrentUser() {
  if (requested) return;
  requested = true;
  getJson<CurrentUser>("/api/auth/user").then(
    (user) => publish({ status: "signed-in", user }),
    (error) => {
      if (!isUnauthorizedError(error)) console.warn("Could not load the current user", error);
      publish({ status: "signed-out", user: null });
    },
  );
}

/** After the profile changes, every screen shows the new name at once. */
export function setCurrentUser(user: CurrentUser) {
  publish({ status: "signed-in", user });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAuth(): AuthState {
  useEffect(loadCurrentUser, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export const isPremium = (user: Pick<CurrentUser, "subscriptionStatus"> | null) =>
  user?.subscriptionStatus === "active";

export const fullName = (user: Pick<CurrentUser, "firstName" | "lastName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
