import { randomBytes } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter } from "../../../domain/calendar";
import { ASSESSMENT_QUESTIONS } from "../../../domain/jedi-assessment";
import { rowsOf } from "../../db/rows";
import { jediSurveyResponses, jediSurveyTokens, mailMessages, notifications } from "../../db/schema";
import { redactMailBody } from "../../platform/mail/redact";
import { addMember, createLearner, createOrganization } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { type KnownRespondent, smallSetsFromPairs } from "../../test/survey-attacks";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { remindFollowUps, SURVEY_INVITATION_TEMPLATE, SURVEY_REMINDER_TEMPLATE } from "./surveys";

let t: TestApp;
let current = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => current });
});
afterAll(() => t.close());

const db = () => t.database.db;
const unique = () => randomBytes(4).toString("hex");
const day = (offset: number) => daysAfter(current, offset).toISOString().slice(0, 10);

async function person(
  role: "owner" | "admin" | "member" | "manager",
  organizationId: string,
  department: string | null,
) {
  const suffix = unique();
  const created = await createLearner(db(), {
    email: `p-${suffix}@survey.example.com`,
    firstName: "Sam",
    lastName: `Person ${suffix}`,
  });
  await addMember(db(), { organizationId, userId: created.id, role, department });
  return signedInSession(t, created);
}

interface Org {
  id: string;
  owner: TestUser;
}

/** An organisation with an owner (no department) and members in departments: { name: count }. */
async function organisation(departments: Record<string, number>): Promise<Org & { members: TestUser[] }> {
  const suffix = unique();
  const org = await createOrganization(db(), { name: `Survey Org ${suffix}`, slug: `survey-org-${suffix}` });
  const owner = await person("owner", org.id, null);
  const members: TestUser[] = [];
  for (const [name, count] of Object.entries(departments))
    for (let i = 0; i < count; i++) members.push(await person("member", org.id, name));
  // Long-standing colleagues: members for a month, so they count towards the anonymity threshold.
  await db().execute(
    sql`update member set created_at = ${daysAfter(current, -30).toISOString()} where organization_id = ${org.id}`,
  );
  return { id: org.id, owner, members };
}

const surveysUrl = (org: { id: string }) => `/api/organizations/${org.id}/surveys`;

async function launch(org: Org, body: Record<string, unknown> = {}) {
  const res = await t.as(org.owner, {
    method: "POST",
    url: surveysUrl(org),
    payload: { opensOn: day(0), closesOn: day(14), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; invited: number; belowRecommendedSize: boolean };
}

/** The one-time tokens e-mailed for a survey, read from the stored (unredacted) messages. */
async function tokensMailed(addresses: string[], template = SURVEY_INVITATION_TEMPLATE): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const address of addresses) {
    const rows = await db()
      .select({ text: mailMessages.textBody })
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, address), eq(mailMessages.template, template)));
    const last = rows.at(-1);
    const match = last?.text.match(/\/inclusion-survey\/([0-9a-f]{64})/);
    if (match?.[1]) found.set(address, match[1]);
  }
  return found;
}

const required = (rating = "4") => ({
  inclusion_rating: rating,
  belonging_sense: rating,
  advancement_equity: "Mostly",
  leadership_representation: "Partly",
});

const answer = (token: string, answers: Record<string, string> = required()) =>
  t.app.inject({ method: "POST", url: "/api/inclusion-survey/responses", payload: { token, answers } });

async function close(org: Org, surveyId: number) {
  const res = await t.as(org.owner, { method: "POST", url: `${surveysUrl(org)}/${surveyId}/close` });
  expect(res.statusCode, res.body).toBe(200);
}

