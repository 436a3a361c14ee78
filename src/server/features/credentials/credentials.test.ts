import { decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { and, eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailableCertificate, UserCertificate, VerificationResult, Wallet } from "../../../contracts/credentials";
import { certificates, modules, notifications, pivotAssessments, userCertificates } from "../../db/schema";
import { writeLearnerFacts } from "../../platform/caches/writes";
import { completeModule, createAdmin } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { extractCredential } from "./badge-png";
import { remindExpiringCertificates } from "./expiry-reminders";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GPG = "gender-pay-gap-reporting-certificate";

async function certificateId(slug: string) {
  const [row] = await t.database.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.slug, slug));
  return row.id;
}

async function complete(userId: string, slugs: readonly string[]) {
  for (const slug of slugs) {
    const [m] = await t.database.db.select({ id: modules.id }).from(modules).where(eq(modules.slug, slug));
    // As a learner completes it (issue 22: an assessed module by passing its knowledge check).
    await completeModule(t.database.db, { userId, moduleId: m.id, now: new Date() });
  }
}

async function earn(user: TestUser, slug = GPG): Promise<UserCertificate> {
  const [cert] = await t.database.db.select().from(certificates).where(eq(certificates.slug, slug));
  await complete(user.id, cert.requirements.modules ?? []);
  const res = await t.as(user, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: cert.id } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Issue 46: a certificate's CPD hours are computed from its modules (decision 375); the tests read the figure. */
async function cpdHoursOf(slug = GPG): Promise<number> {
  const [cert] = await t.database.db.select().from(certificates).where(eq(certificates.slug, slug));
  return cert.cpdHours;
}

const base64 = (text: string | Buffer) => Buffer.from(text).toString("base64");

describe("claiming a certificate", () => {
  it("answers 409 and issues nothing while requirements are unmet, then issues once", async () => {
    const u = await t.signUp();
    const id = await certificateId(GPG);
    const refused = await t.as(u, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Requirements not met: Complete Gender Pay Gap Reporting");
    expect((await t.as(u, { method: "GET", url: "/api/certificates/user" })).json()).toEqual([]);

    const before: AvailableCertificate[] = (
      await t.as(u, { method: "GET", url: "/api/certificates/available" })
    ).json();
    expect(before.find((c) => c.id === id)).toMatchObject({ progress: 0, canClaim: false, isEarned: false });
    await complete(u.id, ["gender-pay-gap-reporting"]);
    const ready: AvailableCertificate[] = (await t.as(u, { method: "GET", url: "/api/certificates/available" })).json();
    expect(ready.find((c) => c.id === id)).toMatchObject({ progress: 100, canClaim: true });

    // Two claims at once give one certificate.
    const [a, b] = await Promise.all([
      t.as(u, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: id } }),
      t.as(u, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: id } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const list: UserCertificate[] = (await t.as(u, { method: "GET", url: "/api/certificates/user" })).json();
    expect(list).toHaveLength(1);
    const [earned] = list;
    expect(earned.verificationCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(earned.state).toBe("valid");
    // validityMonths 24
    expect(new Date(earned.expiresAt ?? "").getUTCFullYear() - new Date(earned.earnedAt).getUTCFullYear()).toBe(2);
    expect(earned.linkedIn.addToProfileUrl).toContain("startTask=CERTIFICATION_NAME");
    expect(earned.linkedIn.addToProfileUrl).toContain(encodeURIComponent(`/verify/${earned.verificationCode}`));
    const after: AvailableCertificate[] = (await t.as(u, { method: "GET", url: "/api/certificates/available" })).json();
    expect(after.find((c) => c.id === id)).toMatchObject({ isEarned: true, canClaim: false });

    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.kind, "certificate_earned")));
    expect(bell).toHaveLength(1);
  });

  it("evaluates a pathway requirement and the assessment requirement from real progress", async () => {
    const u = await t.signUp();
    const purpose = await certificateId("pivot-purpose-certificate");
    await complete(u.id, [
      "pivot-framework-foundations",
      "jedi-foundations",
      "inclusive-leadership-essentials",
      "purpose-driven-performance-conversations",
    ]);
    const claim = () =>
      t.as(u, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: purpose } });
    expect((await claim()).statusCode).toBe(409);
    await writeLearnerFacts(t.database.db, u.id, () =>
      t.database.db.insert(pivotAssessments).values({ userId: u.id, answers: { "1": 3 } }),
    );
    expect((await claim()).statusCode).toBe(201);

    const pathwayCert = await certificateId("b-corp-certification-pathway-certificate");
    const available: AvailableCertificate[] = (
      await t.as(u, { method: "GET", url: "/api/certificates/available" })
    ).json();
    const entry = available.find((c) => c.id === pathwayCert);
    expect(entry?.requirements[0]).toMatchObject({ kind: "pathway", done: 1, total: 8, met: false });
  });

  it("refuses an unknown certificate (404) and bad input (400)", async () => {
    const u = await t.signUp();
    const claim = (payload: unknown) =>
      t.as(u, { method: "POST", url: "/api/certificates/claim", payload: payload as object });
    expect((await claim({ certificateId: 999999 })).statusCode).toBe(404);
    expect((await claim({ certificateId: "x" })).statusCode).toBe(400);
    expect((await claim({})).statusCode).toBe(400);
  });
});

