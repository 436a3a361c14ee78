import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededCohort } from "../../../test/pilot-cohort";
import { pilotApplications, pilotCohorts, pilotWaitingList, user } from "../../db/schema";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";
import { WAITING_LIST_PAGE_SIZE } from "./service";

// Issue 26 item 4: the pilot cohort's dates, places and price are a record administrators edit; a
// closed cohort refuses applications (409) and takes names for a waiting list.

let t: TestApp;
let admin: TestUser;
let learner: TestUser;
let now = new Date("2026-11-25T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await t.signUp({ firstName: "Priya", lastName: "Shah" });
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  learner = await t.signUp();
});
afterAll(() => t.close());

const application = {
  organizationName: "Greenleaf Co-operative",
  contactName: "Sam Patel",
  email: "sam@greenleaf.example",
  employeeCount: "18",
  industry: "Social enterprise",
  bCorpTimeline: "6 to 12 months",
  leadershipCommitment: "Fully committed: an executive sponsor is in place",
};
const waiting = { name: "Jo Bloggs", email: "jo@riverside.example", organizationName: "Riverside Trust" };

const apply = () =>
  t.app.inject({ method: "POST", url: "/api/pilot-application", payload: application, remoteAddress: nextAddress() });
const joinWaitingList = (payload: object = waiting) =>
  t.app.inject({ method: "POST", url: "/api/pilot/waiting-list", payload, remoteAddress: nextAddress() });
const currentCohort = async () => (await t.app.inject({ method: "GET", url: "/api/pilot/cohort" })).json().cohort;
const createCohort = (payload: object, as: TestUser | null = admin) =>
  t.as(as, { method: "POST", url: "/api/admin/pilot/cohorts", payload });
const editCohort = (id: number | string, payload: object, as: TestUser | null = admin) =>
  t.as(as, { method: "PATCH", url: `/api/admin/pilot/cohorts/${id}`, payload });
const applicationCount = async () => (await t.database.db.select().from(pilotApplications)).length;

const SPRING_2027 = {
  name: "Spring 2027",
  startsOn: "2027-03-01",
  endsOn: "2027-05-31",
  applicationsCloseOn: "2027-02-15",
  places: 10,
  pricePence: 95000,
};

describe("the seeded cohort", () => {
  it("is spec 3 §9's, as written, and closed on today's clock", async () => {
    expect(await currentCohort()).toEqual({ ...seededCohort(0), id: expect.any(Number) });
  });

  it("refuses an application with 409 and the closing message, storing nothing", async () => {
    const res = await apply();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        "Applications for the September to November 2025 cohort closed on 31 August 2025. Join the waiting list to hear about the next cohort.",
    });
    expect(await applicationCount()).toBe(0);
  });

  it("takes a name for the waiting list, kept with the cohort the visitor saw closed", async () => {
    const res = await joinWaitingList();
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(pilotWaitingList).where(eq(pilotWaitingList.id, res.json().id));
    const [seeded] = await t.database.db.select().from(pilotCohorts);
    expect(row).toMatchObject({ ...waiting, cohortId: seeded.id });
  });

  it.each([
    ["name", { ...waiting, name: " " }, "Name is required"],
    ["email", { ...waiting, email: "jo-at-riverside" }, "Enter a valid email address"],
    ["organizationName", { ...waiting, organizationName: undefined }, "Organisation name is required"],
  ])("answers 400 to a waiting-list entry naming %s", async (field, payload, message) => {
    const res = await joinWaitingList(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.find((i: { path: string }) => i.path === field)?.message).toBe(message);
  });
});

describe("an open cohort an administrator creates", () => {
  let springId: number;

  it("is created by an admin and shown to visitors as open", async () => {
    const res = await createCohort(SPRING_2027);
    expect(res.statusCode).toBe(201);
    springId = res.json().id;
    expect(res.json()).toMatchObject({ ...SPRING_2027, status: "open", placesLeft: 10, applications: 0 });
    expect(await currentCohort()).toMatchObject({ id: springId, status: "open" });
  });

  it("accepts an application, counted against the cohort", async () => {
    const res = await apply();
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(pilotApplications).where(eq(pilotApplications.id, res.json().id));
    expect(row.cohortId).toBe(springId);
    expect(await currentCohort()).toMatchObject({ id: springId, applications: 1 });
  });

  it("takes applications to the end of its closing day in the UK, and refuses them after", async () => {
    now = new Date("2027-02-15T23:59:00Z"); // 15 February, GMT
    expect((await apply()).statusCode).toBe(201);
    now = new Date("2027-02-16T00:00:00Z");
    const before = await applicationCount();
    const res = await apply();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Applications for the Spring 2027 cohort closed on 15 February 2027. Join the waiting list to hear about the next cohort.",
    );
    expect(await applicationCount()).toBe(before);
    expect(await currentCohort()).toMatchObject({ id: springId, status: "closed" });
    expect((await joinWaitingList()).statusCode).toBe(201);
  });

  it("follows British Summer Time: 23:30 UTC on the closing day is already the next day", async () => {
    const summer = await createCohort({
      ...SPRING_2027,
      name: "Summer 2027",
      startsOn: "2027-07-01",
      endsOn: "2027-09-30",
      applicationsCloseOn: "2027-06-30",
    });
    expect(summer.statusCode).toBe(201);
    now = new Date("2027-06-30T22:59:00Z"); // 23:59 BST on 30 June
    expect((await apply()).statusCode).toBe(201);
    now = new Date("2027-06-30T23:30:00Z"); // 00:30 BST on 1 July
    expect((await apply()).statusCode).toBe(409);
    now = new Date("2026-11-25T12:00:00Z");
  });

  it("is reopened by moving its closing day", async () => {
    now = new Date("2027-02-20T12:00:00Z");
    expect((await apply()).statusCode).toBe(201); // Summer 2027 is open now
    const res = await editCohort(springId, { applicationsCloseOn: "2027-02-28", places: 8 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: springId, applicationsCloseOn: "2027-02-28", places: 8, status: "open" });
    // The open cohort closing soonest is the one the page shows.
    expect(await currentCohort()).toMatchObject({ id: springId, name: "Spring 2027", places: 8 });
    now = new Date("2026-11-25T12:00:00Z");
  });
});

