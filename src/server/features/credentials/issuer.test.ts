import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserCertificate } from "../../../contracts/credentials";
import { certificates, credentialSigningKeys, modules } from "../../db/schema";
import { completeModule } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { rotateSigningKey } from "./issuer";

const jwk = JSON.stringify(generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }));

async function earn(t: TestApp, user: TestUser): Promise<UserCertificate> {
  const [cert] = await t.database.db
    .select()
    .from(certificates)
    .where(eq(certificates.slug, "gender-pay-gap-reporting-certificate"));
  const [m] = await t.database.db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.slug, "gender-pay-gap-reporting"));
  await completeModule(t.database.db, { userId: user.id, moduleId: m.id, now: new Date() });
  const res = await t.as(user, { method: "POST", url: "/api/certificates/claim", payload: { certificateId: cert.id } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const verify = async (t: TestApp, code: string) =>
  (await t.app.inject({ method: "GET", url: `/api/verify/${code}` })).json();

describe("a signing key given as a setting (CREDENTIAL_SIGNING_KEY)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CREDENTIAL_SIGNING_KEY: jwk });
  });
  afterAll(() => t.close());

  it("signs with it, publishes its public key and never stores its secret", async () => {
    const earned = await earn(t, await t.signUp());
    expect((await verify(t, earned.verificationCode)).status).toBe("valid");
    const rows = await t.database.db.select().from(credentialSigningKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0].secretKeyMultibase).toBeNull();
    const did = (await t.as(await t.signUp(), { method: "GET", url: "/.well-known/did.json" })).json();
    expect(did.assertionMethod).toEqual([`did:web:localhost%3A5000#${rows[0].id}`]);
    // The earlier address's controller document names the same key, for credentials issued before did:web.
    const legacy = (await t.as(await t.signUp(), { method: "GET", url: "/api/credentials/issuer" })).json();
    expect(legacy.assertionMethod).toEqual([`http://localhost:5000/api/credentials/issuer#${rows[0].id}`]);
  });
});

describe("key rotation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("signs new certificates with the new key while those signed before still verify", async () => {
    const before = await earn(t, await t.signUp());
    const oldKey = (await t.database.db.select().from(credentialSigningKeys))[0];
    const newKeyId = await rotateSigningKey(t.database.db);
    expect(newKeyId).not.toBe(oldKey.id);
    const after = await earn(t, await t.signUp());

    const keys = await t.database.db.select().from(credentialSigningKeys);
    expect(keys.map((k) => [k.id, k.status]).sort()).toEqual(
      [
        [oldKey.id, "retired"],
        [newKeyId, "active"],
      ].sort(),
    );
    const proofOf = async (c: UserCertificate) =>
      (await t.as(null, { method: "GET", url: `/api/verify/${c.verificationCode}` })).json().credential as string;
    expect(JSON.parse(await proofOf(before)).proof[0].verificationMethod).toContain(`#${oldKey.id}`);
    expect(JSON.parse(await proofOf(after)).proof[0].verificationMethod).toContain(`#${newKeyId}`);
    expect((await verify(t, before.verificationCode)).status).toBe("valid");
    expect((await verify(t, after.verificationCode)).status).toBe("valid");
  });
});
