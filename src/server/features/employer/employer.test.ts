import { randomUUID } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmployerPathway, OrganizationAnalytics } from "../../../contracts/employer";
import type { OrganizationSummary } from "../../../contracts/organizations";
import type { OrganizationRole } from "../../../domain/organization-roles";
import type { Pillar } from "../../../domain/pillars";
import { round1 } from "../../../domain/team-analytics";
import { EMPTY_TEAM_FIGURES } from "../../../domain/team-analytics-fixtures";
import { loadCatalogue } from "../../db/catalogue";
import {
  learningActivity,
  member,
  modules,
  organization,
  pathwayAssignments,
  pathwayEnrollments,
  pathways,
  user,
  userProgress,
} from "../../db/schema";
import { usersWritten } from "../../platform/caches/writes";
import { COMPRESS_ABOVE_LENGTH } from "../../plugins/content-encoding";
import { addMember, createPathway } from "../../test/factories";
import { fillLargeOrganization } from "../../test/large-seed";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
const NOW = Date.now();
/** The app's clock: NOW unless a test moves it (due dates fall due on it, not on the machine's). */
let clockAt = NOW;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW - ms);
const dayAgo = (days: number) => new Date(NOW - days * DAY).toISOString().slice(0, 10);

/** Active module ids by pillar, in id order (the catalogue: Purpose 5, Innovation 6, Value 6, Optimization 5, Transformation 7). */
let byPillar: Record<Pillar, number[]>;

async function makeEmployer(role: "learner" | "admin" = "learner"): Promise<TestUser> {
  const u = await t.signUp();
  await t.database.db.update(user).set({ role }).where(eq(user.id, u.id));
  usersWritten(t.database.db, u.id);
  return u;
}

async function insertUser(name: string): Promise<string> {
  const id = randomUUID();
  const [firstName, lastName] = name.split(" ");
  await t.database.db.insert(user).values({
    id,
    name,
    firstName,
    lastName,
    email: `${name.replace(" ", ".").toLowerCase()}.${id.slice(0, 6)}@example.com`,
  });
  return id;
}

async function createOrganization(
  name: string,
  people: { userId: string; role: OrganizationRole; department?: string }[],
) {
  const id = randomUUID();
  await t.database.db
    .insert(organization)
    .values({ id, name, slug: `${name.toLowerCase().replace(/\W+/g, "-")}-${id}` });
  for (const p of people) {
    await addMember(t.database.db, {
      organizationId: id,
      userId: p.userId,
      role: p.role,
      department: p.department ?? null,
    });
  }
  return id;
}

async function progress(
  userId: string,
  moduleId: number,
  { completed, seconds, updated }: { completed: boolean; seconds: number; updated: Date },
) {
  await t.database.db.insert(userProgress).values({
    userId,
    moduleId,
    isCompleted: completed,
    progressPercentage: completed ? 100 : 40,
    timeSpent: seconds,
    startedAt: new Date(updated.getTime() - DAY),
    completedAt: completed ? updated : null,
    updatedAt: updated,
  });
}

async function activity(userId: string, ...days: string[]) {
  await t.database.db.insert(learningActivity).values(days.map((day) => ({ userId, day, secondsSpent: 600 })));
}

async function enrol(userId: string, pathwayId: number, enrolledAt: Date) {
  await t.database.db.insert(pathwayEnrollments).values({ userId, pathwayId, enrolledAt });
}

const analytics = (u: TestUser | null) => t.as(u, { method: "GET", url: "/api/organizations/analytics" });
const assign = (u: TestUser | null, payload: unknown) =>
  t.as(u, { method: "POST", url: "/api/organizations/pathways/assign", payload: payload as object });

