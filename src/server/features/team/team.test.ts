import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityPage, Leaderboard, StudyGroup, TeamEvent, TeamNotification } from "../../../contracts/team";
import { DAY_MS } from "../../../domain/calendar";
import { LEADERBOARD_SIZE, leaderboardScore, PERIOD_DAYS, rankMembers } from "../../../domain/team-hub";
import { rowsOf } from "../../db/rows";
import { learningActivity, userProgress } from "../../db/schema";
import { forgetCachedReads } from "../../platform/caches/caches";
import {
  addMember,
  catalogueModuleIds,
  createEmployerWithTeam,
  createLearner,
  seededRandom,
} from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
let orgA: string;
let orgB: string;
let employerA: TestUser;
let employerB: TestUser;
let learner: TestUser;
let teammate: TestUser;
let teammateEmails: string[];
const NOW = Date.now();

const base = (org: string) => `/api/organizations/${org}/team`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const suffix = randomBytes(4).toString("hex");
  const now = new Date();
  const a = await createEmployerWithTeam(db, {
    employer: { email: `emp-a-${suffix}@example.com`, firstName: "Ada", lastName: "Boss" },
    organization: { name: `Org A ${suffix}`, slug: `org-a-${suffix}` },
    members: 4,
    memberEmailDomain: `a-${suffix}.example.com`,
    random: seededRandom(7),
    now,
  });
  const b = await createEmployerWithTeam(db, {
    employer: { email: `emp-b-${suffix}@example.com`, firstName: "Bo", lastName: "Boss" },
    organization: { name: `Org B ${suffix}`, slug: `org-b-${suffix}` },
    members: 2,
    memberEmailDomain: `b-${suffix}.example.com`,
    random: seededRandom(8),
    now,
  });
  orgA = a.organization.id;
  orgB = b.organization.id;
  const me = await createLearner(db, { email: `me-${suffix}@example.com`, firstName: "Lee", lastName: "Learner" });
  await addMember(db, { organizationId: orgA, userId: me.id, role: "member", department: "Operations" });
  const mate = await createLearner(db, { email: `mate-${suffix}@example.com`, firstName: "Tia", lastName: "Mate" });
  await addMember(db, { organizationId: orgA, userId: mate.id, role: "member", department: "Finance" });
  teammateEmails = [...a.members.map((m) => m.email), mate.email, a.employer.email];
  employerA = await signedInSession(t, a.employer);
  employerB = await signedInSession(t, b.employer);
  learner = await signedInSession(t, me);
  teammate = await signedInSession(t, mate);

  // The teammate completed 3 modules 20 days ago and 1 yesterday: the week and the month differ.
  const [m1, m2, m3, m4] = await catalogueModuleIds(db);
  const at = (days: number) => new Date(NOW - days * DAY_MS);
  await db.insert(userProgress).values(
    [m1, m2, m3, m4].map((moduleId, i) => ({
      userId: mate.id,
      moduleId,
      progressPercentage: 100,
      isCompleted: true,
      timeSpent: 600,
      startedAt: at(i < 3 ? 21 : 2),
      completedAt: at(i < 3 ? 20 : 1),
      updatedAt: at(i < 3 ? 20 : 1),
    })),
  );
  await db.insert(learningActivity).values([
    { userId: mate.id, day: at(20).toISOString().slice(0, 10), secondsSpent: 1800 },
    { userId: mate.id, day: at(1).toISOString().slice(0, 10), secondsSpent: 600 },
  ]);
});

afterAll(() => t?.close());

const get = (user: TestUser | null, url: string) => t.as(user, { method: "GET", url });

describe("team hub authorization", () => {
  it("refuses an employer of organisation A for organisation B, and the reverse", async () => {
    for (const path of [
      "overview",
      "members",
      "activity",
      "leaderboard",
      "study-groups",
      "events",
      "challenges",
      "mentoring",
    ]) {
      expect((await get(employerA, `${base(orgB)}/${path}`)).statusCode, path).toBe(403);
      expect((await get(employerB, `${base(orgA)}/${path}`)).statusCode, path).toBe(403);
      expect((await get(employerA, `${base(orgA)}/${path}`)).statusCode, path).toBe(200);
    }
  });

  it("refuses a learner outside the organisation and a signed-out visitor", async () => {
    expect((await get(learner, `${base(orgB)}/overview`)).statusCode).toBe(403);
    expect((await get(null, `${base(orgA)}/overview`)).statusCode).toBe(401);
    expect((await get(learner, `${base("no-such-organisation")}/overview`)).statusCode).toBe(403);
  });

  it("never shows a learner a teammate's e-mail address", async () => {
    const bodies: string[] = [];
    for (const path of ["overview", "members?page=1", "activity?page=1", "leaderboard?period=quarter", "mentoring"]) {
      const response = await get(learner, `${base(orgA)}/${path}`);
      expect(response.statusCode, path).toBe(200);
      bodies.push(response.body);
    }
    const members = JSON.parse(bodies[1]) as {
      members: { name: string; completedModules: number; currentModule: string | null }[];
      total: number;
    };
    expect(members.total).toBe(6);
    expect(members.members.map((m) => m.name)).toContain("Tia Mate");
    // In name order, with each person's own figures: Tia completed four modules, the last yesterday.
    const names = members.members.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const tia = members.members.find((m) => m.name === "Tia Mate");
    expect(tia?.completedModules).toBe(4);
    expect(tia?.currentModule).not.toBeNull();
    expect(teammateEmails.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toMatch(/@/);
      for (const email of teammateEmails) expect(body).not.toContain(email);
    }
  });
});

