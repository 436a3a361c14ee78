import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { hasNoNul, invalidCharacter } from "../../../contracts/common";
import { domainField } from "../../../contracts/organizations";
import { modules, organization } from "../../db/schema";
import { notFound } from "../../errors";
import { writeCatalogue } from "../../platform/caches/writes";
import {
  addMember,
  createAdmin,
  createEmployerWithTeam,
  createLearner,
  MAX_TEAM_SIZE,
  seededRandom,
} from "../../test/factories";

/**
 * End-to-end test support (DESIGN §8: no browser test may depend on the seeded demo data or on another
 * test's writes). The e2e server keeps its database in memory inside its own process, so a
 * Playwright test cannot reach the factories directly: it asks these routes for its own employer
 * with a team, or its own administrator, and signs in with the credentials they answer.
 *
 * Mounted only when E2E_TEST_SUPPORT=true outside production (config.ts refuses the combination;
 * the plugin refuses it again here and the access policy answers 404 in production).
 */

const credentialsSchema = z.object({
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TestCredentials = z.infer<typeof credentialsSchema>;

export const employerTeamRequestSchema = z.object({
  /** Team members (organisation role member). */
  members: z.number().int().min(1).max(MAX_TEAM_SIZE).default(8),
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

const verifiedDomainRequestSchema = z.object({
  organizationId: z.string().min(1).max(100).refine(hasNoNul, invalidCharacter("organizationId")),
  domain: domainField,
});

/** A value no other test (or earlier run against a reused server) has: e-mails and slugs are unique. */
const uniqueSuffix = () => randomBytes(6).toString("hex");
/** Strong and unique, so a common-password rule never refuses it. */
const strongPassword = () => `Pivot-e2e-${randomBytes(9).toString("base64url")}!x`;

export async function testSupportRoutes(app: FastifyInstance) {
  const { config, db } = app.services;
  if (config.env === "production") throw new Error("The test-support routes are never mounted in production");
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/test-support/employer-team",
    {
      schema: { body: employerTeamRequestSchema, response: { 201: employerTeamSchema } },
      config: { access: "testSupport" },
    },
    async (request, reply) => {
      const suffix = uniqueSuffix();
      const password = strongPassword();
      const team = await createEmployerWithTeam(db, {
        employer: { email: `employer-${suffix}@e2e.example.com`, firstName: "Jordan", lastName: "Reyes", password },
        organization: { name: `Test Organisation ${suffix}`, slug: `test-organisation-${suffix}` },
        members: request.body.members,
        memberEmailDomain: `team-${suffix}.example.com`,
        random: seededRandom(request.body.progressSeed),
        now: new Date(),
      });
      return reply.status(201).send({
        employer: {
          email: team.employer.email,
          password,
          firstName: team.employer.firstName,
          lastName: team.employer.lastName,
        },
        organization: { id: team.organization.id, name: team.organization.name },
        members: team.members.map((m) => ({ id: m.id, name: m.name, email: m.email, department: m.department })),
      });
    },
  );

  typed.post(
    "/api/test-support/team-member",
    {
      schema: { body: teamMemberRequestSchema, response: { 201: credentialsSchema } },
      config: { access: "testSupport" },
    },
    async (request, reply) => {
      const [found] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, request.body.organizationId));
      if (!found) throw notFound("Organisation not found");
      const password = strongPassword();
      const learner = await createLearner(db, {
        email: `member-${uniqueSuffix()}@e2e.example.com`,
        firstName: request.body.firstName,
        lastName: request.body.lastName,
        password,
      });
      await addMember(db, {
        organizationId: request.body.organizationId,
        userId: learner.id,
        role: "member",
        department: null,
      });
      return reply
        .status(201)
        .send({ email: learner.email, password, firstName: learner.firstName, lastName: learner.lastName });
    },
  );

  // Issue 21: a domain the organisation has proved. Its DNS TXT check is the one step a browser journey
  // cannot take (domains.test.ts covers it); the journey goes on from there to single sign-on.
  typed.post(
    "/api/test-support/verified-domain",
    {
      schema: { body: verifiedDomainRequestSchema, response: { 201: z.object({ domain: z.string() }) } },
      config: { access: "testSupport" },
    },
    async (request, reply) => {
      const [found] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, request.body.organizationId));
      if (!found) throw notFound("Organisation not found");
      await db.execute(sql`
        insert into organization_domains (organization_id, domain, token, verified_at)
        values (${found.id}, ${request.body.domain}, ${randomBytes(16).toString("hex")}, now())
        on conflict (organization_id, domain) do update set verified_at = now()
      `);
      return reply.status(201).send({ domain: request.body.domain });
    },
  );

  typed.post(
    "/api/test-support/admin",
    {
      schema: { body: adminRequestSchema, response: { 201: credentialsSchema } },
      config: { access: "testSupport" },
    },
    async (request, reply) => {
      const password = strongPassword();
      const admin = await createAdmin(db, {
        email: `admin-${uniqueSuffix()}@e2e.example.com`,
        firstName: request.body.firstName,
        lastName: request.body.lastName,
        password,
      });
      return reply
        .status(201)
        .send({ email: admin.email, password, firstName: admin.firstName, lastName: admin.lastName });
    },
  );

  // Issue 14: a module of its own with no content yet, for the content generator's journey (the
  // catalogue's writers may have filled every module, and no test may empty one another test reads).
  typed.post(
    "/api/test-support/module-without-content",
    {
      schema: { response: { 201: z.object({ id: z.number(), title: z.string() }) } },
      config: { access: "testSupport" },
    },
    async (_request, reply) => {
      const suffix = uniqueSuffix();
      const [created] = await writeCatalogue(db, () =>
        db
          .insert(modules)
          .values({
            slug: `e2e-hybrid-meetings-${suffix}`,
            title: `Inclusive Hybrid Meetings ${suffix}`,
            description:
              "How to run hybrid meetings where remote and in-room colleagues are heard equally, from agendas to follow-up.",
            category: "Inclusive Leadership",
            pivotPillar: "Purpose",
            type: "video",
            duration: 20,
            difficulty: "beginner",
          })
          .returning({ id: modules.id, title: modules.title }),
      );
      return reply.status(201).send(created);
    },
  );
}
