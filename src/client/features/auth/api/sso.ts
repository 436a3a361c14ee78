import { callApi } from "@/lib/api-client";
import { ssoEndpoints } from "../../../../contracts/api/sso";

// The sign-in page renders without the query client (it stays light), so these are plain calls like sign-in.ts.

/** Whether the address signs in with its organisation's identity provider. */
export const lookupSso = (email: string) => callApi(ssoEndpoints.lookup, { query: { email } });

/** Where to send the browser to sign in at the identity provider. */
export const startSso = (email: string, returnTo?: string) =>
  callApi(ssoEndpoints.start, { body: { email, ...(returnTo ? { returnTo } : {}) } });
