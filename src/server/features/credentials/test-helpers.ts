import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { UserCertificate, VerificationResult } from "../../../contracts/credentials";
import { certificates, modules } from "../../db/schema";
import { completeModule, createAdmin, createLearner } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import type { TestApp, TestUser } from "../../test/test-app";

/** What the credential tests share: earning a certificate through real progress, uploads, revocation. */

export const GPG = "gender-pay-gap-reporting-certificate";

export const base64 = (content: string | Buffer) => Buffer.from(content).toString("base64");

let people = 0;

/** A signed-in learner made by the shared factory (no password hashing: a tenth of a second each). */
export async function learner(
  t: TestApp,
  name: { firstName: string; lastName: string } = { firstName: "Test", lastName: "Learner" },
) {
  const person = await createLearner(t.database.db, {
    ...name,
    email: `credentials-${++people}-${Date.now().toString(36)}@example.com`,
  });
  return signedInSession(t, person);
}

export async function earn(t: TestApp, learner: TestUser, slug = GPG): Promise<UserCertificate> {
  const [cert] = await t.database.db.select().from(certificates).where(eq(certificates.slug, slug));
  for (const moduleSlug of cert.requirements.modules ?? []) {
    const [m] = await t.database.db.select({ id: modules.id }).from(modules).where(eq(modules.slug, moduleSlug));
    // As a learner completes it (issue 22: an assessed module by passing its knowledge check).
    await completeModule(t.database.db, { userId: learner.id, moduleId: m.id, now: new Date() });
  }
  const res = await t.as(learner, {
    method: "POST",
    url: "/api/certificates/claim",
    payload: { certificateId: cert.id },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** The holder's signed credential, as downloaded: its one proof in an array (decision 396). */
export async function badgeJson(t: TestApp, learner: TestUser, earned: UserCertificate) {
  const res = await t.as(learner, { method: "GET", url: `/api/certificates/${earned.id}/badge.json` });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown> & { proof: [Record<string, unknown>] };
}

export async function uploadRaw(t: TestApp, fileName: string, content: string | Buffer, remoteAddress?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/verify",
    remoteAddress: remoteAddress ?? "10.254.0.1",
    payload: { fileName, content: base64(content) },
  });
}

export async function upload(t: TestApp, fileName: string, content: string | Buffer): Promise<VerificationResult> {
  const res = await uploadRaw(t, fileName, content);
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function revoke(t: TestApp, earned: UserCertificate, reason = "Issued in error") {
  const adminUser = await createAdmin(t.database.db, {
    email: `admin-${earned.id}-${Date.now().toString(36)}@example.com`,
    firstName: "Al",
    lastName: "Admin",
  });
  const admin = await signedInSession(t, adminUser);
  const res = await t.as(admin, {
    method: "POST",
    url: `/api/admin/certificates/${earned.id}/revoke`,
    payload: { reason },
  });
  expect(res.statusCode).toBe(200);
}
