import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { CURRENT_DPA_VERSION } from "../../domain/dpa";
import { ASSESSMENT_QUESTIONS } from "../../domain/jedi-assessment";
import { NINE } from "../../domain/jedi-pay-gap-fixtures";
import { issueDeviceLimitProof } from "../auth/device-limit";
import { rowsOf } from "../db/rows";
import { certificates, knowledgeCheckQuestions, modules, pathways, salesEnquiries, user } from "../db/schema";
import { createEvidenceRow } from "../features/bcorp-workbench/bcorp-fixtures";
import {
  createOrgAssessmentRow,
  createSurveyRow,
  createSurveyToken,
} from "../features/jedi-surveys/jedi-survey-fixtures";
import { createLmsPackageRow, createPendingLearnerRow } from "../features/lms-packages/lms-package-fixtures";
import { createPlayerSessionRow } from "../features/lms-player/player-fixtures";
import { createLtiRegistrationRow } from "../features/lti/lti-fixtures";
import { createVerifiedDomainRow } from "../features/organizations/invitations-fixtures";
import { createPayGapYear, csvOf, recordEntry } from "../features/pay-gap/pay-gap-fixtures";
import { createApiKeyRow } from "../features/public-api/api-key-fixtures";
import { createScimTokenRow, createScimUserRow } from "../features/scim/scim-fixtures";
import { createScormCourseRow, packageUpload, samplePackage } from "../features/scorm-courses/scorm-fixtures";
import { createSsoProviderRow, ssoConfigurationFor } from "../features/sso/sso-fixtures";
import { createWebhookEndpointRow } from "../features/webhooks/webhook-fixtures";
import { issueLaunchToken } from "../platform/lms/launch-token";
import { unsubscribeToken } from "../platform/mail/mail-context";
import {
  addMember,
  completeModule,
  createComplianceRule,
  createDraft,
  createEmployerWithTeam,
  createLearner,
  createLearningGoal,
  createNotification,
  createOrganizationPlan,
  createStudyGroup,
  createSubscription,
  createSupportConversation,
  createTeamChallenge,
  createTeamEvent,
  createUser,
  createUserCertificate,
  recordProgress,
  seededRandom,
} from "./factories";
import {
  accessVerdict,
  type CallableRoute,
  type CallerName,
  OWNED_ROWS,
  requestFor,
  routeKey,
  send,
  signedInSession,
  type World,
} from "./route-callers";
import { TEST_ORIGIN, type TestApp, type TestUser } from "./test-app";
import { totpFromUri } from "./totp";
import { type SoftPasskey, softAuthenticator } from "./webauthn";

/**
 * One write per mutating route that succeeds (the cache-coherence test counts only those, issue 27):
 * who makes it, what it sends, and who else reads back what it changed. The rows a write needs are
 * made before the test's first read (`prepare`), never between a warm read and the write, so what the
 * caches hold before each write is what the database held.
 */
export interface CoherentWrite {
  /** null: signed out. */
  writer: TestUser | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * A body made as the write is sent, in place of `body`: for what expires while the other writes run
   * (a device-limit proof lives five minutes; on a busy machine the whole list takes longer).
   */
  bodyAtSend?: () => Promise<unknown>;
  /** A payload that is not JSON (a multipart upload), with its headers. */
  raw?: { payload: Buffer; headers: Record<string, string> };
  /** The URL as it is sent (a SCIM write's), instead of the route's URL with `params` filled in. */
  url?: string;
  /** Who reads back besides the world's learner and organisation A's owner: the people the write is about. */
  readers?: TestUser[];
  /** The organisation whose team hub is read (organisation A unless the write is about another). */
  organizationId?: string;
}

export type WriteMaker = (c: Coherence) => Promise<CoherentWrite>;

/** What the makers share: the app, its world, and fresh people and organisations made on request. */
export interface Coherence {
  t: TestApp;
  world: World;
  now: Date;
  /** A fresh member (role `member`, department Operations) of organisation A, signed in, with progress unless `idle`. */
  memberOfA(options?: { idle?: boolean }): Promise<TestUser>;
  /** A fresh user in no organisation, signed in. */
  outsider(emailDomain?: string): Promise<TestUser>;
  /** A fresh organisation: its owner and one member with progress, both signed in. */
  organization(): Promise<{ id: string; name: string; owner: TestUser; member: TestUser }>;
}

export const PASSWORD = "correct-horse-battery-staple";

let counter = 0;
const unique = () => `${++counter}-${randomBytes(3).toString("hex")}`;

export function coherence(t: TestApp, world: World, now: Date): Coherence {
  const { db } = t.database;
  const moduleIds = async () =>
    (await db.select({ id: modules.id }).from(modules).orderBy(asc(modules.id))).map((m) => m.id);
  return {
    t,
    world,
    now,
    async memberOfA({ idle = false } = {}) {
      const person = await createLearner(db, {
        email: `member-${unique()}@coherence.example.com`,
        firstName: "Mia",
        lastName: `Member ${counter}`,
      });
      await addMember(db, {
        organizationId: world.organizationA.id,
        userId: person.id,
        role: "member",
        department: "Operations",
      });
      if (!idle) {
        await recordProgress(db, person.id, {
          moduleIds: await moduleIds(),
          random: seededRandom(counter),
          now,
          intensity: 1,
        });
      }
      return signedInSession(t, person);
    },
    async outsider(emailDomain = "coherence.example.com") {
      const person = await createLearner(db, {
        email: `outsider-${unique()}@${emailDomain}`,
        firstName: "Oz",
        lastName: "Outsider",
      });
      return signedInSession(t, person);
    },
    async organization() {
      const id = unique();
      const team = await createEmployerWithTeam(db, {
        employer: { email: `owner-${id}@coherence.example.com`, firstName: "Olu", lastName: "Owner" },
        organization: { name: `Coherence ${id}`, slug: `coherence-${id}` },
        members: 1,
        memberEmailDomain: `team-${id}.coherence.example.com`,
        random: seededRandom(counter),
        now,
      });
      return {
        id: team.organization.id,
        name: team.organization.name,
        owner: await signedInSession(t, team.employer),
        member: await signedInSession(t, team.members[0]),
      };
    },
  };
}

