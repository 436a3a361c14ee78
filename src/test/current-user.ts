import type { CurrentUser } from "../contracts/auth";

/** Olu, a learner on the free plan whose active organisation is "o1"; `fields` change what a test needs. */
export const testUser = (fields: Partial<CurrentUser> = {}): CurrentUser => ({
  id: "me",
  email: "me@example.com",
  firstName: "Olu",
  lastName: "Owner",
  profileImageUrl: null,
  role: "learner",
  subscriptionStatus: "inactive",
  subscriptionPlan: "free",
  deletionRequestedAt: null,
  activeOrganizationId: "o1",
  ...fields,
});
