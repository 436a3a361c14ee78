import { betterAuthEndpoints } from "../../contracts/api/auth";
import type { Endpoint } from "../../contracts/endpoint";
import type { Access } from "./access";

/** Where Better Auth is mounted (auth.ts `basePath`). */
export const BETTER_AUTH_BASE = "/api/auth";

export interface BetterAuthEndpoint {
  method: "GET" | "POST";
  /** The path below /api/auth, as Better Auth routes it (`:name` for a path parameter). */
  path: string;
  access: Access;
  /** Its contract (contracts/api/auth.ts), from which the proxy registers its route. */
  endpoint: Endpoint;
}

/**
 * The Better Auth endpoints the product uses, one contract each (contracts/api/auth.ts); every other
 * one (organisation management, update-user, API keys, …) has no route, so it answers 404 before
 * Better Auth sees it. Profile changes go through /api/account/profile, which applies our validation;
 * organisations are managed by the employer feature.
 */
export const BETTER_AUTH_ENDPOINTS: readonly BetterAuthEndpoint[] = Object.values(betterAuthEndpoints).map(
  (endpoint) => ({
    method: endpoint.method,
    path: endpoint.path.slice(BETTER_AUTH_BASE.length),
    access: endpoint.access,
    endpoint,
  }),
);