async function results(org: Org, surveyId: number, groupBy = "department") {
  const res = await t.as(org.owner, {
    method: "GET",
    url: `${surveysUrl(org)}/${surveyId}/results?groupBy=${groupBy}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Runs `read` with the clock `days` later (surveys launched today have passed their window after 14). */
async function later<T>(days: number, read: () => Promise<T>): Promise<T> {
  const before = current;
  current = daysAfter(before, days);
  try {
    return await read();
  } finally {
    current = before;
  }
}

/** The results once the two-week window has passed (the tests close their surveys early). */
const resultsAfterWindow = (org: Org, surveyId: number, groupBy = "department") =>
  later(14, () => results(org, surveyId, groupBy));

describe("inclusion survey: who may launch and read", () => {
  it("lets owners and admins launch; members get 403; another organisation's survey ids 404", async () => {
    const org = await organisation({ Ops: 2 });
    const admin = await person("admin", org.id, null);
    const survey = await launch(org);
    expect(survey.invited).toBe(4); // the owner, the admin and two members
    expect(survey.belowRecommendedSize).toBe(true);
    const byAdmin = await t.as(admin, {
      method: "POST",
      url: surveysUrl(org),
      payload: { opensOn: day(0), closesOn: day(20), departments: ["Ops"] },
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().invited).toBe(2);

    const member = org.members[0] as TestUser;
    for (const request of [
      { method: "POST" as const, url: surveysUrl(org), payload: { opensOn: day(0), closesOn: day(14) } },
      { method: "GET" as const, url: surveysUrl(org) },
      { method: "GET" as const, url: `${surveysUrl(org)}/${survey.id}/results` },
    ])
      expect((await t.as(member, request)).statusCode).toBe(403);

    const other = await organisation({});
    expect(
      (await t.as(other.owner, { method: "GET", url: `${surveysUrl(other)}/${survey.id}/results` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(other.owner, { method: "POST", url: `${surveysUrl(other)}/${survey.id}/close` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: surveysUrl(org) })).statusCode).toBe(401);

    const list = (await t.as(org.owner, { method: "GET", url: surveysUrl(org) })).json();
    expect(list.surveys.map((s: { id: number }) => s.id)).toContain(survey.id);
    expect(list.surveys[0]).toMatchObject({ status: "open", responses: 0 });
    expect(JSON.stringify(list)).not.toContain(member.email);
  });

  it("refuses a window under two weeks, a past opening day and an unknown department", async () => {
    const org = await organisation({ Ops: 1 });
    for (const payload of [
      { opensOn: day(0), closesOn: day(13) },
      { opensOn: day(-1), closesOn: day(20) },
      { opensOn: day(0), closesOn: day(14), departments: ["Nowhere"] },
      { opensOn: "2026-02-30", closesOn: day(14) },
    ]) {
      const res = await t.as(org.owner, { method: "POST", url: surveysUrl(org), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.as(org.owner, { method: "GET", url: surveysUrl(org) })).json().surveys).toEqual([]);
  });
});

describe("inclusion survey: tokens", () => {
  it("mails each person a one-time link the admin outbox hides, stores only its hash, and counts a token once", async () => {
    const org = await organisation({ Ops: 2 });
    const survey = await launch(org);
    const tokens = await tokensMailed(org.members.map((m) => m.email));
    expect(tokens.size).toBe(2);
    const [token, second] = [...tokens.values()] as [string, string];

    const stored = await db().select().from(jediSurveyTokens).where(eq(jediSurveyTokens.surveyId, survey.id));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(like(mailMessages.textBody, `%${token}%`));
    expect(mail).toBeDefined();
    if (mail) expect(JSON.stringify(redactMailBody(mail))).not.toContain(token);

    const opened = await t.app.inject({ method: "POST", url: "/api/inclusion-survey/open", payload: { token } });
    expect(opened.json()).toMatchObject({ state: "open" });
    expect(opened.json().questions).toHaveLength(6);

    expect((await answer(token)).statusCode).toBe(201);
    const twice = await answer(token, required("1"));
    expect(twice.statusCode).toBe(409);
    const both = await Promise.all([answer(second), answer(second)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const responses = await db().select().from(jediSurveyResponses).where(eq(jediSurveyResponses.surveyId, survey.id));
    expect(responses).toHaveLength(2);
    // No link to a person: no token, no user, the day only; the spent token names nobody.
    expect(Object.keys(responses[0] ?? {}).sort()).toEqual([
      "answers",
      "counted",
      "department",
      "id",
      "submittedOn",
      "surveyId",
    ]);
    const spent = await db()
      .select()
      .from(jediSurveyTokens)
      .where(and(eq(jediSurveyTokens.surveyId, survey.id), eq(jediSurveyTokens.used, true)));
    expect(spent.map((s) => [s.userId, s.department])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/inclusion-survey/open", payload: { token } })).json().state,
    ).toBe("used");
    const list = (await t.as(org.owner, { method: "GET", url: surveysUrl(org) })).json();
    expect(list.surveys[0].responses).toBe(2);
  });

  it("refuses an unknown token, a missing required answer, and any answer once closed", async () => {
    const org = await organisation({ Ops: 2 });
    const survey = await launch(org);
    const [token, other] = [...(await tokensMailed(org.members.map((m) => m.email))).values()] as [string, string];
    expect((await answer("f".repeat(64))).statusCode).toBe(404);
    const { belonging_sense: _skip, ...three } = required();
    const missing = await answer(token, three);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: "answers.belonging_sense", message: "This question is required" }]);
    await close(org, survey.id);
    const closed = await answer(other);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/closed/);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/inclusion-survey/open", payload: { token } })).json().state,
    ).toBe("closed");
    expect(await db().select().from(jediSurveyResponses).where(eq(jediSurveyResponses.surveyId, survey.id))).toEqual(
      [],
    );
  });

  it("carries the organisation's name, colour and logo in its invitations and reminders (decision 398)", async () => {
    const org = await organisation({ Ops: 1 });
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await db().execute(
      sql`update organization set logo = ${`data:image/png;base64,${png.toString("base64")}`}, brand_color = '#1f4e79' where id = ${org.id}`,
    );
    const survey = await launch(org);
    await t.as(org.owner, { method: "POST", url: `${surveysUrl(org)}/${survey.id}/reminders` });
    const mails = await db()
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.template, [SURVEY_INVITATION_TEMPLATE, SURVEY_REMINDER_TEMPLATE]));
    const ours = mails.filter((m) => org.members.some((person) => person.email === m.toAddress));
    expect(new Set(ours.map((m) => m.template))).toEqual(
      new Set([SURVEY_INVITATION_TEMPLATE, SURVEY_REMINDER_TEMPLATE]),
    );
    for (const mail of ours) {
      expect(mail.htmlBody).toContain("background:#1f4e79");
      expect(mail.htmlBody).toMatch(new RegExp(`<img src="[^"]+/api/organizations/${org.id}/logo\\?v=[\\w-]{12}"`));
    }
  });

  it("sends reminders with fresh links to those who have not answered; the old link stops working", async () => {
    const org = await organisation({ Ops: 2 });
    const survey = await launch(org);
    const first = await tokensMailed(org.members.map((m) => m.email));
    await answer(first.get(org.members[0]?.email ?? "") ?? "");
    const res = await t.as(org.owner, { method: "POST", url: `${surveysUrl(org)}/${survey.id}/reminders` });
    expect(res.json()).toEqual({ reminded: 2 }); // the owner and the member who has not answered
    const again = await t.as(org.owner, { method: "POST", url: `${surveysUrl(org)}/${survey.id}/reminders` });
    expect(again.statusCode).toBe(409);
    const reminded = await tokensMailed([org.members[1]?.email ?? ""], SURVEY_REMINDER_TEMPLATE);
    const fresh = reminded.get(org.members[1]?.email ?? "") ?? "";
    expect((await answer(first.get(org.members[1]?.email ?? "") ?? "")).statusCode).toBe(404);
    expect((await answer(fresh)).statusCode).toBe(201);
  });
});

