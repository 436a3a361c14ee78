import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type {
  AvailableCertificate,
  Portfolio,
  UserCertificate,
  VerificationResult,
  Wallet,
  WalletUpdate,
} from "../../../contracts/credentials";
import {
  certificateState,
  expiryFor,
  isActive,
  isRenewable,
  VERIFICATION_CODE_BYTES,
} from "../../../domain/certificate-lifecycle";
import { linkedInAddToProfileUrl, linkedInManualFields, verificationUrl } from "../../../domain/certificate-linkedin";
import {
  type CertificateRequirements,
  evaluateCertificate,
  type RequirementContext,
} from "../../../domain/certificate-requirements";
import type { Pillar } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { loadLearnerFacts } from "../../db/learner-facts";
import {
  certificateShares,
  certificates,
  modules,
  pathwayModules,
  pathways,
  user,
  userCertificates,
  wallets,
} from "../../db/schema";
import { conflict, HttpError, notFound } from "../../errors";
import { assessedModuleIds, passedChecks } from "../knowledge-checks/service";
import { notify } from "../notifications/notify";
import { bakeCredential, renderBadgeImage } from "./badge-png";
import { type CertificatePdfInput, renderCertificatePdf } from "./certificate-pdf";
import type { ExportEntry } from "./export-zip";
import { type IssuerSettings, signingKey, siteDocumentLoader, siteVerificationData } from "./issuer";
import {
  type BadgeKnowledgeCheck,
  buildOpenBadgeCredential,
  issuerUrls,
  knowledgeChecksOf,
  OB_V3_CONTEXT,
  signCredential,
  VC_V2_CONTEXT,
} from "./open-badge";
import type { UploadVerification } from "./verify-upload";
import { WorkerJobTimeout, type WorkerPool, WorkerPoolFull } from "./worker-pool";

export interface CredentialSettings extends IssuerSettings {
  linkedInOrganizationId: string | null;
}

/**
 * What runs beside the database (issue 29): the workers that check signatures and build ZIPs off
 * the event loop, and the Export All files already built.
 */
export interface CredentialRuntime {
  workers: WorkerPool;
  exports: ExportCache;
}

/**
 * Export All files by person, each with the version of the inputs it was built from (a hash of
 * every fact the files print or carry). A changed certificate, name or credential is a new version,
 * so nothing has to remember to invalidate it; the oldest entry goes when the cache is full.
 */
export class ExportCache {
  private readonly entries = new Map<string, { version: string; file: CertificateFile }>();
  constructor(private readonly maxEntries = 100) {}

  get(userId: string, version: string): CertificateFile | undefined {
    const entry = this.entries.get(userId);
    if (entry?.version !== version) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.file;
  }

  set(userId: string, version: string, file: CertificateFile) {
    this.entries.delete(userId);
    this.entries.set(userId, { version, file });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Runs a job in the workers; a full queue is a 503 the client can retry. */
async function inWorker<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof WorkerPoolFull)
      throw new HttpError(503, "The server is busy checking other credentials. Try again in a minute.");
    throw error;
  }
}

type CertificateRow = typeof certificates.$inferSelect;
type UserCertificateRow = typeof userCertificates.$inferSelect;

// ---- Requirements against real progress ----

/** The catalogue and the learner's facts, with the passed knowledge checks the badge reports. */
type CredentialContext = RequirementContext & {
  slugs: Map<number, string>;
  passed: Map<number, { scorePercent: number; passMark: number }>;
};