describe("the signed Open Badge", () => {
  it("is an OpenBadgeCredential with an eddsa-rdfc-2022 proof that verifies, and one changed character fails", async () => {
    const u = await t.signUp();
    const earned = await earn(u);
    const res = await t.as(u, { method: "GET", url: `/api/certificates/${earned.id}/badge.json` });
    expect(res.statusCode).toBe(200);
    const credential = res.json();
    expect(credential["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.issuer.id).toBe("did:web:localhost%3A5000");
    expect(credential.credentialSubject.identifier[0]).toMatchObject({
      type: "IdentityObject",
      identityType: "emailAddress",
      hashed: true,
    });
    expect(credential.credentialSubject.identifier[0].identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(credential)).not.toContain(u.email);
    expect(credential.credentialSubject.creditsEarned).toBe(await cpdHoursOf());
    expect(credential.credentialSubject.achievement.creditsAvailable).toBe(await cpdHoursOf());
    expect(credential.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
    });
    expect(credential.proof).toEqual([
      expect.objectContaining({ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" }),
    ]);

    const upload = async (text: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/verify",
          payload: { fileName: "badge.json", content: base64(text) },
        })
      ).json() as VerificationResult;
    const valid = await upload(JSON.stringify(credential));
    expect(valid).toMatchObject({
      status: "valid",
      title: "Gender Pay Gap Reporting Certificate",
      holderName: "Test Learner",
    });
    expect(valid.checks.map((c) => [c.check, c.ok])).toEqual([
      ["format", true],
      ["proof", true],
      ["status", true],
      ["dates", true],
    ]);

    // One character of the achievement's name changed.
    const tampered = JSON.stringify(credential).replace(
      "Gender Pay Gap Reporting Certificate",
      "Gender Pay Gap Reporting Certificatf",
    );
    expect(tampered).not.toBe(JSON.stringify(credential));
    const refused = await upload(tampered);
    expect(refused.status).toBe("invalid");
    expect(refused.checks.find((c) => c.check === "proof")).toMatchObject({ ok: false });
    expect(refused.reason).toMatch(/signature/i);
  });

  it("bakes the credential into the PNG badge (iTXt openbadgecredential), which verifies as an upload", async () => {
    const u = await t.signUp();
    const earned = await earn(u);
    const png = await t.as(u, { method: "GET", url: `/api/certificates/${earned.id}/badge.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const baked = extractCredential(png.rawPayload);
    expect(JSON.parse(baked ?? "{}").type).toContain("OpenBadgeCredential");
    const result = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: { fileName: "badge.png", content: png.rawPayload.toString("base64") },
    });
    expect(result.json()).toMatchObject({ status: "valid", verificationCode: earned.verificationCode });
  });

  it("answers malformed uploads with invalid and a reason, never a 500", async () => {
    const cases: [string, RegExp][] = [
      ["not json at all", /neither a JSON credential nor a PNG/],
      ["[]", /not a JSON credential object/],
      [JSON.stringify({ "@context": ["https://www.w3.org/2018/credentials/v1"] }), /Verifiable Credentials 2.0/],
      [
        JSON.stringify({
          "@context": [
            "https://www.w3.org/ns/credentials/v2",
            "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
          ],
          type: ["VerifiableCredential", "OpenBadgeCredential"],
          credentialSubject: {},
        }),
        /no proof/,
      ],
    ];
    for (const [text, reason] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/verify",
        payload: { fileName: "x.json", content: base64(text) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe("invalid");
      expect(res.json().reason).toMatch(reason);
    }
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    const truncated = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: { fileName: "x.png", content: png.toString("base64") },
    });
    expect(truncated.json()).toMatchObject({ status: "invalid", reason: "The PNG file is truncated" });
    const bad = await t.app.inject({ method: "POST", url: "/api/verify", payload: { fileName: "x", content: "***" } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("verification page, revocation and the status list", () => {
  it("shows a valid certificate to anyone, a revoked one with the admin's reason, and sets its bit", async () => {
    const u = await t.signUp({ firstName: "Amara", lastName: "Okafor" });
    const earned = await earn(u);
    const open = await t.app.inject({ method: "GET", url: `/api/verify/${earned.verificationCode}` });
    expect(open.statusCode).toBe(200);
    // Issue 46: the certificate's CPD hours are its module's time rounded down to the quarter hour.
    expect(open.json()).toMatchObject({
      status: "valid",
      holderName: "Amara Okafor",
      pivotPillar: "Value",
      cpdHours: await cpdHoursOf(),
      userCertificateId: null,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/verify/AAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);

    // A learner may not revoke.
    const learnerRevoke = await t.as(u, {
      method: "POST",
      url: `/api/admin/certificates/${earned.id}/revoke`,
      payload: { reason: "mine" },
    });
    expect(learnerRevoke.statusCode).toBe(403);

    const adminUser = await createAdmin(t.database.db, {
      email: `admin-${earned.id}@example.com`,
      firstName: "Al",
      lastName: "Admin",
    });
    const admin = await signedInSession(t, adminUser);
    const asAdmin = (await t.as(admin, { method: "GET", url: `/api/verify/${earned.verificationCode}` })).json();
    expect(asAdmin.userCertificateId).toBe(earned.id);
    expect(
      (
        await t.as(admin, {
          method: "POST",
          url: `/api/admin/certificates/${earned.id}/revoke`,
          payload: { reason: " " },
        })
      ).statusCode,
    ).toBe(400);
    const revoke = await t.as(admin, {
      method: "POST",
      url: `/api/admin/certificates/${earned.id}/revoke`,
      payload: { reason: "Issued in error: modules were completed by a colleague" },
    });
    expect(revoke.statusCode).toBe(200);
    const again = await t.as(admin, {
      method: "POST",
      url: `/api/admin/certificates/${earned.id}/revoke`,
      payload: { reason: "twice" },
    });
    expect(again.statusCode).toBe(409);

    const status = await t.app.inject({ method: "GET", url: "/api/credentials/status/1" });
    expect(status.statusCode).toBe(200);
    const list = status.json();
    expect(list.type).toContain("BitstringStatusListCredential");
    expect(list.proof.cryptosuite).toBe("eddsa-rdfc-2022");
    const bits = await decodeList({ encodedList: list.credentialSubject.encodedList });
    expect(bits.getStatus(earned.id)).toBe(true);
    expect(bits.getStatus(earned.id + 1)).toBe(false);

    const revoked: VerificationResult = (
      await t.app.inject({ method: "GET", url: `/api/verify/${earned.verificationCode}` })
    ).json();
    expect(revoked).toMatchObject({
      status: "revoked",
      revokedReason: "Issued in error: modules were completed by a colleague",
      reason: "Issued in error: modules were completed by a colleague",
    });
    expect(revoked.checks.find((c) => c.check === "status")).toMatchObject({ ok: false });
    // The holder's own download, verified elsewhere, shows the revocation too.
    const json = (await t.as(u, { method: "GET", url: `/api/certificates/${earned.id}/badge.json` })).body;
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: { fileName: "b.json", content: base64(json) },
    });
    expect(uploaded.json()).toMatchObject({ status: "revoked" });
  });

  it("serves the issuer's controller document with its Multikey key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/credentials/issuer" });
    expect(res.statusCode).toBe(200);
    // Browser-based verifiers on other sites may read it.
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const doc = res.json();
    expect(doc.id).toBe("http://localhost:5000/api/credentials/issuer");
    expect(doc.verificationMethod.length).toBeGreaterThan(0);
    expect(doc.verificationMethod[0]).toMatchObject({ type: "Multikey", controller: doc.id });
    expect(doc.verificationMethod[0].publicKeyMultibase).toMatch(/^z6Mk/);
    expect(doc.assertionMethod).toEqual(doc.verificationMethod.map((m: { id: string }) => m.id));
    expect(JSON.stringify(doc)).not.toContain("secretKey");
  });
});

describe("ownership", () => {
  it("never lets a learner view, share or download another learner's certificate", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const earned = await earn(owner);
    for (const url of [
      `/api/certificates/${earned.id}/badge.json`,
      `/api/certificates/${earned.id}/badge.png`,
      `/api/certificates/${earned.id}/certificate.pdf`,
    ]) {
      expect((await t.as(other, { method: "GET", url })).statusCode).toBe(404);
      expect((await t.as(owner, { method: "GET", url })).statusCode).toBe(200);
    }
    const share = (who: TestUser) =>
      t.as(who, {
        method: "POST",
        url: "/api/certificates/share",
        payload: { certificateId: earned.id, platform: "linkedin" },
      });
    expect((await share(other)).statusCode).toBe(404);
    expect((await share(owner)).json()).toEqual({ ok: true, shareCount: 1 });
    expect((await t.as(other, { method: "GET", url: "/api/certificates/export.zip" })).statusCode).toBe(404);
    expect((await t.as(other, { method: "POST", url: `/api/certificates/${earned.id}/renew` })).statusCode).toBe(404);
  });
});

describe("wallet and portfolio", () => {
  it("counts the wallet, validates the profile, and serves the portfolio only while public", async () => {
    const u = await t.signUp();
    await earn(u);
    const wallet: Wallet = (await t.as(u, { method: "GET", url: "/api/credentials/wallet" })).json();
    expect(wallet).toMatchObject({
      totalCertificates: 1,
      totalCpdHours: await cpdHoursOf(),
      activeCredentials: 1,
      isPublic: false,
      linkedInProfile: "",
    });
    const slug = wallet.walletUrl.split("/portfolio/")[1];
    expect(wallet.walletUrl).toBe(`http://localhost:5000/portfolio/${slug}`);
    expect((await t.app.inject({ method: "GET", url: `/api/portfolio/${slug}` })).statusCode).toBe(404);

    const patch = (payload: object) => t.as(u, { method: "PATCH", url: "/api/credentials/wallet", payload });
    expect((await patch({ linkedInProfile: "https://evil.example/in/x" })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ linkedInProfile: "https://www.linkedin.com/in/test-learner" })).json()).toMatchObject({
      linkedInProfile: "https://www.linkedin.com/in/test-learner",
    });
    expect((await patch({ linkedInProfile: "" })).json().linkedInProfile).toBe("");
    expect((await patch({ isPublic: true })).json().isPublic).toBe(true);

    const portfolio = await t.app.inject({ method: "GET", url: `/api/portfolio/${slug}` });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json()).toMatchObject({ holderName: "Test Learner", totalCpdHours: await cpdHoursOf() });
    expect(portfolio.json().certificates).toHaveLength(1);
    await patch({ isPublic: false });
    expect((await t.app.inject({ method: "GET", url: `/api/portfolio/${slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/portfolio/unknown-slug" })).statusCode).toBe(404);
  });

  it("exports every certificate's PDF and badge in one ZIP", async () => {
    const u = await t.signUp();
    await earn(u);
    const res = await t.as(u, { method: "GET", url: "/api/certificates/export.zip" });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !n.endsWith("/"));
    expect(names.sort()).toEqual([
      "gender-pay-gap-reporting-certificate/gender-pay-gap-reporting-certificate-badge.json",
      "gender-pay-gap-reporting-certificate/gender-pay-gap-reporting-certificate-badge.png",
      "gender-pay-gap-reporting-certificate/gender-pay-gap-reporting-certificate.pdf",
    ]);
    const pdf = await zip.file(names.find((n) => n.endsWith(".pdf")) ?? "")?.async("nodebuffer");
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("expiry: renewal and reminders", () => {
  it("reminds once within 30 days of the expiry, and renewal re-issues with a new expiry", async () => {
    const u = await t.signUp();
    const earned = await earn(u);
    const renew = () => t.as(u, { method: "POST", url: `/api/certificates/${earned.id}/renew` });
    expect((await renew()).statusCode).toBe(409);

    const now = new Date();
    const soon = new Date(now.getTime() + 10 * 86_400_000);
    await t.database.db.update(userCertificates).set({ expiresAt: soon }).where(eq(userCertificates.id, earned.id));
    const listed: UserCertificate[] = (await t.as(u, { method: "GET", url: "/api/certificates/user" })).json();
    expect(listed[0].renewable).toBe(true);

    expect(await remindExpiringCertificates(t.database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await remindExpiringCertificates(t.database.db, now)).toBe(0);
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.kind, "certificate_expiring")));
    expect(reminders).toHaveLength(1);

    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    const after: UserCertificate = renewed.json();
    expect(new Date(after.expiresAt ?? "").getTime()).toBeGreaterThan(soon.getTime() + 365 * 86_400_000);
    expect(after.verificationCode).toBe(earned.verificationCode);
    expect(after.renewable).toBe(false);
    const verified = (await t.app.inject({ method: "GET", url: `/api/verify/${earned.verificationCode}` })).json();
    expect(verified.status).toBe("valid");
  });
});