const MP3 = () => fs.readFileSync(path.resolve("content/media/everyday-allyship-in-practice.mp3"));

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----pivot${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A pending invitation of the organisation to `email`, whose link's token is returned. */
async function invitationToken(c: Coherence, organizationId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(c.now.getTime() + 7 * 86_400_000).toISOString();
  await c.t.database.db.execute(sql`
    insert into organization_invitations (id, organization_id, email, token_hash, expires_at, invited_by, created_at, last_sent_at)
    values (${randomUUID()}, ${organizationId}, ${email.toLowerCase()}, ${hashLinkToken(token)}, ${expires},
      ${c.world.callers.employerA.user?.id ?? null}, ${c.now.toISOString()}, ${c.now.toISOString()})
  `);
  return token;
}

async function verifiedDomain(
  c: Coherence,
  organizationId = orgA(c),
  autoJoin = false,
): Promise<{ id: number; domain: string }> {
  const domain = `verified-${unique()}.coherence.example`;
  const [row] = rowsOf<{ id: number }>(
    await c.t.database.db.execute(sql`
      insert into organization_domains (organization_id, domain, token, verified_at, auto_join)
      values (${organizationId}, ${domain}, ${randomBytes(16).toString("hex")}, ${c.now.toISOString()}, ${autoJoin})
      returning id
    `),
  );
  return { id: row.id, domain };
}

/** A request of the app made while preparing (never checked): its answer must be a success. */
async function prepareCall(
  c: Coherence,
  as: TestUser | null,
  method: "POST" | "PUT" | "PATCH",
  url: string,
  body?: unknown,
) {
  const res = await send(c.t, as, {
    method,
    url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
  if (res.statusCode >= 300) throw new Error(`preparing ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

const learnerOf = (c: Coherence) => c.world.callers.learner.user as TestUser;
const employerA = (c: Coherence) => c.world.callers.employerA.user as TestUser;
const adminOf = (c: Coherence) => c.world.callers.admin.user as TestUser;
const orgA = (c: Coherence) => c.world.organizationA.id;
const evidenceOfA = (c: Coherence) =>
  createEvidenceRow(c.t.database.db, c.t.app.services.config, {
    organizationId: orgA(c),
    userId: employerA(c).id,
  });
let payGapYearCount = 0;
const payGapYear = () => 2070 + ++payGapYearCount;
const payGapYearOfA = (c: Coherence) =>
  createPayGapYear(c.t.database.db, c.t.app.services.config, {
    organizationId: orgA(c),
    userId: employerA(c).id,
    year: payGapYear(),
  });

/** An equality action plan of organisation A, started by its owner on a pay-gap year of its own. */
async function equalityPlanOfA(c: Coherence): Promise<number> {
  const { year } = await payGapYearOfA(c);
  const created = await c.t.as(employerA(c), {
    method: "POST",
    url: `/api/organizations/${orgA(c)}/equality-action-plans`,
    payload: { title: "Plan", reportingYear: year },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().id;
}

/** A plan of A's with a draft its owner may approve: two actions, one per theme, each complete. */
async function approvablePlanOfA(c: Coherence): Promise<number> {
  const planId = await equalityPlanOfA(c);
  const action = (menuItemId: string, stage: string) => ({
    menuItemId,
    stage,
    text: "Done by the end of the year.",
    ownerUserId: employerA(c).id,
    startsOn: "2026-05-01",
    dueOn: "2027-03-31",
    indicator: { metric: "assignment-completion", baselineYear: null, baseline: 0, target: 90, targetYear: 2027 },
    links: [{ kind: "evidence", title: "Policy", url: "https://example.org/policy" }],
  });
  const saved = await c.t.as(employerA(c), {
    method: "PUT",
    url: `/api/organizations/${orgA(c)}/equality-action-plans/${planId}`,
    payload: {
      narrative: "Our plan.",
      actions: [
        action("pay-gap-automatic-promotion-consideration", "new"),
        action("menopause-flexible-working", "in-progress"),
      ],
    },
  });
  if (saved.statusCode !== 200 || saved.json().current.approvalIssues.length > 0) throw new Error(saved.body);
  return planId;
}

/** An admin acting on a fresh member of organisation A (who reads back). */
const onMember =
  (body: (target: TestUser) => unknown, before?: (c: Coherence, target: TestUser) => Promise<void>): WriteMaker =>
  async (c) => {
    const target = await c.memberOfA();
    await before?.(c, target);
    return { writer: adminOf(c), body: body(target), readers: [target] };
  };

const teamPath = (c: Coherence, extra: Record<string, string> = {}) => ({ organizationId: orgA(c), ...extra });

/** A member of organisation A with a second session (issue 21), and that session's id. */
async function memberOnTwoDevices(c: Coherence) {
  const laptop = await c.memberOfA();
  const phone = await signedInSession(c.t, laptop);
  const token = decodeURIComponent(phone.cookie.slice(phone.cookie.indexOf("=") + 1)).split(".")[0];
  const [row] = rowsOf<{ id: string }>(
    await c.t.database.db.execute(sql`select id from session where token = ${token}`),
  );
  return { laptop, phone, phoneSessionId: row.id };
}

/**
 * A SCIM write (issue 21) against a fresh organisation: its owner, a member with progress and a
 * session whom the organisation's provider provisioned, the member's department as a group, and a
 * token. The write carries the bearer token; the member and the owner read back.
 */
function scimWrite(
  build: (scim: { memberScimId: string; groupId: string; member: TestUser; domain: string }) => {
    path: string;
    body?: unknown;
  },
): WriteMaker {
  return async (c) => {
    const { db } = c.t.database;
    const org = await c.organization();
    const { token } = await createScimTokenRow(db, { organizationId: org.id, createdBy: null });
    // Provisioning makes accounts only at a verified domain (issue 43 item 2).
    const domain = `coherence-${unique()}.example.com`;
    await createVerifiedDomainRow(db, { organizationId: org.id, domain, now: new Date() });
    const { id: memberScimId } = await createScimUserRow(db, {
      organizationId: org.id,
      userId: org.member.id,
      userName: org.member.email,
      active: true,
    });
    const [department] = rowsOf<{ id: number }>(
      await db.execute(sql`
        select d.id from departments d join member m on m.organization_id = d.organization_id and m.department = d.name
        where m.organization_id = ${org.id} and m.user_id = ${org.member.id}
      `),
    );
    const { path, body } = build({ memberScimId, groupId: String(department.id), member: org.member, domain });
    return {
      writer: null,
      params: {},
      raw: {
        payload: Buffer.from(body === undefined ? "" : JSON.stringify(body)),
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
        },
      },
      url: `/scim/v2${path}`,
      readers: [org.owner, org.member],
      organizationId: org.id,
    };
  };
}

const scimPatch = (...operations: unknown[]) => ({
  schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
  Operations: operations,
});

/** The plan a fresh organisation buys (test provider), and cancels again. */
const TEAM_LEADER_PLAN = {
  planId: "team_leader",
  billingCycle: "monthly",
  seats: 5,
  billing: { name: "Coherent Writes Ltd", address: "1 Test Street, Leeds, LS1 1AA", country: "GB" },
};

/** What a maker adds to a write, made when the write is (a row it needs, a fresh name). */
type WritePart = Partial<CoherentWrite>;

/** A write by organisation A's owner at A's address: `part` adds params, a body, readers. */
const byOwnerOfA =
  (part: (c: Coherence) => WritePart | Promise<WritePart> = () => ({})): WriteMaker =>
  async (c) => {
    const { params, ...rest } = await part(c);
    return { writer: employerA(c), params: { id: orgA(c), ...params }, ...rest };
  };

/** A write by a fresh member of organisation A about themselves, who reads back; `part` may make their rows first. */
/**
 * Issue 43: a member of organisation A with a password, signed in, whose two-factor sign-in is not
 * started, started (an authenticator app awaiting its first code) or on.
 */
async function twoFactorMember(c: Coherence, stage: "none" | "started" | "on") {
  const person = await createUser(c.t.database.db, {
    email: `two-factor-${unique()}@coherence.example.com`,
    firstName: "Tess",
    lastName: "Twofactor",
    role: "learner",
    password: PASSWORD,
  });
  await addMember(c.t.database.db, { organizationId: orgA(c), userId: person.id, role: "member", department: null });
  let session = await signedInSession(c.t, person);
  if (stage === "none") return { session, totpURI: "", backupCodes: [] as string[] };
  const enable = await send(c.t, session, {
    method: "POST",
    url: "/api/auth/two-factor/enable",
    payload: JSON.stringify({ password: PASSWORD }),
    headers: { "content-type": "application/json" },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable: ${enable.statusCode} ${enable.body}`);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  if (stage === "on") {
    const confirm = await send(c.t, session, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: JSON.stringify({ code: totpFromUri(totpURI) }),
      headers: { "content-type": "application/json" },
    });
    if (confirm.statusCode !== 200) throw new Error(`two-factor confirm: ${confirm.statusCode} ${confirm.body}`);
    // Confirming replaces the session (Better Auth): the new cookie is the person's from here.
    const cookie = confirm.cookies.find((k) => k.name.endsWith("session_token") && k.value);
    if (!cookie) throw new Error("two-factor confirm set no session cookie");
    session = { ...session, cookie: `${cookie.name}=${cookie.value}` };
  }
  return { session, totpURI, backupCodes };
}

/** Issue 43: the browser's half of WebAuthn, and the challenge cookie an options answer sets. */
const authenticator = softAuthenticator(TEST_ORIGIN);
const challengeCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies
    .filter((k) => k.value !== "")
    .map((k) => `${k.name}=${k.value}`)
    .join("; ");

/** A member of organisation A, signed in, with a passkey added as /profile adds one (or none yet). */
async function passkeyMember(c: Coherence, withPasskey: boolean) {
  const { session } = await twoFactorMember(c, "none");
  if (!withPasskey) return { session, passkey: null };
  const options = await send(c.t, session, { method: "GET", url: "/api/auth/passkey/generate-register-options" });
  const { passkey, response } = authenticator.register(options.json());
  const added = await send(
    c.t,
    { ...session, cookie: [session.cookie, challengeCookie(options)].join("; ") },
    {
      method: "POST",
      url: "/api/auth/passkey/verify-registration",
      payload: JSON.stringify({ response, name: "Laptop" }),
      headers: { "content-type": "application/json" },
    },
  );
  if (added.statusCode !== 200) throw new Error(`passkey registration: ${added.statusCode} ${added.body}`);
  return { session, passkey: passkey as SoftPasskey | null };
}

const byMemberOfA =
  (part: (c: Coherence, member: TestUser) => WritePart | Promise<WritePart> = () => ({})): WriteMaker =>
  async (c) => {
    const member = await c.memberOfA();
    return { writer: member, ...(await part(c, member)), readers: [member] };
  };

/** The makers of writes in scenes of one kind: `write` says what is sent in the fresh organisation set up for it. */
const inScene =
  <S extends { organizationId: string }>(makeScene: (c: Coherence) => Promise<S>) =>
  (write: (scene: S, c: Coherence) => CoherentWrite | Promise<CoherentWrite>): WriteMaker =>
  async (c) => {
    const scene = await makeScene(c);
    return { ...(await write(scene, c)), organizationId: scene.organizationId };
  };

/** The scene's owner, writing at its organisation's address (with `params` besides the id). */
const ownerAt = (scene: { organizationId: string; owner: TestUser }, params: Record<string, string> = {}) => ({
  writer: scene.owner,
  params: { id: scene.organizationId, ...params },
});

const inOrganization = inScene(freshOrganization);
const inLmsPackageScene = inScene(lmsPackageScene);
/** The LMS the scene's package is launched from (decision 392). */
const COHERENCE_LMS_ORIGIN = "https://lms.coherence.example";

const inScormScene = inScene(scormScene);
const inLtiScene = inScene(ltiScene);

/** A change to the scene's SCORM course by its owner; the course's learner reads back. */
const courseWrite = (scene: Awaited<ReturnType<typeof scormScene>>) => ({
  ...ownerAt(scene, { courseId: scene.courseId }),
  readers: [scene.member],
});

/** An LMS registration as its owner enters it (a new issuer each time). */
const ltiRegistration = (name: string, deploymentIds: string[]) => ({
  name,
  issuer: `https://lms-${unique()}.coherence.example`,
  clientId: "coherence",
  authLoginUrl: "https://lms.coherence.example/auth",
  accessTokenUrl: "https://lms.coherence.example/token",
  jwksUrl: "https://lms.coherence.example/jwks",
  deploymentIds,
});

const surveyOfA = (c: Coherence) => createSurveyRow(c.t.database.db, { organizationId: orgA(c), now: c.now });

/**
 * The writes whose matrix request (`requestFor`) is refused or needs rows of its own. Every other
 * mutating route is written as the matrix writes it, by the first caller its policy lets in.
 */
export const COHERENT_WRITES: Record<string, WriteMaker> = {
  // Issue 25 item 1: pay-gap data of organisation A, written by its owner; each write a year of its own.
  "PUT /api/organizations/:id/pay-gap/sector": byOwnerOfA(() => ({ body: { sector: "private" } })),
  "PUT /api/organizations/:id/pay-gap/analysts/:userId": byOwnerOfA(async (c) => ({
    params: { userId: (await c.memberOfA({ idle: true })).id },
    body: { hrAnalyst: true },
  })),
  "POST /api/organizations/:id/pay-gap/snapshots": byOwnerOfA(() => ({
    query: { year: String(payGapYear()) },
    raw: { payload: Buffer.from(csvOf(NINE)), headers: { "content-type": "text/csv" } },
  })),
  // Issue 49: an equality action plan of organisation A on a year of its own, by its owner.
  "POST /api/organizations/:id/equality-action-plans": byOwnerOfA(async (c) => ({
    body: { title: "Plan", reportingYear: (await payGapYearOfA(c)).year },
  })),
  "PUT /api/organizations/:id/equality-action-plans/:planId": byOwnerOfA(async (c) => ({
    params: { planId: String(await equalityPlanOfA(c)) },
    body: { narrative: "Our plan.", actions: [] },
  })),
  "POST /api/organizations/:id/equality-action-plans/:planId/approve": byOwnerOfA(async (c) => ({
    params: { planId: String(await approvablePlanOfA(c)) },
    body: { version: 1, approverName: "Ada Director", approverJobTitle: "Chief Executive" },
  })),
  "POST /api/organizations/:id/pay-gap/snapshots/:year/records": byOwnerOfA(() => ({
    params: { year: String(payGapYear()) },
    body: recordEntry(),
  })),
  "DELETE /api/organizations/:id/pay-gap/snapshots/:year/records/:recordId": byOwnerOfA(async (c) => {
    const { year, recordId } = await payGapYearOfA(c);
    return { params: { year: String(year), recordId: String(recordId) } };
  }),
  "DELETE /api/organizations/:id/pay-gap/snapshots/:year": byOwnerOfA(async (c) => ({
    params: { year: String((await payGapYearOfA(c)).year) },
  })),
  "PUT /api/organizations/:id/pay-gap/snapshots/:year/statement": byOwnerOfA(async (c) => ({
    params: { year: String((await payGapYearOfA(c)).year) },
    body: { narrative: "Why.", actionPlan: "What next.", seniorName: "Sam Senior", seniorJobTitle: "Director" },
  })),
  // Issue 25 item 4: A's B Corp workbench, written by its owner; an item with evidence made for each write.
  "PATCH /api/organizations/:id/bcorp-workbench/items/:itemId": byOwnerOfA(async (c) => ({
    params: { itemId: (await evidenceOfA(c)).itemId },
    body: { status: "in-progress", notes: "Coherence" },
  })),
  "POST /api/organizations/:id/bcorp-workbench/items/:itemId/evidence": byOwnerOfA(async (c) => ({
    params: { itemId: (await evidenceOfA(c)).itemId },
    raw: multipart({}, { name: "evidence.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.4\n%%EOF\n") }),
  })),
  "DELETE /api/organizations/:id/bcorp-workbench/evidence/:fileId": byOwnerOfA(async (c) => ({
    params: { fileId: (await evidenceOfA(c)).fileId },
  })),
  // Issue 25 items 2 and 3: a survey of A's (made for each write) closed, reminded, answered and
  // turned into assignments (which the assigned read back); a readiness round answered by A's owner.
  "POST /api/organizations/:id/surveys": byOwnerOfA((c) => ({
    body: {
      opensOn: c.now.toISOString().slice(0, 10),
      closesOn: new Date(c.now.getTime() + 15 * 86_400_000).toISOString().slice(0, 10),
    },
  })),
  "POST /api/organizations/:id/jedi-assessments": byOwnerOfA((c) => ({ body: { memberIds: [employerA(c).id] } })),
  "POST /api/organizations/:id/surveys/:surveyId/close": byOwnerOfA(async (c) => ({
    params: { surveyId: (await surveyOfA(c)).id },
  })),
  "POST /api/organizations/:id/surveys/:surveyId/reminders": byOwnerOfA(async (c) => ({
    params: { surveyId: (await surveyOfA(c)).id },
  })),
  "POST /api/organizations/:id/surveys/:surveyId/assign": byOwnerOfA(async (c) => {
    const [pathway] = await c.t.database.db
      .select({ id: pathways.id })
      .from(pathways)
      .orderBy(asc(pathways.id))
      .limit(1);
    return { params: { surveyId: (await surveyOfA(c)).id }, body: { pathwayId: pathway?.id }, readers: [learnerOf(c)] };
  }),
  "POST /api/inclusion-survey/open": async (c) => {
    const { id } = await surveyOfA(c);
    return { writer: null, body: { token: await createSurveyToken(c.t.database.db, { surveyId: id }) } };
  },
  "POST /api/inclusion-survey/responses": async (c) => {
    const { id } = await surveyOfA(c);
    return {
      writer: null,
      body: {
        token: await createSurveyToken(c.t.database.db, { surveyId: id }),
        answers: {
          inclusion_rating: "4",
          belonging_sense: "4",
          advancement_equity: "Mostly",
          leadership_representation: "Partly",
        },
      },
    };
  },
  "PUT /api/organizations/:id/jedi-assessments/:assessmentId/answers": byOwnerOfA(async (c) => ({
    params: {
      assessmentId: (
        await createOrgAssessmentRow(c.t.database.db, {
          organizationId: orgA(c),
          userIds: [employerA(c).id],
          now: c.now,
        })
      ).id,
    },
    body: { answers: Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, 3])) },
  })),
  // Issue 21 item 2: SCIM tokens (the owner's), and provisioning, which changes sessions and teams.
  "POST /api/organizations/:id/scim/tokens": byOwnerOfA(() => ({ body: { name: `Coherence ${unique()}` } })),
  "DELETE /api/organizations/:id/scim/tokens/:tokenId": byOwnerOfA(async (c) => ({
    params: {
      tokenId: (await createScimTokenRow(c.t.database.db, { organizationId: orgA(c), createdBy: null })).id,
    },
  })),
  // Issue 23: API keys (owners and admins, on a plan with API access), and the public API's writes,
  // which take a key and no cookie (an assignment changes the member's facts and the team hub).
  "POST /api/organizations/:id/api-keys": inOrganization(async (org, c) => {
    await createOrganizationPlan(c.t.database.db, {
      organizationId: org.organizationId,
      planId: "organisation",
      billingCycle: "yearly",
      seats: null,
      invoiceRef: `COHERENCE-${unique()}`,
      now: c.now,
    });
    return { ...ownerAt(org), body: { name: `Coherence ${unique()}`, scope: "read" }, readers: [org.member] };
  }),
  "DELETE /api/organizations/:id/api-keys/:keyId": byOwnerOfA(async (c) => ({
    params: { keyId: (await createApiKeyRow(c.t.database.db, { organizationId: orgA(c), scope: "read" })).id },
  })),
  // ---- LMS packages (issue 24 item 1) ----
  // An owner of a fresh Enterprise Plus organisation withdraws a package.
  "POST /api/organizations/:id/lms-packages/:packageId/revoke": inLmsPackageScene((scene) =>
    ownerAt(scene, { packageId: scene.packageId }),
  ),
  // A learner new to PIVOT launches the package from the LMS: a new member of the organisation (its team hub).
  // From the LMS origin registered for the package (decision 392).
  "POST /api/lms/launches": inLmsPackageScene((scene) => ({
    writer: null,
    raw: {
      payload: Buffer.from(
        JSON.stringify({ packageKey: scene.packageKey, learner: { id: `lms-learner-${unique()}`, name: "Lin, Ada" } }),
      ),
      headers: { "content-type": "application/json", origin: COHERENCE_LMS_ORIGIN },
    },
    url: "/api/lms/launches",
    readers: [scene.owner],
  })),
  // The owner registers the package's LMS web addresses (decision 392).
  "PUT /api/organizations/:id/lms-packages/:packageId/origins": inLmsPackageScene((scene) => ({
    ...ownerAt(scene, { packageId: scene.packageId }),
    body: { origins: ["https://lms.coherence.example", "https://other-lms.coherence.example"] },
  })),
  // The owner approves a learner held beyond the hour's threshold: a new member (its team hub).
  "POST /api/organizations/:id/lms-pending-learners/:learnerId/approve": inLmsPackageScene(async (scene, c) => ({
    ...ownerAt(scene, {
      learnerId: (
        await createPendingLearnerRow(c.t.database.db, {
          organizationId: scene.organizationId,
          packageId: scene.packageId,
        })
      ).id,
    }),
    readers: [scene.owner],
  })),
  // The owner rejects one: nobody is added.
  "POST /api/organizations/:id/lms-pending-learners/:learnerId/reject": inLmsPackageScene(async (scene, c) => ({
    ...ownerAt(scene, {
      learnerId: (
        await createPendingLearnerRow(c.t.database.db, {
          organizationId: scene.organizationId,
          packageId: scene.packageId,
        })
      ).id,
    }),
  })),
  // ---- SCORM import (issue 24 item 3) ----
  // An owner of a fresh Enterprise Plus organisation uploads, archives, deletes and assigns a course; its
  // member saves an attempt.
  "POST /api/organizations/:id/scorm-courses": inScormScene(async (scene) => ({
    ...ownerAt(scene),
    raw: packageUpload(await samplePackage({ title: `Coherence course ${unique()}` })),
  })),
  "PATCH /api/organizations/:id/scorm-courses/:courseId": inScormScene((scene) => ({
    ...courseWrite(scene),
    body: { archived: true },
  })),
  "POST /api/organizations/:id/scorm-courses/:courseId/package": inScormScene(async (scene) => ({
    ...courseWrite(scene),
    raw: packageUpload(await samplePackage({ title: `Coherence version ${unique()}` })),
  })),
  "DELETE /api/organizations/:id/scorm-courses/:courseId": inScormScene(courseWrite),
  "POST /api/organizations/:id/scorm-courses/:courseId/assignments": inScormScene((scene) => ({
    ...courseWrite(scene),
    body: { memberIds: [scene.member.id], dueDate: "2099-12-31" },
  })),
  "PUT /api/scorm-courses/:courseId/attempt": inScormScene((scene) => ({
    writer: scene.member,
    params: { courseId: scene.courseId },
    body: { cmi: { core: { lesson_status: "passed", score: { raw: "80" }, session_time: "0000:01:00" } } },
    readers: [scene.owner],
  })),
  // ---- The LTI tool (issue 24 item 2) ----
  // An owner of a fresh Enterprise Plus organisation registers, changes and deletes an LMS, and syncs a course's members.
  "POST /api/organizations/:id/lti/registrations": inLtiScene((scene) => ({
    ...ownerAt(scene),
    body: ltiRegistration("Coherence LMS", ["1"]),
  })),
  "PUT /api/organizations/:id/lti/registrations/:registrationId": inLtiScene((scene) => ({
    ...ownerAt(scene, { registrationId: scene.registrationId }),
    body: ltiRegistration("Coherence LMS renamed", ["1", "2"]),
  })),
  "DELETE /api/organizations/:id/lti/registrations/:registrationId": inLtiScene((scene) =>
    ownerAt(scene, { registrationId: scene.registrationId }),
  ),
  "POST /api/organizations/:id/lti/contexts/:contextId/sync": inLtiScene((scene) =>
    ownerAt(scene, { contextId: String(scene.contextId) }),
  ),
  // Decision 397: an owner makes a Dynamic Registration link to paste into the LMS.
  "POST /api/organizations/:id/lti/registration-links": inLtiScene((scene) => ownerAt(scene)),
  // A teacher sends the picked module back to the LMS (the deep-linking request's id is the capability).
  "POST /api/lti/deep-linking/:requestId": inLtiScene((scene, c) => ({
    writer: null,
    params: { requestId: scene.deepLinkId },
    body: { moduleId: String(c.world.freeModule.id) },
  })),
  // ---- The LMS player (issue 24) ----
  // A member of a fresh Enterprise Plus organisation, launched from its LMS, learns in the player.
  "POST /api/lms/player-sessions": async (c) => {
    const scene = await playerScene(c);
    const launchToken = await issueLaunchToken(
      c.t.database.db,
      {
        organizationId: scene.organizationId,
        userId: scene.member.id,
        moduleId: c.world.freeModule.id,
        packageId: `coherence-${unique()}`,
        format: "scorm12",
      },
      c.now,
      c.t.app.services.config.authSecret,
    );
    return {
      writer: null,
      raw: { payload: Buffer.from(JSON.stringify({ launchToken })), headers: { "content-type": "application/json" } },
      url: "/api/lms/player-sessions",
      readers: [scene.member],
      organizationId: scene.organizationId,
    };
  },
  "POST /api/lms/player/modules/:moduleId/progress": async (c) =>
    playerWrite(c, "progress", { isCompleted: false, progressPercentage: 40, timeSpent: 60 }),
  "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts": async (c) =>
    playerWrite(c, "knowledge-check/attempts"),
  "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts/:attemptId/submit": async (c) => {
    const scene = await playerScene(c);
    const attempt = await OWNED_ROWS.knowledgeCheckAttempt(c.t.database.db, {
      owner: scene.member,
      organizationId: scene.organizationId,
      employerId: scene.member.id,
      moduleId: c.world.freeModule.id,
      now: c.now,
    });
    return playerWrite(c, `knowledge-check/attempts/${attempt.id}/submit`, { answers: {} }, scene);
  },
  "POST /api/v1/assignments": async (c) => {
    const member = await c.memberOfA();
    const body = { personId: member.id, pathwayId: c.world.pathwayId };
    return {
      writer: null,
      raw: {
        payload: Buffer.from(JSON.stringify(body)),
        headers: { authorization: `Bearer ${c.world.apiKeys.a}`, "content-type": "application/json" },
      },
      url: "/api/v1/assignments",
      readers: [member],
    };
  },
  "DELETE /api/v1/assignments/:id": async (c) => {
    const member = await c.memberOfA();
    await c.t.database.db.execute(sql`
      insert into pathway_assignments (user_id, pathway_id, organization_id, due_date)
      values (${member.id}, ${c.world.pathwayId}, ${orgA(c)}, '2099-12-31')
    `);
    return {
      writer: null,
      raw: { payload: Buffer.from(""), headers: { authorization: `Bearer ${c.world.apiKeys.a}` } },
      url: `/api/v1/assignments/${encodeURIComponent(`${member.id}:${c.world.pathwayId}`)}`,
      readers: [member],
    };
  },
  "POST /scim/v2/Users": scimWrite((s) => ({
    path: "/Users",
    body: {
      userName: `provisioned-${unique()}@${s.domain}`,
      name: { givenName: "Pro", familyName: "Vision" },
    },
  })),
  "PUT /scim/v2/Users/:id": scimWrite((s) => ({
    path: `/Users/${s.memberScimId}`,
    body: { userName: s.member.email, name: { givenName: "Renamed", familyName: "By Scim" }, active: true },
  })),
  // Deactivation: the member's sessions end, the team loses them.
  "PATCH /scim/v2/Users/:id": scimWrite((s) => ({
    path: `/Users/${s.memberScimId}`,
    body: scimPatch({ op: "replace", value: { active: false } }),
  })),
  "DELETE /scim/v2/Users/:id": scimWrite((s) => ({ path: `/Users/${s.memberScimId}` })),
  "POST /scim/v2/Groups": scimWrite((s) => ({
    path: "/Groups",
    body: { displayName: `Group ${unique()}`, members: [{ value: s.memberScimId }] },
  })),
  "PUT /scim/v2/Groups/:id": scimWrite((s) => ({
    path: `/Groups/${s.groupId}`,
    body: { displayName: `Renamed ${unique()}`, members: [] },
  })),
  "PATCH /scim/v2/Groups/:id": scimWrite((s) => ({
    path: `/Groups/${s.groupId}`,
    body: scimPatch({ op: "Replace", path: "displayName", value: `Renamed ${unique()}` }),
  })),
  "DELETE /scim/v2/Groups/:id": scimWrite((s) => ({ path: `/Groups/${s.groupId}` })),
  // ---- Better Auth ----
  "POST /api/auth/sign-up/email": async () => ({
    writer: null,
    body: {
      email: `sign-up-${unique()}@coherence.example.com`,
      password: PASSWORD,
      firstName: "Sue",
      lastName: "Newcomer",
    },
  }),
  "POST /api/auth/sign-in/email": async (c) => {
    const person = await createUser(c.t.database.db, {
      email: `sign-in-${unique()}@coherence.example.com`,
      firstName: "Sid",
      lastName: "Signin",
      role: "learner",
      password: PASSWORD,
    });
    return { writer: null, body: { email: person.email, password: PASSWORD } };
  },
  // The writer's own session ends: it reads back (401 from the caches and from the database alike).
  "POST /api/auth/sign-out": byMemberOfA(() => ({ body: {} })),
  "POST /api/auth/request-password-reset": async (c) => ({
    writer: null,
    body: { email: (await c.memberOfA()).email, redirectTo: "/reset-password" },
  }),
  // The e-mailed token, as Better Auth stores it (its value is the user's id).
  "POST /api/auth/reset-password": async (c) => {
    const member = await c.memberOfA();
    const token = randomBytes(24).toString("base64url");
    await c.t.database.db.execute(sql`
      insert into verification (id, identifier, value, expires_at)
      values (${randomUUID()}, ${`reset-password:${token}`}, ${member.id}, ${new Date(Date.now() + 3_600_000).toISOString()})
    `);
    return { writer: null, body: { token, newPassword: "a-new-long-passphrase-7" }, readers: [member] };
  },
  "POST /api/auth/send-verification-email": async (c) => {
    const person = await createLearner(c.t.database.db, {
      email: `unverified-${unique()}@coherence.example.com`,
      firstName: "Uma",
      lastName: "Unverified",
    });
    await c.t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, person.id));
    return { writer: null, body: { email: person.email, callbackURL: "/dashboard" } };
  },
  "POST /api/auth/admin/set-role": onMember((target) => ({ userId: target.id, role: "admin" })),
  "POST /api/auth/admin/ban-user": onMember((target) => ({ userId: target.id, banReason: "Coherence" })),
  "POST /api/auth/admin/unban-user": onMember(
    (target) => ({ userId: target.id }),
    async (c, target) => {
      await c.t.database.db.update(user).set({ banned: true }).where(eq(user.id, target.id));
    },
  ),
  "POST /api/auth/admin/revoke-user-sessions": onMember((target) => ({ userId: target.id })),
  // A member of organisation A with progress goes: A's team hub changes.
  "POST /api/auth/admin/remove-user": onMember((target) => ({ userId: target.id })),

  // Issue 43: two-factor sign-in. A member of organisation A with a password starts it, confirms it with a
  // code computed as it is sent (the body's getter: the write may be sent a while after it is prepared),
  // re-confirms with a recovery code, gets new ones, and turns it off.
  "POST /api/auth/two-factor/enable": async (c) => {
    const { session } = await twoFactorMember(c, "none");
    return { writer: session, body: { password: PASSWORD }, readers: [session] };
  },
  "POST /api/auth/two-factor/verify-totp": async (c) => {
    const { session, totpURI } = await twoFactorMember(c, "started");
    return {
      writer: session,
      body: {
        get code() {
          return totpFromUri(totpURI);
        },
      },
      readers: [session],
    };
  },
  "POST /api/auth/two-factor/verify-backup-code": async (c) => {
    const { session, backupCodes } = await twoFactorMember(c, "on");
    return { writer: session, body: { code: backupCodes[0] }, readers: [session] };
  },
  "POST /api/auth/two-factor/generate-backup-codes": async (c) => {
    const { session } = await twoFactorMember(c, "on");
    return { writer: session, body: { password: PASSWORD }, readers: [session] };
  },
  "POST /api/auth/two-factor/disable": async (c) => {
    const { session } = await twoFactorMember(c, "on");
    return { writer: session, body: { password: PASSWORD }, readers: [session] };
  },

  // Issue 43 (decision 388): passkeys. A member of organisation A adds one from the options' challenge,
  // signs in with it from a browser holding only the challenge, and removes it.
  "POST /api/auth/passkey/verify-registration": async (c) => {
    const { session } = await passkeyMember(c, false);
    const options = await send(c.t, session, { method: "GET", url: "/api/auth/passkey/generate-register-options" });
    const { response } = authenticator.register(options.json());
    return {
      writer: { ...session, cookie: [session.cookie, challengeCookie(options)].join("; ") },
      body: { response, name: "Laptop" },
      readers: [session],
    };
  },
  "POST /api/auth/passkey/verify-authentication": async (c) => {
    const { session, passkey } = await passkeyMember(c, true);
    const options = await send(c.t, null, { method: "GET", url: "/api/auth/passkey/generate-authenticate-options" });
    return {
      writer: { ...session, cookie: challengeCookie(options) },
      body: { response: authenticator.authenticate(passkey!, options.json()) },
      readers: [session],
    };
  },
  "POST /api/auth/passkey/delete-passkey": async (c) => {
    const { session } = await passkeyMember(c, true);
    const list = await send(c.t, session, { method: "GET", url: "/api/account/passkeys" });
    const [first] = (list.json() as { passkeys: { id: string }[] }).passkeys;
    return { writer: session, body: { id: first.id }, readers: [session] };
  },

  // ---- Accounts ----
  "POST /api/logout": byMemberOfA(),
  "POST /api/account/password": async (c) => {
    const person = await createUser(c.t.database.db, {
      email: `password-${unique()}@coherence.example.com`,
      firstName: "Pat",
      lastName: "Password",
      role: "learner",
      password: PASSWORD,
    });
    await addMember(c.t.database.db, { organizationId: orgA(c), userId: person.id, role: "member", department: null });
    const session = await signedInSession(c.t, person);
    return {
      writer: session,
      body: { currentPassword: PASSWORD, newPassword: "another-long-passphrase-9" },
      readers: [session],
    };
  },
  "POST /api/account/deletion": byMemberOfA(),
  "DELETE /api/account/deletion": byMemberOfA(async (c, member) => {
    await c.t.database.db.update(user).set({ deletionRequestedAt: c.now }).where(eq(user.id, member.id));
    return {};
  }),
  // Issue 21: a member signed in on two devices ends the other one (or every other): it reads back 401.
  "DELETE /api/account/sessions/:id": async (c) => {
    const { laptop, phone, phoneSessionId } = await memberOnTwoDevices(c);
    return { writer: laptop, params: { id: phoneSessionId }, readers: [laptop, phone] };
  },
  "DELETE /api/account/sessions": async (c) => {
    const { laptop, phone } = await memberOnTwoDevices(c);
    return { writer: laptop, readers: [laptop, phone] };
  },
  "POST /api/device-limit/end-session": async (c) => {
    const member = await c.memberOfA();
    return {
      writer: null,
      bodyAtSend: async () => ({ proof: await issueDeviceLimitProof(c.t.database.db, member.id, new Date()) }),
      readers: [member],
    };
  },

  // ---- Pilot ----
  "POST /api/pilot-application": async (c) => {
    const year = c.now.getUTCFullYear() + 1;
    await prepareCall(c, adminOf(c), "POST", "/api/admin/pilot/cohorts", {
      name: "Coherence cohort",
      startsOn: `${year}-03-01`,
      endsOn: `${year}-05-31`,
      applicationsCloseOn: `${year}-02-15`,
      places: 12,
      pricePence: 100000,
    });
    return { writer: null, body: requestFor(routeFor("POST /api/pilot-application"), c.world, "learner")?.body };
  },
  "PATCH /api/admin/pilot/cohorts/:id": async (c) => {
    const res = await prepareCall(c, adminOf(c), "POST", "/api/admin/pilot/cohorts", {
      name: "Cohort to edit",
      startsOn: "2024-03-01",
      endsOn: "2024-05-31",
      applicationsCloseOn: "2024-02-15",
      places: 12,
      pricePence: 100000,
    });
    return { writer: adminOf(c), params: { id: String(res.json().id) }, body: { places: 10 } };
  },

  // ---- Knowledge checks ----
  // A member of A not yet active submits an attempt: a learning day for the team's overview.
  "POST /api/modules/:id/knowledge-check/attempts/:attemptId/submit": async (c) => {
    const member = await c.memberOfA({ idle: true });
    const attempt = await OWNED_ROWS.knowledgeCheckAttempt(c.t.database.db, {
      owner: member,
      organizationId: orgA(c),
      employerId: employerA(c).id,
      moduleId: c.world.freeModule.id,
      now: c.now,
    });
    return {
      writer: member,
      params: { id: String(c.world.freeModule.id), attemptId: String(attempt.id) },
      body: { answers: {} },
    };
  },
  // Issue 47 item 2: a fresh organisation's owner limits a module's attempts; its member reads the module back.
  "PUT /api/organizations/:id/knowledge-checks/rules/:moduleId": inOrganization((org, c) => ({
    ...ownerAt(org, { moduleId: String(c.world.freeModule.id) }),
    body: { attemptLimit: 3, cooldownMinutes: 1440, passMark: 90, showAnswersAfterPass: false },
    readers: [org.member],
  })),
  "PUT /api/admin/knowledge-checks/questions/:questionId": async (c) => {
    const question = await activeQuestion(c);
    return {
      writer: adminOf(c),
      params: { questionId: String(question.id) },
      body: {
        type: "single",
        text: `Which answer is right? (${unique()})`,
        options: [
          { text: "This one", correct: true },
          { text: "That one", correct: false },
        ],
        feedback: "This one is right.",
      },
    };
  },
  "POST /api/admin/knowledge-checks/questions/:questionId/retire": async (c) => ({
    writer: adminOf(c),
    params: { questionId: String((await activeQuestion(c)).id) },
  }),
  "POST /api/admin/knowledge-checks/questions/:questionId/restore": async (c) => {
    const question = await activeQuestion(c);
    await c.t.database.db
      .update(knowledgeCheckQuestions)
      .set({ retiredAt: c.now })
      .where(eq(knowledgeCheckQuestions.id, question.id));
    return { writer: adminOf(c), params: { questionId: String(question.id) } };
  },

  // ---- Organisations (issue 20): organisation A's owner, or a fresh organisation's ----
  "POST /api/organizations": async (c) => {
    const someone = await c.outsider();
    return { writer: someone, body: { name: `Coherence new ${unique()}` }, readers: [someone] };
  },
  "PATCH /api/organizations/:id": byOwnerOfA(() => ({ body: { name: `Organisation A renamed ${unique()}` } })),
  "POST /api/organizations/:id/transfer-ownership": inOrganization((org) => ({
    ...ownerAt(org),
    body: { userId: org.member.id },
    readers: [org.owner, org.member],
  })),
  "POST /api/organizations/:id/export": byOwnerOfA(),
  // Issue 45 item 3: the checklist put away and the certificate issuing chosen by A's owner.
  "PUT /api/organizations/:id/setup-checklist/dismissal": byOwnerOfA(() => ({ body: { dismissed: true } })),
  "PUT /api/organizations/:id/certificate-issuing": byOwnerOfA(() => ({ body: { certificateIssuing: "automatic" } })),
  // Issue 45 item 5: a fresh organisation's owner accepts the data processing agreement; they read back.
  "POST /api/organizations/:id/dpa-acceptance": inOrganization((org) => ({
    ...ownerAt(org),
    body: {
      version: CURRENT_DPA_VERSION.id,
      signatoryName: "Coherent Owner",
      signatoryRole: "Director",
      confirm: true,
    },
    readers: [org.owner],
  })),
  // Issue 21 item 4: a fresh organisation's owner tightens its sign-in policy; its people read back.
  "PUT /api/organizations/:id/security-policy": inOrganization((org) => ({
    ...ownerAt(org),
    body: { idleTimeoutMinutes: 15, deviceLimit: 1 },
    readers: [org.member],
  })),
  // Issue 21 item 1: a fresh organisation's owner sets up (and removes) single sign-on for a verified domain.
  "PUT /api/organizations/:id/sso": inOrganization(async (org, c) => ({
    ...ownerAt(org),
    body: await ssoConfigurationFor(c.t.database.db, org.organizationId, `sso-${unique()}.coherence.example`),
    readers: [org.member],
  })),
  "DELETE /api/organizations/:id/sso": inOrganization(async (org, c) => {
    await createSsoProviderRow(c.t.database.db, {
      organizationId: org.organizationId,
      userId: org.owner.id,
      domain: `sso-${unique()}.example`,
    });
    return { ...ownerAt(org), readers: [org.member] };
  }),
  // Issue 23 items 5 and 6: a fresh organisation's owner registers a webhook endpoint and sets (and
  // removes) its learning record store.
  "POST /api/organizations/:id/webhooks": inOrganization((org) => ({
    ...ownerAt(org),
    body: { url: "https://hooks.coherence.example/pivot", events: ["module.completed"] },
    readers: [org.member],
  })),
  "PUT /api/organizations/:id/learning-record-store": inOrganization((org) => ({
    ...ownerAt(org),
    body: { endpoint: "https://lrs.coherence.example/xapi/", key: "k", secret: "s", agentFormat: "account" },
    readers: [org.member],
  })),
  "DELETE /api/organizations/:id/learning-record-store": inOrganization((org) => ({
    ...ownerAt(org),
    readers: [org.member],
  })),
  // Issue 23 item 5: a fresh organisation's owner changes, tests, replays and deletes its webhook endpoint.
  ...Object.fromEntries(
    (
      [
        ["PATCH /api/organizations/:id/webhooks/:endpointId", { description: "Coherent" }],
        ["DELETE /api/organizations/:id/webhooks/:endpointId", undefined],
        ["POST /api/organizations/:id/webhooks/:endpointId/test", undefined],
        ["POST /api/organizations/:id/webhooks/:endpointId/deliveries/:deliveryId/replay", undefined],
      ] as const
    ).map(([key, body]): [string, WriteMaker] => [
      key,
      inOrganization(async (org, c) => {
        const row = await createWebhookEndpointRow(c.t.database.db, {
          organizationId: org.organizationId,
          appSecret: c.t.app.services.config.authSecret,
        });
        return {
          ...ownerAt(org, { endpointId: row.endpointId, deliveryId: String(row.deliveryId) }),
          body,
          readers: [org.member],
        };
      }),
    ]),
  ),
  "POST /api/organizations/:id/close": inOrganization((org) => ({
    ...ownerAt(org),
    body: { confirmName: org.name },
    readers: [org.owner, org.member],
  })),
  "POST /api/organizations/:id/reopen": inOrganization(async (org, c) => {
    await prepareCall(c, org.owner, "POST", `/api/organizations/${org.organizationId}/close`, {
      confirmName: org.name,
    });
    return { ...ownerAt(org), readers: [org.owner, org.member] };
  }),
  // A member made a manager leaves the team its hub counts.
  "PATCH /api/organizations/:id/members/:userId": byOwnerOfA(async (c) => {
    const member = await c.memberOfA();
    return { params: { userId: member.id }, body: { role: "manager" }, readers: [member] };
  }),
  "DELETE /api/organizations/:id/members/:userId": byOwnerOfA(async (c) => {
    const member = await c.memberOfA();
    return { params: { userId: member.id }, readers: [member] };
  }),
  "POST /api/organizations/:id/leave": byMemberOfA((c) => ({ params: { id: orgA(c) } })),
  "POST /api/organizations/:id/departments": byOwnerOfA(() => ({ body: { name: `Department ${unique()}` } })),
  "PATCH /api/organizations/:id/departments/:departmentId": byOwnerOfA(async (c) => ({
    params: { departmentId: String(await departmentOfA(c)) },
    body: { name: `Renamed ${unique()}` },
  })),
  "DELETE /api/organizations/:id/departments/:departmentId": byOwnerOfA(async (c) => ({
    params: { departmentId: String(await departmentOfA(c)) },
  })),
  "POST /api/organizations/:id/invitations": byOwnerOfA(() => ({
    body: { invitations: [{ email: `invitee-${unique()}@coherence.example.com` }] },
  })),
  // A dry run of the same list: it writes nothing, so every cached answer must stay as it was.
  "POST /api/organizations/:id/invitations/preview": byOwnerOfA(() => ({
    body: { invitations: [{ email: `previewed-${unique()}@coherence.example.com` }] },
  })),
  "POST /api/organizations/:id/invitations/:invitationId/resend": byOwnerOfA(async (c) => ({
    params: { invitationId: await invitationId(c) },
  })),
  "POST /api/organizations/:id/invitations/:invitationId/revoke": byOwnerOfA(async (c) => ({
    params: { invitationId: await invitationId(c) },
  })),
  // The invited person joins organisation A: its team hub changes.
  "POST /api/invitations/:token/accept": async (c) => {
    const invitee = await c.outsider();
    return { writer: invitee, params: { token: await invitationToken(c, orgA(c), invitee.email) }, readers: [invitee] };
  },
  "POST /api/invitations/:token/confirm-address": async (c) => {
    const person = await createUser(c.t.database.db, {
      email: `confirm-${unique()}@coherence.example.com`,
      firstName: "Cy",
      lastName: "Confirm",
      role: "learner",
      password: PASSWORD,
    });
    await c.t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, person.id));
    return {
      writer: null,
      params: { token: await invitationToken(c, orgA(c), person.email) },
      body: { password: PASSWORD },
    };
  },
  // Organisation A's seats are all taken by the members made here: a fresh organisation's link and domain.
  "POST /api/join/:token": inOrganization(async (org, c) => {
    const token = randomBytes(24).toString("base64url");
    await c.t.database.db.execute(sql`update organization set join_token = ${token} where id = ${org.organizationId}`);
    const joiner = await c.outsider();
    return { writer: joiner, params: { token }, readers: [joiner, org.member] };
  }),
  "POST /api/organizations/:id/domains": byOwnerOfA(() => ({ body: { domain: `new-${unique()}.coherence.example` } })),
  "POST /api/organizations/:id/domains/:domainId/verify": byOwnerOfA(async (c) => ({
    params: { domainId: String((await verifiedDomain(c)).id) },
  })),
  "PATCH /api/organizations/:id/domains/:domainId": byOwnerOfA(async (c) => ({
    params: { domainId: String((await verifiedDomain(c)).id) },
    body: { autoJoin: true },
  })),
  "DELETE /api/organizations/:id/domains/:domainId": byOwnerOfA(async (c) => ({
    params: { domainId: String((await verifiedDomain(c)).id) },
  })),
  "POST /api/organizations/join-by-domain": inOrganization(async (org, c) => {
    const { domain } = await verifiedDomain(c, org.organizationId, true);
    const joiner = await c.outsider(domain);
    return { writer: joiner, body: { organizationId: org.organizationId }, readers: [joiner, org.member] };
  }),
  "POST /api/organizations/pathways/assign": async (c) => ({
    writer: employerA(c),
    body: { pathwayId: c.world.pathwayId, memberIds: [learnerOf(c).id] },
  }),
  // The learner's department: they are assigned the pathway.
  "POST /api/organizations/:id/compliance-assignments": byOwnerOfA((c) => ({
    body: { pathwayId: c.world.pathwayId, audience: "department", department: "Operations", dueDays: 10 },
  })),
  "DELETE /api/organizations/:id/compliance-assignments/:ruleId": byOwnerOfA(async (c) => {
    const rule = await createComplianceRule(c.t.database.db, {
      organizationId: orgA(c),
      createdBy: employerA(c).id,
      now: c.now,
    });
    return { params: { ruleId: String(rule.id) } };
  }),
  // A fresh organisation buys Team Leader (test provider) and another cancels it: their members' plans change.
  "POST /api/organizations/:id/subscription": inOrganization((org) => ({
    ...ownerAt(org),
    body: TEAM_LEADER_PLAN,
    readers: [org.owner, org.member],
  })),
  "POST /api/organizations/:id/subscription/cancel": inOrganization(async (org, c) => {
    await prepareCall(c, org.owner, "POST", `/api/organizations/${org.organizationId}/subscription`, TEAM_LEADER_PLAN);
    return { ...ownerAt(org), readers: [org.owner, org.member] };
  }),
  // The enquirer has an account: they own the organisation made for them.
  "POST /api/admin/enquiries/:id/convert": async (c) => {
    const enquirer = await c.outsider();
    await prepareCall(c, null, "POST", "/api/sales-enquiries", {
      planId: "organisation",
      name: "Sam Jones",
      email: enquirer.email,
      organisation: "Coherence Ltd",
      teamSize: "26-100",
    });
    const [enquiry] = await c.t.database.db
      .select({ id: salesEnquiries.id })
      .from(salesEnquiries)
      .orderBy(sql`${salesEnquiries.id} desc`)
      .limit(1);
    return {
      writer: adminOf(c),
      params: { id: String(enquiry.id) },
      body: {
        organization: { kind: "new", name: `Converted ${unique()}` },
        planId: "organisation",
        seats: null,
        period: "yearly",
        invoiceRef: `INV-COHERENCE-${unique()}`,
      },
      readers: [enquirer],
    };
  },

  // ---- Plans ----
  "POST /api/subscription/create": byMemberOfA(() => ({ body: { planId: "individual", billingCycle: "monthly" } })),
  "POST /api/subscription/cancel": byMemberOfA(async (c, member) => {
    await createSubscription(c.t.database.db, {
      userId: member.id,
      planId: "individual",
      billingCycle: "monthly",
      now: c.now,
    });
    return {};
  }),

  // ---- Credentials (issue 11) ----
  // A member of A who completed the gender pay gap certificate's modules claims it.
  "POST /api/certificates/earned": byMemberOfA(async (c, member) => {
    await certificateWithModulesDone(c, member);
    return {};
  }),
  "POST /api/certificates/claim": byMemberOfA(async (c, member) => ({
    body: { certificateId: (await certificateWithModulesDone(c, member)).id },
  })),
  // Their certificate within 30 days of expiry, renewed.
  "POST /api/certificates/:id/renew": byMemberOfA(async (c, member) => {
    const certificate = await certificateWithModulesDone(c, member);
    const held = await createUserCertificate(c.t.database.db, {
      userId: member.id,
      certificateId: certificate.id,
      now: new Date(c.now.getTime() - 355 * 86_400_000),
      expiresAt: new Date(c.now.getTime() + 10 * 86_400_000),
    });
    return { params: { id: String(held.id) } };
  }),
  "POST /api/certificates/share": async (c) => {
    const [any] = await c.t.database.db
      .select({ id: certificates.id })
      .from(certificates)
      .orderBy(asc(certificates.id))
      .limit(1);
    const held = await createUserCertificate(c.t.database.db, {
      userId: learnerOf(c).id,
      certificateId: any.id,
      now: c.now,
    });
    return { writer: learnerOf(c), body: { certificateId: held.id, platform: "linkedin" } };
  },

  // ---- Content administration (issue 14) ----
  "PUT /api/content/drafts/:id": async (c) => ({
    writer: adminOf(c),
    params: { id: String((await freshDraft(c)).id) },
    body: { markdown: "## Introduction\n\nA body long enough to pass the length check of a draft." },
  }),
  // A module no other draft or generation of this test touches: its bank has no question twice.
  "POST /api/content/drafts/:id/publish": async (c) => ({
    writer: adminOf(c),
    params: { id: String((await freshDraft(c, await untouchedModule(c))).id) },
  }),
  "POST /api/content/modules/:id/podcast": async (c) => ({
    writer: adminOf(c),
    params: { id: String(c.world.otherFreeModuleId) },
    raw: multipart(
      { durationSeconds: "95", transcript: "Welcome." },
      { name: "episode.mp3", type: "audio/mpeg", data: MP3() },
    ),
  }),

  // ---- Team hub (issue 13): organisation A's rows ----
  "PUT /api/organizations/:organizationId/team/activity/:activityId/like": async (c) => ({
    writer: employerA(c),
    params: teamPath(c, { activityId: String((await learnersActivity(c)).id) }),
    body: { liked: true },
  }),
  "POST /api/organizations/:organizationId/team/activity/:activityId/comments": async (c) => ({
    writer: employerA(c),
    params: teamPath(c, { activityId: String((await learnersActivity(c)).id) }),
    body: { body: "Well done" },
  }),
  "POST /api/organizations/:organizationId/team/study-groups/:groupId/join": async (c) => {
    const group = await createStudyGroup(c.t.database.db, {
      organizationId: orgA(c),
      createdBy: employerA(c).id,
      name: `Group ${unique()}`,
    });
    return { writer: learnerOf(c), params: teamPath(c, { groupId: String(group.id) }) };
  },
  "POST /api/organizations/:organizationId/team/events/:eventId/join": async (c) => {
    const event = await createTeamEvent(c.t.database.db, {
      organizationId: orgA(c),
      facilitatorId: employerA(c).id,
      title: `Event ${unique()}`,
      now: c.now,
    });
    return { writer: learnerOf(c), params: teamPath(c, { eventId: String(event.id) }) };
  },
  "POST /api/organizations/:organizationId/team/challenges/:challengeId/join": async (c) => {
    const challenge = await createTeamChallenge(c.t.database.db, {
      organizationId: orgA(c),
      createdBy: employerA(c).id,
      title: `Challenge ${unique()}`,
      now: c.now,
    });
    return { writer: learnerOf(c), params: teamPath(c, { challengeId: String(challenge.id) }) };
  },
  "POST /api/organizations/:organizationId/team/mentoring/requests/:requestId/messages": async (c) => {
    const request = await OWNED_ROWS.mentoringRequest(c.t.database.db, ownersOfLearner(c), `Focus ${unique()}`);
    return { writer: learnerOf(c), params: teamPath(c, { requestId: String(request.id) }), body: { body: "Hello" } };
  },

  // ---- The learner's own rows ----
  "PUT /api/learning-goals/:id": async (c) => {
    const goal = await createLearningGoal(c.t.database.db, {
      userId: learnerOf(c).id,
      title: "Mine",
      moduleIds: [c.world.freeModule.id],
    });
    return {
      writer: learnerOf(c),
      params: { id: String(goal.id) },
      body: { title: "Updated", targetDate: "2999-01-01", priority: "Medium", moduleIds: [c.world.freeModule.id] },
    };
  },
  "DELETE /api/learning-goals/:id": async (c) => {
    const goal = await createLearningGoal(c.t.database.db, {
      userId: learnerOf(c).id,
      title: "Mine",
      moduleIds: [c.world.freeModule.id],
    });
    return { writer: learnerOf(c), params: { id: String(goal.id) } };
  },
  "POST /api/notifications/:id/read": async (c) => {
    const notification = await createNotification(c.t.database.db, { userId: learnerOf(c).id, title: "Yours" });
    return { writer: learnerOf(c), params: { id: String(notification.id) } };
  },
  "POST /api/email/unsubscribe": async (c) => ({
    writer: null,
    query: { token: unsubscribeToken(c.t.app.services.config.authSecret, learnerOf(c).id, "updates") },
  }),
  "POST /api/support/conversations/:id/messages": async (c) => {
    const conversation = await createSupportConversation(c.t.database.db, {
      userId: learnerOf(c).id,
      subject: "Live Chat Support",
      message: "Mine",
    });
    return { writer: learnerOf(c), params: { id: String(conversation.id) }, body: { message: "Another question" } };
  },
};

