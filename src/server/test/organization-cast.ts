import { addMember, createOrganization, type OrganizationInput } from "./factories";
import type { TestApp, TestUser } from "./test-app";

/**
 * The people an organisation's API is tried with: its owner, an admin and a plain member, and a
 * stranger who owns another organisation.
 */
export interface OrganizationCast {
  orgId: string;
  otherOrgId: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  stranger: TestUser;
}

/** Signs the cast up and makes the two organisations (`organization` theirs, `other` the stranger's). */
export async function createOrganizationCast(
  t: TestApp,
  organization: OrganizationInput,
  other: OrganizationInput,
): Promise<OrganizationCast> {
  const db = t.database.db;
  const [owner, admin, member, stranger] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  const orgId = (await createOrganization(db, organization)).id;
  const otherOrgId = (await createOrganization(db, other)).id;
  await addMember(db, { organizationId: orgId, userId: owner.id, role: "owner", department: null });
  await addMember(db, { organizationId: orgId, userId: admin.id, role: "admin", department: null });
  await addMember(db, { organizationId: orgId, userId: member.id, role: "member", department: null });
  await addMember(db, { organizationId: otherOrgId, userId: stranger.id, role: "owner", department: null });
  return { orgId, otherOrgId, owner, admin, member, stranger };
}
