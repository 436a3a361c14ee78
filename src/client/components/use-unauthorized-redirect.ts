import { useEffect } from "react";
import { useLocation } from "react-router";
import { redirectToLogin } from "../app/redirect-to-login";
import { isUnauthorizedError } from "../lib/api-request";

/** spec 1 §8: a read that answers 401 Unauthorized sends the learner to sign in again. */
export function useUnauthorizedRedirect(...errors: unknown[]) {
  const location = useLocation();
  const unauthorized = errors.some(isUnauthorizedError);
  useEffect(() => {
    if (unauthorized) redirectToLogin(location.pathname + location.search);
  }, [unauthorized, location.pathname, location.search]);
  return unauthorized;
}
