import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_TASKS } from "../../background-work";
import {
  certificates,
  modules,
  notifications,
  pathwayAssignments,
  pathways,
  recertifications,
  userCertificates,
} from "../../db/schema";
import { sendAssignmentReminders } from "../../platform/notifications/assignment-reminders";
import { completeModule, createLearner, createUserCertificate } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let now = new Date("2027-01-10T09:00:00Z");
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
// The daily task as the job runner runs it: compliance's assignment and reminders, credentials' renewal.
const recertification = DAILY_TASKS.find((task) => task.name === "recertification")!;
const run = (at: Date) => recertification.run(db(), at, t.app.services.config);

async function certificateId(slug: string) {
  const [row] = await db().select({ id: certificates.id }).from(certificates).where(eq(certificates.slug, slug));
  return row.id;
}
async function moduleId(slug: string) {
  const [row] = await db().select({ id: modules.id }).from(modules).where(eq(modules.slug, slug));
  return row.id;
}

async function holder(slug: string, expiresAt: Date, earnedAt: Date) {
  const learner = await createLearner(db(), {
    email: `holder.${randomUUID().slice(0, 8)}@example.com`,
    firstName: "Hola",
    lastName: "Holder",
  });
  const cert = await createUserCertificate(db(), {
    userId: learner.id,
    certificateId: await certificateId(slug),
    now: earnedAt,
    expiresAt,
  });
  return { learner, cert };
}

const recertificationsOf = (userCertificateId: number) =>
  db().select().from(recertifications).where(eq(recertifications.userCertificateId, userCertificateId));

describe("recertification (issue 22 item 6)", () => {
  it("assigns a certificate's modules again 30 days before it expires, once, and renews it when completed again", async () => {
    const expiresAt = new Date("2027-03-31T12:00:00Z");
    const earnedAt = new Date("2025-03-31T12:00:00Z");
    const { learner, cert } = await holder("gender-pay-gap-reporting-certificate", expiresAt, earnedAt);
    const module = await moduleId("gender-pay-gap-reporting");
    await completeModule(db(), { userId: learner.id, moduleId: module, now: earnedAt });

    now = new Date("2027-02-28T09:00:00Z"); // 31 days before
    await run(now);
    expect(await recertificationsOf(cert.id)).toHaveLength(0);
    now = new Date("2027-03-01T09:00:00Z"); // 30 days before
    await run(now);
    await run(now); // a restart: nothing twice
    const [recert] = await recertificationsOf(cert.id);
    expect(recert).toMatchObject({ dueDate: "2027-03-31", renewedAt: null });
    expect(await recertificationsOf(cert.id)).toHaveLength(1);
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, "recertification_due")));
    expect(notices).toHaveLength(1);

    // The earlier completion does not renew it; the reminders run a week before.
    now = new Date("2027-03-24T09:00:00Z");
    await run(now);
    const [unchanged] = await db().select().from(userCertificates).where(eq(userCertificates.id, cert.id));
    expect(unchanged.expiresAt?.toISOString()).toBe(expiresAt.toISOString());
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, "due_soon"))),
    ).toHaveLength(1);

    // Completing it again (a passed check) renews it: a new expiry from the renewal date.
    now = new Date("2027-03-25T10:00:00Z");
    await completeModule(db(), { userId: learner.id, moduleId: module, now });
    await run(now);
    const [renewed] = await db().select().from(userCertificates).where(eq(userCertificates.id, cert.id));
    expect(renewed.issuedAt.toISOString()).toBe(now.toISOString());
    expect(renewed.expiresAt?.toISOString()).toBe("2029-03-25T10:00:00.000Z");
    const [done] = await recertificationsOf(cert.id);
    expect(done.renewedAt?.toISOString()).toBe(now.toISOString());
    // Nothing more to renew or assign for this expiry; the next one is two years away.
    expect(await run(new Date(now.getTime() + DAY))).toBe(0);
  });

  it("assigns a pathway certificate's pathway with the expiry as due date, so the pathway reminders run", async () => {
    const expiresAt = new Date("2028-02-29T12:00:00Z");
    const earnedAt = new Date("2025-02-28T12:00:00Z");
    const { learner, cert } = await holder("jedi-foundations-certificate", expiresAt, earnedAt);
    const [pathway] = await db()
      .select({ id: pathways.id })
      .from(pathways)
      .where(eq(pathways.slug, "jedi-foundations-pathway"));

    now = new Date("2028-01-29T09:00:00Z");
    await run(now);
    expect(await recertificationsOf(cert.id)).toHaveLength(0);
    now = new Date("2028-01-30T09:00:00Z"); // 30 days before 29 February
    await run(now);
    const [assignment] = await db()
      .select()
      .from(pathwayAssignments)
      .where(and(eq(pathwayAssignments.userId, learner.id), eq(pathwayAssignments.pathwayId, pathway.id)));
    expect(assignment).toMatchObject({ dueDate: "2028-02-29", organizationId: null });
    expect(assignment.completionSince?.toISOString()).toBe(now.toISOString());
    // Issue 10's reminder a week before the due date.
    const weekBefore = new Date("2028-02-22T09:00:00Z");
    expect(await sendAssignmentReminders(db(), weekBefore)).toBeGreaterThanOrEqual(1);
    const reminders = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, "due_soon")));
    expect(reminders).toHaveLength(1);
  });

  it("does nothing for a revoked certificate or one without expiry", async () => {
    now = new Date("2027-06-01T09:00:00Z");
    const revoked = await holder("gender-pay-gap-reporting-certificate", new Date("2027-06-20T12:00:00Z"), now);
    await db().update(userCertificates).set({ revokedAt: now }).where(eq(userCertificates.id, revoked.cert.id));
    const forever = await holder("pivot-purpose-certificate", new Date("2027-06-20T12:00:00Z"), now);
    await db().update(userCertificates).set({ expiresAt: null }).where(eq(userCertificates.id, forever.cert.id));
    await run(now);
    expect(await recertificationsOf(revoked.cert.id)).toHaveLength(0);
    expect(await recertificationsOf(forever.cert.id)).toHaveLength(0);
  });
});