let owner: TestUser;
let orgId: string;
const ids: Record<"alice" | "ben" | "cara" | "dan" | "eve", string> = {} as never;
let pathA: number;
let pathB: number;
let firstCataloguePathway: number;
let otherOrgId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(clockAt) });
  const rows = await t.database.db
    .select({ id: modules.id, pillar: modules.pivotPillar })
    .from(modules)
    .orderBy(asc(modules.id));
  byPillar = { Purpose: [], Innovation: [], Value: [], Optimization: [], Transformation: [] };
  for (const r of rows) byPillar[r.pillar as Pillar].push(r.id);
  const [P, I, V, O, T] = [
    byPillar.Purpose,
    byPillar.Innovation,
    byPillar.Value,
    byPillar.Optimization,
    byPillar.Transformation,
  ];

  owner = await makeEmployer();
  ids.alice = await insertUser("Alice Archer");
  ids.ben = await insertUser("Ben Brook");
  ids.cara = await insertUser("Cara Cole");
  ids.dan = await insertUser("Dan Dunn");
  ids.eve = await insertUser("Eve Evans");
  orgId = await createOrganization("Acme Test Ltd", [
    { userId: owner.id, role: "owner", department: "Leadership" },
    { userId: ids.alice, role: "member", department: "Finance" },
    { userId: ids.ben, role: "member", department: "Finance" },
    { userId: ids.cara, role: "member", department: "Marketing" },
    { userId: ids.dan, role: "member" },
  ]);
  const otherOwner = await insertUser("Olga Other");
  otherOrgId = await createOrganization("Other Org Ltd", [
    { userId: otherOwner, role: "owner" },
    { userId: ids.eve, role: "member", department: "Finance" },
  ]);

  // Alice: 3 completed + 1 started, 8,100 s; active yesterday.
  await progress(ids.alice, P[0], { completed: true, seconds: 3600, updated: ago(10 * DAY) });
  await progress(ids.alice, P[1], { completed: true, seconds: 1800, updated: ago(5 * DAY) });
  await progress(ids.alice, I[0], { completed: true, seconds: 1800, updated: ago(2 * HOUR) });
  await progress(ids.alice, V[1], { completed: false, seconds: 900, updated: ago(1 * HOUR) });
  await activity(ids.alice, dayAgo(1));
  // Ben: 1 completed + 1 started, 3,600 s; last active 30 and 40 days ago (outside the window).
  await progress(ids.ben, T[0], { completed: true, seconds: 1800, updated: ago(3 * HOUR) });
  await progress(ids.ben, O[0], { completed: false, seconds: 1800, updated: ago(40 * DAY) });
  await activity(ids.ben, dayAgo(30), dayAgo(40));
  // Cara: 3 completed, 1,800 s (ties Alice on modules, fewer hours); active 29 days ago (inside).
  await progress(ids.cara, P[0], { completed: true, seconds: 600, updated: ago(20 * DAY) });
  await progress(ids.cara, I[0], { completed: true, seconds: 600, updated: ago(21 * DAY) });
  await progress(ids.cara, V[0], { completed: true, seconds: 600, updated: ago(22 * DAY) });
  await activity(ids.cara, dayAgo(29));
  // The owner's learning counts (decision 403: everyone in the organisation); another organisation's does not.
  await progress(owner.id, P[2], { completed: true, seconds: 7200, updated: ago(30 * 60_000) });
  await activity(owner.id, dayAgo(0));
  await progress(ids.eve, P[3], { completed: true, seconds: 7200, updated: ago(10 * 60_000) });
  await activity(ids.eve, dayAgo(0));

  pathA = await createPathway(t.database.db, { title: "Test Path A", moduleIds: [P[0], P[1], T[0]] });
  pathB = await createPathway(t.database.db, { title: "Test Path B", moduleIds: [I[0], I[1], I[2], V[1]] });
  const [first] = await t.database.db.select({ id: pathways.id }).from(pathways).orderBy(asc(pathways.id)).limit(1);
  firstCataloguePathway = first.id;
  await enrol(ids.alice, pathA, ago(5 * DAY));
  await enrol(ids.alice, pathB, ago(1 * DAY));
  await enrol(ids.ben, pathA, ago(3 * DAY));
  await enrol(owner.id, firstCataloguePathway, ago(DAY));
  await enrol(ids.eve, firstCataloguePathway, ago(DAY));
});
afterAll(() => t.close());