const ownersOfLearner = (c: Coherence) => ({
  owner: learnerOf(c),
  organizationId: orgA(c),
  employerId: employerA(c).id,
  moduleId: c.world.otherFreeModuleId,
  now: c.now,
});

/** A progress entry of the learner's in organisation A's activity feed. */
const learnersActivity = (c: Coherence) => OWNED_ROWS.activity(c.t.database.db, ownersOfLearner(c));

const departmentOfA = async (c: Coherence) =>
  rowsOf<{ id: number }>(
    await c.t.database.db.execute(
      sql`insert into departments (organization_id, name) values (${orgA(c)}, ${`Department ${unique()}`}) returning id`,
    ),
  )[0].id;

const invitationId = async (c: Coherence) => {
  const id = randomUUID();
  const expires = new Date(c.now.getTime() + 7 * 86_400_000).toISOString();
  await c.t.database.db.execute(sql`
    insert into organization_invitations (id, organization_id, email, token_hash, expires_at, invited_by, created_at, last_sent_at)
    values (${id}, ${orgA(c)}, ${`pending-${unique()}@coherence.example.com`}, ${randomBytes(32).toString("hex")},
      ${expires}, ${employerA(c).id}, ${c.now.toISOString()}, ${c.now.toISOString()})
  `);
  return id;
};

