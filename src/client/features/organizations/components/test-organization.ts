import type { OrganizationDetail } from "../../../../contracts/organizations";
import type { OrganizationRole } from "../../../../domain/organization-roles";

/** Northwind as the organisation endpoints answer for it, seen by someone with `role`: for the settings cards' tests. */
export const testOrganization = (role: OrganizationRole): OrganizationDetail => ({
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
});