export async function requirementContext(db: Db, userId: string | null): Promise<CredentialContext> {
  const [moduleRows, pathwayRows, facts, assessed, passed] = await Promise.all([
    db
      .select({ id: modules.id, slug: modules.slug, title: modules.title, pivotPillar: modules.pivotPillar })
      .from(modules)
      .where(eq(modules.isActive, true))
      .orderBy(asc(modules.id)),
    db
      .select({ slug: pathways.slug, title: pathways.title, moduleSlug: modules.slug })
      .from(pathways)
      .innerJoin(pathwayModules, eq(pathwayModules.pathwayId, pathways.id))
      .innerJoin(modules, eq(modules.id, pathwayModules.moduleId))
      .orderBy(asc(pathways.id), asc(pathwayModules.position)),
    userId ? loadLearnerFacts(db, userId) : null,
    assessedModuleIds(db),
    userId ? passedChecks(db, userId) : new Map<number, { scorePercent: number; passMark: number }>(),
  ]);
  // issue 22: an assessed module counts towards a certificate only with its knowledge check passed, so
  // a module marked complete before checks existed (or written around the API) does not earn one.
  const completed =
    facts?.progress.filter((p) => p.isCompleted && (!assessed.has(p.moduleId) || passed.has(p.moduleId))) ?? [];
  const byPathway = new Map<string, { slug: string; title: string; modules: string[] }>();
  for (const row of pathwayRows) {
    const p = byPathway.get(row.slug) ?? { slug: row.slug, title: row.title, modules: [] };
    p.modules.push(row.moduleSlug);
    byPathway.set(row.slug, p);
  }
  return {
    modules: moduleRows.map((m) => ({ ...m, pivotPillar: m.pivotPillar as Pillar })),
    pathways: [...byPathway.values()],
    completedModuleIds: new Set(completed.map((c) => c.moduleId)),
    assessmentsTaken: new Set(facts?.pivotAssessment ? (["pivot"] as const) : []),
    slugs: new Map(moduleRows.map((m) => [m.id, m.slug])),
    passed,
  };
}

/** The passed knowledge checks of the modules a certificate's requirements count, with their best scores. */
function certificateChecks(requirements: CertificateRequirements, context: CredentialContext): BadgeKnowledgeCheck[] {
  const seen = new Set<number>();
  const checks: BadgeKnowledgeCheck[] = [];
  for (const status of evaluateCertificate(requirements, context).requirements) {
    for (const m of status.modules) {
      const pass = context.passed.get(m.id);
      if (!m.completed || !pass || seen.has(m.id)) continue;
      seen.add(m.id);
      checks.push({
        moduleSlug: context.slugs.get(m.id) ?? String(m.id),
        title: m.title,
        scorePercent: pass.scorePercent,
        passMark: pass.passMark,
      });
    }
  }
  return checks;
}

/** The criteria narrative of the badge: the requirements in words. */
function criteriaNarrative(requirements: CertificateRequirements, context: RequirementContext): string {
  const evaluation = evaluateCertificate(requirements, context);
  return evaluation.requirements.map((r) => r.label).join("; ");
}

export async function listAvailable(db: Db, userId: string | null): Promise<AvailableCertificate[]> {
  const [catalogue, context, held] = await Promise.all([
    db.select().from(certificates).orderBy(asc(certificates.id)),
    requirementContext(db, userId),
    userId
      ? db
          .select({ certificateId: userCertificates.certificateId })
          .from(userCertificates)
          .where(eq(userCertificates.userId, userId))
      : Promise.resolve([]),
  ]);
  const heldIds = new Set(held.map((h) => h.certificateId));
  return catalogue.map((c) => {
    const evaluation = evaluateCertificate(c.requirements, context);
    const isEarned = heldIds.has(c.id);
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      pivotPillar: c.pivotPillar as Pillar,
      cpdHours: c.cpdHours,
      type: c.type,
      validityMonths: c.validityMonths,
      requirements: evaluation.requirements,
      progress: isEarned ? 100 : evaluation.progress,
      isEarned,
      canClaim: !isEarned && evaluation.allMet,
    };
  });
}

// ---- Earned certificates ----