describe("GET /api/organizations/analytics", () => {
  it("derives every figure from the team's stored progress, activity and enrolments", async () => {
    const res = await analytics(owner);
    expect(res.statusCode).toBe(200);
    const body: OrganizationAnalytics = res.json();
    expect(body.organization).toEqual({ id: orgId, name: "Acme Test Ltd" });
    // Team = everyone in the organisation (decision 403): the 4 members and the owner.
    expect(body.totalMembers).toBe(5);
    const [ownerRow] = await t.database.db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, owner.id));
    const [catalogueFirst] = await t.database.db
      .select({ title: pathways.title })
      .from(pathways)
      .where(eq(pathways.id, firstCataloguePathway));
    // The owner (today), Alice (yesterday) and Cara (29 days ago); Ben's 30 days ago is outside.
    expect(body.activeMembers).toBe(3);
    // Test Path A, Test Path B and the catalogue pathway the owner is on.
    expect(body.activePathways).toBe(3);
    // 8 completed of 10 started rows = 80%.
    expect(body.completionRate).toBe(80);
    // 20,700 s = 5.75 h over 5 people.
    expect(body.learningHours).toBe(round1(20_700 / 3600));
    expect(body.avgLearningHours).toBe(round1(20_700 / 3600 / 5));
    // Completions per pillar over 5 people × the pillar's modules: Purpose 4, Innovation 2, Value 1,
    // Optimization 0, Transformation 1.
    const sizes = new Map<string, number>();
    for (const m of loadCatalogue().modules) sizes.set(m.pivotPillar, (sizes.get(m.pivotPillar) ?? 0) + 1);
    const completed = { Purpose: 4, Innovation: 2, Value: 1, Optimization: 0, Transformation: 1 } as const;
    const share = (pillar: keyof typeof completed) => (100 * completed[pillar]) / (5 * (sizes.get(pillar) ?? 1));
    const colours = {
      Purpose: "blue",
      Innovation: "purple",
      Value: "green",
      Optimization: "orange",
      Transformation: "red",
    };
    expect(body.pivotProgress).toEqual(
      (Object.keys(completed) as (keyof typeof completed)[]).map((pillar) => ({
        pillar,
        progress: Math.round(share(pillar)),
        color: colours[pillar],
      })),
    );
    // The mean of the five unrounded pillar figures.
    const mean = (Object.keys(completed) as (keyof typeof completed)[]).reduce((sum, p) => sum + share(p), 0) / 5;
    expect(body.avgPivotScore).toBe(Math.round(mean));
    // Alice and Cara both completed 3: Alice spent more time; the owner's 1 took longer than Ben's.
    expect(body.topPerformers).toEqual([
      { name: "Alice Archer", progress: 3, role: "Finance" },
      { name: "Cara Cole", progress: 3, role: "Marketing" },
      { name: ownerRow.name, progress: 1, role: "Leadership" },
    ]);
    // Progress = completed / the catalogue's active modules: Alice 3, Ben 1, Cara 3, Dan 0, the owner 1.
    const modulesInCatalogue = loadCatalogue().modules.length;
    const pct = (completedModules: number) => (100 * completedModules) / modulesInCatalogue;
    expect(body.departmentBreakdown).toEqual([
      { department: "Marketing", members: 1, avgProgress: Math.round(pct(3)) },
      { department: "Finance", members: 2, avgProgress: Math.round((pct(3) + pct(1)) / 2) },
      { department: "Leadership", members: 1, avgProgress: Math.round(pct(1)) },
      { department: "No department", members: 1, avgProgress: 0 },
    ]);
    expect(body.members).toEqual([
      {
        id: ids.alice,
        name: "Alice Archer",
        email: expect.stringMatching(/^alice\.archer\./),
        department: "Finance",
        activePathway: "Test Path B",
        progress: Math.round(pct(3)),
        modulesCompleted: 3,
        lastActivity: ago(1 * HOUR).toISOString(),
        overdueAssignments: 0,
      },
      {
        id: ids.ben,
        name: "Ben Brook",
        email: expect.stringMatching(/^ben\.brook\./),
        department: "Finance",
        activePathway: "Test Path A",
        progress: Math.round(pct(1)),
        modulesCompleted: 1,
        lastActivity: ago(3 * HOUR).toISOString(),
        overdueAssignments: 0,
      },
      {
        id: ids.cara,
        name: "Cara Cole",
        email: expect.stringMatching(/^cara\.cole\./),
        department: "Marketing",
        activePathway: null,
        progress: Math.round(pct(3)),
        modulesCompleted: 3,
        lastActivity: ago(20 * DAY).toISOString(),
        overdueAssignments: 0,
      },
      {
        id: ids.dan,
        name: "Dan Dunn",
        email: expect.stringMatching(/^dan\.dunn\./),
        department: null,
        activePathway: null,
        progress: 0,
        modulesCompleted: 0,
        lastActivity: null,
        overdueAssignments: 0,
      },
      {
        id: owner.id,
        name: ownerRow.name,
        email: ownerRow.email,
        department: "Leadership",
        activePathway: catalogueFirst.title,
        progress: Math.round(pct(1)),
        modulesCompleted: 1,
        lastActivity: new Date(Math.max(Date.parse(`${dayAgo(0)}T00:00:00Z`), NOW - 30 * 60_000)).toISOString(),
        overdueAssignments: 0,
      },
    ]);
    // The owner's (30 min ago) update is in; the other organisation's (10 min ago) is left out.
    expect(body.recentActivity).toEqual([
      {
        memberName: ownerRow.name,
        moduleTitle: expect.any(String),
        type: "completed",
        at: ago(30 * 60_000).toISOString(),
      },
      { memberName: "Alice Archer", moduleTitle: expect.any(String), type: "started", at: ago(HOUR).toISOString() },
      {
        memberName: "Alice Archer",
        moduleTitle: expect.any(String),
        type: "completed",
        at: ago(2 * HOUR).toISOString(),
      },
    ]);
    const [titleV1] = await t.database.db
      .select({ title: modules.title })
      .from(modules)
      .where(eq(modules.id, byPillar.Value[1]));
    expect(body.recentActivity[1].moduleTitle).toBe(titleV1.title);

    // The catalogue's pathways + 2 test ones, in id order.
    expect(body.pathways).toHaveLength(loadCatalogue().pathways.length + 2);
    const byId = new Map(body.pathways.map((p) => [p.id, p]));
    // A: Alice 2/3, Ben 1/3 → 3/6 = 50%. B: Alice 1/4 = 25%.
    expect(byId.get(pathA)).toEqual({
      id: pathA,
      title: "Test Path A",
      category: "Testing",
      status: "Active",
      assignedCount: 2,
      progress: 50,
      nextDueDate: null,
      overdueCount: 0,
    });
    // Enrolments alone are not assignments: none has a due date.
    expect(body.assignments).toEqual([]);
    expect(byId.get(pathB)).toMatchObject({ status: "Active", assignedCount: 1, progress: 25 });
    expect(byId.get(firstCataloguePathway)).toMatchObject({ status: "Active", assignedCount: 1 });
    expect(body.pathways.filter((p) => p.status === "Planning")).toHaveLength(loadCatalogue().pathways.length - 1);
  });

  it("answers 401 signed out, 404 without an organisation, 403 for a plain member", async () => {
    expect((await analytics(null)).statusCode).toBe(401);
    expect((await analytics(null)).json()).toEqual({ message: "Unauthorized" });

    const learner = await t.signUp();
    expect((await analytics(learner)).statusCode).toBe(404);

    const loneEmployer = await makeEmployer();
    expect((await analytics(loneEmployer)).statusCode).toBe(404);

    const memberEmployer = await makeEmployer();
    await createOrganization("Members Only Ltd", [{ userId: memberEmployer.id, role: "member" }]);
    const res = await analytics(memberEmployer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "You need an organisation to see team analytics" });
  });

  it("opens to an admin alone in an organisation, counted with figures at 0", async () => {
    const admin = await makeEmployer("admin");
    const id = await createOrganization("Empty Team Ltd", [{ userId: admin.id, role: "admin" }]);
    const res = await analytics(admin);
    expect(res.statusCode).toBe(200);
    const body: OrganizationAnalytics = res.json();
    // Decision 403: the admin is in the organisation, so its one person.
    expect(body).toMatchObject({
      ...EMPTY_TEAM_FIGURES,
      totalMembers: 1,
      departmentBreakdown: [{ department: "No department", members: 1, avgProgress: 0 }],
      organization: { id, name: "Empty Team Ltd" },
      activePathways: 0,
      members: [expect.objectContaining({ id: admin.id, progress: 0, modulesCompleted: 0 })],
      recentActivity: [],
    });
    expect(body.pivotProgress.every((p) => p.progress === 0)).toBe(true);
  });

  it("compresses a large team's answer for a client that accepts it, and leaves a small one as it is", async () => {
    const employer = await makeEmployer();
    const organizationId = `compress-${randomUUID().slice(0, 8)}`;
    await fillLargeOrganization(t.database.db, {
      organizationId,
      name: "Compressed Ltd",
      members: 200,
      progressPerMember: 2,
      activityDaysPerMember: 1,
    });
    await t.database.db
      .insert(member)
      .values({ id: randomUUID(), organizationId, userId: employer.id, role: "owner", department: null });
    const read = (acceptEncoding: string) =>
      t.as(employer, {
        method: "GET",
        url: "/api/organizations/analytics",
        headers: { "accept-encoding": acceptEncoding },
      });

    const plain = await read("identity");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_ABOVE_LENGTH);
    // The 200 members and the owner.
    expect(plain.json<OrganizationAnalytics>().totalMembers).toBe(201);

    const gzipped = await read("gzip, deflate");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("accept-encoding");
    expect(gzipped.headers["cache-control"]).toBe("no-store");
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    const brotli = await read("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const small = await analytics(owner);
    expect(small.body.length).toBeLessThan(COMPRESS_ABOVE_LENGTH);
    const smallGzip = await t.as(owner, {
      method: "GET",
      url: "/api/organizations/analytics",
      headers: { "accept-encoding": "gzip" },
    });
    expect(smallGzip.headers["content-encoding"]).toBeUndefined();
  });
});

