import type { Role } from "../../contracts/auth";

/**
 * Who may call a route: each route declares one in its config (plugins/access-policy.ts checks it before
 * the handler; requireAccess in session.ts decides). The policies are listed in access-policy.ts.
 */
export type Access =
  | "public"
  | "signedIn"
  | { role: readonly Exclude<Role, "learner">[] }
  | "owner"
  | "organisationMember"
  | "testSupport"
  /** A SCIM 2.0 route (/scim/v2): an organisation's bearer token, checked by the SCIM plugin, never a cookie. */
  | "scimToken";