describe("the admin cohort routes", () => {
  it("answer 401 signed out and 403 to a learner, changing nothing", async () => {
    const before = await t.database.db.select().from(pilotCohorts);
    for (const [as, status] of [
      [null, 401],
      [learner, 403],
    ] as const) {
      expect((await t.as(as, { method: "GET", url: "/api/admin/pilot/cohorts" })).statusCode).toBe(status);
      expect((await createCohort(SPRING_2027, as)).statusCode).toBe(status);
      const edit = await editCohort(before[0].id, { places: 1 }, as);
      expect(edit.statusCode).toBe(status);
      expect((await t.as(as, { method: "GET", url: "/api/admin/pilot/waiting-list" })).statusCode).toBe(status);
    }
    expect((await editCohort(before[0].id, { places: 1 }, learner)).json().message).toBe(
      "You do not have permission to do this",
    );
    expect(await t.database.db.select().from(pilotCohorts)).toEqual(before);
  });

  it("list every cohort to an admin, the latest start first", async () => {
    const res = await t.as(admin, { method: "GET", url: "/api/admin/pilot/cohorts" });
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((c: { name: string }) => c.name);
    expect(names).toEqual(["Summer 2027", "Spring 2027", "September to November 2025"]);
  });

  it.each([
    ["endsOn", { endsOn: "2027-02-28" }, "End date must be on or after the start date"],
    [
      "applicationsCloseOn",
      { applicationsCloseOn: "2027-03-02" },
      "Applications must close on or before the start date",
    ],
    ["places", { places: 0 }, "Places must be at least 1"],
    ["places", { places: 2.5 }, "Places must be a whole number"],
    ["pricePence", { pricePence: -1 }, "Price must be £0 or more"],
    ["startsOn", { startsOn: "2027-02-30" }, "Start date must be a real date"],
    ["startsOn", { startsOn: "1 March 2027" }, "Start date must be a date (YYYY-MM-DD)"],
    ["name", { name: "  " }, "Cohort name is required"],
  ])("refuse a cohort with a bad %s (400), creating nothing", async (field, change, message) => {
    const before = (await t.database.db.select().from(pilotCohorts)).length;
    const res = await createCohort({ ...SPRING_2027, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.find((i: { path: string }) => i.path === field)?.message).toBe(message);
    expect((await t.database.db.select().from(pilotCohorts)).length).toBe(before);
  });

  it("accept a free cohort (price £0)", async () => {
    const res = await createCohort({
      ...SPRING_2027,
      name: "Charity cohort 2024",
      startsOn: "2024-03-01",
      endsOn: "2024-05-31",
      applicationsCloseOn: "2024-02-15",
      pricePence: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pricePence: 0, status: "closed" });
  });

  it("check an edit's dates against the stored ones", async () => {
    const [stored] = await t.database.db.select().from(pilotCohorts).where(eq(pilotCohorts.name, "Summer 2027"));
    const res = await editCohort(stored.id, { endsOn: "2027-06-01" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "endsOn: End date must be on or after the start date",
      issues: [{ path: "endsOn", message: "End date must be on or after the start date" }],
    });
    const [after] = await t.database.db.select().from(pilotCohorts).where(eq(pilotCohorts.id, stored.id));
    expect(after).toEqual(stored);
  });

  it("answer 404 for a cohort that does not exist", async () => {
    const res = await editCohort(2_000_000_000, { places: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Pilot cohort not found" });
  });
});

describe("the waiting list for admins", () => {
  it("lists entries newest first with the cohort they saw, a page at a time", async () => {
    const rows = Array.from({ length: WAITING_LIST_PAGE_SIZE }, (_, i) => ({
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      organizationName: `Organisation ${i}`,
    }));
    await t.database.db.insert(pilotWaitingList).values(rows);
    const total = (await t.database.db.select().from(pilotWaitingList)).length;
    expect(total).toBeGreaterThan(WAITING_LIST_PAGE_SIZE);

    const first = await t.as(admin, { method: "GET", url: "/api/admin/pilot/waiting-list" });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(WAITING_LIST_PAGE_SIZE);
    expect(page1.items[0]).toMatchObject({ name: `Person ${WAITING_LIST_PAGE_SIZE - 1}`, cohortName: null });
    expect(page1.nextCursor).toBe(page1.items.at(-1).id);

    const second = await t.as(admin, {
      method: "GET",
      url: `/api/admin/pilot/waiting-list?cursor=${page1.nextCursor}`,
    });
    const page2 = second.json();
    expect(page2.items).toHaveLength(total - WAITING_LIST_PAGE_SIZE);
    expect(page2.nextCursor).toBeNull();
    expect(page2.items.at(-1)).toMatchObject({ ...waiting, cohortName: "September to November 2025" });
    const ids = [...page1.items, ...page2.items].map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
