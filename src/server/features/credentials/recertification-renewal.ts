import { sql } from "drizzle-orm";
import { evaluateCertificate } from "../../../domain/certificate-requirements";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { modulesDoneSince } from "../../db/completion-evidence";
import { rowsOf } from "../../db/rows";
import type { CredentialSettings } from "./credential-runtime";
import { requirementContext } from "./eligibility";
import { renewCertificate } from "./issuing";

/**
 * Issue 22 item 6: compliance assigns a certificate's requirements again 30 days before it expires
 * (compliance/recertification.ts); this is the renewal that follows. server/background-work.ts runs both
 * halves as the daily "recertification" task.
 */

/**
 * The daily task's second half: a holder who completed the requirements again after they were assigned
 * (a passed knowledge check, or a first completion, from that moment on) has the certificate renewed by
 * the wallet's own renewal (a new issue date and expiry from today, a newly signed credential).
 */
export async function renewRecertified(db: Db, now: Date, settings: CredentialSettings): Promise<number> {
  const open = rowsOf<{ user_certificate_id: number; expires_at: number; user_id: string; assigned_at: number }>(
    await db.execute(sql`
      select r.user_certificate_id, (extract(epoch from r.expires_at) * 1000)::float8 as expires_at, r.user_id,
        (extract(epoch from r.assigned_at) * 1000)::float8 as assigned_at
      from recertifications r
      join user_certificates uc on uc.id = r.user_certificate_id
      where r.renewed_at is null and uc.revoked_at is null and uc.expires_at = r.expires_at
    `),
  );
  let renewed = 0;
  for (const row of open) {
    if (!(await requirementsMetSince(db, row.user_id, row.user_certificate_id, new Date(Number(row.assigned_at)))))
      continue;
    try {
      await renewCertificate(db, row.user_id, row.user_certificate_id, settings, now);
    } catch (error) {
      // e.g. a certificate revoked meanwhile: the others still renew; this one is tried again tomorrow.
      console.warn(`recertification not renewed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    await db.execute(sql`
      update recertifications set renewed_at = ${now}
      where user_certificate_id = ${row.user_certificate_id} and expires_at = ${new Date(Number(row.expires_at))}
    `);
    await db.execute(sql`
      update pathway_assignments set due_date = null
      from recertifications r
      where r.user_certificate_id = ${row.user_certificate_id} and r.expires_at = ${new Date(Number(row.expires_at))}
        and pathway_assignments.user_id = r.user_id and pathway_assignments.pathway_id = r.pathway_id
        and pathway_assignments.organization_id is null
    `);
    renewed++;
  }
  return renewed;
}

/** The certificate's requirements, counting only modules completed at or after `since`. */
export async function requirementsMetSince(db: Db, userId: string, userCertificateId: number, since: Date) {
  const [cert] = rowsOf<{ requirements: Parameters<typeof evaluateCertificate>[0] }>(
    await db.execute(sql`
      select c.requirements from user_certificates uc join certificates c on c.id = uc.certificate_id
      where uc.id = ${userCertificateId}
    `),
  );
  if (!cert) return false;
  const [context, done] = await Promise.all([
    requirementContext(db, userId),
    db.execute(modulesDoneSince(userId, since)),
  ]);
  const doneIds = new Set(rowsOf<{ module_id: number }>(done).map((d) => d.module_id));
  return evaluateCertificate(cert.requirements, { ...context, completedModuleIds: doneIds }).allMet;
}

/** The daily task's renewal half, with the signing settings from the configuration. */
export async function renewRecertifiedCertificates(db: Db, now: Date, config?: AppConfig): Promise<number> {
  if (!config) return 0;
  return renewRecertified(db, now, {
    baseUrl: config.baseUrl,
    signingKeyJwk: config.credentials.signingKeyJwk,
    linkedInOrganizationId: config.credentials.linkedInOrganizationId,
  });
}