describe("inclusion survey: anonymity and results", () => {
  /** Launches to the organisation, everyone invited answers with `rating`, and the survey is closed. */
  async function run(org: Org & { members: TestUser[] }, rating: (i: number) => string) {
    const survey = await launch(org, { departments: null });
    const tokens = await tokensMailed(org.members.map((m) => m.email));
    let i = 0;
    for (const m of org.members) {
      const token = tokens.get(m.email);
      if (token) expect((await answer(token, required(rating(i++)))).statusCode).toBe(201);
    }
    return survey;
  }

  it("shows nothing while open or under 10, groups of 10+ by name, a group of 9 only inside Other, and no group derivable by subtraction", async () => {
    const org = await organisation({ Sales: 12, Ops: 9, Finance: 15 });
    const survey = await run(org, () => "4");
    const open = await results(org, survey.id);
    expect(open.available).toBe(false);
    await close(org, survey.id);

    const r = await resultsAfterWindow(org, survey.id);
    expect(r.available).toBe(true);
    expect(r.responses).toBe(36);
    const names = r.groups.map((g: { name: string }) => g.name);
    // Ops (9) must be merged; Sales (12) is merged with it so that "all" minus the shown groups
    // cannot give Ops alone; Finance (15) is shown.
    expect(names).toEqual(["Finance", "Other"]);
    expect(names).not.toContain("Ops");
    const other = r.groups.find((g: { isOther: boolean }) => g.isOther);
    expect(other.responses).toBe(21);
    for (const g of r.groups) expect(g.responses).toBeGreaterThanOrEqual(10);
    // The total minus every named group is never a set under 10.
    const named = r.groups
      .filter((g: { isOther: boolean }) => !g.isOther)
      .reduce((s: number, g: { responses: number }) => s + g.responses, 0);
    expect(r.responses - named).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(r)).not.toContain('"Ops"');

    // The same by another filter (gender: nobody stated one): no group under 10 appears either.
    const byGender = await resultsAfterWindow(org, survey.id, "gender");
    expect(byGender.groups.map((g: { name: string }) => g.name)).toEqual(["Not stated"]);
  });

  it("merges a lone group of 9 beside one large group (total minus the large one would be the 9)", async () => {
    const org = await organisation({ Sales: 10, Ops: 9 });
    const survey = await run(org, () => "3");
    await close(org, survey.id);
    const r = await resultsAfterWindow(org, survey.id);
    expect(r.groups).toHaveLength(1);
    expect(r.groups[0]).toMatchObject({ name: "Other", responses: 19 });
  });

  it("shows nothing under 10 responses in all", async () => {
    const org = await organisation({ Ops: 8 });
    const survey = await run(org, () => "3");
    await close(org, survey.id);
    const r = await resultsAfterWindow(org, survey.id);
    expect(r).toMatchObject({ available: false, groups: [], overall: [] });
  });

  it("opens results only after the close, and after the two-week window when closed early, saying when", async () => {
    const org = await organisation({ Sales: 10 });
    const early = await run(org, () => "4");
    await close(org, early.id);
    const list = (await t.as(org.owner, { method: "GET", url: surveysUrl(org) })).json();
    expect(list.surveys.find((s: { id: number }) => s.id === early.id).resultsOpenOn).toBe(day(14));
    for (const wait of [0, 13]) {
      const r = await later(wait, () => results(org, early.id));
      expect(r).toMatchObject({ available: false, overall: [], groups: [], comments: {} });
      expect(r.reason).toBe(
        `This survey was closed early. Results open on ${day(14)}, once the two-week response window has passed, so that nobody's answers can be singled out.`,
      );
    }
    expect((await later(14, () => results(org, early.id))).available).toBe(true);

    // Not closed early: open to its last day (day 20 here), results the day after.
    const full = await launch(org, { closesOn: day(20) });
    const tokens = await tokensMailed(org.members.map((m) => m.email));
    for (const token of tokens.values()) expect((await answer(token)).statusCode).toBe(201);
    const onLastDay = await later(20, () => results(org, full.id));
    expect(onLastDay).toMatchObject({ available: false, overall: [] });
    expect(onLastDay.reason).toBe(
      `Results open on ${day(21)}, after the survey closes, so that nobody's answers can be singled out.`,
    );
    expect((await later(21, () => results(org, full.id))).available).toBe(true);
  });

  it("counts only members of two weeks or more who are not owners or admins; under 10 of them, no figures and no written answers", async () => {
    const org = await organisation({ Sales: 9 });
    const admin = await person("admin", org.id, "Sales");
    const newcomers = [];
    for (let i = 0; i < 5; i++) newcomers.push(await person("member", org.id, "Sales"));
    const survey = await launch(org, { departments: ["Sales"] });
    expect(survey.invited).toBe(15);
    const everyone = [...org.members, admin, ...newcomers];
    const tokens = await tokensMailed(everyone.map((m) => m.email));
    for (const m of everyone)
      expect(
        (await answer(tokens.get(m.email) ?? "", { ...required(), improvement_suggestions: `Comment of ${m.id}` }))
          .statusCode,
      ).toBe(201);
    await close(org, survey.id);
    // 15 answered, but only the nine long-standing members count.
    const r = await resultsAfterWindow(org, survey.id);
    expect(r).toMatchObject({ available: false, responses: 15, overall: [], groups: [], comments: {} });
    expect(r.reason).toMatch(/Fewer than 10 people who count towards anonymity answered/);
    expect(JSON.stringify(r)).not.toContain("Comment of");

    // One more long-standing colleague makes 10 who count: the figures, written answers with them.
    const tenth = await person("member", org.id, "Sales");
    await db().execute(
      sql`update member set created_at = ${daysAfter(current, -30).toISOString()} where user_id = ${tenth.id}`,
    );
    const again = await launch(org, { departments: ["Sales"] });
    const more = await tokensMailed([...everyone, tenth].map((m) => m.email));
    for (const m of [...everyone, tenth])
      expect(
        (await answer(more.get(m.email) ?? "", { ...required(), improvement_suggestions: `Again ${m.id}` })).statusCode,
      ).toBe(201);
    await close(org, again.id);
    const shown = await resultsAfterWindow(org, again.id);
    expect(shown).toMatchObject({ available: true, responses: 16 });
    expect(shown.comments.improvement_suggestions).toHaveLength(16);
    // Every group shown has 10 or more who count; the written answers are never given per group.
    for (const g of shown.groups) expect(Object.keys(g).sort()).toEqual(["isOther", "name", "questions", "responses"]);
  });

  it("plans the groupings together: no pair of the page's views gives a small set by subtraction", async () => {
    // Sales: 10 men. Ops: 10 women and one man, the target. Planned one grouping at a time, the page
    // would show Sales (10) and Men (11): men minus Sales is the target alone.
    const org = await organisation({ Sales: 10, Ops: 11 });
    const survey = await launch(org, { departments: null, includeDemographics: true });
    const tokens = await tokensMailed(org.members.map((m) => m.email));
    const people: KnownRespondent[] = [];
    for (const [i, m] of org.members.entries()) {
      const target = i === org.members.length - 1;
      const gender = i < 10 || target ? "Male" : "Female";
      expect((await answer(tokens.get(m.email) ?? "", { ...required(target ? "1" : "5"), gender })).statusCode).toBe(
        201,
      );
      people.push({
        counted: true,
        groups: {
          department: i < 10 ? "Sales" : "Ops",
          gender,
          ethnicity: "Not stated",
          age: "Not stated",
          disability: "Not stated",
        },
      });
    }
    await close(org, survey.id);
    const views = [];
    for (const groupBy of ["department", "gender", "ethnicity", "age", "disability"])
      views.push(await resultsAfterWindow(org, survey.id, groupBy));
    expect(views[0].groups.map((g: { name: string }) => g.name)).toEqual(["Ops", "Sales"]);
    expect(views[1].groups.map((g: { name: string }) => g.name)).not.toContain("Male");
    // The checker sees the leak the naive plan would give.
    expect(
      smallSetsFromPairs(
        [...views, { groupBy: "gender", available: true, groups: [{ name: "Male", isOther: false }] }],
        people,
      ),
    ).not.toEqual([]);
    expect(smallSetsFromPairs(views, people)).toEqual([]);
  });

  it("compares with the previous survey, recommends pathways for low areas and assigns one in one step", async () => {
    const org = await organisation({ Sales: 11 });
    const before = await run(org, () => "4");
    await close(org, before.id);
    const after = await run(org, () => "2");
    await close(org, after.id);
    const r = await resultsAfterWindow(org, after.id);
    expect(r.previous).toMatchObject({ surveyId: before.id, responses: 11 });
    const inclusion = r.previous.questions.find((q: { questionId: string }) => q.questionId === "inclusion_rating");
    expect(inclusion).toEqual({ questionId: "inclusion_rating", score: 25, previousScore: 75, change: -50 });
    expect(r.lowScoring.map((l: { questionId: string }) => l.questionId)).toContain("inclusion_rating");
    expect(r.recommendedPathways.length).toBeGreaterThan(0);
    const pathway = r.recommendedPathways[0];
    const assigned = await t.as(org.owner, {
      method: "POST",
      url: `${surveysUrl(org)}/${after.id}/assign`,
      payload: { pathwayId: pathway.pathwayId },
    });
    expect(assigned.json()).toEqual({ assigned: 12 });
    const rows = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from pathway_assignments where organization_id = ${org.id} and pathway_id = ${pathway.pathwayId}`,
      ),
    );
    expect(Number(rows[0]?.n)).toBe(12);
  });

  it("schedules the follow-up six months after the close and reminds the owners once", async () => {
    const org = await organisation({ Ops: 1 });
    const survey = await launch(org);
    const list = (await t.as(org.owner, { method: "GET", url: surveysUrl(org) })).json();
    const row = list.surveys.find((s: { id: number }) => s.id === survey.id);
    const closes = new Date(`${row.closesOn}T00:00:00Z`);
    expect(row.followUpOn).toBe(
      new Date(Date.UTC(closes.getUTCFullYear(), closes.getUTCMonth() + 6, closes.getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );
    expect(await remindFollowUps(db(), daysAfter(closes, 30))).toBe(0);
    const dueDay = new Date(`${row.followUpOn}T09:00:00Z`);
    expect(await remindFollowUps(db(), dueDay)).toBeGreaterThanOrEqual(1);
    expect(await remindFollowUps(db(), dueDay)).toBe(0);
    const told = await db().select().from(notifications).where(eq(notifications.userId, org.owner.id));
    expect(told.map((n) => n.title)).toContain("Time for the inclusion survey follow-up");
  });
});

describe("organisation readiness assessment", () => {
  const answersOf = (value: number) => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, value]));

  it("gives the mean with the spread per date, and a trend; only invited leaders answer", async () => {
    const org = await organisation({ Leaders: 3 });
    const [a, b, c] = org.members as [TestUser, TestUser, TestUser];
    const url = `/api/organizations/${org.id}/jedi-assessments`;
    expect((await t.as(a, { method: "POST", url, payload: { memberIds: [a.id] } })).statusCode).toBe(403);
    const started = await t.as(org.owner, { method: "POST", url, payload: { memberIds: [a.id, b.id] } });
    expect(started.statusCode, started.body).toBe(201);
    const round = started.json();
    expect(round).toMatchObject({ invited: 2, answered: 0, overall: null });

    const put = (who: TestUser, value: number) =>
      t.as(who, { method: "PUT", url: `${url}/${round.id}/answers`, payload: { answers: answersOf(value) } });
    expect((await put(a, 2)).statusCode).toBe(200);
    expect((await put(b, 4)).statusCode).toBe(200);
    expect((await put(c, 5)).statusCode).toBe(404);
    const incomplete = await t.as(a, {
      method: "PUT",
      url: `${url}/${round.id}/answers`,
      payload: { answers: { "pay-equity": 3 } },
    });
    expect(incomplete.statusCode).toBe(400);

    const mine = (await t.as(a, { method: "GET", url: "/api/jedi/organisation-assessments" })).json();
    expect(mine).toEqual([expect.objectContaining({ assessmentId: round.id, answered: true })]);

    const list = (await t.as(org.owner, { method: "GET", url })).json();
    expect(list.rounds[0]).toMatchObject({
      answered: 2,
      overall: { count: 2, mean: 60, min: 40, max: 80, standardDeviation: 20 },
      level: "Developing",
    });
    expect(list.rounds[0].categories.justice).toMatchObject({ mean: 60, min: 40, max: 80 });
    expect(JSON.stringify(list.rounds[0])).not.toContain('"answers"');

    current = daysAfter(current, 40);
    try {
      const next = (await t.as(org.owner, { method: "POST", url, payload: { memberIds: [a.id] } })).json();
      expect(next.id).not.toBe(round.id);
      await t.as(a, { method: "PUT", url: `${url}/${next.id}/answers`, payload: { answers: answersOf(5) } });
      const trend = (await t.as(org.owner, { method: "GET", url })).json().trend;
      expect(trend.map((p: { mean: number }) => p.mean)).toEqual([60, 100]);
      expect(trend[0].date < trend[1].date).toBe(true);
    } finally {
      current = new Date();
    }
    const other = await organisation({});
    expect(
      (
        await t.as(other.owner, {
          method: "PUT",
          url: `/api/organizations/${other.id}/jedi-assessments/${round.id}/answers`,
          payload: { answers: answersOf(3) },
        })
      ).statusCode,
    ).toBe(404);
  });
});
