import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerificationResult } from "../../../contracts/credentials";
import { createTestApp, type TestApp } from "../../test/test-app";
import { bakeCredential, renderBadgeImage } from "./badge-png";
import { siteVerificationData } from "./issuer";
import { verifyOpenBadge } from "./open-badge";
import { badgeJson, earn, learner, revoke, upload } from "./test-helpers";

/**
 * Issue 29 item 1: forged credentials must never verify. Each forgery is sent as JSON and baked
 * into a PNG badge, as a verifier would receive it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISSUER = "did:web:localhost%3A5000";

/** The forgery of the issue: our issuer's name, any title and 500 CPD hours, and a junk proof. */
function forgedCredential(verificationMethod: string) {
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
    id: "urn:uuid:2f0d8b4e-8f43-4f3a-9a55-3c1f1f0a0b01",
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: "Chief Everything Officer",
    issuer: { id: ISSUER, type: ["Profile"], name: "PIVOT Learning", url: "http://localhost:5000" },
    validFrom: "2025-01-01T00:00:00Z",
    credentialSubject: {
      type: ["AchievementSubject"],
      creditsEarned: 500,
      achievement: {
        id: "http://localhost:5000/api/credentials/achievements/forged",
        type: ["Achievement"],
        name: "Chief Everything Officer",
        description: "Forged",
        criteria: { narrative: "None" },
      },
    },
    credentialStatus: {
      id: "http://localhost:5000/api/credentials/status/1#99999",
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: "99999",
      statusListCredential: "http://localhost:5000/api/credentials/status/1",
    },
    proof: {
      type: "DataIntegrityProof",
      cryptosuite: "eddsa-rdfc-2022",
      created: "2025-01-01T00:00:00Z",
      verificationMethod,
      proofPurpose: "assertionMethod",
      proofValue: "z3FXQjecWufY46yg5abdVZsXqLhxhueuSoZgNSARiKBk9czhSePTFehP8c3PGfb6a22gkfUKKQFWznBYdVmBPy2pH",
    },
  };
}

/** Sends the credential as a JSON file and as a baked PNG; both answers are returned. */
async function uploadBoth(credential: unknown): Promise<VerificationResult[]> {
  const json = JSON.stringify(credential);
  const png = bakeCredential(renderBadgeImage("Value"), json);
  return [await upload(t, "badge.json", json), await upload(t, "badge.png", png)];
}

function expectRefused(result: VerificationResult) {
  expect(result.status).toBe("invalid");
  expect(result.checks.find((c) => c.check === "proof")).toMatchObject({ ok: false });
  expect(result.checks.some((c) => c.check === "proof" && c.ok)).toBe(false);
  expect(result.holderName).toBeNull();
  expect(result.verificationCode).toBeNull();
}

describe("forged credentials (issue 29 item 1)", () => {
  it("refuses a junk proof whose verificationMethod is urn:expired", async () => {
    const results = await uploadBoth(forgedCredential("urn:expired"));
    expect(results).toHaveLength(2);
    for (const result of results) {
      expectRefused(result);
      expect(result.reason).toBe("The proof's verificationMethod is not one of the issuer's keys");
    }
  });

  it("refuses a junk proof naming one of this site's real keys", async () => {
    const site = await siteVerificationData(t.database.db, { baseUrl: "http://localhost:5000", signingKeyJwk: null });
    expect(site.keys.length).toBeGreaterThan(0);
    const results = await uploadBoth(forgedCredential(`${ISSUER}#${site.keys[0].id}`));
    expect(results).toHaveLength(2);
    for (const result of results) {
      expectRefused(result);
      expect(result.cpdHours).toBe(500);
    }
    // Without its credentialStatus the same forgery is refused before any signature work.
    const { credentialStatus: _removed, ...withoutStatus } = forgedCredential(`${ISSUER}#${site.keys[0].id}`);
    for (const result of await uploadBoth(withoutStatus)) {
      expect(result.status).toBe("invalid");
      expect(result.reason).toMatch(/no credentialStatus/);
    }
  });

  it("refuses a real badge with a changed name whose verificationMethod points elsewhere", async () => {
    const holder = await learner(t, { firstName: "Real", lastName: "Holder" });
    const earned = await earn(t, holder);
    const credential = await badgeJson(t, holder, earned);
    const forged = {
      ...credential,
      name: "Master of Everything",
      proof: [{ ...credential.proof[0], verificationMethod: "https://evil.example/expired#k" }],
    };
    for (const result of await uploadBoth(forged)) {
      expectRefused(result);
      expect(result.reason).toMatch(/not one of the issuer's keys|issuer/i);
    }
    // The untouched badge still verifies, with its holder.
    for (const result of await uploadBoth(credential)) {
      expect(result).toMatchObject({ status: "valid", holderName: "Real Holder" });
    }
  });

  it("refuses a revoked badge whose credentialStatus was deleted", async () => {
    const holder = await learner(t);
    const earned = await earn(t, holder);
    const credential = await badgeJson(t, holder, earned);
    await revoke(t, earned);
    const { credentialStatus: _removed, ...withoutStatus } = credential;
    for (const result of await uploadBoth(withoutStatus)) {
      expect(result.status).toBe("invalid");
      expect(result.reason).toMatch(/credentialStatus/);
    }
    // With its status it reads revoked, as JSON and as PNG.
    for (const result of await uploadBoth(credential)) expect(result.status).toBe("revoked");
  });

  it("refuses a badge whose issuer is not this site, even with a junk proof naming the real key", async () => {
    const site = await siteVerificationData(t.database.db, { baseUrl: "http://localhost:5000", signingKeyJwk: null });
    const forged = forgedCredential(`${ISSUER}#${site.keys[0].id}`);
    const elsewhere = { ...forged, issuer: { ...forged.issuer, id: "https://evil.example/issuer" } };
    for (const result of await uploadBoth(elsewhere)) {
      expect(result.status).toBe("invalid");
      expect(result.reason).toMatch(/issuer/i);
    }
  });

  it("reports an expired real badge as expired: a date failure is not a proof failure", async () => {
    const holder = await learner(t);
    const earned = await earn(t, holder);
    const credential = await badgeJson(t, holder, earned);
    const site = await siteVerificationData(t.database.db, { baseUrl: "http://localhost:5000", signingKeyJwk: null });
    const afterExpiry = new Date(new Date(String(credential.validUntil)).getTime() + 86_400_000);
    const verification = await verifyOpenBadge(credential, site, afterExpiry);
    expect(verification.checks.map((c) => [c.check, c.ok])).toEqual([
      ["format", true],
      ["proof", true],
      ["status", true],
      ["dates", false],
    ]);
    expect(verification.expired).toBe(true);
    const beforeIssue = new Date(new Date(String(credential.validFrom)).getTime() - 86_400_000);
    const early = await verifyOpenBadge(credential, site, beforeIssue);
    expect(early.checks.find((c) => c.check === "proof")).toMatchObject({ ok: true });
    expect(early.checks.find((c) => c.check === "dates")).toMatchObject({ ok: false });
  });
});
