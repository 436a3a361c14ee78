import { eq, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { VerificationResult } from "../../../contracts/credentials";
import { utcDay } from "../../../domain/calendar";
import { certificateState } from "../../../domain/certificate-lifecycle";
import type { Db } from "../../db/client";
import { certificates, user, userCertificates } from "../../db/schema";
import { notFound } from "../../errors";
import { type CredentialRuntime, inWorker } from "./credential-runtime";
import { criteriaNarrative, requirementContext } from "./eligibility";
import { holderName, holderOrganizationOf } from "./held-certificates";
import { type IssuerSettings, siteVerificationData } from "./issuer";
import { issuerUrls, OB_V3_CONTEXT, VC_V2_CONTEXT } from "./open-badge";
import type { UploadVerification } from "./verify-upload";
import { WorkerJobTimeout } from "./worker-pool";

/** Verification: a code's page, an uploaded credential, and the Achievement documents badges name. */

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
          ? `Expired on ${found.row.expiresAt ? utcDay(found.row.expiresAt) : ""}`
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