describe("leaderboard", () => {
  it("answers a different window for each period", async () => {
    const boards: Record<string, Leaderboard> = {};
    for (const period of ["week", "month", "quarter"]) {
      const response = await get(learner, `${base(orgA)}/leaderboard?period=${period}`);
      expect(response.statusCode).toBe(200);
      boards[period] = response.json();
    }
    const span = (b: Leaderboard) => Math.round((Date.parse(b.to) - Date.parse(b.from)) / DAY_MS);
    expect([span(boards.week), span(boards.month), span(boards.quarter)]).toEqual([7, 30, 90]);
    const mate = (b: Leaderboard) => b.entries.find((e) => e.user === "Tia Mate");
    // In the week only yesterday's module and 10 minutes count; in the month all four and 40 minutes.
    expect(mate(boards.week)?.modulesCompleted).toBe(1);
    expect(mate(boards.week)?.score).toBe(110);
    expect(mate(boards.month)?.modulesCompleted).toBe(4);
    expect(mate(boards.month)?.score).toBe(440);
    expect(boards.week.entries[0].rank).toBe(1);
    expect(boards.week.entries[0].badge).toBe("Gold");
  });

  it("agrees with every member's raw completions and active days, in the period and the one before", async () => {
    const db = t.database.db;
    // The learner completed a module 40 days ago and learned 45 and 50 days ago: the month's previous
    // period, inside the quarter.
    const [, , , , m5] = await catalogueModuleIds(db);
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db.insert(userProgress).values({
      userId: learner.id,
      moduleId: m5,
      progressPercentage: 100,
      isCompleted: true,
      timeSpent: 900,
      startedAt: ago(41),
      completedAt: ago(40),
      updatedAt: ago(40),
    });
    await db.insert(learningActivity).values([
      { userId: learner.id, day: ago(45).toISOString().slice(0, 10), secondsSpent: 1500 },
      { userId: learner.id, day: ago(50).toISOString().slice(0, 10), secondsSpent: 300 },
    ]);
    forgetCachedReads(db);
    const team = rowsOf<{ id: string; name: string }>(
      await db.execute(sql`
        select u.id, u.name from member m join "user" u on u.id = m.user_id
        where m.organization_id = ${orgA} and m.role = 'member'
      `),
    );
    const ids = team.map((m) => m.id);
    const progress = (await db.select().from(userProgress)).filter((p) => ids.includes(p.userId));
    const days = (await db.select().from(learningActivity)).filter((a) => ids.includes(a.userId));
    for (const period of ["week", "month", "quarter"] as const) {
      const board = (await get(learner, `${base(orgA)}/leaderboard?period=${period}`)).json() as Leaderboard;
      const to = Date.parse(board.to);
      const from = Date.parse(board.from);
      const previousFrom = from - PERIOD_DAYS[period] * DAY_MS;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const scored = team.map((m) => {
        const completions = (lo: number, hi: number) =>
          progress
            .filter((p) => p.userId === m.id && p.isCompleted && p.completedAt)
            .filter((p) => p.completedAt!.getTime() >= lo && p.completedAt!.getTime() < hi).length;
        const seconds = (lo: string, hi: string) =>
          days
            .filter((a) => a.userId === m.id && a.day >= lo && a.day < hi)
            .reduce((sum, a) => sum + a.secondsSpent, 0);
        const done = completions(from, to + 1);
        return {
          userId: m.id,
          name: m.name,
          done,
          score: leaderboardScore(done, seconds(day(from), `${day(to)}~`)),
          previousScore: leaderboardScore(completions(previousFrom, from), seconds(day(previousFrom), day(from))),
        };
      });
      const expected = rankMembers(scored).map((m) => ({
        user: m.name,
        rank: m.rank,
        score: m.score,
        change: m.change,
        modulesCompleted: scored.find((s) => s.userId === m.userId)!.done,
      }));
      const entries = board.entries.map(({ user, rank, score, change, modulesCompleted }) => ({
        user,
        rank,
        score,
        change,
        modulesCompleted,
      }));
      expect(entries, period).toEqual(expected.slice(0, entries.length));
      expect(entries.length, period).toBe(Math.min(expected.length, LEADERBOARD_SIZE));
    }
    const month = (await get(learner, `${base(orgA)}/leaderboard?period=month`)).json() as Leaderboard;
    const quarter = (await get(learner, `${base(orgA)}/leaderboard?period=quarter`)).json() as Leaderboard;
    const lee = (b: Leaderboard) => [...b.entries, ...(b.you ? [b.you] : [])].find((e) => e.user === "Lee Learner");
    // Outside the month (its previous period only), inside the quarter: 1 module and 30 minutes.
    expect(lee(month)).toBeUndefined();
    expect(lee(quarter)?.modulesCompleted).toBe(1);
    expect(lee(quarter)?.score).toBe(leaderboardScore(1, 1800));
  });

  it("refuses a period it does not know", async () => {
    expect((await get(learner, `${base(orgA)}/leaderboard?period=year`)).statusCode).toBe(400);
  });
});

