import type { OrganizationDetail, OrganizationSummary } from "../contracts/organizations";
import type { OrganizationRole } from "../domain/organization-roles";

/**
 * Northwind as the organisation endpoints answer for it, seen by someone with `role`: for the
 * settings cards' and pages' tests. `changes` set what a test is about (its id, plan, seats…).
 */
export const testOrganization = (
  role: OrganizationRole,
  changes: Partial<OrganizationDetail> = {},
): OrganizationDetail => ({
  id: "org-1",
  name: "Northwind",
  slug: "northwind",
  role,
  logo: null,
  brandColor: null,
  joinPath: null,
  plan: null,
  seats: { limit: 5, used: 1, members: 1, pendingInvitations: 0 },
  createdAt: "2026-01-01T00:00:00.000Z",
  ...changes,
});

/** Northwind in the list of one's organisations (GET /api/organizations), active, with `role`. */
export const testOrganizationSummary = (
  role: OrganizationRole,
  changes: Partial<OrganizationSummary> = {},
): OrganizationSummary => ({
  id: "o1",
  name: "Northwind",
  slug: "northwind",
  role,
  memberCount: 3,
  active: true,
  logo: null,
  brandColor: null,
  ...changes,
});
