import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminModule } from "../../../contracts/content-admin";
import { createAdmin, createModule } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 47 item 1: admins see each module's last check of its law, and a module whose check is more
 * than twelve months old on the app's clock is flagged.
 */
let now = new Date("2027-12-02T12:00:00Z");
let t: TestApp;
let admin: TestUser;
let current: number;
let stale: number;
let never: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const { db } = t.database;
  admin = await signedInSession(
    t,
    await createAdmin(db, { email: `law-review-${Date.now()}@example.com`, firstName: "Lena", lastName: "Law" }),
  );
  const source = {
    title: "Equality Act 2010, section 40A",
    url: "https://www.legislation.gov.uk/ukpga/2010/15/section/40A",
  };
  current = (await createModule(db, { content: "Body.", reviewedOn: "2027-06-01", legalSources: [source] })).id;
  stale = (await createModule(db, { content: "Body.", reviewedOn: "2026-12-01", legalSources: [source, source] })).id;
  never = (await createModule(db, { content: "Body." })).id;
});
afterAll(() => t.close());

const list = async () => {
  const res = await t.as(admin, { method: "GET", url: "/api/content/modules" });
  expect(res.statusCode).toBe(200);
  const rows = res.json() as AdminModule[];
  return (id: number) => rows.find((m) => m.id === id)!;
};

describe("the admins' law review", () => {
  it("flags a module checked more than twelve months ago, and one never checked", async () => {
    const row = await list();
    expect(row(current)).toMatchObject({
      reviewedOn: "2027-06-01",
      reviewDueOn: "2028-06-01",
      reviewOverdue: false,
      legalSourceCount: 1,
    });
    expect(row(stale)).toMatchObject({ reviewDueOn: "2027-12-01", reviewOverdue: true, legalSourceCount: 2 });
    expect(row(never)).toMatchObject({ reviewedOn: null, reviewDueOn: null, reviewOverdue: true, legalSourceCount: 0 });
  });

  it("reads the app's clock: on the due day itself the module is not yet overdue", async () => {
    now = new Date("2027-12-01T12:00:00Z");
    expect((await list())(stale).reviewOverdue).toBe(false);
  });

  it("shows the review date and the sources on the module's own page", async () => {
    const res = await t.as(null, { method: "GET", url: `/api/modules/${current}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reviewedOn: "2027-06-01",
      legalSources: [{ title: "Equality Act 2010, section 40A" }],
    });
  });
});