describe("study groups and events", () => {
  it("a learner creates a group and an event, a teammate joins both and each side is notified", async () => {
    const group = await t.as(learner, {
      method: "POST",
      url: `${base(orgA)}/study-groups`,
      payload: { name: "Purpose readers", topic: "Purpose-driven leadership", category: "Purpose" },
    });
    expect(group.statusCode).toBe(201);
    const groupId = (group.json() as StudyGroup).id;
    const startsAt = new Date(NOW + 2 * DAY_MS).toISOString();
    const event = await t.as(learner, {
      method: "POST",
      url: `${base(orgA)}/events`,
      payload: { title: "Coffee & Learn", type: "discussion", topic: "Allyship", startsAt, durationMinutes: 30 },
    });
    expect(event.statusCode).toBe(201);
    const eventId = (event.json() as TeamEvent).id;

    const seen = (await get(teammate, "/api/team/notifications")).json() as TeamNotification[];
    expect(seen.map((n) => n.title)).toEqual(
      expect.arrayContaining(["New study group: Purpose readers", "New event: Coffee & Learn"]),
    );

    const joined = await t.as(teammate, { method: "POST", url: `${base(orgA)}/study-groups/${groupId}/join` });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ participants: 2, isMember: true });
    const attending = await t.as(teammate, { method: "POST", url: `${base(orgA)}/events/${eventId}/join` });
    expect(attending.json()).toMatchObject({ attendees: 2, isAttending: true });
    const creatorSees = (await get(learner, "/api/team/notifications")).json() as TeamNotification[];
    expect(creatorSees.map((n) => n.title)).toEqual(
      expect.arrayContaining(["Tia Mate joined Purpose readers", "Tia Mate is joining Coffee & Learn"]),
    );

    // Organisation B's employer can neither see nor join them.
    expect(
      (await t.as(employerB, { method: "POST", url: `${base(orgA)}/study-groups/${groupId}/join` })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(employerB, { method: "POST", url: `${base(orgB)}/study-groups/${groupId}/join` })).statusCode,
    ).toBe(404);

    const ics = await get(teammate, `${base(orgA)}/events/${eventId}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(ics.headers["content-disposition"]).toContain('filename="coffee-learn.ics"');
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).toContain(`DTSTART:${startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    expect(ics.body).toContain("SUMMARY:Coffee & Learn");
  });

  it("refuses an event in the past with the field named", async () => {
    const response = await t.as(learner, {
      method: "POST",
      url: `${base(orgA)}/events`,
      payload: {
        title: "Too late",
        type: "study",
        topic: "History",
        startsAt: new Date(NOW - DAY_MS).toISOString(),
        durationMinutes: 30,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: "startsAt", message: "Date and time must be in the future" }]);
  });
});

describe("activity feed", () => {
  it("stores likes and comments and pages the feed", async () => {
    const page = (await get(learner, `${base(orgA)}/activity?page=1`)).json() as ActivityPage;
    expect(page.entries.length).toBe(20);
    expect(page.hasMore).toBe(true);
    const entry = page.entries.find((e) => e.user === "Tia Mate");
    expect(entry).toBeDefined();
    const liked = await t.as(learner, {
      method: "PUT",
      url: `${base(orgA)}/activity/${entry!.id}/like`,
      payload: { liked: true },
    });
    expect(liked.json()).toEqual({ likes: 1, isLiked: true });
    const comment = await t.as(learner, {
      method: "POST",
      url: `${base(orgA)}/activity/${entry!.id}/comments`,
      payload: { body: "Well done!" },
    });
    expect(comment.statusCode).toBe(201);
    const again = (await get(learner, `${base(orgA)}/activity?page=1`)).json() as ActivityPage;
    const same = again.entries.find((e) => e.id === entry!.id)!;
    expect(same).toMatchObject({ likes: 1, isLiked: true, commentCount: 1 });
    expect(same.comments[0]).toMatchObject({ author: "Lee Learner", body: "Well done!" });
    const second = (await get(learner, `${base(orgA)}/activity?page=2`)).json() as ActivityPage;
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.entries.map((e) => e.id)).not.toContain(page.entries[0].id);
  });
});
