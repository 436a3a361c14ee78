import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pilotApplications, pilotCohorts, user } from "../../db/schema";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";
import { PILOT_CSV_COLUMNS, pilotCsvFilename } from "./service";

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
/** The app's clock (issue 26 item 4): the cohort below is open on it. */
const NOW = new Date("2026-11-25T12:00:00Z");

/** An open cohort: applications close on 15 February 2027. */
const SPRING_2027 = {
  name: "Spring 2027",
  startsOn: "2027-03-01",
  endsOn: "2027-05-31",
  applicationsCloseOn: "2027-02-15",
  places: 12,
  pricePence: 100000,
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  admin = await t.signUp({ firstName: "Priya", lastName: "Shah" });
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  learner = await t.signUp();
  await t.database.db.insert(pilotCohorts).values(SPRING_2027);
});
afterAll(() => t.close());

const valid = {
  organizationName: "Greenleaf Co-operative",
  contactName: "Sam Patel",
  email: "sam@greenleaf.example",
  phone: "020 7946 0018",
  employeeCount: "18",
  industry: "Social enterprise",
  currentInitiatives: "Carbon literacy training for all staff.",
  bCorpTimeline: "6 to 12 months",
  leadershipCommitment: "Fully committed: an executive sponsor is in place",
  pilotGoals: "Prepare our B Impact Assessment.",
};

const post = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url: "/api/pilot-application", payload: payload as object, remoteAddress });

const latestRow = async () => {
  const rows = await t.database.db.select().from(pilotApplications).orderBy(pilotApplications.id);
  return rows.at(-1);
};

describe("POST /api/pilot-application", () => {
  it("stores all ten fields and answers 201 with the new id", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const row = await latestRow();
    expect(res.json()).toEqual({ id: row?.id });
    expect(row).toMatchObject(valid);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("trims text and stores blank optional fields as null", async () => {
    const res = await post({
      ...valid,
      organizationName: "  Riverside Trust  ",
      phone: "",
      currentInitiatives: "   ",
      pilotGoals: undefined,
    });
    expect(res.statusCode).toBe(201);
    expect(await latestRow()).toMatchObject({
      organizationName: "Riverside Trust",
      phone: null,
      currentInitiatives: null,
      pilotGoals: null,
    });
  });

  it.each([
    ["organizationName", { ...valid, organizationName: "" }, "Organisation name is required"],
    ["contactName", { ...valid, contactName: "   " }, "Primary contact name is required"],
    ["email", { ...valid, email: undefined }, "Email is required"],
    ["email", { ...valid, email: "sam-at-greenleaf" }, "Enter a valid email address"],
    ["employeeCount", { ...valid, employeeCount: "" }, "Number of employees is required"],
    ["industry", { ...valid, industry: "" }, "Industry sector is required"],
    ["bCorpTimeline", { ...valid, bCorpTimeline: "" }, "B-Corp certification timeline is required"],
    ["bCorpTimeline", { ...valid, bCorpTimeline: "Tomorrow" }, "B-Corp certification timeline must be one of"],
    ["leadershipCommitment", { ...valid, leadershipCommitment: undefined }, "Leadership commitment level is required"],
    ["phone", { ...valid, phone: "call me" }, "Phone must be a phone number"],
    [
      "organizationName",
      { ...valid, organizationName: "x".repeat(161) },
      "Organisation name must be at most 160 characters",
    ],
    ["pilotGoals", { ...valid, pilotGoals: "x".repeat(2001) }, "Pilot goals must be at most 2000 characters"],
    ["currentInitiatives", { ...valid, currentInitiatives: 42 }, "Current initiatives must be text"],
    // PostgreSQL text cannot hold NUL: refused as bad input, never a 500 from the insert.
    ["organizationName", { ...valid, organizationName: "Green\u0000leaf" }, "Organisation name contains an invalid"],
    ["pilotGoals", { ...valid, pilotGoals: "\u0000" }, "Pilot goals contains an invalid character"],
  ])("answers 400 naming %s", async (field, payload, message) => {
    const before = (await t.database.db.select().from(pilotApplications)).length;
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === field);
    expect(issue?.message).toContain(message);
    expect((await t.database.db.select().from(pilotApplications)).length).toBe(before);
  });

  it("answers 400 to malformed JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/pilot-application",
      payload: "{oops",
      headers: { "content-type": "application/json" },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Malformed JSON in request body");
  });

  it("limits one address to 10 applications a minute, without affecting other addresses", async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(valid, address)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await post(valid, nextAddress())).statusCode).toBe(201);
  });
});

