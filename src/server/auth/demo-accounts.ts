/**
 * The demo accounts the README publishes, with their shared password. The seed creates them; the
 * sign-in rules know them (the demo password is refused on a production site that did not ask for
 * them, and demo accounts end their oldest session at the device limit), so they live here, where
 * auth/ reads them without importing the seed (which imports features).
 */
export const DEMO_PASSWORD = "PivotDemo2026!";
export const DEMO_ACCOUNTS = {
  learner: { email: "learner@example.com", firstName: "Amara", lastName: "Okafor", role: "learner" },
  // The employer's powers come from owning Northwind Social Ltd (decision 132), not from a site role.
  employer: { email: "employer@example.com", firstName: "James", lastName: "Whitfield", role: "learner" },
  admin: { email: "admin@example.com", firstName: "Priya", lastName: "Shah", role: "admin" },
} as const;

/** README: a learner on the paid Professional plan, so a newcomer can see the premium side (issue 9). */
export const PREMIUM_DEMO_ACCOUNT = {
  email: "premium@example.com",
  firstName: "Tomás",
  lastName: "Reyes",
  role: "learner",
} as const;
