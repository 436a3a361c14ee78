import { and, asc, eq, sql } from "drizzle-orm";
import type { UserCertificate } from "../../../contracts/credentials";
import { certificateState, isRenewable } from "../../../domain/certificate-lifecycle";
import { linkedInAddToProfileUrl, linkedInManualFields, verificationUrl } from "../../../domain/certificate-linkedin";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { certificateShares, certificates, user, userCertificates } from "../../db/schema";
import { notFound } from "../../errors";
import type { CredentialSettings } from "./credential-runtime";
import { knowledgeChecksOf } from "./open-badge";

/** Certificates people hold: the queries and the answer shape the wallet, files and issuing share. */

export type CertificateRow = typeof certificates.$inferSelect;
export type UserCertificateRow = typeof userCertificates.$inferSelect;

export const holderName = (u: { firstName: string | null; lastName: string | null; name: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.name;

export function toUserCertificate(
  row: UserCertificateRow,
  cert: CertificateRow,
  shareCount: number,
  settings: CredentialSettings,
  now: Date,
  checkAttempts: Readonly<Record<string, number>> = {},
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
    knowledgeChecks: knowledgeChecksOf(row.credential).map(({ moduleSlug, title, scorePercent, passMark }) => ({
      title,
      scorePercent,
      passMark,
      attempts: checkAttempts[moduleSlug] ?? 0,
    })),
    certificate: {
      title: cert.title,
      description: cert.description,
      pivotPillar: cert.pivotPillar,
      cpdHours: cert.cpdHours,
      type: cert.type,
      requirements: JSON.stringify(cert.requirements),
    },
  };
}

/**
 * Issue 47 item 2: the attempts the holder submitted at each module's check up to the certificate's issue,
 * by module slug (the credential names its checks by slug). Derived from the attempts, never stored.
 */
const checkAttemptsColumn = sql<Record<string, number>>`(
  select coalesce(jsonb_object_agg(m.slug, c.n), '{}'::jsonb)
  from (
    select a.module_id, count(*)::int as n from knowledge_check_attempts a
    where a.user_id = ${userCertificates.userId} and a.submitted_at is not null
      and a.submitted_at <= ${userCertificates.issuedAt}
    group by a.module_id
  ) c join modules m on m.id = c.module_id
)`;

export async function ownedRows(db: Db, userId: string, id?: number) {
  return db
    .select({
      row: userCertificates,
      cert: certificates,
      shares: sql<number>`(select count(*) from ${certificateShares} s where s.user_certificate_id = ${userCertificates.id})`,
      checkAttempts: checkAttemptsColumn,
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
  return rows.map((r) => toUserCertificate(r.row, r.cert, Number(r.shares), settings, now, r.checkAttempts));
}

/** The caller's own certificate; another learner's is a 404 (its existence is not revealed). */
export async function ownedCertificate(db: Db, userId: string, id: number) {
  const [found] = await ownedRows(db, userId, id);
  if (!found) throw notFound("Certificate not found");
  return found;
}

/**
 * issue 20 (white-label): the organisation a certificate names — the holder's first organisation
 * (earliest membership) at the time the PDF or the verification page is made, or null. Not part of
 * the signed credential, so joining or leaving changes the page and PDF, never the badge.
 */
export async function holderOrganizationOf(
  db: Db,
  userId: string,
): Promise<{ name: string; logo: string | null } | null> {
  const [found] = await queryRows<{ name: string; logo: string | null }>(
    db,
    sql`
      select o.name, o.logo from member m join organization o on o.id = m.organization_id
      where m.user_id = ${userId} order by m.created_at, o.id limit 1
    `,
  );
  return found ? { name: found.name, logo: found.logo } : null;
}

export async function personOf(db: Db, userId: string) {
  const [person] = await db
    .select({ email: user.email, firstName: user.firstName, lastName: user.lastName, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) throw notFound("User not found");
  return { email: person.email, name: holderName(person) };
}
