import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { testSupportEndpoints as endpoints } from "../../../contracts/api/test-support";
import { TEST_TEAM_MAX_MEMBERS } from "../../../contracts/test-support";
import { modules, organization } from "../../db/schema";
import { notFound } from "../../errors";
import { writeCatalogue } from "../../platform/caches/writes";
import { route } from "../../platform/http/route";
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

// The request and answer types, for the Playwright fixtures (e2e/fixtures.ts).
export type {
  AdminRequest,
  EmployerTeamRequest,
  TeamMemberRequest,
  TestCredentials,
  TestEmployerTeam,
} from "../../../contracts/test-support";

/** A value no other test (or earlier run against a reused server) has: e-mails and slugs are unique. */
const uniqueSuffix = () => randomBytes(6).toString("hex");
/** Strong and unique, so a common-password rule never refuses it. */
const strongPassword = () => `Pivot-e2e-${randomBytes(9).toString("base64url")}!x`;

export async function testSupportRoutes(app: FastifyInstance) {
  const { config, db } = app.services;
  if (config.env === "production") throw new Error("The test-support routes are never mounted in production");
  if (TEST_TEAM_MAX_MEMBERS !== MAX_TEAM_SIZE) {
    throw new Error(
      `TEST_TEAM_MAX_MEMBERS (${TEST_TEAM_MAX_MEMBERS}) must be the factories' MAX_TEAM_SIZE (${MAX_TEAM_SIZE})`,
    );
  }

  route(app, endpoints.employerTeam, async (request, reply) => {
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
  });

  route(app, endpoints.teamMember, async (request, reply) => {
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
  });

  // Issue 21: a domain the organisation has proved. Its DNS TXT check is the one step a browser journey
  // cannot take (domains.test.ts covers it); the journey goes on from there to single sign-on.
  route(app, endpoints.verifiedDomain, async (request, reply) => {
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
  });

  route(app, endpoints.admin, async (request, reply) => {
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
  });

  // Issue 14: a module of its own with no content yet, for the content generator's journey (the
  // catalogue's writers may have filled every module, and no test may empty one another test reads).
  route(app, endpoints.moduleWithoutContent, async (_request, reply) => {
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
          difficulty: "beginner",
        })
        .returning({ id: modules.id, title: modules.title }),
    );
    return reply.status(201).send(created);
  });
}