/** An active question of a module whose bank keeps enough after one goes (the free module's). */
async function activeQuestion(c: Coherence) {
  const taken = new Set(usedQuestions);
  const rows = await c.t.database.db
    .select({ id: knowledgeCheckQuestions.id })
    .from(knowledgeCheckQuestions)
    .where(and(eq(knowledgeCheckQuestions.moduleId, c.world.freeModule.id), isNull(knowledgeCheckQuestions.retiredAt)))
    .orderBy(asc(knowledgeCheckQuestions.id));
  const question = rows.find((r) => !taken.has(r.id));
  if (!question) throw new Error("the free module has no active question left");
  usedQuestions.push(question.id);
  return question;
}
const usedQuestions: number[] = [];

async function freshDraft(c: Coherence, moduleId = c.world.otherFreeModuleId) {
  return createDraft(c.t.database.db, { moduleId, createdBy: adminOf(c).id });
}

/** An active module without a draft, other than the world's. */
async function untouchedModule(c: Coherence): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await c.t.database.db.execute(sql`
      select m.id from modules m
      where m.is_active and m.id <> all(${sql.param([c.world.freeModule.id, c.world.otherFreeModuleId, c.world.freeMedia.id])}::int[])
        and not exists (select 1 from generated_content g where g.module_id = m.id)
      order by m.id limit 1
    `),
  );
  return row.id;
}

