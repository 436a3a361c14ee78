/**
 * Roles within an organisation (issue 20, decision 132). They replace the global "employer" role for
 * everything organisation-scoped: the owner runs the organisation and its plan, admins run its
 * people and settings, managers see the employer views for their own reports, members learn.
 */
export const ORGANIZATION_ROLES = ["owner", "admin", "manager", "member"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const isOrganizationRole = (value: unknown): value is OrganizationRole =>
  typeof value === "string" && (ORGANIZATION_ROLES as readonly string[]).includes(value);

/** Who administers members, invitations, departments and settings. */
export const canAdminister = (role: OrganizationRole | null) => role === "owner" || role === "admin";

/** Who is offered the Employer Dashboard (spec 1 §2's view switcher). */
export const canViewEmployerDashboard = (role: OrganizationRole | null) =>
  role === "owner" || role === "admin" || role === "manager";

/** Managers see their own reports only; owners and admins see everyone. */
export const seesWholeTeam = (role: OrganizationRole | null) => role === "owner" || role === "admin";

/** Only an owner may make someone else an owner or an admin (an admin cannot raise anyone above themselves). */
export function mayGrantRole(granter: OrganizationRole, role: OrganizationRole): boolean {
  if (granter === "owner") return true;
  if (granter === "admin") return role === "manager" || role === "member";
  return false;
}

/**
 * Whether making `managerId` the line manager of `memberId` would close a loop: walking up from the
 * proposed manager reaches the member. `managerOf` maps a member to their current manager.
 */
export function createsManagerCycle(
  managerOf: ReadonlyMap<string, string | null>,
  memberId: string,
  managerId: string,
): boolean {
  const seen = new Set<string>();
  for (let current: string | null | undefined = managerId; current; current = managerOf.get(current)) {
    if (current === memberId) return true;
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}

/** The role in a sentence, "invited you to join as a member": the invitation e-mail and its page. */
export const ROLE_IN_A_SENTENCE: Record<OrganizationRole, string> = {
  owner: "an owner",
  admin: "an admin",
  manager: "a manager",
  member: "a member",
};
