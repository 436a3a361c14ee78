import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, HTTPMethods } from "fastify";
import type { Role } from "../../contracts/auth";
import { isPremiumModule } from "../../domain/access";
import { DOWNLOAD_RESOURCES } from "../../domain/downloads";
import { CURRENT_DPA_VERSION } from "../../domain/dpa";
import { ASSESSMENT_QUESTIONS } from "../../domain/jedi-assessment";
import { guidesFor } from "../../domain/module-resources";
import { PIVOT_STATEMENTS } from "../../domain/pivot-assessment";
import type { ScenarioNode } from "../../domain/scenarios";
import { SESSION_EXPIRES_IN_S } from "../auth/session";
import { SESSION_COOKIE_NAMES } from "../auth/session-token";
import { queryRows, rowsOf } from "../db/rows";
import { certificates, knowledgeCheckQuestions, modules, pathways, payments, session } from "../db/schema";
import { createPlayerSessionRow } from "../features/lms-player/player-fixtures";
import { recordEntry } from "../features/pay-gap/pay-gap-fixtures";
import { createApiKeyRow } from "../features/public-api/api-key-fixtures";
import { createScimTokenRow, createScimUserRow } from "../features/scim/scim-fixtures";
import { createWebhookEndpointRow } from "../features/webhooks/webhook-fixtures";
import { DEFAULT_PROTECTION_SETTINGS } from "../platform/protection/settings";
import { type Access, isApiRoute, type RoutePolicy } from "../plugins/access-policy";
import {
  addMember,
  createActivity,
  createAdmin,
  createComplianceRule,
  createDraft,
  createEmployerWithTeam,
  createKnowledgeCheckAttempt,
  createLearner,
  createLearningGoal,
  createMentoringRequest,
  createNotification,
  createOutboxMail,
  createStudyGroup,
  createSubscription,
  createSupportConversation,
  createTeamChallenge,
  createTeamEvent,
  createUserCertificate,
  createVerifiedDomainRow,
  seededRandom,
} from "./factories";
import { createTestApp, nextAddress, TEST_ORIGIN, type TestApp, type TestUser } from "./test-app";

/**
 * What the authorization matrix and the bad-input fuzzer share: the callers (signed out, a learner,
 * the employers of two organisations, an admin), the resources their requests name, every route the
 * app registered, and one valid request per route.
 */

export const CALLER_NAMES = ["signedOut", "learner", "employerA", "employerB", "admin"] as const;
export type CallerName = (typeof CALLER_NAMES)[number];

export interface Caller {
  name: CallerName;
  /** null when signed out. */
  user: (TestUser & { role: Role }) | null;
}

/**
 * A signed-in session for the user, written as Better Auth writes one (a session row and the signed
 * cookie), without a password sign-in: hashing costs a tenth of a second per user on a loaded machine.
 */
export async function signedInSession(t: TestApp, person: { id: string; email: string }): Promise<TestUser> {
  const token = randomBytes(24).toString("base64url");
  await t.database.db.insert(session).values({
    id: randomUUID(),
    token,
    userId: person.id,
    // A whole lifetime left: the session is not due for Better Auth's daily refresh.
    expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN_S * 1000),
  });
  const signature = createHmac("sha256", t.app.services.config.authSecret).update(token).digest("base64");
  const cookieName = SESSION_COOKIE_NAMES[1];
  return {
    id: person.id,
    email: person.email,
    cookie: `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`,
    address: nextAddress(),
  };
}

export interface World {
  callers: Record<CallerName, Caller>;
  organizationA: { id: string; name: string; memberIds: string[]; memberEmails: string[]; departmentId: number };
  organizationB: { id: string; name: string; memberIds: string[]; memberEmails: string[]; departmentId: number };
  /** An active module every plan opens, with an implementation guide. */
  freeModule: { id: number; guideId: string };
  /** Issue 46 item 3: a scenario of a module every plan opens, its first node and that node's first choice. */
  freeScenario: { moduleId: number; scenarioId: string; nodeId: string; choiceId: string };
  /** Another module every plan opens, which no request of the matrix writes to. */
  otherFreeModuleId: number;
  /** An active module every plan opens, with a podcast file. */
  freeMedia: { id: number; file: string };
  pathwayId: number;
  download: { resourceId: string; format: string };
  /**
   * Rows that exist and belong to someone none of the callers is (issue 29): a learner of organisation
   * B (`ownerId`) and organisation B itself. The matrix names these, never ids nobody has, so a
   * route that forgets its ownership check answers another's row and fails.
   */
  foreign: ForeignResources;
  /**
   * Issue 21: each organisation's SCIM bearer token (its owner holds it: employerA and employerB call
   * /scim/v2 with their organisation's), a provisioned, deactivated person of organisation A and A's
   * department as a SCIM group, and a domain each organisation verified (a token makes accounts only
   * there, issue 43 item 2).
   */
  scim: {
    tokenA: string;
    tokenB: string;
    userIdA: string;
    groupA: { id: string; name: string };
    domainA: string;
    domainB: string;
  };
  /**
   * Issue 23: each organisation's API key for /api/v1, write scope (its owner holds it: employerA and
   * employerB call the public API with their organisation's; apiKeyRequest below).
   */
  apiKeys: { a: string; b: string };
  /**
   * Issue 24: a player key (the LMS player, /api/lms/player) of a learner of each organisation, for the
   * free module (its owner holds it: employerA and employerB call the player's routes; playerRequest below).
   */
  playerKeys: { a: string; b: string };
  /**
   * Issue 23 item 5: a webhook endpoint of organisation B with one logged delivery; the matrix names it
   * under A's address, where it must not be found (404).
   */
  webhooksB: { endpointId: string; deliveryId: number };
}

export interface ForeignResources {
  ownerId: string;
  certificateId: number;
  goalId: number;
  notificationId: number;
  conversationId: number;
  paymentId: number;
  mailId: number;
  /** A generated draft (admins' work, nobody's own): admins may edit and publish it. */
  draftId: number;
  /** Organisation B's compliance assignment rule (issue 22). */
  complianceRuleId: number;
  /** Organisation B's team hub. */
  team: { activityId: number; groupId: number; eventId: number; challengeId: number; mentoringRequestId: number };
}

/**
 * The callers and their resources: the learner is a team member of organisation A, whose employer
 * manages it; organisation B has its own employer and team; the admin belongs to no organisation.
 */
