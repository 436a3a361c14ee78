import { z } from "zod";
import { hasNoNul, invalidCharacter } from "./common";
import { domainField } from "./organizations";

/**
 * End-to-end test support (DESIGN §8; server/features/test-support): what a Playwright test asks for
 * (its own employer with a team, its own administrator) and the credentials it signs in with.
 */

/**
 * The most members a test team may have: one per first name the factories know (server/test/factories.ts
 * MAX_TEAM_SIZE; the test-support routes refuse to start if the two differ).
 */
export const TEST_TEAM_MAX_MEMBERS = 24;

export const credentialsSchema = z.object({
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TestCredentials = z.infer<typeof credentialsSchema>;

export const employerTeamRequestSchema = z.object({
  /** Team members (organisation role member). */
  members: z.number().int().min(1).max(TEST_TEAM_MAX_MEMBERS).default(8),
  /** Seeds the members' progress: the same seed gives the same figures on every run. */
  progressSeed: z.number().int().min(0).default(2026),
});
export type EmployerTeamRequest = z.input<typeof employerTeamRequestSchema>;

export const employerTeamSchema = z.object({
  employer: credentialsSchema,
  organization: z.object({ id: z.string(), name: z.string() }),
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), department: z.string() })),
});
export type TestEmployerTeam = z.infer<typeof employerTeamSchema>;

export const adminRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(80).default("Priya"),
  lastName: z.string().trim().min(1).max(80).default("Admin"),
});
export type AdminRequest = z.input<typeof adminRequestSchema>;

/** A learner who can sign in, added to an organisation as a team member (the team hub's journeys). */
export const teamMemberRequestSchema = z.object({
  organizationId: z.string().min(1).max(100).refine(hasNoNul, invalidCharacter("organizationId")),
  firstName: z.string().trim().min(1).max(80).default("Sam"),
  lastName: z.string().trim().min(1).max(80).default("Teammate"),
});
export type TeamMemberRequest = z.input<typeof teamMemberRequestSchema>;

export const verifiedDomainRequestSchema = z.object({
  organizationId: z.string().min(1).max(100).refine(hasNoNul, invalidCharacter("organizationId")),
  domain: domainField,
});

export const verifiedDomainSchema = z.object({ domain: z.string() });

export const createdModuleSchema = z.object({ id: z.number(), title: z.string() });
