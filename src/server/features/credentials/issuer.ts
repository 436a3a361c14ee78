import type { DocumentLoader } from "@digitalbazaar/vc";
import { and, asc, eq, gte, inArray, isNotNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { credentialSigningKeys, userCertificates } from "../../db/schema";
import {
  controllerDocument,
  createDocumentLoader,
  didDocument,
  generateSigningKey,
  issuerDocumentAt,
  issuerUrls,
  keyFromJwk,
  type SigningKey,
  type SiteVerificationData,
  STATUS_LIST_LENGTH,
  signedStatusList,
  statusPosition,
} from "./open-badge";

/**
 * The issuer of this site: its signing key (generated on first start and kept in the database, or
 * given as CREDENTIAL_SIGNING_KEY), its controller document and its status lists, and the document
 * loader that resolves them from the database instead of the network.
 */
export interface IssuerSettings {
  baseUrl: string;
  signingKeyJwk: string | null;
}

const activeKeys = new WeakMap<Db, Map<string, Promise<SigningKey>>>();

/** The key that signs: the setting's, else the oldest active key in the database, made on first use. */
export function signingKey(db: Db, settings: IssuerSettings, now = new Date()): Promise<SigningKey> {
  let byDb = activeKeys.get(db);
  if (!byDb) {
    byDb = new Map();
    activeKeys.set(db, byDb);
  }
  const cacheKey = settings.signingKeyJwk ?? "";
  let key = byDb.get(cacheKey);
  if (!key) {
    key = loadSigningKey(db, settings, now);
    // A failure is not kept: the next request tries again.
    key.catch(() => byDb?.delete(cacheKey));
    byDb.set(cacheKey, key);
  }
  return key;
}

/** Forgets the process's cached key (after a rotation). */
export function forgetSigningKey(db: Db) {
  activeKeys.delete(db);
}

async function loadSigningKey(db: Db, settings: IssuerSettings, now: Date): Promise<SigningKey> {
  if (settings.signingKeyJwk) {
    const key = await keyFromJwk(settings.signingKeyJwk);
    // Its public half is listed in the controller document; its secret stays in the setting.
    await db
      .insert(credentialSigningKeys)
      .values({ id: key.id, publicKeyMultibase: key.publicKeyMultibase, secretKeyMultibase: null, status: "active" })
      .onConflictDoUpdate({ target: credentialSigningKeys.id, set: { status: "active", retiredAt: null } });
    await db
      .update(credentialSigningKeys)
      .set({ status: "retired", retiredAt: now })
      .where(and(eq(credentialSigningKeys.status, "active"), ne(credentialSigningKeys.id, key.id)));
    return key;
  }
  const existing = await oldestActiveKey(db);
  if (existing) return existing;
  const generated = await generateSigningKey(now);
  await db.insert(credentialSigningKeys).values({ ...generated, status: "active" });
  // Two processes starting at once may each make one: both then sign with the oldest.
  const chosen = await oldestActiveKey(db);
  if (!chosen) throw new Error("no credential signing key after creating one");
  return chosen;
}

async function oldestActiveKey(db: Db): Promise<SigningKey | null> {
  const [row] = await db
    .select()
    .from(credentialSigningKeys)
    .where(and(eq(credentialSigningKeys.status, "active"), isNotNull(credentialSigningKeys.secretKeyMultibase)))
    .orderBy(asc(credentialSigningKeys.createdAt), asc(credentialSigningKeys.id))
    .limit(1);
  return row?.secretKeyMultibase
    ? { id: row.id, publicKeyMultibase: row.publicKeyMultibase, secretKeyMultibase: row.secretKeyMultibase }
    : null;
}

/**
 * Rotation (docs/operations.md): a new key signs from now on; the old one is retired but stays in
 * the controller document, so what it signed still verifies. Returns the new key's id.
 */
export async function rotateSigningKey(db: Db, now = new Date()): Promise<string> {
  const generated = await generateSigningKey(now);
  await db.transaction(async (tx) => {
    await tx
      .update(credentialSigningKeys)
      .set({ status: "retired", retiredAt: now })
      .where(eq(credentialSigningKeys.status, "active"));
    await tx.insert(credentialSigningKeys).values({ ...generated, status: "active", createdAt: now });
  });
  forgetSigningKey(db);
  return generated.id;
}

/** The keys the DID document (and the earlier controller document) lists: active and retired ones (a withdrawn key is gone). */
async function publishedKeys(db: Db) {
  return db
    .select({ id: credentialSigningKeys.id, publicKeyMultibase: credentialSigningKeys.publicKeyMultibase })
    .from(credentialSigningKeys)
    .where(inArray(credentialSigningKeys.status, ["active", "retired"]))
    .orderBy(asc(credentialSigningKeys.createdAt), asc(credentialSigningKeys.id));
}

/** The issuer's DID document (decision 396), served at /.well-known/did.json. */
export async function issuerDidDocument(db: Db, settings: IssuerSettings) {
  await signingKey(db, settings);
  return didDocument(settings.baseUrl, await publishedKeys(db));
}

/** The controller document of the issuer's earlier address, for credentials issued before decision 396. */
export async function issuerControllerDocument(db: Db, settings: IssuerSettings) {
  await signingKey(db, settings);
  return controllerDocument(settings.baseUrl, await publishedKeys(db));
}

/** The revoked positions of one list (from the facts: each revoked certificate's row id). */
async function revokedIndexes(db: Db, listId: number): Promise<number[]> {
  const first = (listId - 1) * STATUS_LIST_LENGTH;
  const rows = await db
    .select({ id: userCertificates.id })
    .from(userCertificates)
    .where(
      and(
        isNotNull(userCertificates.revokedAt),
        gte(userCertificates.id, first),
        lt(userCertificates.id, first + STATUS_LIST_LENGTH),
      ),
    );
  return rows.map((r) => statusPosition(r.id).index);
}

export async function issuerStatusList(db: Db, settings: IssuerSettings, listId: number, now = new Date()) {
  const key = await signingKey(db, settings);
  return signedStatusList(
    settings.baseUrl,
    key,
    listId,
    await revokedIndexes(db, listId),
    now,
    siteDocumentLoader(db, settings),
  );
}

/**
 * What a verification needs from the database (issue 29): the published keys and the revoked
 * certificates' row ids, read here on the main thread and handed to the verification worker.
 */
export async function siteVerificationData(db: Db, settings: IssuerSettings): Promise<SiteVerificationData> {
  // The first key is made on first use: a verification before any issue still sees the issuer's keys.
  await signingKey(db, settings);
  const [keys, revoked] = await Promise.all([
    publishedKeys(db),
    db.select({ id: userCertificates.id }).from(userCertificates).where(isNotNull(userCertificates.revokedAt)),
  ]);
  return { baseUrl: settings.baseUrl, keys, revokedCertificateIds: revoked.map((r) => r.id) };
}

/** Resolves contexts locally and this site's documents from the database; fetches nothing. */
export function siteDocumentLoader(db: Db, settings: IssuerSettings): DocumentLoader {
  const urls = issuerUrls(settings.baseUrl);
  const statusPrefix = urls.statusListId(0).replace(/0$/, "");
  const loader: DocumentLoader = createDocumentLoader(async (url) => {
    if (urls.issuerIds.some((id) => url === id || url.startsWith(`${id}#`)))
      return issuerDocumentAt(settings.baseUrl, await publishedKeys(db), url);
    if (url.startsWith(statusPrefix)) {
      const listId = Number(url.slice(statusPrefix.length));
      if (Number.isSafeInteger(listId) && listId >= 1 && listId < 100_000) {
        const key = await signingKey(db, settings);
        return signedStatusList(settings.baseUrl, key, listId, await revokedIndexes(db, listId), new Date(), loader);
      }
    }
    return undefined;
  });
  return loader;
}
