import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { HttpError } from "../../errors";
import { addMember, catalogueModuleIds, createOrganization, createOrganizationPlan } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { consumeLaunchToken, deleteExpiredLaunches, issueLaunchToken, LAUNCH_TOKEN_TTL_MS } from "../lms/launch-token";
import { queueMail } from "../mail/queue-mail";
import { LMS_LEARNER_DOMAIN, provisionExternalLearner } from "./external-learner";
import { ensureLmsIntegration, hasLmsIntegration } from "./lms-integration";

/**
 * Issue 24: learners an organisation's LMS sends become members within its seats, an address is
 * linked only to a member's account, an address-less learner is never mailed, and launch tokens are
 * signed, expiring and single use.
 */

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let organizationId: string;
let otherOrganizationId: string;
const now = new Date();
const SECRET = "a-test-secret-of-enough-length-for-hmac";

const input = (externalId: string, extra: Partial<Parameters<typeof provisionExternalLearner>[1]> = {}) => ({
  organizationId,
  source: "scorm12" as const,
  issuer: "package-1",
  externalId,
  name: "Okafor, Ada",
  email: null,
  now,
  ip: null,
  ...extra,
});

const membership = async (userId: string, orgId = organizationId) =>
  (
    await queryRows<{ role: string }>(
      t.database.db,
      sql`select role from member where organization_id = ${orgId} and user_id = ${userId}`,
    )
  )[0]?.role ?? null;

beforeAll(async () => {
  t = await createTestApp();
  [owner, outsider] = await Promise.all([t.signUp(), t.signUp()]);
  const { db } = t.database;
  const suffix = Math.random().toString(36).slice(2, 8);
  organizationId = (await createOrganization(db, { name: "Lms Co", slug: `lms-co-${suffix}` })).id;
  otherOrganizationId = (await createOrganization(db, { name: "Other Co", slug: `other-co-${suffix}` })).id;
  await addMember(db, { organizationId, userId: owner.id, role: "owner", department: null });
  await addMember(db, { organizationId: otherOrganizationId, userId: outsider.id, role: "owner", department: null });
  await createOrganizationPlan(db, {
    organizationId,
    planId: "enterprise_plus",
    billingCycle: "yearly",
    seats: 4,
    invoiceRef: "INV-LMS-1",
    now,
  });
  await createOrganizationPlan(db, {
    organizationId: otherOrganizationId,
    planId: "organisation",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "INV-LMS-2",
    now,
  });
});
afterAll(() => t?.close());

describe("LMS integration on the plan", () => {
  it("comes with Enterprise Plus only", async () => {
    const { db } = t.database;
    expect(await hasLmsIntegration(db, organizationId, now)).toBe(true);
    expect(await hasLmsIntegration(db, otherOrganizationId, now)).toBe(false);
    await expect(ensureLmsIntegration(db, otherOrganizationId, now)).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringContaining("Enterprise Plus"),
    });
  });
});

