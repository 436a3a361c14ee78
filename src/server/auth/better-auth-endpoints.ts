import type { Access } from "./access";

export interface BetterAuthEndpoint {
  method: "GET" | "POST";
  /** The path below /api/auth, as Better Auth routes it (`:name` for a path parameter). */
  path: string;
  access: Access;
}

/**
 * The Better Auth endpoints the product uses; every other one (organisation management, update-user,
 * API keys, …) answers 404 before Better Auth sees it. Profile changes go through /api/account/profile,
 * which applies our validation; organisations are managed by the employer feature.
 */
export const BETTER_AUTH_ENDPOINTS: readonly BetterAuthEndpoint[] = [
  { method: "POST", path: "/sign-up/email", access: "public" },
  { method: "POST", path: "/sign-in/email", access: "public" },
  { method: "POST", path: "/sign-out", access: "signedIn" },
  { method: "GET", path: "/get-session", access: "public" },
  { method: "GET", path: "/error", access: "public" },
  // Forgotten passwords (issue 10): the request answers the same whether or not the address has an
  // account; the reset takes the single-use token from the e-mailed link.
  { method: "POST", path: "/request-password-reset", access: "public" },
  { method: "POST", path: "/reset-password", access: "public" },
  // E-mail verification (REQUIRE_EMAIL_VERIFICATION): the e-mailed link, and a fresh link on request.
  { method: "GET", path: "/verify-email", access: "public" },
  { method: "POST", path: "/send-verification-email", access: "public" },
  // Sign-in with the configured OpenID Connect provider (started by GET /api/login).
  { method: "GET", path: "/oauth2/callback/:providerId", access: "public" },
  // Single sign-on per organisation (issue 21): the OIDC callback, and the SAML assertion consumer
  // service the IdP posts its signed answer to (cross-site by design: see origin-check.ts). Sign-in
  // starts at /api/sso/start; providers are written by /api/organizations/{id}/sso, never /sso/register.
  { method: "GET", path: "/sso/callback/:providerId", access: "public" },
  { method: "POST", path: "/sso/saml2/sp/acs/:providerId", access: "public" },
  // User administration (the admin plugin checks the admin role again).
  { method: "GET", path: "/admin/list-users", access: { role: ["admin"] } },
  { method: "POST", path: "/admin/set-role", access: { role: ["admin"] } },
  { method: "POST", path: "/admin/ban-user", access: { role: ["admin"] } },
  { method: "POST", path: "/admin/unban-user", access: { role: ["admin"] } },
  { method: "POST", path: "/admin/revoke-user-sessions", access: { role: ["admin"] } },
  { method: "POST", path: "/admin/remove-user", access: { role: ["admin"] } },
];

const SEGMENT = /^[A-Za-z0-9_-]{1,200}$/;

/** The allowed endpoint a decoded path below /api/auth matches, if any. */
export function findBetterAuthEndpoint(method: string, path: string): BetterAuthEndpoint | undefined {
  const parts = path.split("/");
  return BETTER_AUTH_ENDPOINTS.find((endpoint) => {
    if (endpoint.method !== method) return false;
    const pattern = endpoint.path.split("/");
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => (p.startsWith(":") ? SEGMENT.test(parts[i]) : p === parts[i]))
    );
  });
}
