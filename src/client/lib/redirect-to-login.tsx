import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadToaster } from "@/components/ui/lazy-toaster";
import { Spinner } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { loginHref, SIGN_IN_MESSAGES } from "../../contracts/routes";

/** spec 1 §4, §8–9: toast "Unauthorized", then go to /api/login after 500 ms. */
export const REDIRECT_DELAY_MS = 500;

/** Resolves once a toast is painted (or after about a second, whatever happens). */
function toastOnScreen(): Promise<void> {
  return new Promise((resolve) => {
    let frames = 0;
    const check = () => {
      if (document.querySelector("[data-slot='toast']") || ++frames > 60) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

let redirecting = false;

/**
 * Shows the sign-in notice and leaves for /api/login, once however many requests fail together.
 * The notice holds the screen, so the failed requests' own error toasts do not replace it.
 */
export async function redirectToLogin(returnTo: string, description = "You are logged out. Logging in again...") {
  if (redirecting) return;
  redirecting = true;
  toast({ title: "Unauthorized", description, variant: "destructive" }, { hold: true });
  // The toast region loads lazily; have it ready, and let the notice paint, before the delay starts.
  await loadToaster().catch(() => undefined);
  await toastOnScreen();
  setTimeout(() => window.location.assign(loginHref(returnTo)), REDIRECT_DELAY_MS);
}

/** spec 1 §8 for a request that failed with 401 Unauthorized: sign in again, then come back here. */
export const redirectToLoginFromHere = () => redirectToLogin(window.location.pathname + window.location.search);

export function RedirectToLogin() {
  const location = useLocation();
  const message = SIGN_IN_MESSAGES[location.pathname];
  useEffect(() => {
    void redirectToLogin(location.pathname + location.search, message);
  }, [location.pathname, location.search, message]);
  return <Spinner label={message ?? "Redirecting to sign-in"} />;
}