describe("provisionExternalLearner", () => {
  it("makes a new member of a learner seen for the first time, and finds them again", async () => {
    const { db } = t.database;
    const first = await provisionExternalLearner(db, input("student-001"));
    expect(first.created).toBe(true);
    expect(await membership(first.userId)).toBe("member");
    const [account] = await queryRows<{ email: string; first_name: string; last_name: string; name: string }>(
      db,
      sql`select email, first_name, last_name, name from "user" where id = ${first.userId}`,
    );
    // cmi.core.student_name is "Last, First".
    expect(account).toMatchObject({ first_name: "Ada", last_name: "Okafor", name: "Ada Okafor" });
    expect(account.email.endsWith(`@${LMS_LEARNER_DOMAIN}`)).toBe(true);
    const again = await provisionExternalLearner(db, input("student-001"));
    expect(again).toEqual({ userId: first.userId, created: false });
    // The same id from another package (issuer) is another person.
    const elsewhere = await provisionExternalLearner(db, input("student-001", { issuer: "package-2" }));
    expect(elsewhere.userId).not.toBe(first.userId);
    const [joined] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from audit_log where organization_id = ${organizationId} and action = 'member.joined' and target_id = ${first.userId}`,
    );
    expect(Number(joined.n)).toBe(1);
  });

  it("queues no mail to a learner without an address", async () => {
    const { db } = t.database;
    const learner = await provisionExternalLearner(db, input("student-mail"));
    const id = await queueMail(db, {
      to: `${learner.userId}@${LMS_LEARNER_DOMAIN}`,
      userId: learner.userId,
      idempotencyKey: `lms-test-${learner.userId}`,
      category: "essential",
      template: "test",
      content: { subject: "Hello", heading: "Hello", paragraphs: ["Hello"] },
    });
    expect(id).toBeNull();
  });

  it("links an address only to an account that is already a member", async () => {
    const { db } = t.database;
    const linked = await provisionExternalLearner(
      db,
      input("lti-sub-owner", { source: "lti", issuer: "reg-1", email: owner.email.toUpperCase() }),
    );
    expect(linked).toEqual({ userId: owner.id, created: false });
    await expect(
      provisionExternalLearner(
        db,
        input("lti-sub-outsider", { source: "lti", issuer: "reg-1", email: outsider.email }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining("not a member of Lms Co") });
    expect(await membership(outsider.id)).toBeNull();
  });

  it("refuses a newcomer when the seats are used, and a learner without an id", async () => {
    const { db } = t.database;
    // 4 seats: the owner and the three learners above.
    await expect(provisionExternalLearner(db, input("student-999"))).rejects.toMatchObject({ statusCode: 409 });
    await expect(provisionExternalLearner(db, input("  "))).rejects.toBeInstanceOf(HttpError);
    // Someone already linked still gets in.
    expect((await provisionExternalLearner(db, input("student-001"))).created).toBe(false);
  });

  it("serves two first launches of one learner at the same moment as one person", async () => {
    const { db } = t.database;
    await db.execute(sql`update subscriptions set seats = null where organization_id = ${organizationId}`);
    const [a, b] = await Promise.all([
      provisionExternalLearner(db, input("student-race", { source: "cmi5" })),
      provisionExternalLearner(db, input("student-race", { source: "cmi5" })),
    ]);
    expect(a.userId).toBe(b.userId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });
});

describe("launch tokens", () => {
  const claims = async () => ({
    organizationId,
    userId: (await provisionExternalLearner(t.database.db, input("student-001"))).userId,
    moduleId: (await catalogueModuleIds(t.database.db))[0],
    packageId: "package-1",
    format: "scorm12" as const,
  });

  it("are accepted once", async () => {
    const { db } = t.database;
    const issued = await claims();
    const token = await issueLaunchToken(db, issued, now, SECRET);
    expect(await consumeLaunchToken(db, token, now, SECRET)).toEqual(issued);
    await expect(consumeLaunchToken(db, token, now, SECRET)).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining("already used"),
    });
  });

  it("are accepted once even when replayed at the same moment", async () => {
    const { db } = t.database;
    const token = await issueLaunchToken(db, await claims(), now, SECRET);
    const results = await Promise.allSettled([1, 2, 3].map(() => consumeLaunchToken(db, token, now, SECRET)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("expire after ten minutes", async () => {
    const { db } = t.database;
    const token = await issueLaunchToken(db, await claims(), now, SECRET);
    const later = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS + 1);
    await expect(consumeLaunchToken(db, token, later, SECRET)).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining("expired"),
    });
  });

  it("refuse a token signed with another secret, altered, or made up", async () => {
    const { db } = t.database;
    const token = await issueLaunchToken(db, await claims(), now, SECRET);
    await expect(consumeLaunchToken(db, token, now, `${SECRET}x`)).rejects.toMatchObject({ statusCode: 401 });
    const [payload, mac] = token.split(".");
    const body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const altered = Buffer.from(JSON.stringify({ ...body, organizationId: otherOrganizationId })).toString("base64url");
    await expect(consumeLaunchToken(db, `${altered}.${mac}`, now, SECRET)).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining("not valid"),
    });
    for (const bad of ["", "x", "a.b.c", `${payload}.`, "😀.😀"])
      await expect(consumeLaunchToken(db, bad, now, SECRET)).rejects.toMatchObject({ statusCode: 401 });
    // The genuine token still works: the refusals above did not use it up.
    expect((await consumeLaunchToken(db, token, now, SECRET)).organizationId).toBe(organizationId);
  });

  it("are purged a day after they expire", async () => {
    const { db } = t.database;
    const token = await issueLaunchToken(db, await claims(), now, SECRET);
    expect(await deleteExpiredLaunches(db, new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS))).toBe(0);
    expect(
      await deleteExpiredLaunches(db, new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS + 24 * 3600_000 + 1)),
    ).toBeGreaterThan(0);
    await expect(consumeLaunchToken(db, token, now, SECRET)).rejects.toMatchObject({ statusCode: 401 });
  });
});
