import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { UserCertificate } from "../../../contracts/credentials";
import { expiryFor, isRenewable, VERIFICATION_CODE_BYTES } from "../../../domain/certificate-lifecycle";
import { evaluateCertificate } from "../../../domain/certificate-requirements";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { certificateShares, certificates, userCertificates } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { personPayload, recordEvent, wakeDeliveries } from "../../platform/events/record-event";
import { notify } from "../../platform/notifications/notify";
import type { CredentialSettings } from "./credential-runtime";
import { type CredentialContext, certificateChecks, criteriaNarrative, requirementContext } from "./eligibility";
import { type CertificateRow, ownedCertificate, ownedRows, personOf, toUserCertificate } from "./held-certificates";
import { signingKey, siteDocumentLoader } from "./issuer";
import { buildOpenBadgeCredential, signOpenBadge } from "./open-badge";

/** Issuing: claiming, renewing, sharing and revoking certificates, each with its signed badge. */

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
  return signOpenBadge(settings.baseUrl, key, unsigned, siteDocumentLoader(db, settings));
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
      certificate: toUserCertificate(found.row, found.cert, Number(found.shares), settings, now, found.checkAttempts),
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
  // Signed before the write: the credential names the row's id, so the id is taken from the sequence
  // first. The insert is then one statement, and a concurrent claim that wins leaves only a gap.
  const [{ id }] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('user_certificates', 'id'))::int as id`,
  );
  const verificationCode = randomBytes(VERIFICATION_CODE_BYTES).toString("base64url");
  const credential = await signedBadge(
    db,
    settings,
    { id, verificationCode, issuedAt: now, expiresAt },
    cert,
    person,
    context,
  );
  const { created, deliveryIds } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(userCertificates)
      .values({
        id,
        userId: current.id,
        certificateId,
        earnedAt: now,
        issuedAt: now,
        expiresAt,
        verificationCode,
        credential,
      })
      // A concurrent claim won: its certificate is the one answered below.
      .onConflictDoNothing()
      .returning({ id: userCertificates.id });
    // Issue 23: for the holder's organisations' webhooks and learning record stores, in this transaction.
    const ids = inserted
      ? await recordEvent(tx, {
          organizationIds: { memberId: current.id },
          type: "certificate.issued",
          payload: personPayload(current.id, {
            certificateId: inserted.id,
            title: cert.title,
            slug: cert.slug,
            verificationCode,
            verificationUrl: `${settings.baseUrl.replace(/\/$/, "")}/verify/${verificationCode}`,
            issuedAt: now.toISOString(),
            expiresAt: expiresAt?.toISOString() ?? null,
          }),
          now,
        })
      : [];
    return { created: inserted, deliveryIds: ids };
  });
  wakeDeliveries(db, deliveryIds);
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
    certificate: toUserCertificate(found.row, found.cert, Number(found.shares), settings, now, found.checkAttempts),
    created: created !== undefined,
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
  return toUserCertificate(found.row, found.cert, Number(found.shares), settings, now, found.checkAttempts);
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

export async function revokeCertificate(db: Db, adminId: string, id: number, reason: string, now: Date) {
  const [row] = await db.select().from(userCertificates).where(eq(userCertificates.id, id));
  if (!row) throw notFound("Certificate not found");
  if (row.revokedAt) throw conflict("This certificate is already revoked");
  const [cert] = await db
    .select({ title: certificates.title, slug: certificates.slug })
    .from(certificates)
    .where(eq(certificates.id, row.certificateId));
  const deliveryIds = await db.transaction(async (tx) => {
    await tx
      .update(userCertificates)
      .set({ revokedAt: now, revokedReason: reason, revokedBy: adminId })
      .where(eq(userCertificates.id, id));
    // Issue 23: for the holder's organisations' webhooks, in this transaction.
    return recordEvent(tx, {
      organizationIds: { memberId: row.userId },
      type: "certificate.revoked",
      payload: personPayload(row.userId, {
        certificateId: row.id,
        title: cert?.title ?? null,
        slug: cert?.slug ?? null,
        verificationCode: row.verificationCode,
        reason,
        revokedAt: now.toISOString(),
      }),
      now,
    });
  });
  wakeDeliveries(db, deliveryIds);
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