describe("GET /api/pilot-applications", () => {
  it("answers 401 when signed out", async () => {
    const res = await t.as(null, { method: "GET", url: "/api/pilot-applications" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers 403 to a signed-in non-admin", async () => {
    const res = await t.as(learner, { method: "GET", url: "/api/pilot-applications" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have permission to do this");
  });

  it("lists every application to an admin, newest first", async () => {
    await post({ ...valid, organizationName: "Newest Ltd" });
    const res = await t.as(admin, { method: "GET", url: "/api/pilot-applications" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const stored = await t.database.db.select().from(pilotApplications);
    expect(list).toHaveLength(stored.length);
    expect(list[0]).toMatchObject({
      organizationName: "Newest Ltd",
      email: valid.email,
      bCorpTimeline: valid.bCorpTimeline,
    });
    const times = list.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("GET /api/pilot-applications.csv", () => {
  it("answers 401 when signed out and 403 to a non-admin", async () => {
    expect((await t.as(null, { method: "GET", url: "/api/pilot-applications.csv" })).statusCode).toBe(401);
    expect((await t.as(learner, { method: "GET", url: "/api/pilot-applications.csv" })).statusCode).toBe(403);
  });

  it("downloads every application as a dated CSV attachment with a header row", async () => {
    await post({
      ...valid,
      organizationName: 'Smith, Jones & "Partners"',
      pilotGoals: "Line one\nLine two",
    });
    const res = await t.as(admin, { method: "GET", url: "/api/pilot-applications.csv" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Dated by the app's clock.
    expect(res.headers["content-disposition"]).toBe('attachment; filename="pilot-applications-2026-11-25.csv"');
    expect(pilotCsvFilename(NOW)).toBe("pilot-applications-2026-11-25.csv");
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(PILOT_CSV_COLUMNS.map((c) => c.header));
    expect(header).toContain("Organisation name");
    const stored = await t.database.db.select().from(pilotApplications);
    expect(rows).toHaveLength(stored.length);
    // Newest first: the row just posted, with its comma, quotes and line break intact.
    expect(rows[0][1]).toBe('Smith, Jones & "Partners"');
    expect(rows[0][10]).toBe("Line one\nLine two");
    expect(rows[0][3]).toBe(valid.email);
  });

  it("neutralises spreadsheet formulas typed by applicants", async () => {
    await post({
      ...valid,
      organizationName: '=HYPERLINK("http://evil.example","Click")',
      contactName: "@SUM(A1:A9)",
      phone: "+44 20 7946 0018",
      currentInitiatives: "-2+3",
      pilotGoals: "=1+1\nsecond line",
    });
    const res = await t.as(admin, { method: "GET", url: "/api/pilot-applications.csv" });
    const [, newest] = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(newest[1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(newest[2]).toBe("'@SUM(A1:A9)");
    expect(newest[4]).toBe("'+44 20 7946 0018");
    expect(newest[7]).toBe("'-2+3");
    expect(newest[10]).toBe("'=1+1\nsecond line");
    expect(newest[3]).toBe(valid.email);
  });
});

describe("an empty export", () => {
  it("is just the header row", async () => {
    const fresh = await createTestApp();
    try {
      const boss = await fresh.signUp();
      await fresh.database.db.update(user).set({ role: "admin" }).where(eq(user.id, boss.id));
      const res = await fresh.as(boss, { method: "GET", url: "/api/pilot-applications.csv" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`\uFEFF${PILOT_CSV_COLUMNS.map((c) => c.header).join(",")}\r\n`);
      const list = await fresh.as(boss, { method: "GET", url: "/api/pilot-applications" });
      expect(list.json()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