describe("GET /api/organizations", () => {
  it("lists the user's organisations with their role and team size; [] without any; 401 signed out", async () => {
    const list: OrganizationSummary[] = (await t.as(owner, { method: "GET", url: "/api/organizations" })).json();
    expect(list).toEqual([
      {
        id: orgId,
        name: "Acme Test Ltd",
        slug: expect.stringMatching(/^acme-test-ltd-/),
        role: "owner",
        memberCount: 4,
        active: true,
        logo: null,
        brandColor: null,
      },
    ]);

    const learner = await t.signUp();
    const empty = await t.as(learner, { method: "GET", url: "/api/organizations" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect((await t.as(null, { method: "GET", url: "/api/organizations" })).statusCode).toBe(401);
  });
});

describe("POST /api/organizations/pathways/assign", () => {
  it("enrols team members idempotently and answers the pathway's refreshed team figures", async () => {
    const body = { pathwayId: pathB, memberIds: [ids.dan, ids.dan] };
    const first = await assign(owner, body);
    expect(first.statusCode).toBe(200);
    // Alice 1/4 and Dan 0/4 → 1/8 = 12.5%.
    const expected: EmployerPathway = {
      id: pathB,
      title: "Test Path B",
      category: "Testing",
      status: "Active",
      assignedCount: 2,
      progress: 13,
      nextDueDate: null,
      overdueCount: 0,
    };
    expect(first.json()).toEqual(expected);
    const again = await assign(owner, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);

    const after: OrganizationAnalytics = (await analytics(owner)).json();
    expect(after.pathways.find((p) => p.id === pathB)).toEqual(expected);
    expect(after.members.find((m) => m.id === ids.dan)?.activePathway).toBe("Test Path B");
  });

  it("turns a Planning pathway Active", async () => {
    const planning = await createPathway(t.database.db, {
      title: "Test Path Planning",
      moduleIds: [byPillar.Value[0]],
    });
    expect((await analytics(owner)).json().pathways.find((p: EmployerPathway) => p.id === planning)).toMatchObject({
      status: "Planning",
    });
    const res = await assign(owner, { pathwayId: planning, memberIds: [ids.cara] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: planning, status: "Active", assignedCount: 1 });
  });

  it("refuses someone outside the team (400 naming memberIds), an unknown pathway (404) and bad input", async () => {
    const outsider = await assign(owner, { pathwayId: pathA, memberIds: [ids.cara, ids.eve] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().issues).toEqual([{ path: "memberIds", message: expect.stringContaining(ids.eve) }]);
    expect(outsider.json().message).toMatch(/^memberIds: /);
    // Nothing was enrolled: Cara is still not on A.
    const after: OrganizationAnalytics = (await analytics(owner)).json();
    expect(after.pathways.find((p) => p.id === pathA)?.assignedCount).toBe(2);

    // The owner is in the organisation, so may be assigned like anyone in it (decision 403).
    const self = await assign(owner, { pathwayId: firstCataloguePathway, memberIds: [owner.id] });
    expect(self.statusCode).toBe(200);
    expect(self.json().assignedCount).toBe(1);
    expect((await assign(owner, { pathwayId: 999_999, memberIds: [ids.cara] })).statusCode).toBe(404);

    const empty = await assign(owner, { pathwayId: pathA, memberIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe("memberIds");
    const badId = await assign(owner, { pathwayId: "x", memberIds: [ids.cara] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues[0].path).toBe("pathwayId");
  });

  it("answers 400, never a 500, to a pathway id beyond a database integer or a member id holding NUL", async () => {
    const big = await assign(owner, { pathwayId: 2 ** 31, memberIds: [ids.cara] });
    expect(big.statusCode).toBe(400);
    expect(big.json().issues).toEqual([{ path: "pathwayId", message: "pathwayId must be at most 2147483647" }]);
    const nul = await assign(owner, { pathwayId: pathA, memberIds: [ids.cara, "a\u0000b"] });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().issues).toEqual([{ path: "memberIds.1", message: "memberIds contains an invalid character" }]);
  });

  it("shows every assignment's due date, marks the overdue ones and leaves completed ones out of the figures (issue 26)", async () => {
    const inTenDays = new Date(NOW + 10 * DAY).toLocaleDateString("en-CA", { timeZone: "Europe/London" });
    const res = await assign(owner, { pathwayId: pathA, memberIds: [ids.cara], dueDate: inTenDays });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pathA, nextDueDate: inTenDays, overdueCount: 0 });

    // Ben (1 of A's 3 modules) is past due; Alice completed every module of a one-module pathway (P[0]).
    const [P0] = byPillar.Purpose;
    const pathDone = await createPathway(t.database.db, { title: "Test Path Done", moduleIds: [P0] });
    const lastWeek = dayAgo(7);
    await t.database.db.insert(pathwayAssignments).values([
      { userId: ids.ben, pathwayId: pathA, organizationId: orgId, dueDate: lastWeek },
      { userId: ids.alice, pathwayId: pathDone, organizationId: orgId, dueDate: lastWeek },
      // Another organisation's assignment of the same pathway stays out.
      { userId: ids.eve, pathwayId: pathA, organizationId: otherOrgId, dueDate: lastWeek },
    ]);

    const body: OrganizationAnalytics = (await analytics(owner)).json();
    const ofPathway = (id: number) => body.assignments.filter((a) => a.pathwayId === id);
    expect(ofPathway(pathA)).toEqual([
      { memberId: ids.ben, pathwayId: pathA, dueDate: lastWeek, completed: false, overdue: true },
      { memberId: ids.cara, pathwayId: pathA, dueDate: inTenDays, completed: false, overdue: false },
    ]);
    expect(ofPathway(pathDone)).toEqual([
      { memberId: ids.alice, pathwayId: pathDone, dueDate: lastWeek, completed: true, overdue: false },
    ]);
    // The earliest outstanding due date is the overdue one.
    expect(body.pathways.find((p) => p.id === pathA)).toMatchObject({ nextDueDate: lastWeek, overdueCount: 1 });
    expect(body.pathways.find((p) => p.id === pathDone)).toMatchObject({ nextDueDate: null, overdueCount: 0 });
    expect(body.members.find((m) => m.id === ids.ben)?.overdueAssignments).toBe(1);
    // Assigned without a due date (Dan on B, earlier): listed with none.
    expect(body.assignments).toContainEqual({
      memberId: ids.dan,
      pathwayId: pathB,
      dueDate: null,
      completed: false,
      overdue: false,
    });
    expect(body.assignments.some((a) => a.memberId === ids.eve)).toBe(false);

    // Eleven days on (the app's clock), Cara's due date has passed too; the day before it, it had not.
    try {
      clockAt = Date.parse(`${inTenDays}T12:00:00Z`);
      const onTheDay: OrganizationAnalytics = (await analytics(owner)).json();
      expect(onTheDay.assignments.find((a) => a.memberId === ids.cara)?.overdue).toBe(false);
      clockAt = Date.parse(`${inTenDays}T12:00:00Z`) + DAY;
      const dayAfter: OrganizationAnalytics = (await analytics(owner)).json();
      expect(dayAfter.assignments.find((a) => a.memberId === ids.cara)?.overdue).toBe(true);
      expect(dayAfter.pathways.find((p) => p.id === pathA)).toMatchObject({ nextDueDate: lastWeek, overdueCount: 2 });
      expect(dayAfter.members.find((m) => m.id === ids.cara)?.overdueAssignments).toBe(1);
    } finally {
      clockAt = NOW;
    }
  });

  it("answers 401 signed out, 404 without an organisation and 403 for someone who only belongs to a team", async () => {
    const body = { pathwayId: pathA, memberIds: [ids.cara] };
    expect((await assign(null, body)).statusCode).toBe(401);
    expect((await assign(await t.signUp(), body)).statusCode).toBe(404);
    const memberEmployer = await makeEmployer();
    await createOrganization("Another Members Ltd", [{ userId: memberEmployer.id, role: "member" }]);
    expect((await assign(memberEmployer, body)).statusCode).toBe(403);
    expect((await assign(await makeEmployer(), body)).statusCode).toBe(404);
  });
});