/** The gender pay gap certificate, its modules completed by the person. */
async function certificateWithModulesDone(c: Coherence, person: TestUser) {
  const { db } = c.t.database;
  const [cert] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.slug, "gender-pay-gap-reporting-certificate"));
  for (const slug of cert.requirements.modules ?? []) {
    const [m] = await db.select({ id: modules.id }).from(modules).where(eq(modules.slug, slug));
    await completeModule(db, { userId: person.id, moduleId: m.id, now: c.now });
  }
  return cert;
}

/** A fresh organisation (an owner, a member with progress) as a scene: the organisation's own writes read back there. */
async function freshOrganization(c: Coherence) {
  const { id, name, owner, member } = await c.organization();
  return { organizationId: id, name, owner, member };
}

/** A fresh organisation on the Enterprise Plus plan: LMS integration (packages, SCORM import, LTI, the player). */
async function enterprisePlusOrganization(c: Coherence) {
  const organization = await c.organization();
  await createOrganizationPlan(c.t.database.db, {
    organizationId: organization.id,
    planId: "enterprise_plus",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: `coherence-${unique()}`,
    now: c.now,
  });
  return organization;
}

/** A fresh organisation on the Enterprise Plus plan (LMS integration) with a package of the free module. */
async function lmsPackageScene(c: Coherence) {
  const { db } = c.t.database;
  const organization = await enterprisePlusOrganization(c);
  const pkg = await createLmsPackageRow(db, {
    organizationId: organization.id,
    moduleId: c.world.freeModule.id,
    createdBy: organization.owner.id,
    allowedOrigins: [COHERENCE_LMS_ORIGIN],
  });
  return { organizationId: organization.id, owner: organization.owner, packageId: pkg.id, packageKey: pkg.key };
}

