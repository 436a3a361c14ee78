import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadToaster } from "../components/ui/lazy-toaster";
import { Spinner } from "../components/ui/skeleton";
import { toast } from "../components/ui/use-toast";
import { loginHref } from "./paths";

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

export async function redirectToLogin(returnTo: string) {
  // The toast region loads lazily; have it ready, and let the notice paint, before the delay starts.
  await loadToaster().catch(() => undefined);
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  await toastOnScreen();
  setTimeout(() => window.location.assign(loginHref(returnTo)), REDIRECT_DELAY_MS);
}

export function RedirectToLogin() {
  const location = useLocation();
  useEffect(() => {
    void redirectToLogin(location.pathname + location.search);
  }, [location.pathname, location.search]);
  return <Spinner label="Redirecting to sign-in" />;
}
