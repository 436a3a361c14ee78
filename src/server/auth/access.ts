/**
 * Who may call a route: each endpoint declares one in its contract (contracts/endpoint.ts);
 * plugins/access-policy.ts checks it before the handler and requireAccess in session.ts decides.
 */
export type { Access, ApiKeyScope } from "../../contracts/endpoint";
