import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationAnalytics } from "../../../contracts/employer";
import type { ActivityPage, Challenge, Mentoring, StudyGroup, TeamEvent, TeamOverview } from "../../../contracts/team";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../auth/demo-accounts";
import { seedDemoAccounts } from "../../cli/seed";
import { loadConfig } from "../../config";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";
import type { TestCredentials, TestEmployerTeam } from "./routes";

let withSupport: TestApp;
let withoutSupport: TestApp;
beforeAll(async () => {
  [withSupport, withoutSupport] = await Promise.all([
    createTestApp({ E2E_TEST_SUPPORT: "true" }),
    createTestApp({ E2E_TEST_SUPPORT: "false" }),
  ]);
});
afterAll(() => Promise.all([withSupport?.close(), withoutSupport?.close()]));

/** Signs in through Better Auth, as the browser would: the factories' passwords must work there. */
async function signIn(t: TestApp, credentials: { email: string; password: string }): Promise<TestUser> {
  const address = nextAddress();
  const res = await t.as(null, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: address,
    payload: { email: credentials.email, password: credentials.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { id: res.json().user.id, email: credentials.email, cookie, address };
}

const post = (t: TestApp, url: string, payload: object): Promise<LightMyRequestResponse> =>
  t.as(null, { method: "POST", url, payload });

describe("configuration", () => {
  it("refuses to start in production with E2E_TEST_SUPPORT set", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "x".repeat(40),
        DATA_ENCRYPTION_KEY: "a".repeat(64),
        E2E_TEST_SUPPORT: "true",
      }),
    ).toThrow(/E2E_TEST_SUPPORT/);
    expect(
      loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), DATA_ENCRYPTION_KEY: "a".repeat(64) })
        .testSupport,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).testSupport).toBe(false);
  });

  it("mounts no test-support route without E2E_TEST_SUPPORT", async () => {
    for (const url of ["/api/test-support/employer-team", "/api/test-support/admin"]) {
      const res = await post(withoutSupport, url, {});
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("POST /api/test-support/employer-team", () => {
  it("makes an employer who signs in and manages a team of the size asked for", async () => {
    const res = await post(withSupport, "/api/test-support/employer-team", { members: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const team: TestEmployerTeam = res.json();
    expect(team.members).toHaveLength(5);
    expect(team.employer.password).toMatch(/^Pivot-e2e-.+!x$/);

    const employer = await signIn(withSupport, team.employer);
    const me = await withSupport.as(employer, { method: "GET", url: "/api/auth/user" });
    expect(me.json()).toMatchObject({ email: team.employer.email, role: "learner" });
    const organizations = await withSupport.as(employer, { method: "GET", url: "/api/organizations" });
    expect(organizations.json()).toMatchObject([{ role: "owner", active: true }]);
    const analytics = await withSupport.as(employer, { method: "GET", url: "/api/organizations/analytics" });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const figures: OrganizationAnalytics = analytics.json();
    expect(figures.organization.name).toBe(team.organization.name);
    // Everyone in the organisation counts, the employer who owns it included (decision 403).
    expect(figures.totalMembers).toBe(6);
    expect(figures.members.map((m) => m.email).sort()).toEqual(
      [...team.members.map((m) => m.email), team.employer.email].sort(),
    );
  });

  it("gives every call its own organisation, with the same progress for the same seed", async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await post(withSupport, "/api/test-support/employer-team", { members: 8 })).json()),
    );
    expect((a as TestEmployerTeam).organization.id).not.toBe((b as TestEmployerTeam).organization.id);
    const completedBy = async (team: TestEmployerTeam) => {
      const employer = await signIn(withSupport, team.employer);
      const figures: OrganizationAnalytics = (
        await withSupport.as(employer, { method: "GET", url: "/api/organizations/analytics" })
      ).json();
      expect(figures.members).toHaveLength(9);
      return figures.members.filter((m) => m.email !== team.employer.email).map((m) => [m.name, m.modulesCompleted]);
    };
    const completedA = await completedBy(a);
    expect(completedA.some(([, completed]) => Number(completed) > 0)).toBe(true);
    expect(await completedBy(b)).toEqual(completedA);
  });

  it("refuses a team size outside 1 to 24", async () => {
    for (const members of [0, 25, 2.5]) {
      const res = await post(withSupport, "/api/test-support/employer-team", { members });
      expect(res.statusCode, String(members)).toBe(400);
    }
  });
});

describe("POST /api/test-support/admin", () => {
  it("makes an administrator who signs in", async () => {
    const res = await post(withSupport, "/api/test-support/admin", {});
    expect(res.statusCode, res.body).toBe(201);
    const credentials: TestCredentials = res.json();
    const admin = await signIn(withSupport, credentials);
    const me = await withSupport.as(admin, { method: "GET", url: "/api/auth/user" });
    expect(me.json()).toMatchObject({ email: credentials.email, role: "admin" });
    const applications = await withSupport.as(admin, { method: "GET", url: "/api/pilot-applications" });
    expect(applications.statusCode).toBe(200);
  });
});

describe("the demo seed, through the same factories", () => {
  it("makes demo accounts that sign in, and an employer whose organisation has 24 members beside her", async () => {
    await seedDemoAccounts(withoutSupport.database.db);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const signedIn = await signIn(withoutSupport, { email: account.email, password: DEMO_PASSWORD });
      const me = await withoutSupport.as(signedIn, { method: "GET", url: "/api/auth/user" });
      expect(me.json()).toMatchObject({ email: account.email, role: account.role });
    }
    const employer = await signIn(withoutSupport, { email: DEMO_ACCOUNTS.employer.email, password: DEMO_PASSWORD });
    const figures: OrganizationAnalytics = (
      await withoutSupport.as(employer, { method: "GET", url: "/api/organizations/analytics" })
    ).json();
    expect(figures.organization.name).toBe("Northwind Social Ltd");
    expect(figures.totalMembers).toBe(25);
    expect(figures.topPerformers).toHaveLength(3);
  });

  it("gives the demo organisation a living team hub: events, a running challenge, study groups, mentors, a feed", async () => {
    await seedDemoAccounts(withoutSupport.database.db);
    const learner = await signIn(withoutSupport, { email: DEMO_ACCOUNTS.learner.email, password: DEMO_PASSWORD });
    const organizations: { id: string; name: string }[] = (
      await withoutSupport.as(learner, { method: "GET", url: "/api/organizations" })
    ).json();
    const northwind = organizations.find((o) => o.name === "Northwind Social Ltd");
    expect(northwind).toBeDefined();
    const get = async <T>(path: string): Promise<T> => {
      const res = await withoutSupport.as(learner, {
        method: "GET",
        url: `/api/organizations/${northwind?.id}/team/${path}`,
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json();
    };

    const overview = await get<TeamOverview>("overview");
    expect(overview.upcomingEvents).toBeGreaterThanOrEqual(3);
    expect(overview.studyGroups).toBeGreaterThanOrEqual(2);

    const events = await get<TeamEvent[]>("events");
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) expect(Date.parse(event.date)).toBeGreaterThan(Date.now());
    expect(events.some((e) => e.isAttending && e.attendees > 1)).toBe(true);

    const challenges = await get<Challenge[]>("challenges");
    expect(challenges).toEqual(expect.arrayContaining([expect.objectContaining({ status: "active" })]));
    expect(challenges[0].participants).toBeGreaterThan(1);

    const groups = await get<StudyGroup[]>("study-groups");
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) expect(group.participants).toBeGreaterThan(0);

    const mentoring = await get<Mentoring>("mentoring");
    expect(mentoring.mentors.length).toBeGreaterThanOrEqual(2);
    const mine = mentoring.requests.find((r) => r.isMine && r.status === "matched");
    expect(mine?.messages.length).toBeGreaterThan(0);

    const activity = await get<ActivityPage>("activity");
    expect(activity.entries.some((e) => e.likes > 0)).toBe(true);
    expect(activity.entries.some((e) => e.comments.length > 0)).toBe(true);
  });
});
