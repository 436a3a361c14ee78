import { apiRequest, getJson } from "@/lib/api-request";
import type { SsoLookup } from "../../../../contracts/sso";

// The sign-in page renders without the query client (it stays light), so these are plain calls like sign-in.ts.

/** GET /api/sso/lookup?email=: whether the address signs in with its organisation's identity provider. */
export const lookupSso = (email: string) => getJson<SsoLookup>(`/api/sso/lookup?email=${encodeURIComponent(email)}`);

/** POST /api/sso/start: where to send the browser to sign in at the identity provider. */
export const startSso = (email: string, returnTo?: string) =>
  apiRequest<{ url: string }>("POST", "/api/sso/start", { email, ...(returnTo ? { returnTo } : {}) });