/** A fresh organisation on the Enterprise Plus plan with an imported SCORM course (a row; no files). */
async function scormScene(c: Coherence) {
  const { db } = c.t.database;
  const organization = await enterprisePlusOrganization(c);
  const course = await createScormCourseRow(db, { organizationId: organization.id, createdBy: organization.owner.id });
  return {
    organizationId: organization.id,
    owner: organization.owner,
    member: organization.member,
    courseId: course.id,
  };
}

/** A fresh organisation on the Enterprise Plus plan with an LMS registered (LTI), a course seen and an open picker. */
async function ltiScene(c: Coherence) {
  const { db } = c.t.database;
  const organization = await enterprisePlusOrganization(c);
  const rows = await createLtiRegistrationRow(db, { organizationId: organization.id });
  return { organizationId: organization.id, owner: organization.owner, ...rows };
}

/** A fresh organisation on the Enterprise Plus plan (LMS integration), its member with a player session for the free module. */
async function playerScene(c: Coherence) {
  const { db } = c.t.database;
  const organization = await enterprisePlusOrganization(c);
  const session = await createPlayerSessionRow(db, {
    organizationId: organization.id,
    userId: organization.member.id,
    moduleId: c.world.freeModule.id,
    now: c.now,
  });
  return { organizationId: organization.id, member: organization.member, key: session.key };
}