const holderName = (u: { firstName: string | null; lastName: string | null; name: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.name;

function toUserCertificate(
  row: UserCertificateRow,
  cert: CertificateRow,
  shareCount: number,
  settings: CredentialSettings,
  now: Date,
): UserCertificate {
  const linkedIn = {
    name: cert.title,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    verificationCode: row.verificationCode,
    origin: settings.baseUrl,
    organizationId: settings.linkedInOrganizationId,
  };
  return {
    id: row.id,
    certificateId: cert.id,
    earnedAt: row.earnedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    verificationCode: row.verificationCode,
    state: certificateState(row, now),
    revokedReason: row.revokedReason,
    renewable: isRenewable(row, now),
    verificationUrl: verificationUrl(settings.baseUrl, row.verificationCode),
    linkedIn: { addToProfileUrl: linkedInAddToProfileUrl(linkedIn), fields: linkedInManualFields(linkedIn) },
    shareCount,
    knowledgeChecks: knowledgeChecksOf(row.credential).map(({ title, scorePercent, passMark }) => ({
      title,
      scorePercent,
      passMark,
    })),
    certificate: {
      title: cert.title,
      description: cert.description,
      pivotPillar: cert.pivotPillar as Pillar,
      cpdHours: cert.cpdHours,
      type: cert.type,
      requirements: JSON.stringify(cert.requirements),
    },
  };
}

async function ownedRows(db: Db, userId: string, id?: number) {
  return db
    .select({
      row: userCertificates,
      cert: certificates,
      shares: sql<number>`(select count(*) from ${certificateShares} s where s.user_certificate_id = ${userCertificates.id})`,
    })
    .from(userCertificates)
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .where(and(eq(userCertificates.userId, userId), id === undefined ? undefined : eq(userCertificates.id, id)))
    .orderBy(asc(userCertificates.earnedAt), asc(userCertificates.id));
}

export async function listUserCertificates(
  db: Db,
  userId: string,
  settings: CredentialSettings,
  now: Date,
): Promise<UserCertificate[]> {
  const rows = await ownedRows(db, userId);
  return rows.map((r) => toUserCertificate(r.row, r.cert, Number(r.shares), settings, now));
}

/** The caller's own certificate; another learner's is a 404 (its existence is not revealed). */
async function ownedCertificate(db: Db, userId: string, id: number) {
  const [found] = await ownedRows(db, userId, id);
  if (!found) throw notFound("Certificate not found");
  return found;
}

async function signedBadge(
  db: Db,
  settings: CredentialSettings,
  row: { id: number; verificationCode: string; issuedAt: Date; expiresAt: Date | null },
  cert: CertificateRow,
  person: { email: string; name: string },
  context: CredentialContext,
) {
  const unsigned = buildOpenBadgeCredential({
    baseUrl: settings.baseUrl,
    userCertificateId: row.id,
    verificationCode: row.verificationCode,
    email: person.email,
    holderName: person.name,
    certificate: {
      slug: cert.slug,
      title: cert.title,
      description: cert.description,
      pivotPillar: cert.pivotPillar,
      cpdHours: cert.cpdHours,
      criteria: criteriaNarrative(cert.requirements, context),
    },
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    knowledgeChecks: certificateChecks(cert.requirements, context),
  });
  const key = await signingKey(db, settings);
  return signCredential(settings.baseUrl, key, unsigned, siteDocumentLoader(db, settings));
}

/**
 * issue 20 (white-label): the organisation a certificate names — the holder's first organisation
 * (earliest membership) at the time the PDF or the verification page is made, or null. Not part of
 * the signed credential, so joining or leaving changes the page and PDF, never the badge.
 */
async function holderOrganizationOf(db: Db, userId: string): Promise<{ name: string; logo: string | null } | null> {
  const result = (await db.execute(sql`
    select o.name, o.logo from member m join organization o on o.id = m.organization_id
    where m.user_id = ${userId} order by m.created_at, o.id limit 1
  `)) as unknown as { rows: { name: string; logo: string | null }[] };
  const found = result.rows[0];
  return found ? { name: found.name, logo: found.logo } : null;
}

async function personOf(db: Db, userId: string) {
  const [person] = await db
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) throw notFound("User not found");
  return { email: person.email, name: holderName(person) };
}

/**
 * Issues a certificate when its requirements hold (409 otherwise, nothing issued). A second claim
 * answers the certificate already held: the unique (user, certificate) index makes two claims one.
 */
export async function claimCertificate(
  db: Db,
  current: Pick<CurrentUser, "id">,
  certificateId: number,
  settings: CredentialSettings,
  now: Date,
): Promise<{ certificate: UserCertificate; created: boolean }> {
  const [cert] = await db.select().from(certificates).where(eq(certificates.id, certificateId));
  if (!cert) throw notFound("Certificate not found");
  const existing = await db
    .select({ id: userCertificates.id })
    .from(userCertificates)
    .where(and(eq(userCertificates.userId, current.id), eq(userCertificates.certificateId, certificateId)));
  if (existing[0]) {
    const [found] = await ownedRows(db, current.id, existing[0].id);
    return {
      certificate: toUserCertificate(found.row, found.cert, Number(found.shares), settings, now),
      created: false,
    };
  }
  const context = await requirementContext(db, current.id);
  const evaluation = evaluateCertificate(cert.requirements, context);
  if (!evaluation.allMet) {
    const missing = evaluation.requirements.filter((r) => !r.met).map((r) => r.label);
    throw conflict(`Requirements not met: ${missing.join("; ")}`);
  }
  const person = await personOf(db, current.id);
  const expiresAt = expiryFor(now, cert.validityMonths);
  // Loaded before the transaction: PGlite has one connection, which the transaction holds.
  await signingKey(db, settings);
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(userCertificates)
      .values({
        userId: current.id,
        certificateId,
        earnedAt: now,
        issuedAt: now,
        expiresAt,
        verificationCode: randomBytes(VERIFICATION_CODE_BYTES).toString("base64url"),
        credential: {},
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent claim won: its certificate is the one answered below.
    if (!inserted) return null;
    const credential = await signedBadge(db, settings, inserted, cert, person, context);
    await tx.update(userCertificates).set({ credential }).where(eq(userCertificates.id, inserted.id));
    return inserted;
  });
  if (created) {
    await notify(db, {
      userId: current.id,
      kind: "certificate_earned",
      title: "Certificate earned",
      body: `You earned the ${cert.title}. Add it to LinkedIn or share its verification page from your wallet.`,
      link: "/credentials",
      dedupeKey: `certificate-earned:${created.id}`,
    });
  }
  const [held] = await db
    .select({ id: userCertificates.id })
    .from(userCertificates)
    .where(and(eq(userCertificates.userId, current.id), eq(userCertificates.certificateId, certificateId)));
  const [found] = await ownedRows(db, current.id, held.id);
  return {
    certificate: toUserCertificate(found.row, found.cert, Number(found.shares), settings, now),
    created: created !== null,
  };
}

/** Renewal re-issues the certificate: a new issue date, expiry and signed credential, the same code. */
export async function renewCertificate(
  db: Db,
  userId: string,
  id: number,
  settings: CredentialSettings,
  now: Date,
): Promise<UserCertificate> {
  const { row, cert } = await ownedCertificate(db, userId, id);
  if (row.revokedAt) throw conflict("A revoked certificate cannot be renewed");
  if (!isRenewable(row, now)) throw conflict("This certificate can be renewed from 30 days before it expires");
  const context = await requirementContext(db, userId);
  if (!evaluateCertificate(cert.requirements, context).allMet)
    throw conflict("Requirements not met: complete the certificate's requirements again to renew it");
  const person = await personOf(db, userId);
  const issuedAt = now;
  const expiresAt = expiryFor(now, cert.validityMonths);
  const credential = await signedBadge(db, settings, { ...row, issuedAt, expiresAt }, cert, person, context);
  await db.update(userCertificates).set({ issuedAt, expiresAt, credential }).where(eq(userCertificates.id, row.id));
  const [found] = await ownedRows(db, userId, id);
  return toUserCertificate(found.row, found.cert, Number(found.shares), settings, now);
}

export async function shareCertificate(db: Db, userId: string, userCertificateId: number, platform: string) {
  const { row } = await ownedCertificate(db, userId, userCertificateId);
  if (row.revokedAt) throw conflict("A revoked certificate cannot be shared");
  await db.insert(certificateShares).values({ userCertificateId: row.id, platform });
  const [shares] = await db
    .select({ n: count() })
    .from(certificateShares)
    .where(eq(certificateShares.userCertificateId, row.id));
  return { ok: true as const, shareCount: Number(shares.n) };
}

// ---- Wallet and portfolio ----

const newPortfolioSlug = () =>
  randomBytes(9)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x");

async function walletRow(db: Db, userId: string) {
  const [found] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (found) return found;
  await db.insert(wallets).values({ userId, portfolioSlug: newPortfolioSlug() }).onConflictDoNothing();
  const [created] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return created;
}

export const portfolioUrl = (baseUrl: string, slug: string) => `${baseUrl.replace(/\/+$/, "")}/portfolio/${slug}`;

export async function getWallet(db: Db, userId: string, settings: CredentialSettings, now: Date): Promise<Wallet> {
  const [wallet, rows] = await Promise.all([
    walletRow(db, userId),
    db
      .select({
        expiresAt: userCertificates.expiresAt,
        revokedAt: userCertificates.revokedAt,
        cpdHours: certificates.cpdHours,
      })
      .from(userCertificates)
      .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
      .where(eq(userCertificates.userId, userId)),
  ]);
  // A revoked certificate no longer counts; an expired one still counts as earned, not as active.
  const held = rows.filter((r) => !r.revokedAt);
  return {
    totalCertificates: held.length,
    totalCpdHours: held.reduce((sum, r) => sum + r.cpdHours, 0),
    activeCredentials: held.filter((r) => isActive(r.expiresAt, now)).length,
    isPublic: wallet.isPublic,
    linkedInProfile: wallet.linkedInProfile,
    walletUrl: portfolioUrl(settings.baseUrl, wallet.portfolioSlug),
  };
}

export async function updateWallet(
  db: Db,
  userId: string,
  update: WalletUpdate,
  settings: CredentialSettings,
  now: Date,
): Promise<Wallet> {
  await walletRow(db, userId);
  await db
    .update(wallets)
    .set({
      ...(update.isPublic === undefined ? {} : { isPublic: update.isPublic }),
      ...(update.linkedInProfile === undefined ? {} : { linkedInProfile: update.linkedInProfile }),
      updatedAt: now,
    })
    .where(eq(wallets.userId, userId));
  return getWallet(db, userId, settings, now);
}

/** A public wallet's active certificates; a private or unknown one is a 404. */
export async function getPortfolio(db: Db, slug: string, now: Date): Promise<Portfolio> {
  const [wallet] = await db
    .select({
      userId: wallets.userId,
      isPublic: wallets.isPublic,
      linkedInProfile: wallets.linkedInProfile,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(wallets)
    .innerJoin(user, eq(user.id, wallets.userId))
    .where(eq(wallets.portfolioSlug, slug));
  if (!wallet?.isPublic) throw notFound("Portfolio not found");
  const rows = await db
    .select({ row: userCertificates, cert: certificates })
    .from(userCertificates)
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .where(and(eq(userCertificates.userId, wallet.userId), isNull(userCertificates.revokedAt)))
    .orderBy(asc(userCertificates.earnedAt), asc(userCertificates.id));
  const active = rows.filter((r) => isActive(r.row.expiresAt, now));
  return {
    holderName: holderName(wallet),
    linkedInProfile: wallet.linkedInProfile,
    certificates: active.map(({ row, cert }) => ({
      title: cert.title,
      description: cert.description,
      pivotPillar: cert.pivotPillar as Pillar,
      cpdHours: cert.cpdHours,
      earnedAt: row.earnedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      verificationCode: row.verificationCode,
    })),
    totalCpdHours: active.reduce((sum, r) => sum + r.cert.cpdHours, 0),
  };
}

// ---- Documents ----

const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export interface CertificateFile {
  fileName: string;
  contentType: string;
  body: Buffer | Uint8Array;
}

function badgeFiles(row: UserCertificateRow, cert: CertificateRow) {
  const json = JSON.stringify(row.credential, null, 2);
  return {
    json: {
      fileName: `${fileSlug(cert.title)}-badge.json`,
      contentType: "application/ld+json",
      body: Buffer.from(json),
    },
    png: {
      fileName: `${fileSlug(cert.title)}-badge.png`,
      contentType: "image/png",
      body: bakeCredential(renderBadgeImage(cert.pivotPillar), JSON.stringify(row.credential)),
    },
  };
}

export async function badgeFile(db: Db, userId: string, id: number, kind: "json" | "png"): Promise<CertificateFile> {
  const { row, cert } = await ownedCertificate(db, userId, id);
  return badgeFiles(row, cert)[kind];
}

function pdfInput(
  person: { name: string },
  row: UserCertificateRow,
  cert: CertificateRow,
  settings: IssuerSettings,
): CertificatePdfInput {
  return {
    holderName: person.name,
    title: cert.title,
    description: cert.description,
    pivotPillar: cert.pivotPillar,
    cpdHours: cert.cpdHours,
    earnedAt: row.earnedAt,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    verificationCode: row.verificationCode,
    verificationUrl: verificationUrl(settings.baseUrl, row.verificationCode),
    knowledgeChecks: knowledgeChecksOf(row.credential).map(({ title, scorePercent }) => ({ title, scorePercent })),
  };
}

export async function certificatePdf(db: Db, userId: string, id: number, settings: IssuerSettings) {
  const { row, cert } = await ownedCertificate(db, userId, id);
  const person = await personOf(db, userId);
  const organization = await holderOrganizationOf(db, userId);
  return {
    fileName: `${fileSlug(cert.title)}.pdf`,
    contentType: "application/pdf",
    body: await renderCertificatePdf({ ...pdfInput(person, row, cert, settings), organization }),
  };
}

/**
 * Export All: every certificate's PDF, badge PNG and badge JSON in one ZIP, built in a worker and
 * kept until the person's certificates change (issue 29: a build costs up to 2 s of CPU).
 */
export async function exportAll(
  db: Db,
  userId: string,
  settings: IssuerSettings,
  runtime: CredentialRuntime,
): Promise<CertificateFile> {
  const rows = await ownedRows(db, userId);
  if (rows.length === 0) throw notFound("No certificates to export");
  const person = await personOf(db, userId);
  const organization = await holderOrganizationOf(db, userId);
  const entries: ExportEntry[] = rows.map(({ row, cert }) => ({
    slug: fileSlug(cert.title),
    pdf: { ...pdfInput(person, row, cert, settings), organization },
    pivotPillar: cert.pivotPillar,
    credential: row.credential,
  }));
  // Revocation is not printed in the files, but a changed certificate is a new export all the same.
  const version = createHash("sha256")
    .update(JSON.stringify([entries, rows.map(({ row }) => row.revokedAt)]))
    .digest("base64url");
  const cached = runtime.exports.get(userId, version);
  if (cached) return cached;
  const body = await inWorker(() => runtime.workers.run("export-zip", { entries }));
  const file = {
    fileName: "pivot-learning-certificates.zip",
    contentType: "application/zip",
    body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
  };
  runtime.exports.set(userId, version, file);
  return file;
}

/** The Achievement a badge names, served at its id. */
export async function achievementDocument(db: Db, settings: IssuerSettings, slug: string) {
  const [cert] = await db.select().from(certificates).where(eq(certificates.slug, slug));
  if (!cert) throw notFound("Achievement not found");
  const context = await requirementContext(db, null);
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: issuerUrls(settings.baseUrl).achievementId(cert.slug),
    type: ["Achievement"],
    achievementType: "Certificate",
    name: cert.title,
    description: cert.description,
    criteria: { narrative: criteriaNarrative(cert.requirements, context) },
    creditsAvailable: cert.cpdHours,
    tag: [cert.pivotPillar],
    creator: { id: issuerUrls(settings.baseUrl).issuerId, type: ["Profile"], name: "PIVOT Learning" },
  };
}

// ---- Verification and revocation ----

const emptyResult = (): VerificationResult => ({
  status: "invalid",
  reason: null,
  checks: [],
  holderName: null,
  title: null,
  description: null,
  pivotPillar: null,
  cpdHours: null,
  issuerName: null,
  issuedAt: null,
  expiresAt: null,
  revokedAt: null,
  revokedReason: null,
  verificationCode: null,
  credential: null,
  userCertificateId: null,
});

/** One issued certificate with its certificate and its holder's names, or undefined. */
async function issuedCertificate(db: Db, where: SQL) {
  const [found] = await db
    .select({
      row: userCertificates,
      cert: certificates,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(userCertificates)
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .innerJoin(user, eq(user.id, userCertificates.userId))
    .where(where);
  return found;
}

async function storedByCredentialId(db: Db, credentialId: unknown) {
  if (typeof credentialId !== "string" || credentialId.length > 200) return undefined;
  return issuedCertificate(db, sql`${userCertificates.credential}->>'id' = ${credentialId}`);
}

/** The verification page: the stored credential checked with the same libraries as any verifier. */
export async function verifyCode(
  db: Db,
  code: string,
  settings: IssuerSettings,
  viewer: CurrentUser | null,
  now: Date,
  runtime: CredentialRuntime,
): Promise<VerificationResult> {
  const found = await issuedCertificate(db, eq(userCertificates.verificationCode, code));
  if (!found) throw notFound("Unknown verification code");
  const site = await siteVerificationData(db, settings);
  const verification = await inWorker(() =>
    runtime.workers.run("verify-stored", { credential: found.row.credential, site, now }),
  );
  const state = certificateState(found.row, now);
  const failed = verification.checks.find(
    (c) => !c.ok && c.check !== "dates" && !(c.check === "status" && verification.revoked),
  );
  const status = failed ? "invalid" : state;
  return {
    ...emptyResult(),
    status,
    reason: failed
      ? failed.message
      : state === "revoked"
        ? found.row.revokedReason
        : state === "expired"
          ? `Expired on ${found.row.expiresAt?.toISOString().slice(0, 10)}`
          : null,
    checks: verification.checks,
    holderName: holderName(found),
    title: found.cert.title,
    description: found.cert.description,
    pivotPillar: found.cert.pivotPillar,
    cpdHours: found.cert.cpdHours,
    issuerName: "PIVOT Learning",
    holderOrganization: await holderOrganizationOf(db, found.row.userId),
    issuedAt: found.row.issuedAt.toISOString(),
    expiresAt: found.row.expiresAt?.toISOString() ?? null,
    revokedAt: found.row.revokedAt?.toISOString() ?? null,
    revokedReason: found.row.revokedReason,
    verificationCode: found.row.verificationCode,
    credential: JSON.stringify(found.row.credential, null, 2),
    userCertificateId: viewer?.role === "admin" ? found.row.id : null,
  };
}

/**
 * An uploaded credential (JSON, or a PNG badge with one baked in) verified in a worker: a malformed,
 * tampered or too costly file is "invalid" with the reason, never an error.
 */
export async function verifyUpload(
  db: Db,
  upload: { fileName: string; content: string },
  settings: IssuerSettings,
  now: Date,
  runtime: CredentialRuntime,
): Promise<VerificationResult> {
  const site = await siteVerificationData(db, settings);
  let checked: UploadVerification;
  try {
    checked = await inWorker(() => runtime.workers.run("verify-upload", { content: upload.content, site, now }));
  } catch (error) {
    if (!(error instanceof WorkerJobTimeout)) throw error;
    const reason =
      "The credential took too long to check; a PIVOT Learning credential checks in a fraction of a second";
    return { ...emptyResult(), reason, checks: [{ check: "format", ok: false, message: reason }] };
  }
  const { verification, summary } = checked;
  const proofOk = verification.checks.some((c) => c.check === "proof" && c.ok);
  // Only a credential whose signature is the issuer's names a stored certificate and its holder.
  const stored = proofOk ? await storedByCredentialId(db, summary?.credentialId) : undefined;
  const failed = verification.checks.find(
    (c) => !c.ok && c.check !== "dates" && !(c.check === "status" && verification.revoked),
  );
  const status = failed ? "invalid" : verification.revoked ? "revoked" : verification.expired ? "expired" : "valid";
  return {
    ...emptyResult(),
    status,
    reason: failed
      ? failed.message
      : status === "revoked"
        ? (stored?.row.revokedReason ?? "The issuer has revoked this credential")
        : status === "expired"
          ? (verification.checks.find((c) => c.check === "dates")?.message ?? null)
          : null,
    checks: verification.checks,
    holderName: stored ? holderName(stored) : null,
    title: summary?.title ?? null,
    description: summary?.description ?? null,
    pivotPillar: stored?.cert.pivotPillar ?? null,
    cpdHours: summary?.cpdHours ?? null,
    issuerName: summary?.issuerName ?? null,
    issuedAt: summary?.validFrom ?? null,
    expiresAt: summary?.validUntil ?? null,
    revokedAt: stored?.row.revokedAt?.toISOString() ?? null,
    revokedReason: stored?.row.revokedReason ?? null,
    verificationCode: stored?.row.verificationCode ?? null,
    credential: null,
    userCertificateId: null,
  };
}

export async function revokeCertificate(db: Db, adminId: string, id: number, reason: string, now: Date) {
  const [row] = await db.select().from(userCertificates).where(eq(userCertificates.id, id));
  if (!row) throw notFound("Certificate not found");
  if (row.revokedAt) throw conflict("This certificate is already revoked");
  await db
    .update(userCertificates)
    .set({ revokedAt: now, revokedReason: reason, revokedBy: adminId })
    .where(eq(userCertificates.id, id));
  await notify(db, {
    userId: row.userId,
    kind: "certificate_revoked",
    title: "Certificate revoked",
    body: `One of your certificates was revoked: ${reason}`,
    link: "/credentials",
    dedupeKey: `certificate-revoked:${row.id}`,
  });
  return { ok: true as const };
}
