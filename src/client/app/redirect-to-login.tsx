import { useEffect } from "react";
import { useLocation } from "react-router";
import { Spinner } from "../components/ui/skeleton";
import { toast } from "../components/ui/use-toast";
import { loginHref } from "./paths";

/** spec 1 §4, §8–9: toast "Unauthorized", then go to /api/login after 500 ms. */
export const REDIRECT_DELAY_MS = 500;

export async function redirectToLogin(returnTo: string) {
  // The toast region loads lazily; have it ready so the notice shows for the whole delay.
  await import("../components/ui/toaster").catch(() => undefined);
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => window.location.assign(loginHref(returnTo)), REDIRECT_DELAY_MS);
}

export function RedirectToLogin() {
  const location = useLocation();
  useEffect(() => {
    void redirectToLogin(location.pathname + location.search);
  }, [location.pathname, location.search]);
  return <Spinner label="Redirecting to sign-in" />;
}