/** A write of the player's, with the scene's player key (the route under /api/lms/player/modules/{free module}/). */
async function playerWrite(
  c: Coherence,
  path: string,
  body?: unknown,
  given?: Awaited<ReturnType<typeof playerScene>>,
): Promise<CoherentWrite> {
  const scene = given ?? (await playerScene(c));
  return {
    writer: null,
    raw: {
      payload: Buffer.from(body === undefined ? "" : JSON.stringify(body)),
      headers: {
        authorization: `Bearer ${scene.key}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
    },
    url: `/api/lms/player/modules/${c.world.freeModule.id}/${path}`,
    readers: [scene.member],
    organizationId: scene.organizationId,
  };
}

/** Routes are looked up by key where a maker reuses the matrix's body. */
let routesByKey = new Map<string, CallableRoute>();
const routeFor = (key: string) => {
  const route = routesByKey.get(key);
  if (!route) throw new Error(`no route ${key}`);
  return route;
};

/** Who writes where no maker says: the first caller the route's policy lets in, as the matrix writes it. */
const WRITERS: CallerName[] = ["learner", "employerA", "admin"];

/** The write of each route: its maker's, or the matrix request of the first caller let in. */
export async function coherentWrite(
  c: Coherence,
  route: CallableRoute,
  routes: CallableRoute[],
): Promise<CoherentWrite> {
  routesByKey = new Map(routes.map((r) => [routeKey(r), r]));
  const maker = COHERENT_WRITES[routeKey(route)];
  if (maker) return maker(c);
  const writer = WRITERS.find((name) => accessVerdict(route.access, c.world.callers[name]) === "allowed");
  if (!writer) throw new Error(`${routeKey(route)}: no caller of the world is let in; give it a maker`);
  const request = requestFor(route, c.world, writer);
  if (!request) throw new Error(`${routeKey(route)}: no request; give it a maker`);
  return { writer: c.world.callers[writer].user, params: request.params, query: request.query, body: request.body };
}