export async function createWorld(t: TestApp): Promise<World> {
  const { db } = t.database;
  const suffix = randomBytes(4).toString("hex");
  const now = new Date();
  const teamA = await createEmployerWithTeam(db, {
    employer: { email: `employer-a-${suffix}@matrix.example.com`, firstName: "Ada", lastName: "Employer" },
    organization: { name: `Organisation A ${suffix}`, slug: `organisation-a-${suffix}` },
    members: 2,
    memberEmailDomain: `team-a-${suffix}.example.com`,
    random: seededRandom(1),
    now,
  });
  const teamB = await createEmployerWithTeam(db, {
    employer: { email: `employer-b-${suffix}@matrix.example.com`, firstName: "Bo", lastName: "Employer" },
    organization: { name: `Organisation B ${suffix}`, slug: `organisation-b-${suffix}` },
    members: 1,
    memberEmailDomain: `team-b-${suffix}.example.com`,
    random: seededRandom(2),
    now,
  });
  const learner = await createLearner(db, {
    email: `learner-${suffix}@matrix.example.com`,
    firstName: "Lee",
    lastName: "Learner",
  });
  await addMember(db, {
    organizationId: teamA.organization.id,
    userId: learner.id,
    role: "member",
    department: "Operations",
  });
  const admin = await createAdmin(db, {
    email: `admin-${suffix}@matrix.example.com`,
    firstName: "Al",
    lastName: "Admin",
  });

  const signIn = async (person: { id: string; email: string; role: Role }) => ({
    ...(await signedInSession(t, person)),
    role: person.role,
  });
  const callers: Record<CallerName, Caller> = {
    signedOut: { name: "signedOut", user: null },
    learner: { name: "learner", user: await signIn(learner) },
    employerA: { name: "employerA", user: await signIn(teamA.employer) },
    employerB: { name: "employerB", user: await signIn(teamB.employer) },
    admin: { name: "admin", user: await signIn(admin) },
  };

  const activeModules = await db
    .select({ id: modules.id, title: modules.title, category: modules.category, podcastUrl: modules.podcastUrl })
    .from(modules)
    .where(eq(modules.isActive, true))
    .orderBy(asc(modules.id));
  const free = activeModules.find((m) => !isPremiumModule(m) && guidesFor(m.title).length > 0);
  const withPodcast = activeModules.find((m) => !isPremiumModule(m) && m.podcastUrl);
  const other = activeModules.find((m) => !isPremiumModule(m) && m.id !== free?.id);
  const [pathway] = await db.select({ id: pathways.id }).from(pathways).orderBy(asc(pathways.id)).limit(1);
  if (!free || !other || !withPodcast?.podcastUrl || !pathway) {
    throw new Error("the catalogue needs two free modules (one with a guide), one with a podcast, and a pathway");
  }
  const scenarioRows = await queryRows<{ module_id: number; key: string; nodes: ScenarioNode[] }>(
    db,
    sql`select module_id, key, nodes from module_scenarios where retired_at is null order by module_id, position`,
  );
  // Not `other`: no request of the matrix writes to that module (it is how "owns" is checked).
  const freeIds = new Set(activeModules.filter((m) => !isPremiumModule(m) && m.id !== other.id).map((m) => m.id));
  const scenarioRow = scenarioRows.find((r) => freeIds.has(r.module_id));
  if (!scenarioRow) throw new Error("the catalogue needs a free module with a scenario");
  const freeScenario = {
    moduleId: scenarioRow.module_id,
    scenarioId: scenarioRow.key,
    nodeId: scenarioRow.nodes[0].id,
    choiceId: scenarioRow.nodes[0].choices[0].id,
  };
  const resource = DOWNLOAD_RESOURCES[0];
  const draftModule = activeModules.find((m) => ![free.id, other.id, withPodcast.id].includes(m.id));
  if (!draftModule) throw new Error("the catalogue needs a fourth module for a draft");
  const foreign = await createForeignResources(db, {
    owner: teamB.members[0],
    organizationId: teamB.organization.id,
    employerId: teamB.employer.id,
    moduleId: other.id,
    draftModuleId: draftModule.id,
    adminId: admin.id,
    now,
  });

  // A department of each organisation: A's "Operations" (the learner's), B's first.
  const departmentOf = async (organizationId: string) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from departments where organization_id = ${organizationId} order by (name = 'Operations') desc, id limit 1`,
      )
    )[0].id;

  const departmentA = await departmentOf(teamA.organization.id);
  const provisioned = await createLearner(db, {
    email: `provisioned-${suffix}@matrix.example.com`,
    firstName: "Pat",
    lastName: "Provisioned",
  });
  const scimDomains = { a: `scim-a-${suffix}.matrix.example.com`, b: `scim-b-${suffix}.matrix.example.com` };
  await createVerifiedDomainRow(db, { organizationId: teamA.organization.id, domain: scimDomains.a, now: new Date() });
  await createVerifiedDomainRow(db, { organizationId: teamB.organization.id, domain: scimDomains.b, now: new Date() });
  const scim = {
    domainA: scimDomains.a,
    domainB: scimDomains.b,
    tokenA: (await createScimTokenRow(db, { organizationId: teamA.organization.id, createdBy: teamA.employer.id }))
      .token,
    tokenB: (await createScimTokenRow(db, { organizationId: teamB.organization.id, createdBy: teamB.employer.id }))
      .token,
    userIdA: (
      await createScimUserRow(db, {
        organizationId: teamA.organization.id,
        userId: provisioned.id,
        userName: provisioned.email,
        active: false,
      })
    ).id,
    groupA: {
      id: String(departmentA),
      name: (await queryRows<{ name: string }>(db, sql`select name from departments where id = ${departmentA}`))[0]
        .name,
    },
  };

  const apiKeys = {
    a: (await createApiKeyRow(db, { organizationId: teamA.organization.id, scope: "write" })).key,
    b: (await createApiKeyRow(db, { organizationId: teamB.organization.id, scope: "write" })).key,
  };

  const webhooksB = await createWebhookEndpointRow(db, { organizationId: teamB.organization.id });

  const playerKeys = {
    a: (
      await createPlayerSessionRow(db, { organizationId: teamA.organization.id, userId: learner.id, moduleId: free.id })
    ).key,
    b: (
      await createPlayerSessionRow(db, {
        organizationId: teamB.organization.id,
        userId: teamB.members[0].id,
        moduleId: free.id,
      })
    ).key,
  };

  return {
    callers,
    scim,
    apiKeys,
    playerKeys,
    webhooksB,
    organizationA: {
      id: teamA.organization.id,
      name: teamA.organization.name,
      memberIds: [learner.id, ...teamA.members.map((m) => m.id)],
      memberEmails: [learner.email, ...teamA.members.map((m) => m.email)],
      departmentId: departmentA,
    },
    organizationB: {
      id: teamB.organization.id,
      name: teamB.organization.name,
      memberIds: teamB.members.map((m) => m.id),
      memberEmails: teamB.members.map((m) => m.email),
      departmentId: await departmentOf(teamB.organization.id),
    },
    freeModule: { id: free.id, guideId: guidesFor(free.title)[0].id },
    freeScenario,
    otherFreeModuleId: other.id,
    freeMedia: { id: withPodcast.id, file: withPodcast.podcastUrl.split("/").pop() ?? "" },
    pathwayId: pathway.id,
    download: { resourceId: resource.id, format: resource.formats[0] },
    foreign,
  };
}

/** A world with a target: a learner outside it, whom the requests of Better Auth's admin endpoints name. */
export interface TargetedWorld extends World {
  target: { id: string; email: string };
}

/**
 * A test app with the test-support routes (end-to-end servers have them, so they are called too), its
 * world, and a target learner (Tia Target, of that e-mail) for the admin endpoints to act on, so a
 * request that gets through bans, removes or changes no caller.
 */
export async function createAppWithTarget(targetEmail: string): Promise<{ t: TestApp; world: TargetedWorld }> {
  const t = await createTestApp({ E2E_TEST_SUPPORT: "true" });
  try {
    const world = await createWorld(t);
    const target = await createLearner(t.database.db, { email: targetEmail, firstName: "Tia", lastName: "Target" });
    return { t, world: { ...world, target } };
  } catch (error) {
    await t.close();
    throw error;
  }
}

type Db = TestApp["database"]["db"];

/** The first certificate of the catalogue (any will do: the matrix checks who reaches an issued one). */
export async function anyCertificateId(db: Db): Promise<number> {
  const [cert] = await db.select({ id: certificates.id }).from(certificates).orderBy(asc(certificates.id)).limit(1);
  if (!cert) throw new Error("the catalogue has no certificate");
  return cert.id;
}

/** Whose rows OWNED_ROWS makes: a user, their organisation and its employer, and the module they are about. */
export interface RowOwners {
  owner: { id: string; email: string };
  organizationId: string;
  employerId: string;
  moduleId: number;
  now: Date;
}

/**
 * A maker for each kind of row a route names by id, marked with the text given (title, message,
 * subject, name or focus): the world's foreign resources and the victims' rows of the authorization
 * matrix (issue 29) are made alike.
 */
export const OWNED_ROWS = {
  goal: (db: Db, o: RowOwners, title: string) =>
    createLearningGoal(db, { userId: o.owner.id, title, moduleIds: [o.moduleId] }),
  notification: (db: Db, o: RowOwners, title: string) => createNotification(db, { userId: o.owner.id, title }),
  conversation: (db: Db, o: RowOwners, message: string) =>
    createSupportConversation(db, { userId: o.owner.id, subject: "Live Chat Support", message }),
  mail: (db: Db, o: RowOwners, subject: string) =>
    createOutboxMail(db, { userId: o.owner.id, toAddress: o.owner.email, subject }),
  /** The payment of a new monthly individual subscription. */
  payment: async (db: Db, o: RowOwners) => {
    const subscription = await createSubscription(db, {
      userId: o.owner.id,
      planId: "individual",
      billingCycle: "monthly",
      now: o.now,
    });
    const [payment] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.subscriptionId, subscription.id));
    return payment;
  },
  activity: (db: Db, o: RowOwners) => createActivity(db, { userId: o.owner.id, moduleId: o.moduleId, now: o.now }),
  studyGroup: (db: Db, o: RowOwners, name: string) =>
    createStudyGroup(db, { organizationId: o.organizationId, createdBy: o.employerId, name }),
  teamEvent: (db: Db, o: RowOwners, title: string) =>
    createTeamEvent(db, { organizationId: o.organizationId, facilitatorId: o.employerId, title, now: o.now }),
  teamChallenge: (db: Db, o: RowOwners, title: string) =>
    createTeamChallenge(db, { organizationId: o.organizationId, createdBy: o.employerId, title, now: o.now }),
  mentoringRequest: (db: Db, o: RowOwners, focus: string) =>
    createMentoringRequest(db, { organizationId: o.organizationId, menteeId: o.owner.id, focus }),
  /** A started knowledge check attempt at the module (issue 22); its first question's feedback is what a submission reveals. */
  knowledgeCheckAttempt: async (db: Db, o: RowOwners) => {
    const attempt = await createKnowledgeCheckAttempt(db, { userId: o.owner.id, moduleId: o.moduleId, now: o.now });
    const [first] = await db
      .select({ feedback: knowledgeCheckQuestions.feedback })
      .from(knowledgeCheckQuestions)
      .where(eq(knowledgeCheckQuestions.key, attempt.questions[0].id));
    return { id: attempt.attemptId, feedback: first.feedback };
  },
};

/** One of each thing a user or an organisation owns, for the owner and organisation given. */
export async function createForeignResources(
  db: Db,
  input: RowOwners & { draftModuleId: number; adminId: string },
): Promise<ForeignResources> {
  const { owner, now } = input;
  const certificate = await createUserCertificate(db, {
    userId: owner.id,
    certificateId: await anyCertificateId(db),
    now,
  });
  const payment = await OWNED_ROWS.payment(db, input);
  return {
    ownerId: owner.id,
    certificateId: certificate.id,
    goalId: (await OWNED_ROWS.goal(db, input, "Someone else's goal")).id,
    notificationId: (await OWNED_ROWS.notification(db, input, "Someone else's notification")).id,
    conversationId: (await OWNED_ROWS.conversation(db, input, "Someone else's")).id,
    paymentId: payment.id,
    mailId: (await OWNED_ROWS.mail(db, input, "Someone else's mail")).id,
    draftId: (await createDraft(db, { moduleId: input.draftModuleId, createdBy: input.adminId })).id,
    complianceRuleId: (
      await createComplianceRule(db, { organizationId: input.organizationId, createdBy: input.employerId, now })
    ).id,
    team: {
      activityId: (await OWNED_ROWS.activity(db, input)).id,
      groupId: (await OWNED_ROWS.studyGroup(db, input, "Another team's group")).id,
      eventId: (await OWNED_ROWS.teamEvent(db, input, "Another team's event")).id,
      challengeId: (await OWNED_ROWS.teamChallenge(db, input, "Another team's challenge")).id,
      mentoringRequestId: (await OWNED_ROWS.mentoringRequest(db, input, "Another team's request")).id,
    },
  };
}

/** A route to call: one method of one registered URL. */
export interface CallableRoute {
  method: HTTPMethods;
  url: string;
  access: Access;
  schema: RoutePolicy["schema"];
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every path below Better Auth's mount: no route (each endpoint is its own), the paths the tests aim at. */
export const BETTER_AUTH_CATCH_ALL = "/api/auth/*";

/**
 * Every route the app registered, one per method, with its policy: the /api routes, and the others
 * that declare one (robots.txt, sitemap.xml). Left out: the HEAD routes Fastify copies from each GET
 * (same options, so same policy) and @fastify/static's file routes. Better Auth's endpoints are
 * routes of their own (BETTER_AUTH_ENDPOINTS, one contract each), each with its own policy.
 */
export function callableRoutes(app: FastifyInstance): CallableRoute[] {
  const routes: CallableRoute[] = [];
  for (const route of app.routePolicies) {
    if (route.method === "HEAD" || route.access === undefined) continue;
    routes.push({ method: route.method, url: route.url, access: route.access, schema: route.schema });
  }
  return routes;
}

/** /api routes registered without a policy (the access plugin refuses to boot with one, so: none). */
export const routesWithoutPolicy = (app: FastifyInstance) =>
  app.routePolicies.filter((r) => isApiRoute(r.url) && r.access === undefined).map(routeKey);

/** What a caller the policy lets in gets: the verdict of the access policy alone. */
export function accessVerdict(access: Access, caller: Caller): "allowed" | 401 | 403 {
  if (access === "public" || access === "testSupport") return "allowed";
  // Issue 21: the organisations' owners hold their SCIM tokens (scimRequest below); a cookie alone is a 401.
  if (access === "scimToken") return caller.name === "employerA" || caller.name === "employerB" ? "allowed" : 401;
  // The public API (/api/v1): an organisation's API key, never a cookie. The organisations' owners
  // hold their organisation's key (apiKeyRequest below); everyone else has none: 401.
  if (typeof access === "object" && "apiKey" in access)
    return caller.name === "employerA" || caller.name === "employerB" ? "allowed" : 401;
  // Issue 24: the LMS player's key (playerRequest below): the organisations' owners hold a player key of
  // one of their learners; everyone else has none: 401.
  if (access === "playerSession") return caller.name === "employerA" || caller.name === "employerB" ? "allowed" : 401;
  if (!caller.user) return 401;
  // "organisationMember": the policy lets any signed-in caller through; the handler checks the organisation role.
  if (access === "signedIn" || access === "owner" || access === "organisationMember") return "allowed";
  const roles: readonly Role[] = access.role;
  return roles.includes(caller.user.role) ? "allowed" : 403;
}

export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * The status an allowed caller gets (or one of these); null when any answer below 500 other than 401
   * and 403 will do (Better Auth's endpoints, called with an empty body).
   */
  status: number | readonly number[] | null;
  /** The request ends or replaces the caller's session: it is sent from a fresh one. */
  endsSession?: boolean;
  /** Headers the request carries besides the caller's cookie: a SCIM route's bearer token. */
  headers?: Record<string, string>;
}

type RequestFor = (world: World, caller: CallerName) => RouteRequest;

const moduleParams = (w: World) => ({ id: String(w.freeModule.id) });
const ALL_RATINGS = Object.fromEntries(PIVOT_STATEMENTS.map((s) => [String(s.id), 3]));
const JEDI_ANSWERS = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, 4]));

/** A team hub request against organisation A; employer B is refused with 403. */
type TeamExtra = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

function teamRequest(status: number, extra: TeamExtra | ((w: World) => TeamExtra) = {}): RequestFor {
  return (w, caller) => {
    const { params, query, body } = typeof extra === "function" ? extra(w) : extra;
    return {
      params: { organizationId: w.organizationA.id, ...params },
      query,
      body,
      status: caller === "employerB" ? 403 : status,
    };
  };
}

/** A request's path parameters: fixed values, or values of the world's. */
type ParamsFor = Record<string, string> | ((w: World) => Record<string, string>);
const paramsOf = (params: ParamsFor | undefined, w: World) => (typeof params === "function" ? params(w) : params);

interface OrganizationRequestOptions {
  membersToo?: boolean;
  siteAdmin?: boolean;
  ownerOnly?: boolean;
  body?: unknown | ((w: World) => unknown);
  query?: Record<string, string>;
  /** Besides the organisation's id. */
  params?: ParamsFor;
}

/**
 * An organisation route of organisation A (issue 20): its owner (employerA) gets `status`; B's
 * employer 403; the site admin `status` where admins may act (`siteAdmin`, default true) else 403;
 * A's plain member (the learner) `status` only with `membersToo`, else 403.
 */
export function organizationRequest(
  status: number | readonly number[],
  options: OrganizationRequestOptions = {},
): RequestFor {
  return (w, caller) => {
    const allowed =
      caller === "employerA" ||
      (caller === "admin" && (options.siteAdmin ?? !options.ownerOnly)) ||
      (caller === "learner" && options.membersToo === true);
    return {
      params: { id: w.organizationA.id, ...paramsOf(options.params, w) },
      query: options.query,
      body: typeof options.body === "function" ? (options.body as (w: World) => unknown)(w) : options.body,
      status: allowed ? status : 403,
    };
  };
}

/** An organisation route of A for its owners and admins: the site's admins are not let in (403). */
const orgAdminsRequest = (
  status: number | readonly number[],
  options: Omit<OrganizationRequestOptions, "siteAdmin"> = {},
) => organizationRequest(status, { ...options, siteAdmin: false });

/**
 * A pay-gap route of organisation A (issue 25 item 1): its owner (employerA) gets `status`; A's plain
 * member (the learner, no HR analyst permission) 403; anyone outside A, the site admin too, 404.
 */
function payGapRequest(
  status: number | readonly number[],
  options: { year?: number; body?: unknown; params?: Record<string, string> } = {},
): RequestFor {
  return (w, caller) => ({
    params: { id: w.organizationA.id, ...(options.year ? { year: String(options.year) } : {}), ...options.params },
    body: options.body,
    status: caller === "employerA" ? status : caller === "learner" ? 403 : 404,
  });
}
/**
 * A B Corp workbench route of organisation A (issue 25 item 4): its owner (employerA) gets `status`;
 * A's plain member (the learner) `memberStatus` (reads pass, writes 403); anyone outside A, the site
 * admin too, 404.
 */
function bcorpRequest(
  status: number | readonly number[],
  memberStatus: number | readonly number[],
  options: { body?: unknown; params?: Record<string, string> } = {},
): RequestFor {
  return (w, caller) => ({
    params: { id: w.organizationA.id, ...options.params },
    body: options.body,
    status: caller === "employerA" ? status : caller === "learner" ? memberStatus : 404,
  });
}

interface BearerRequestOptions {
  /** A resource of organisation A's: B's owner, with B's credential, does not find it (404). */
  ofA?: boolean;
  params?: ParamsFor;
  query?: Record<string, string>;
  body?: unknown | ((w: World, caller: CallerName) => unknown);
}

/**
 * A request authorised by an organisation's bearer credential: A's owner sends A's and gets `status`;
 * B's owner sends B's, and a resource of A's (`ofA`) is then not found (404); every other caller has
 * none (401). The caller's cookie goes along and plays no part.
 */
function bearerRequest(
  credentials: (w: World) => { a: string; b: string },
  status: number | readonly number[],
  options: BearerRequestOptions,
): RequestFor {
  return (w, caller) => {
    const token = caller === "employerA" ? credentials(w).a : caller === "employerB" ? credentials(w).b : null;
    return {
      params: paramsOf(options.params, w),
      query: options.query,
      body:
        typeof options.body === "function"
          ? (options.body as (w: World, caller: CallerName) => unknown)(w, caller)
          : options.body,
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      status: token === null ? 401 : caller === "employerB" && options.ofA ? 404 : status,
    };
  };
}

/** A SCIM request (issue 21), with the organisations' SCIM tokens. */
const scimRequest = (status: number | readonly number[], options: BearerRequestOptions = {}) =>
  bearerRequest((w) => ({ a: w.scim.tokenA, b: w.scim.tokenB }), status, options);

/** A public API request (/api/v1, issue 23), with the organisations' API keys (write scope). */
const apiKeyRequest = (status: number | readonly number[], options: BearerRequestOptions = {}) =>
  bearerRequest((w) => w.apiKeys, status, options);

/**
 * An LMS player request (issue 24), with a player key of a learner of each organisation for the free
 * module. Neither organisation has the Enterprise Plus plan: the key lets the caller past the policy and
 * the licence check refuses (403), so nothing is read or written.
 */
const playerRequest = (options: BearerRequestOptions = {}) =>
  bearerRequest((w) => w.playerKeys, 403, {
    ...options,
    params: (w) => ({ moduleId: String(w.freeModule.id), ...paramsOf(options.params, w) }),
  });

const scimPatch = (operations: unknown[]) => ({
  schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
  Operations: operations,
});
let scimCounter = 0;

/** An LMS registration (issue 24 item 2) the matrix sends to register one and to change one. */
const MATRIX_LMS = {
  name: "Matrix LMS",
  issuer: "https://lms.matrix.example",
  clientId: "matrix-client",
  authLoginUrl: "https://lms.matrix.example/auth",
  accessTokenUrl: "https://lms.matrix.example/token",
  jwksUrl: "https://lms.matrix.example/jwks",
  deploymentIds: ["1"],
};

/**
 * One valid request per route, and what an allowed caller is answered. A new route needs a line here
 * (the matrix fails without one), which is where its author says what a caller should get.
 */
export const ROUTE_REQUESTS: Record<string, RequestFor> = {
  "GET /api/health": () => ({ status: 200 }),
  "GET /api/auth/user": () => ({ status: 200 }),
  // Issue 26: the sign-in check, 200 for everyone ({user: null} signed out).
  "GET /api/auth/session": () => ({ status: 200 }),
  "GET /api/login": () => ({ query: { returnTo: "/dashboard" }, status: 302 }),
  // A redirect home, whichever kind.
  "GET /api/logout": () => ({ status: [302, 303], endsSession: true }),
  "POST /api/logout": () => ({ status: [302, 303], endsSession: true }),
  "PATCH /api/account/profile": () => ({ body: { firstName: "Sam", lastName: "Jones" }, status: 200 }),
  // A wrong current password: refused as bad input, the caller's sessions untouched.
  "POST /api/account/password": () => ({
    body: { currentPassword: "not-the-password", newPassword: "another-long-passphrase-9" },
    status: 400,
  }),
  "POST /api/account/deletion": () => ({ status: 200 }),
  "DELETE /api/account/deletion": () => ({ status: 200 }),
  // Issue 28: a new export, or the caller's running one (202 both times).
  "POST /api/account/data-export": () => ({ status: 202 }),
  "GET /api/account/data-export": () => ({ status: 200 }),
  "GET /api/account/data-export/:id": () => ({ params: { id: "2147483000" }, status: 404 }),
  "GET /api/account/data-export/:id/download": () => ({
    params: { id: "2147483000" },
    query: { token: "not-a-token" },
    status: 404,
  }),
  // Issue 21: the caller's own sessions. Ending the others from the world's own session ends only the
  // fresh ones other requests were sent from; a session nobody has is not found.
  "GET /api/account/sessions": () => ({ status: 200 }),
  // Issue 43: the caller's two-factor sign-in (off for the world's callers).
  "GET /api/account/two-factor": () => ({ status: 200 }),
  // Decision 388: the caller's passkeys (none for the world's callers).
  "GET /api/account/passkeys": () => ({ status: 200 }),
  "DELETE /api/account/sessions": () => ({ status: 200 }),
  "DELETE /api/account/sessions/:id": () => ({ params: { id: "no-such-session" }, status: 404 }),
  "POST /api/contact": () => ({
    body: { name: "Sam Jones", email: "sam@example.com", message: "Hello from the matrix" },
    status: 201,
  }),
  "POST /api/pilot-application": () => ({
    body: {
      organizationName: "Matrix Ltd",
      contactName: "Sam Jones",
      email: "sam@example.com",
      employeeCount: "50",
      industry: "Technology",
      bCorpTimeline: "Within 6 months",
      leadershipCommitment: "Supportive: leadership has approved the pilot",
    },
    // The seeded cohort (spec 3 §9: September to November 2025) has closed: refused, nothing stored.
    status: 409,
  }),
  "GET /api/pilot/cohort": () => ({ status: 200 }),
  "POST /api/pilot/waiting-list": () => ({
    body: { name: "Sam Jones", email: "sam@example.com", organizationName: "Matrix Ltd" },
    status: 201,
  }),
  "GET /api/admin/pilot/cohorts": () => ({ status: 200 }),
  "POST /api/admin/pilot/cohorts": () => ({
    body: {
      // A cohort in the past, so the pilot application above stays refused whatever the order.
      name: "Matrix cohort",
      startsOn: "2024-03-01",
      endsOn: "2024-05-31",
      applicationsCloseOn: "2024-02-15",
      places: 12,
      pricePence: 100000,
    },
    status: 201,
  }),
  // No such cohort (404): nothing changes.
  "PATCH /api/admin/pilot/cohorts/:id": () => ({ params: { id: "2000000000" }, body: { places: 10 }, status: 404 }),
  "GET /api/admin/pilot/waiting-list": () => ({ status: 200 }),
  "GET /api/pilot-applications": () => ({ status: 200 }),
  "GET /api/pilot-applications.csv": () => ({ status: 200 }),
  "GET /api/pathways/featured": () => ({ status: 200 }),
  // Issue 28 item 5: public, for everyone.
  "GET /api/privacy/sub-processors": () => ({ status: 200 }),
  "GET /robots.txt": () => ({ status: 200 }),
  // The verification page's head for crawlers: an unknown code is a 404 (the page, or JSON without a built client).
  "GET /verify/:code": () => ({ params: { code: "UNKNOWN-CODE" }, status: 404 }),
  "GET /sitemap.xml": () => ({ status: 200 }),
  "GET /api/modules": () => ({ query: { sort: "title" }, status: 200 }),
  "GET /api/modules/:id": (w) => ({ params: moduleParams(w), status: 200 }),
  "GET /api/modules/:id/content": (w) => ({ params: moduleParams(w), status: 200 }),
  "POST /api/modules/:id/bookmark": (w) => ({ params: moduleParams(w), status: 200 }),
  "DELETE /api/modules/:id/bookmark": (w) => ({ params: moduleParams(w), status: 200 }),
  "GET /api/bookmarks": () => ({ status: 200 }),
  "GET /api/modules/:id/guides": (w) => ({ params: moduleParams(w), status: 200 }),
  "PUT /api/modules/:id/guides/:guideId": (w) => ({
    params: { ...moduleParams(w), guideId: w.freeModule.guideId },
    body: { completedSteps: [0] },
    status: 200,
  }),
  "POST /api/modules/:id/scenarios/:scenarioId/choices": (w) => ({
    params: { id: String(w.freeScenario.moduleId), scenarioId: w.freeScenario.scenarioId },
    body: { nodeId: w.freeScenario.nodeId, choiceId: w.freeScenario.choiceId },
    status: 201,
  }),
  "GET /api/modules/:id/downloads/:resourceId/:format": (w) => ({
    params: { ...moduleParams(w), ...w.download },
    status: 200,
  }),
  "GET /api/modules/:id/cover.svg": (w) => ({ params: { id: String(w.freeMedia.id) }, status: 200 }),
  "GET /api/modules/:id/media": (w) => ({ params: { id: String(w.freeMedia.id) }, status: 200 }),
  "GET /api/modules/:id/media/:file": (w) => ({
    params: { id: String(w.freeMedia.id), file: w.freeMedia.file },
    status: 200,
  }),
  // issue 22: the free module's check; submitting an attempt nobody has is a 404 (whose attempt: the matrix's OWNED_ROUTES).
  "POST /api/modules/:id/knowledge-check/attempts": (w) => ({ params: moduleParams(w), status: 201 }),
  "POST /api/modules/:id/knowledge-check/attempts/:attemptId/submit": (w) => ({
    params: { ...moduleParams(w), attemptId: "2147483647" },
    body: { answers: {} },
    status: 404,
  }),
  "GET /api/user/progress": () => ({ status: 200 }),
  "GET /api/progress": () => ({ status: 200 }),
  "GET /api/progress/:moduleId": (w) => ({ params: { moduleId: String(w.freeModule.id) }, status: 200 }),
  "POST /api/user/progress": (w) => ({
    body: { moduleId: w.freeModule.id, isCompleted: false, progressPercentage: 40, timeSpent: 120 },
    status: 200,
  }),
  "GET /api/user/stats": () => ({ status: 200 }),
  "GET /api/stats": () => ({ status: 200 }),
  "GET /api/user/weekly-goal": () => ({ status: 200 }),
  "PUT /api/user/weekly-goal": () => ({ body: { weeklyGoal: 5 }, status: 200 }),
  "GET /api/achievements": () => ({ status: 200 }),
  "GET /api/pathways": () => ({ query: { isPublic: "true" }, status: 200 }),
  "POST /api/pathways/:id/enroll": (w) => ({ params: { id: String(w.pathwayId) }, status: 200 }),
  "GET /api/dashboard": () => ({ status: 200 }),
  // Issue 45 item 3: the caller's own assigned work.
  "GET /api/dashboard/assignments": () => ({ status: 200 }),
  "GET /api/assessments/pivot": () => ({ status: 200 }),
  "POST /api/assessments/pivot": () => ({ body: { answers: ALL_RATINGS }, status: 201 }),
  "GET /api/jedi/assessments": () => ({ status: 200 }),
  "POST /api/jedi/assessments": () => ({ body: { answers: JEDI_ANSWERS }, status: 201 }),
  "GET /api/organizations": () => ({ status: 200 }),
  // A blank name (400): a created organisation would become the caller's active one for the rest of the run.
  "POST /api/organizations": () => ({ body: { name: "" }, status: 400 }),
  // Organisation A: its members (the learner, its employer) and site admins read it; B's employer may not.
  "GET /api/organizations/:id": organizationRequest(200, { membersToo: true }),
  // Issue 45 item 9: public, for mail programs; organisation A has no logo, so everyone is told so.
  "GET /api/organizations/:id/logo": (w) => ({ params: { id: w.organizationA.id }, status: 404 }),
  "PATCH /api/organizations/:id": orgAdminsRequest(200, { body: { brandColor: "#1f4e79" } }),
  // Issue 45 item 3: the guided start and the certificate issuing, owners and admins of A only.
  "GET /api/organizations/:id/setup-checklist": orgAdminsRequest(200),
  "PUT /api/organizations/:id/setup-checklist/dismissal": orgAdminsRequest(200, { body: { dismissed: false } }),
  "GET /api/organizations/:id/certificate-issuing": orgAdminsRequest(200),
  "PUT /api/organizations/:id/certificate-issuing": orgAdminsRequest(200, { body: { certificateIssuing: "offer" } }),
  "POST /api/organizations/:id/activate": (w, caller) => ({
    params: { id: w.organizationA.id },
    status: caller === "employerB" || caller === "admin" ? 403 : 200,
  }),
  // The owner naming themselves (400) changes nothing.
  "POST /api/organizations/:id/transfer-ownership": organizationRequest(400, {
    body: (w: World) => ({ userId: w.callers.employerA.user?.id }),
    ownerOnly: true,
  }),
  // Issue 28: the organisation's data (owners and admins of A); closing needs its name typed, so a wrong
  // one (400) is reach that closes nothing; reopening an organisation that is not closing is a 409.
  "POST /api/organizations/:id/export": orgAdminsRequest(200),
  "POST /api/organizations/:id/close": organizationRequest(400, {
    body: { confirmName: "Not its name" },
    ownerOnly: true,
  }),
  "POST /api/organizations/:id/reopen": organizationRequest(409, { ownerOnly: true }),
  // The audit log: A's owner and site admins read and export it; A's plain member and B's owner may not.
  "GET /api/organizations/:id/audit-log": organizationRequest(200, { siteAdmin: true, query: { limit: "5" } }),
  "GET /api/organizations/:id/audit-log.csv": organizationRequest(200, { siteAdmin: true }),
  // Issue 21 item 4: the sign-in policy, for A's owners and admins; the site's settings kept (nulls).
  // Issue 45 item 5: the data processing agreement; owners and admins of A read it, only A's owner accepts.
  "GET /api/organizations/:id/dpa-acceptance": orgAdminsRequest(200),
  "POST /api/organizations/:id/dpa-acceptance": organizationRequest([201, 409], {
    ownerOnly: true,
    body: {
      version: CURRENT_DPA_VERSION.id,
      signatoryName: "Avery Owner",
      signatoryRole: "Head of People",
      confirm: true,
    },
  }),
  "GET /api/organizations/:id/security-policy": orgAdminsRequest(200),
  // Issue 43: who has not set up two-factor sign-in (owners and admins).
  "GET /api/organizations/:id/security-policy/two-factor": orgAdminsRequest(200, { query: { limit: "5" } }),
  "PUT /api/organizations/:id/security-policy": orgAdminsRequest(200, {
    body: { idleTimeoutMinutes: null, deviceLimit: null },
  }),
  // Members and departments (issue 20 item 4): owners and admins of A; site admins are not let in.
  "GET /api/organizations/:id/members": orgAdminsRequest(200, { query: { limit: "5" } }),
  "GET /api/organizations/:id/members.csv": orgAdminsRequest(200),
  // The learner's own department again: reach without a change.
  "PATCH /api/organizations/:id/members/:userId": orgAdminsRequest(200, {
    body: { department: "Operations" },
    params: (w) => ({ userId: w.organizationA.memberIds[0] }),
  }),
  // The owner removing themselves, the last owner (409): reach that removes nobody.
  "DELETE /api/organizations/:id/members/:userId": orgAdminsRequest(409, {
    params: (w) => ({ userId: w.callers.employerA.user?.id ?? "" }),
  }),
  // A's owner is its last (409); the learner would really leave the organisation the matrix relies on,
  // so they name organisation B, which they are not in (403), like B's owner and the admin naming A.
  "POST /api/organizations/:id/leave": (w, caller) => ({
    params: { id: caller === "learner" ? w.organizationB.id : w.organizationA.id },
    status: caller === "employerA" ? 409 : 403,
  }),
  "GET /api/organizations/:id/departments": orgAdminsRequest(200, { membersToo: true }),
  // A name A already has (409): reach without a new row.
  "POST /api/organizations/:id/departments": orgAdminsRequest(409, { body: { name: "Operations" } }),
  // "Operations" renamed to itself.
  "PATCH /api/organizations/:id/departments/:departmentId": orgAdminsRequest(200, {
    body: { name: "Operations" },
    params: (w) => ({ departmentId: String(w.organizationA.departmentId) }),
  }),
  // Organisation B's department named through A (404): nothing of A's is deleted.
  "DELETE /api/organizations/:id/departments/:departmentId": orgAdminsRequest(404, {
    params: (w) => ({ departmentId: String(w.organizationB.departmentId) }),
  }),
  // Invitations (issue 20 item 3): owners and admins of A; site admins are not let in. A row naming a
  // department A does not have is refused by row (201): reach that invites nobody and takes no seat.
  "POST /api/organizations/:id/invitations": orgAdminsRequest(201, {
    body: { invitations: [{ email: "matrix-invitee@example.com", department: "No such department" }] },
  }),
  // The send's dry run (issue 45): the same body, nothing written.
  "POST /api/organizations/:id/invitations/preview": orgAdminsRequest(200, {
    body: { invitations: [{ email: "matrix-invitee@example.com", department: "Operations" }] },
  }),
  "GET /api/organizations/:id/invitations": orgAdminsRequest(200, { query: { status: "pending" } }),
  // Ids nobody has (404 once in); authorization-matrix.test.ts names real ones of A's.
  "GET /api/organizations/:id/invitation-batches/:batchId": orgAdminsRequest(404, {
    params: { batchId: "no-such-batch" },
  }),
  "POST /api/organizations/:id/invitations/:invitationId/resend": orgAdminsRequest(404, {
    params: { invitationId: "no-such-invitation" },
  }),
  "POST /api/organizations/:id/invitations/:invitationId/revoke": orgAdminsRequest(404, {
    params: { invitationId: "no-such-invitation" },
  }),
  // The links' secrets: a token nobody was sent is not found, signed in or not.
  "GET /api/invitations/:token": () => ({ params: { token: "not-an-invitation-link" }, status: 404 }),
  "POST /api/invitations/:token/accept": () => ({ params: { token: "not-an-invitation-link" }, status: 404 }),
  "POST /api/invitations/:token/confirm-address": () => ({
    params: { token: "not-an-invitation-link" },
    body: { password: "a-long-passphrase-42" },
    status: 404,
  }),
  "GET /api/join/:token": () => ({ params: { token: "not-a-join-link" }, status: 404 }),
  "POST /api/join/:token": () => ({ params: { token: "not-a-join-link" }, status: 404 }),
  // Verified domains: A's owner only.
  "GET /api/organizations/:id/domains": organizationRequest(200, { ownerOnly: true }),
  // The first call adds it (201); the same domain again is a 409.
  "POST /api/organizations/:id/domains": organizationRequest([201, 409], {
    ownerOnly: true,
    body: { domain: "matrix-domain.example" },
  }),
  "POST /api/organizations/:id/domains/:domainId/verify": organizationRequest(404, {
    ownerOnly: true,
    params: { domainId: "2147483647" },
  }),
  "PATCH /api/organizations/:id/domains/:domainId": organizationRequest(404, {
    ownerOnly: true,
    body: { autoJoin: false },
    params: { domainId: "2147483647" },
  }),
  "DELETE /api/organizations/:id/domains/:domainId": organizationRequest(404, {
    ownerOnly: true,
    params: { domainId: "2147483647" },
  }),
  // Issue 21 item 1: single sign-on, A's owners and admins; nothing is set up (404), an unclaimed domain is a 400.
  // Issue 25 item 1: the matrix enters a record into 2031; 2032 never has data.
  "GET /api/organizations/:id/pay-gap": payGapRequest(200),
  "PUT /api/organizations/:id/pay-gap/sector": payGapRequest(200, { body: { sector: "private" } }),
  "GET /api/organizations/:id/pay-gap/analysts": payGapRequest(200),
  "PUT /api/organizations/:id/pay-gap/analysts/:userId": (w, caller) =>
    payGapRequest(200, { params: { userId: w.organizationA.memberIds[0] }, body: { hrAnalyst: false } })(w, caller),
  "POST /api/organizations/:id/pay-gap/snapshots": payGapRequest(415),
  "GET /api/organizations/:id/pay-gap/snapshots/:year/records": payGapRequest([200, 404], { year: 2031 }),
  "POST /api/organizations/:id/pay-gap/snapshots/:year/records": payGapRequest(201, {
    year: 2031,
    body: recordEntry(),
  }),
  "DELETE /api/organizations/:id/pay-gap/snapshots/:year/records/:recordId": payGapRequest(404, {
    year: 2031,
    params: { recordId: "2147483000" },
  }),
  "DELETE /api/organizations/:id/pay-gap/snapshots/:year": payGapRequest(404, { year: 2032 }),
  // Issue 49: equality action plans (owners and HR analysts, as the pay-gap routes); a plan id that does not exist.
  "GET /api/organizations/:id/equality-action-plans": payGapRequest(200),
  "POST /api/organizations/:id/equality-action-plans": payGapRequest(400, {
    body: { title: "Plan", reportingYear: 2019 },
  }),
  "GET /api/organizations/:id/equality-action-plans/:planId": payGapRequest(404, { params: { planId: "2147483000" } }),
  "PUT /api/organizations/:id/equality-action-plans/:planId": payGapRequest(404, {
    params: { planId: "2147483000" },
    body: { narrative: "", actions: [] },
  }),
  "POST /api/organizations/:id/equality-action-plans/:planId/approve": payGapRequest(404, {
    params: { planId: "2147483000" },
    body: { version: 1, approverName: "Sam Senior", approverJobTitle: "Director" },
  }),
  "GET /api/organizations/:id/equality-action-plans/:planId/export": (w, caller) => ({
    ...payGapRequest(404, { params: { planId: "2147483000" } })(w, caller),
    query: { format: "filing" },
  }),
  "GET /api/organizations/:id/pay-gap/snapshots/:year/report": payGapRequest([200, 404], { year: 2031 }),
  // A year without data: drawing the PDF is pay-gap.test.ts's, and would slow every caller's pass here.
  "GET /api/organizations/:id/pay-gap/snapshots/:year/report.pdf": payGapRequest(404, { year: 2032 }),
  // 409 while the year has under 5 records or no weekly hours (the statutory CSV is refused then).
  "GET /api/organizations/:id/pay-gap/snapshots/:year/report.csv": payGapRequest([200, 404, 409], { year: 2031 }),
  "PUT /api/organizations/:id/pay-gap/snapshots/:year/statement": payGapRequest([200, 404], {
    year: 2031,
    body: { narrative: "Why.", actionPlan: "What next.", seniorName: "Sam Senior", seniorJobTitle: "Director" },
  }),
  // Issue 25 items 2 and 3: the inclusion survey and the organisation's readiness assessment (owners
  // and admins; no survey exists in the world, so a survey id answers 404; an unknown token 404).
  "GET /api/organizations/:id/surveys": orgAdminsRequest(200),
  "POST /api/organizations/:id/surveys": orgAdminsRequest(201, {
    body: () => ({
      opensOn: new Date().toISOString().slice(0, 10),
      closesOn: new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10),
    }),
  }),
  "GET /api/organizations/:id/surveys/:surveyId/results": orgAdminsRequest(404, { params: { surveyId: "999999" } }),
  "POST /api/organizations/:id/surveys/:surveyId/close": orgAdminsRequest(404, { params: { surveyId: "999999" } }),
  "POST /api/organizations/:id/surveys/:surveyId/reminders": orgAdminsRequest(404, { params: { surveyId: "999999" } }),
  "POST /api/organizations/:id/surveys/:surveyId/assign": orgAdminsRequest(404, {
    params: { surveyId: "999999" },
    body: { pathwayId: 1 },
  }),
  "POST /api/inclusion-survey/open": () => ({ body: { token: "a".repeat(64) }, status: 404 }),
  "POST /api/inclusion-survey/responses": () => ({
    body: { token: "a".repeat(64), answers: { inclusion_rating: "3" } },
    status: 404,
  }),
  // Issue 25 item 4: the B Corp evidence workbench (members read, owners and admins write; no item
  // or file has the id 999999, so those answer 404).
  "GET /api/organizations/:id/bcorp-workbench": bcorpRequest(200, 200),
  "PATCH /api/organizations/:id/bcorp-workbench/items/:itemId": bcorpRequest(404, 403, {
    params: { itemId: "999999" },
    body: { status: "done" },
  }),
  "POST /api/organizations/:id/bcorp-workbench/items/:itemId/evidence": bcorpRequest(404, 403, {
    params: { itemId: "999999" },
  }),
  "GET /api/organizations/:id/bcorp-workbench/evidence/:fileId": bcorpRequest(404, 404, {
    params: { fileId: "999999" },
  }),
  "DELETE /api/organizations/:id/bcorp-workbench/evidence/:fileId": bcorpRequest(404, 403, {
    params: { fileId: "999999" },
  }),
  "GET /api/organizations/:id/bcorp-workbench/export.zip": bcorpRequest(200, 200),
  "GET /api/organizations/:id/jedi-assessments": orgAdminsRequest(200),
  "POST /api/organizations/:id/jedi-assessments": orgAdminsRequest(201, {
    body: (w: World) => ({ memberIds: [w.organizationA.memberIds[0]] }),
  }),
  "PUT /api/organizations/:id/jedi-assessments/:assessmentId/answers": orgAdminsRequest(404, {
    membersToo: true,
    params: { assessmentId: "999999" },
    body: { answers: JEDI_ANSWERS },
  }),
  "GET /api/jedi/organisation-assessments": () => ({ status: 200 }),
  "GET /api/organizations/:id/sso": orgAdminsRequest(200),
  "PUT /api/organizations/:id/sso": orgAdminsRequest(400, {
    body: { protocol: "saml", domain: "matrix-sso.example", saml: { metadataXml: "<EntityDescriptor/>" } },
  }),
  "DELETE /api/organizations/:id/sso": orgAdminsRequest(404),
  "GET /api/organizations/:id/sso/saml/metadata": (w) => ({ params: { id: w.organizationA.id }, status: 200 }),
  // Issue 23 items 5 and 6: webhooks and the learning record store, A's owners and admins; B's endpoint
  // named under A's address is not found (404).
  "GET /api/organizations/:id/webhooks": orgAdminsRequest(200),
  "POST /api/organizations/:id/webhooks": orgAdminsRequest(201, {
    body: { url: "https://hooks.example.com/matrix", events: ["member.joined"] },
  }),
  "PATCH /api/organizations/:id/webhooks/:endpointId": orgAdminsRequest(404, {
    body: { description: "Matrix" },
    params: (w) => ({ endpointId: w.webhooksB.endpointId }),
  }),
  "DELETE /api/organizations/:id/webhooks/:endpointId": orgAdminsRequest(404, {
    params: (w) => ({ endpointId: w.webhooksB.endpointId }),
  }),
  "GET /api/organizations/:id/webhooks/:endpointId/deliveries": orgAdminsRequest(404, {
    params: (w) => ({ endpointId: w.webhooksB.endpointId }),
  }),
  "POST /api/organizations/:id/webhooks/:endpointId/test": orgAdminsRequest(404, {
    params: (w) => ({ endpointId: w.webhooksB.endpointId }),
  }),
  "POST /api/organizations/:id/webhooks/:endpointId/deliveries/:deliveryId/replay": orgAdminsRequest(404, {
    params: (w) => ({ endpointId: w.webhooksB.endpointId, deliveryId: String(w.webhooksB.deliveryId) }),
  }),
  "GET /api/organizations/:id/learning-record-store": orgAdminsRequest(200),
  "PUT /api/organizations/:id/learning-record-store": orgAdminsRequest(200, {
    body: { endpoint: "https://lrs.example.com/xapi/", key: "matrix", secret: "matrix-secret", agentFormat: "account" },
  }),
  "DELETE /api/organizations/:id/learning-record-store": orgAdminsRequest(200),
  // Issue 23 item 2: the public API's OpenAPI document and its reference page, for anyone.
  "GET /api/openapi.json": () => ({ status: 200 }),
  "GET /api/docs": () => ({ status: 200 }),
  "GET /api/docs/:file": () => ({ params: { file: "reference.js" }, status: 200 }),
  "GET /api/sso/lookup": () => ({ query: { email: "someone@example.com" }, status: 200 }),
  "POST /api/sso/start": () => ({ body: { email: "someone@example.com" }, status: 404 }),
  "GET /api/organizations/joinable": () => ({ status: 200 }),
  // No caller's domain is verified: A's members are told they already belong (409), the others 403.
  "POST /api/organizations/join-by-domain": (w, caller) => ({
    body: { organizationId: w.organizationA.id },
    status: caller === "learner" || caller === "employerA" ? 409 : 403,
  }),
  // The admin manages no organisation (404), the learner is a plain member (403); each employer sees their own.
  "GET /api/organizations/analytics": (_w, caller) => ({
    status: caller === "admin" ? 404 : caller === "learner" ? 403 : 200,
  }),
  // Organisation A's team members: employer B may not assign them (400 naming the ids it sent).
  "POST /api/organizations/pathways/assign": (w, caller) => ({
    body: { pathwayId: w.pathwayId, memberIds: w.organizationA.memberIds.slice(0, 1) },
    status: caller === "admin" ? 404 : caller === "learner" ? 403 : caller === "employerB" ? 400 : 200,
  }),
  "GET /api/subscription/status": () => ({ status: 200 }),
  // The first call subscribes (test provider); the same plan again is refused as bad input.
  "POST /api/subscription/create": () => ({
    body: { planId: "individual", billingCycle: "monthly" },
    status: [200, 400],
  }),
  // 400 when the caller has no active subscription to cancel.
  "POST /api/subscription/cancel": () => ({ status: [200, 400] }),
  // The test provider keeps no card: there is no portal to open.
  "POST /api/subscription/portal": () => ({ status: 400 }),
  "GET /api/subscription/usage": () => ({ status: 200 }),
  "GET /api/subscription/payments": () => ({ status: 200 }),
  // Another user's payment: not found for every caller, the admin included (a receipt is its payer's).
  "GET /api/subscription/payments/:id/receipt": (w) => ({ params: { id: String(w.foreign.paymentId) }, status: 404 }),
  "POST /api/create-payment-intent": () => ({
    body: {
      amount: 2900,
      currency: "gbp",
      planId: "individual",
      customerEmail: "sam@example.com",
      customerName: "Sam Jones",
    },
    status: 200,
  }),
  // No signature (and no webhook secret configured): refused, nothing changes.
  "POST /api/stripe/webhook": () => ({ body: { id: "evt_1", type: "invoice.paid" }, status: 400 }),
  "POST /api/sales-enquiries": () => ({
    body: {
      planId: "organisation",
      name: "Sam Jones",
      email: "sam@example.com",
      organisation: "Matrix Ltd",
      teamSize: "26-100",
    },
    status: 201,
  }),
  "GET /api/sales-enquiries": () => ({ status: 200 }),
  // Organisations' plans (issue 20, billing): every member reads the plan; the owner buys and cancels.
  "GET /api/organizations/:id/subscription": organizationRequest(200, { membersToo: true }),
  // The Organisation plan is sold through Contact Sales (400): proof of reach that charges nothing.
  "POST /api/organizations/:id/subscription": organizationRequest(400, {
    ownerOnly: true,
    body: { planId: "organisation", billingCycle: "monthly", seats: 5 },
  }),
  // Organisation A has no plan to cancel (400).
  "POST /api/organizations/:id/subscription/cancel": organizationRequest(400, { ownerOnly: true }),
  "GET /api/organizations/:id/payments": organizationRequest(200),
  // Another's payment (a learner's of organisation B): not organisation A's, so not found.
  "GET /api/organizations/:id/payments/:paymentId/receipt": organizationRequest(404, {
    params: (w) => ({ paymentId: String(w.foreign.paymentId) }),
  }),
  // Decision 401: another's payment has no VAT invoice of organisation A's (404); a quote is a PDF (200).
  "GET /api/organizations/:id/payments/:paymentId/invoice": organizationRequest(404, {
    params: (w) => ({ paymentId: String(w.foreign.paymentId) }),
  }),
  "GET /api/organizations/:id/quote": organizationRequest(200, {
    query: { planId: "organisation", billingCycle: "monthly", seats: "120", country: "GB" },
  }),
  // Compliance assignments (issue 22): owners and admins of the organisation, not the site's admins.
  "GET /api/organizations/:id/compliance-assignments": orgAdminsRequest(200),
  // A department A does not have (400): reach without assigning anyone.
  "POST /api/organizations/:id/compliance-assignments": orgAdminsRequest(400, {
    body: (w: World) => ({
      pathwayId: w.pathwayId,
      audience: "department",
      department: "No such department",
      dueDays: 10,
    }),
  }),
  // Organisation B's rule named through A: not found, nothing ended.
  "DELETE /api/organizations/:id/compliance-assignments/:ruleId": orgAdminsRequest(404, {
    params: (w) => ({ ruleId: String(w.foreign.complianceRuleId) }),
  }),
  "GET /api/organizations/:id/compliance-assignments/:ruleId/status": orgAdminsRequest(404, {
    params: (w) => ({ ruleId: String(w.foreign.complianceRuleId) }),
  }),
  // Knowledge check item analysis (issue 22 item 5): A's owners and admins (and site admins) over A's members.
  // Issue 47 item 2: an organisation's stricter rules for its members' checks, for A's owners and admins.
  "GET /api/organizations/:id/knowledge-checks/rules": orgAdminsRequest(200),
  "PUT /api/organizations/:id/knowledge-checks/rules/:moduleId": orgAdminsRequest(200, {
    params: (w) => ({ moduleId: String(w.freeModule.id) }),
    body: { attemptLimit: null, cooldownMinutes: null, passMark: null, showAnswersAfterPass: true },
  }),
  "GET /api/organizations/:id/knowledge-checks/analysis": organizationRequest(200),
  "GET /api/organizations/:id/knowledge-checks/analysis/:moduleId": organizationRequest(200, {
    params: (w) => ({ moduleId: String(w.freeModule.id) }),
  }),
  "GET /api/admin/organizations": () => ({ query: { q: "Organisation" }, status: 200 }),
  // No such enquiry (404): nothing is recorded.
  "POST /api/admin/enquiries/:id/convert": () => ({
    params: { id: "2000000000" },
    body: {
      organization: { kind: "new", name: "Matrix Ltd" },
      planId: "organisation",
      seats: null,
      period: "yearly",
      invoiceRef: "INV-MATRIX-1",
    },
    status: 404,
  }),
  // Credentials (issue 11): the certificate is another learner's, so it is not found for any caller.
  "GET /api/certificates/user": () => ({ status: 200 }),
  "GET /api/certificates/available": () => ({ status: 200 }),
  // Certificate 1 needs modules and an assessment no caller has: refused, nothing issued.
  "POST /api/certificates/claim": () => ({ body: { certificateId: 1 }, status: 409 }),
  // Issue 45 item 3: what the caller's last completion earned (offered, or issued by their organisation).
  "POST /api/certificates/earned": () => ({ status: 200 }),
  "POST /api/certificates/:id/renew": (w) => ({ params: { id: String(w.foreign.certificateId) }, status: 404 }),
  "POST /api/certificates/share": (w) => ({
    body: { certificateId: w.foreign.certificateId, platform: "linkedin" },
    status: 404,
  }),
  "GET /api/credentials/wallet": () => ({ status: 200 }),
  "PATCH /api/credentials/wallet": () => ({ body: { isPublic: false, linkedInProfile: "" }, status: 200 }),
  "GET /api/certificates/:id/badge.json": (w) => ({ params: { id: String(w.foreign.certificateId) }, status: 404 }),
  "GET /api/certificates/:id/badge.png": (w) => ({ params: { id: String(w.foreign.certificateId) }, status: 404 }),
  "GET /api/certificates/:id/certificate.pdf": (w) => ({
    params: { id: String(w.foreign.certificateId) },
    status: 404,
  }),
  "GET /api/certificates/export.zip": () => ({ status: 404 }),
  "GET /api/verify/:code": () => ({ params: { code: "unknown-code" }, status: 404 }),
  // An empty JSON object: answered "invalid" with its reason.
  "POST /api/verify": () => ({ body: { fileName: "badge.json", content: "e30=" }, status: 200 }),
  "GET /api/portfolio/:slug": () => ({ params: { slug: "no-such-portfolio" }, status: 404 }),
  "GET /.well-known/did.json": () => ({ status: 200 }),
  "GET /api/credentials/issuer": () => ({ status: 200 }),
  "GET /api/credentials/status/:listId": () => ({ params: { listId: "1" }, status: 200 }),
  "GET /api/credentials/achievements/:slug": () => ({ params: { slug: "pivot-purpose-certificate" }, status: 200 }),
  // The admin may revoke anyone's certificate (the others are refused by the policy).
  "POST /api/admin/certificates/:id/revoke": (w) => ({
    params: { id: String(w.foreign.certificateId) },
    body: { reason: "Issued in error" },
    status: 200,
  }),
  // Notifications, e-mail and support (issue 10): another user's row is not found, never answered.
  "GET /api/notifications": () => ({ status: 200 }),
  "POST /api/notifications/:id/read": (w) => ({ params: { id: String(w.foreign.notificationId) }, status: 404 }),
  "POST /api/notifications/read-all": () => ({ status: 200 }),
  "GET /api/email-preferences": () => ({ status: 200 }),
  "PUT /api/email-preferences": () => ({ body: { reminders: true, updates: false }, status: 200 }),
  // A token that is not signed by this server: refused, nobody unsubscribed.
  "GET /api/email/unsubscribe": () => ({ query: { token: "bm9ib2R5.c2lnbmF0dXJl" }, status: 400 }),
  "POST /api/email/unsubscribe": () => ({ query: { token: "bm9ib2R5.c2lnbmF0dXJl" }, status: 400 }),
  "GET /api/admin/outbox": () => ({ status: 200 }),
  // The outbox is the admins': anyone's mail, read and sent again.
  "GET /api/admin/outbox/:id": (w) => ({ params: { id: String(w.foreign.mailId) }, status: 200 }),
  "GET /api/admin/outbox/:id/attachments/:index": (w) => ({
    params: { id: String(w.foreign.mailId), index: "0" },
    status: 200,
  }),
  "POST /api/admin/outbox/:id/retry": (w) => ({ params: { id: String(w.foreign.mailId) }, status: 200 }),
  "GET /api/support/conversations": () => ({ status: 200 }),
  "POST /api/support/conversations": () => ({
    body: { subject: "Live Chat Support", message: "Hello from the matrix" },
    status: 201,
  }),
  "POST /api/support/conversations/:id/messages": (w) => ({
    params: { id: String(w.foreign.conversationId) },
    body: { message: "Another question" },
    status: 404,
  }),
  // Issue 26 item 6: the assistant answers questions about the catalogue.
  "POST /api/assistant/ask": () => ({ body: { message: "How do I prepare for B Corp certification?" }, status: 200 }),
  "GET /api/admin/support/conversations": () => ({ status: 200 }),
  // Admins answer and close anyone's conversation.
  "POST /api/admin/support/conversations/:id/reply": (w) => ({
    params: { id: String(w.foreign.conversationId) },
    body: { message: "An answer" },
    status: 200,
  }),
  "POST /api/admin/support/conversations/:id/close": (w) => ({
    params: { id: String(w.foreign.conversationId) },
    status: 200,
  }),
  "POST /api/test-support/employer-team": () => ({ body: { members: 1 }, status: 201 }),
  // Team hub (issue 13): organisation A's members and administrators get in; employer B gets 403.
  // Routes naming a group, event, challenge, request or activity name organisation B's: not found in
  // organisation A's hub (issue 29: an id from another organisation's hub must not reach its row).
  "GET /api/organizations/:organizationId/team/overview": teamRequest(200),
  "GET /api/organizations/:organizationId/team/members": teamRequest(200, { query: { page: "1" } }),
  "GET /api/organizations/:organizationId/team/activity": teamRequest(200, { query: { page: "1" } }),
  "PUT /api/organizations/:organizationId/team/activity/:activityId/like": teamRequest(404, (w) => ({
    params: { activityId: String(w.foreign.team.activityId) },
    body: { liked: true },
  })),
  "POST /api/organizations/:organizationId/team/activity/:activityId/comments": teamRequest(404, (w) => ({
    params: { activityId: String(w.foreign.team.activityId) },
    body: { body: "Well done" },
  })),
  "GET /api/organizations/:organizationId/team/leaderboard": teamRequest(200, { query: { period: "month" } }),
  "GET /api/organizations/:organizationId/team/study-groups": teamRequest(200),
  "POST /api/organizations/:organizationId/team/study-groups": teamRequest(201, {
    body: { name: "Purpose readers", topic: "Purpose-driven leadership", category: "Purpose" },
  }),
  "POST /api/organizations/:organizationId/team/study-groups/:groupId/join": teamRequest(404, (w) => ({
    params: { groupId: String(w.foreign.team.groupId) },
  })),
  "GET /api/organizations/:organizationId/team/events": teamRequest(200),
  "POST /api/organizations/:organizationId/team/events": teamRequest(201, {
    body: {
      title: "Coffee & Learn",
      type: "discussion",
      topic: "Psychological safety",
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      durationMinutes: 30,
    },
  }),
  "POST /api/organizations/:organizationId/team/events/:eventId/join": teamRequest(404, (w) => ({
    params: { eventId: String(w.foreign.team.eventId) },
  })),
  "GET /api/organizations/:organizationId/team/events/:eventId/calendar.ics": teamRequest(404, (w) => ({
    params: { eventId: String(w.foreign.team.eventId) },
  })),
  "GET /api/organizations/:organizationId/team/challenges": teamRequest(200),
  "POST /api/organizations/:organizationId/team/challenges": teamRequest(201, {
    body: {
      title: "Fifty in a month",
      description: "Fifty modules together this month",
      category: "All pillars",
      reward: "Team lunch",
      startsOn: new Date().toISOString().slice(0, 10),
    },
  }),
  "POST /api/organizations/:organizationId/team/challenges/:challengeId/join": teamRequest(404, (w) => ({
    params: { challengeId: String(w.foreign.team.challengeId) },
  })),
  "GET /api/organizations/:organizationId/team/mentoring": teamRequest(200),
  "POST /api/organizations/:organizationId/team/mentoring/offers": teamRequest(200, {
    body: { expertise: "Inclusive leadership" },
  }),
  "POST /api/organizations/:organizationId/team/mentoring/requests": teamRequest(200, {
    body: { focus: "B-Corp readiness" },
  }),
  "POST /api/organizations/:organizationId/team/mentoring/requests/:requestId/messages": teamRequest(404, (w) => ({
    params: { requestId: String(w.foreign.team.mentoringRequestId) },
    body: { body: "Hello" },
  })),
  "GET /api/team/notifications": () => ({ status: 200 }),
  // Insight screens (issue 13): a learner's own goals, report and share link.
  "GET /api/learning-goals": () => ({ status: 200 }),
  "POST /api/learning-goals": (w) => ({
    body: {
      title: "Finish the inclusion modules",
      targetDate: "2999-01-01",
      priority: "High",
      moduleIds: [w.freeModule.id],
    },
    status: 201,
  }),
  // Another learner's goal: the caller's own goals only, so 404.
  "PUT /api/learning-goals/:id": (w) => ({
    params: { id: String(w.foreign.goalId) },
    body: { title: "Updated", targetDate: "2999-01-01", priority: "Medium", moduleIds: [w.freeModule.id] },
    status: 404,
  }),
  "DELETE /api/learning-goals/:id": (w) => ({ params: { id: String(w.foreign.goalId) }, status: 404 }),
  "GET /api/insights/report.pdf": () => ({ status: 200 }),
  "GET /api/progress-share": () => ({ status: 200 }),
  "PUT /api/progress-share": () => ({ body: { enabled: false }, status: 200 }),
  "GET /api/shared-progress/:token": () => ({ params: { token: "not-a-shared-link-token" }, status: 404 }),
  "POST /api/test-support/admin": () => ({ body: {}, status: 201 }),
  "POST /api/test-support/verified-domain": (w) => ({
    body: { organizationId: w.organizationA.id, domain: "matrix-proved.example" },
    status: 201,
  }),
  "POST /api/test-support/module-without-content": () => ({ status: 201 }),
  "POST /api/test-support/team-member": (w) => ({ body: { organizationId: w.organizationA.id }, status: 201 }),
  // Content administration (issue 14): admins only.
  "GET /api/content/modules-without-content": () => ({ status: 200 }),
  "GET /api/content/modules": () => ({ status: 200 }),
  "POST /api/content/generate/:moduleId": (w) => ({ params: { moduleId: String(w.otherFreeModuleId) }, status: 200 }),
  "POST /api/content/generate-bulk": (w) => ({ body: { moduleIds: [w.otherFreeModuleId] }, status: 200 }),
  "GET /api/content/generation-runs/current": () => ({ status: 200 }),
  "GET /api/content/drafts": () => ({ status: 200 }),
  // A real draft (nobody's own: any admin edits and publishes it); content-admin.test.ts checks the content.
  "PUT /api/content/drafts/:id": (w) => ({
    params: { id: String(w.foreign.draftId) },
    body: { markdown: "## Introduction\n\nA body long enough to pass the length check of a draft." },
    status: 200,
  }),
  "POST /api/content/drafts/:id/publish": (w) => ({ params: { id: String(w.foreign.draftId) }, status: 200 }),
  "GET /api/content/analytics": () => ({ status: 200 }),
  "POST /api/content/notify-when-ready/:moduleId": (w) => ({
    params: { moduleId: String(w.otherFreeModuleId) },
    status: 200,
  }),
  // The matrix sends JSON; the upload takes multipart (415 otherwise). content-admin.test.ts uploads real files.
  "POST /api/content/modules/:id/podcast": (w) => ({ params: { id: String(w.otherFreeModuleId) }, status: 415 }),
  // Knowledge check authoring and item analysis (issue 22 items 4 and 5): admins only. Questions that
  // do not exist are not found (nothing written); a question added twice is refused the second time.
  "GET /api/admin/knowledge-checks/modules": () => ({ status: 200 }),
  "GET /api/admin/knowledge-checks/modules/:moduleId": (w) => ({
    params: { moduleId: String(w.freeModule.id) },
    status: 200,
  }),
  "POST /api/admin/knowledge-checks/modules/:moduleId/questions": (w) => ({
    params: { moduleId: String(w.otherFreeModuleId) },
    body: {
      type: "true_false",
      text: "True or false: the matrix wrote this question.",
      options: [
        { text: "True", correct: true },
        { text: "False", correct: false },
      ],
      feedback: "True: the authorization matrix adds it.",
    },
    status: [201, 409],
  }),
  // The defaults: allowed whatever the module's bank holds.
  "PUT /api/admin/knowledge-checks/modules/:moduleId/settings": (w) => ({
    params: { moduleId: String(w.otherFreeModuleId) },
    body: { drawSize: 5, passMark: 80, cooldownMinutes: 0 },
    status: 200,
  }),
  // Published, or refused when the generated drafts would make the bank break a rule.
  "POST /api/admin/knowledge-checks/modules/:moduleId/publish-drafts": (w) => ({
    params: { moduleId: String(w.otherFreeModuleId) },
    status: [200, 409],
  }),
  "PUT /api/admin/knowledge-checks/questions/:questionId": () => ({
    params: { questionId: "2000000000" },
    body: {
      type: "single",
      text: "Which answer is right?",
      options: [
        { text: "This one", correct: true },
        { text: "That one", correct: false },
      ],
      feedback: "This one is right.",
    },
    status: 404,
  }),
  "POST /api/admin/knowledge-checks/questions/:questionId/retire": () => ({
    params: { questionId: "2000000000" },
    status: 404,
  }),
  "POST /api/admin/knowledge-checks/questions/:questionId/restore": () => ({
    params: { questionId: "2000000000" },
    status: 404,
  }),
  "GET /api/admin/knowledge-checks/analysis": () => ({ status: 200 }),
  "GET /api/admin/knowledge-checks/analysis/:moduleId": (w) => ({
    params: { moduleId: String(w.freeModule.id) },
    status: 200,
  }),
  // Issue 29: the way out of the device limit takes the refusal's signed proof; a forged one is refused.
  "POST /api/device-limit/end-session": () => ({ body: { proof: "device-limit:forged" }, status: 400 }),
  // Issue 26 item 2: a signed-in page's activity; the session's idle clock starts again.
  "POST /api/session/heartbeat": () => ({ status: 200 }),
  "GET /api/protection/settings": () => ({ status: 200 }),
  "PUT /api/protection/settings": () => ({
    body: { ...DEFAULT_PROTECTION_SETTINGS, legalNotice: "Licensed for personal learning only." },
    status: 200,
  }),
  "GET /api/protection/modules": () => ({ status: 200 }),
  "GET /api/protection/analytics": () => ({ status: 200 }),
  "GET /api/protection/modules/:id/policy": (w) => ({ params: { id: String(w.freeModule.id) }, status: 200 }),
  "POST /api/protection/access-test": (w) => ({ body: { moduleId: w.freeModule.id, action: "print" }, status: 200 }),
  // Issue 21 item 2: SCIM tokens are the owner's (not admins', not the site admin's).
  "GET /api/organizations/:id/scim/tokens": organizationRequest(200, { ownerOnly: true }),
  "POST /api/organizations/:id/scim/tokens": organizationRequest(201, { ownerOnly: true, body: { name: "Matrix" } }),
  "DELETE /api/organizations/:id/scim/tokens/:tokenId": organizationRequest(404, {
    ownerOnly: true,
    params: { tokenId: "no-such-token" },
  }),
  // Issue 23: organisation API keys are managed by A's owners and admins (not the site's admins).
  "GET /api/organizations/:id/api-keys": orgAdminsRequest(200),
  // Organisation A's plan has no API access: refused (403), nothing created.
  "POST /api/organizations/:id/api-keys": orgAdminsRequest(403, { body: { name: "Matrix", scope: "read" } }),
  "DELETE /api/organizations/:id/api-keys/:keyId": orgAdminsRequest(404, { params: { keyId: "no-such-key" } }),
  // The public API v1 (issue 23): the key's organisation scopes every answer.
  "GET /api/v1/members": apiKeyRequest(200),
  "GET /api/v1/members/:id": apiKeyRequest(200, { ofA: true, params: (w) => ({ id: w.organizationA.memberIds[1] }) }),
  "GET /api/v1/departments": apiKeyRequest(200),
  "GET /api/v1/enrolments": apiKeyRequest(200),
  "GET /api/v1/assignments": apiKeyRequest(200),
  // A's team member: A assigns them (idempotent); B's key cannot name them (404), nothing is written.
  "POST /api/v1/assignments": apiKeyRequest(201, {
    ofA: true,
    body: (w: World) => ({ personId: w.organizationA.memberIds[1], pathwayId: w.pathwayId }),
  }),
  // An assignment nobody has: not found for every key.
  "DELETE /api/v1/assignments/:id": apiKeyRequest(404, {
    params: (w) => ({ id: `${w.organizationA.memberIds[1]}:2147483000` }),
  }),
  "GET /api/v1/progress": apiKeyRequest(200, { query: { updatedSince: "2020-01-01T00:00:00Z", limit: "1000" } }),
  "GET /api/v1/completions": apiKeyRequest(200),
  "GET /api/v1/knowledge-check-results": apiKeyRequest(200),
  "GET /api/v1/certificates": apiKeyRequest(200),
  "GET /api/v1/modules": apiKeyRequest(200),
  // Issue 24: the PIVOT player. A launch token nobody issued is refused (401), signed in or not.
  "POST /api/lms/player-sessions": () => ({ body: { launchToken: "not.a-launch-token" }, status: 401 }),
  "GET /api/lms/player/modules/:moduleId": playerRequest(),
  "GET /api/lms/player/modules/:moduleId/content": playerRequest(),
  "POST /api/lms/player/modules/:moduleId/progress": playerRequest({
    body: { isCompleted: false, progressPercentage: 40, timeSpent: 60 },
  }),
  "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts": playerRequest(),
  "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts/:attemptId/submit": playerRequest({
    params: { attemptId: "2147483647" },
    body: { answers: {} },
  }),
  // Issue 24 item 1: LMS packages. No organisation of the world has Enterprise Plus: its owners are refused
  // with the plan's message (403), its member by role (403); the site admin, in no organisation, finds nothing (404).
  "GET /api/modules/:id/export": (w, caller) => ({
    params: moduleParams(w),
    query: { format: "scorm12" },
    status: caller === "admin" ? 404 : 403,
  }),
  "GET /api/pathways/:id/export": (w, caller) => ({
    params: { id: String(w.pathwayId) },
    query: { format: "cmi5" },
    status: caller === "admin" ? 404 : 403,
  }),
  "GET /api/organizations/:id/lms-packages": orgAdminsRequest(200),
  // A package nobody has: not found in the owner's organisation.
  "POST /api/organizations/:id/lms-packages/:packageId/revoke": orgAdminsRequest(404, {
    params: { packageId: "no-such-package" },
  }),
  // Decision 392: a package nobody has, and a held learner nobody has, are not found in the owner's organisation.
  "PUT /api/organizations/:id/lms-packages/:packageId/origins": orgAdminsRequest(404, {
    params: { packageId: "no-such-package" },
    body: { origins: ["https://lms.matrix.example"] },
  }),
  "GET /api/organizations/:id/lms-pending-learners": orgAdminsRequest(200),
  "POST /api/organizations/:id/lms-pending-learners/:learnerId/approve": orgAdminsRequest(404, {
    params: { learnerId: "no-such-learner" },
  }),
  "POST /api/organizations/:id/lms-pending-learners/:learnerId/reject": orgAdminsRequest(404, {
    params: { learnerId: "no-such-learner" },
  }),
  // The launch page's call: a package key nobody holds is refused (401), signed in or not (cookies play no part).
  "POST /api/lms/launches": () => ({
    body: { packageKey: "no-such-package-key", learner: { id: "matrix-learner", name: null } },
    status: 401,
  }),
  "OPTIONS /api/lms/launches": () => ({ status: 204 }),
  // Issue 24 item 2: the LTI tool. No organisation of the world has Enterprise Plus: A's owner is refused
  // with the plan's message (403), everyone else by role or organisation (403).
  "GET /api/organizations/:id/lti": orgAdminsRequest(403),
  "GET /api/organizations/:id/lti/registrations": orgAdminsRequest(403),
  "POST /api/organizations/:id/lti/registrations": orgAdminsRequest(403, { body: MATRIX_LMS }),
  "PUT /api/organizations/:id/lti/registrations/:registrationId": orgAdminsRequest(403, {
    params: { registrationId: "no-such-registration" },
    body: MATRIX_LMS,
  }),
  "DELETE /api/organizations/:id/lti/registrations/:registrationId": orgAdminsRequest(403, {
    params: { registrationId: "no-such-registration" },
  }),
  "POST /api/organizations/:id/lti/contexts/:contextId/sync": orgAdminsRequest(403, {
    params: { contextId: "2147483000" },
  }),
  "POST /api/organizations/:id/lti/registration-links": orgAdminsRequest(403),
  // The protocol's routes, for any LMS and browser: an unregistered platform and a launch without a
  // token are refused with a page; a picker nobody opened is not found. Cookies play no part.
  "GET /api/lti/jwks": () => ({ status: 200 }),
  "GET /api/lti/login": () => ({
    query: { iss: "https://unknown-lms.matrix.example", login_hint: "matrix", target_link_uri: "https://x.example/" },
    status: 403,
  }),
  "POST /api/lti/login": () => ({
    body: { iss: "https://unknown-lms.matrix.example", login_hint: "matrix", target_link_uri: "https://x.example/" },
    status: 403,
  }),
  "POST /api/lti/launch": () => ({ body: {}, status: 400 }),
  "GET /api/lti/deep-linking/:requestId": () => ({ params: { requestId: "no-such-request" }, status: 404 }),
  // Decision 397: a framed launch's ticket nobody was given is refused with a page (401).
  "GET /api/lti/frame/:ticket": () => ({ params: { ticket: "no-such-ticket" }, status: 401 }),
  // Decision 397: a registration link nobody made is refused with a page (404).
  "GET /api/lti/register/:token": () => ({ params: { token: "no-such-link" }, status: 404 }),
  "POST /api/lti/deep-linking/:requestId": () => ({
    params: { requestId: "no-such-request" },
    body: { moduleId: "1" },
    status: 404,
  }),
  // Issue 24 item 3: SCORM import. Neither organisation has Enterprise Plus: its owner is refused by
  // the plan (403) before any course is looked up; scorm-courses.test.ts imports and plays real packages.
  "GET /api/organizations/:id/scorm-courses": orgAdminsRequest(200),
  "POST /api/organizations/:id/scorm-courses": orgAdminsRequest(403),
  "PATCH /api/organizations/:id/scorm-courses/:courseId": orgAdminsRequest(403, {
    params: { courseId: "no-such-course" },
    body: { archived: true },
  }),
  "POST /api/organizations/:id/scorm-courses/:courseId/package": orgAdminsRequest(403, {
    params: { courseId: "no-such-course" },
  }),
  "DELETE /api/organizations/:id/scorm-courses/:courseId": orgAdminsRequest(403, {
    params: { courseId: "no-such-course" },
  }),
  "POST /api/organizations/:id/scorm-courses/:courseId/assignments": orgAdminsRequest(403, {
    params: { courseId: "no-such-course" },
    body: (w: World) => ({ memberIds: [w.organizationA.memberIds[0]] }),
  }),
  // The employer view's Organisation courses: owners, admins and managers, with or without the plan.
  "GET /api/organizations/:id/scorm-course-report": orgAdminsRequest(200),
  "GET /api/scorm-courses": () => ({ status: 200 }),
  // A course nobody has: not found, whoever asks.
  "GET /api/scorm-courses/:courseId": () => ({ params: { courseId: "no-such-course" }, status: 404 }),
  "PUT /api/scorm-courses/:courseId/attempt": () => ({
    params: { courseId: "no-such-course" },
    body: { cmi: { core: { lesson_status: "passed" } } },
    status: 404,
  }),
  // A course's files: never on PIVOT's own host (decision 355), and a token nobody issued is not found.
  "GET /api/scorm-content/*": () => ({ params: { "*": "not.a-token/index.html" }, status: 404 }),
  "GET /scim/v2/ServiceProviderConfig": scimRequest(200),
  "GET /scim/v2/ResourceTypes": scimRequest(200),
  "GET /scim/v2/ResourceTypes/:id": scimRequest(200, { params: { id: "User" } }),
  "GET /scim/v2/Schemas": scimRequest(200),
  "GET /scim/v2/Schemas/:id": scimRequest(200, { params: { id: "urn:ietf:params:scim:schemas:core:2.0:User" } }),
  "GET /scim/v2/Users": scimRequest(200, { query: { filter: 'userName eq "nobody@matrix.example.com"' } }),
  // A new person each time (the fuzzer and the matrix send it again), at the token's organisation's
  // verified domain: created, or refused once seats run out.
  "POST /scim/v2/Users": scimRequest([201, 409], {
    body: (w: World, caller: CallerName) => ({
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: `scim-${++scimCounter}-${randomBytes(3).toString("hex")}@${caller === "employerB" ? w.scim.domainB : w.scim.domainA}`,
      name: { givenName: "Sam", familyName: "Scim" },
      active: false,
    }),
  }),
  "GET /scim/v2/Users/:id": scimRequest(200, { ofA: true, params: (w) => ({ id: w.scim.userIdA }) }),
  "PUT /scim/v2/Users/:id": scimRequest(200, {
    ofA: true,
    params: (w) => ({ id: w.scim.userIdA }),
    body: {
      userName: "pat.provisioned@matrix.example.com",
      name: { givenName: "Pat", familyName: "Provisioned" },
      active: false,
    },
  }),
  "PATCH /scim/v2/Users/:id": scimRequest(200, {
    ofA: true,
    params: (w) => ({ id: w.scim.userIdA }),
    body: scimPatch([{ op: "replace", path: "name.givenName", value: "Pat" }]),
  }),
  "DELETE /scim/v2/Users/:id": scimRequest(404, { params: { id: "no-such-user" } }),
  "GET /scim/v2/Groups": scimRequest(200, { query: { excludedAttributes: "members" } }),
  "POST /scim/v2/Groups": scimRequest([201, 409], {
    body: () => ({ displayName: `Matrix group ${++scimCounter}-${randomBytes(3).toString("hex")}`, members: [] }),
  }),
  "GET /scim/v2/Groups/:id": scimRequest(200, { ofA: true, params: (w) => ({ id: w.scim.groupA.id }) }),
  "PUT /scim/v2/Groups/:id": scimRequest(200, {
    ofA: true,
    params: (w) => ({ id: w.scim.groupA.id }),
    body: (w: World) => ({ displayName: w.scim.groupA.name, members: [] }),
  }),
  "PATCH /scim/v2/Groups/:id": scimRequest(200, {
    ofA: true,
    params: (w) => ({ id: w.scim.groupA.id }),
    body: scimPatch([{ op: "replace", path: "externalId", value: "matrix-group" }]),
  }),
  "DELETE /scim/v2/Groups/:id": scimRequest(404, { params: { id: "2147483000" } }),
};

/** Whether a 401 is the one the route's kind answers: SCIM's error format under /scim/v2, ours elsewhere. */
export function isUnauthorizedAnswer(access: Access, body: string): boolean {
  // The public API and the LMS player say what is wrong with the key (missing, not valid) as `{ message }`.
  if ((typeof access === "object" && "apiKey" in access) || access === "playerSession") {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      return typeof parsed.message === "string" && Object.keys(parsed).length === 1;
    } catch {
      return false;
    }
  }
  if (access !== "scimToken") return body === JSON.stringify({ message: "Unauthorized" });
  try {
    const parsed = JSON.parse(body) as { schemas?: unknown; status?: unknown; detail?: unknown };
    return (
      Array.isArray(parsed.schemas) &&
      parsed.schemas[0] === "urn:ietf:params:scim:api:messages:2.0:Error" &&
      parsed.status === "401" &&
      typeof parsed.detail === "string"
    );
  } catch {
    return false;
  }
}

/** Better Auth's endpoints, called with an empty body: the policy decides, Better Auth answers the rest. */
export function requestFor(route: CallableRoute, world: World, caller: CallerName): RouteRequest | undefined {
  const request = ROUTE_REQUESTS[routeKey(route)];
  if (request) return request(world, caller);
  if (!route.url.startsWith("/api/auth/")) return undefined;
  const params = Object.fromEntries(pathParams(route.url).map((name) => [name, "oidc"]));
  return { params, body: route.method === "POST" ? {} : undefined, status: null, endsSession: true };
}

/** The `:name` parameters of a route URL, in order. */
export const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The URL with its parameters filled in; each value is sent as given (already encoded). */
export const fillParams = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? "1");

/** Percent-encodes every byte outside the unreserved set, lone surrogates included (as U+FFFD). */
export const encodeSegment = (value: string) =>
  [...Buffer.from(value, "utf8")]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");

/** Sends a request as the caller: its session cookie, a trusted Origin and a client address of its own. */
export function send(
  t: TestApp,
  user: TestUser | null,
  request: {
    method: HTTPMethods;
    url: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
  },
) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    // A fresh address per request: the per-client rate limits (10 a minute on the forms) stay out of the way.
    remoteAddress: nextAddress(),
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...request.headers },
  });
}

/**
 * The signed-in caller a route's policy lets in (the employer of organisation A for organisation
 * routes, the admin for admin routes, else the learner), so only the check under test can refuse them.
 */
export function callerAllowedBy(world: World, route: { access: Access }): Caller {
  const { access } = route;
  // A SCIM route: organisation A's owner holds its bearer token (scimRequest); a public API route
  // ({ apiKey }, the object case below): A's owner holds A's API key (apiKeyRequest), sent by
  // requestFor's headers; an LMS player route (issue 24): A's owner holds a player key of A's learner.
  if (access === "organisationMember" || access === "scimToken" || access === "playerSession")
    return world.callers.employerA;
  if (typeof access === "object")
    return world.callers["role" in access && access.role.includes("admin") ? "admin" : "employerA"];
  return world.callers.learner;
}

/** Tables whose rows change on requests that change nothing: Better Auth's rate-limit counters. */
const UNFINGERPRINTED_TABLES = new Set(["rate_limit"]);

/**
 * A digest of every row of every table in the app's schema, table by table: two equal fingerprints
 * mean no request in between wrote anything (issue 29: "and nothing changed"). One query.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const { db } = t.database;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name
    `),
  )
    .map((r) => r.table_name)
    .filter((name) => !UNFINGERPRINTED_TABLES.has(name));
  if (tables.length === 0) throw new Error("no tables to fingerprint");
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`,
  );
  const digests = rowsOf<{ name: string; digest: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(digests.map((d) => [d.name, d.digest]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
