import { sql } from "drizzle-orm";
import type { EarnedCertificate } from "../../../contracts/guided-start";
import { type CertificateIssuing, issuingFor } from "../../../domain/certificate-issuing";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { notify } from "../../platform/notifications/notify";
import type { CredentialSettings } from "./credential-runtime";
import { listAvailable } from "./eligibility";
import { claimCertificate } from "./issuing";

/**
 * Issue 45 item 3: the certificates whose last requirement the learner has just met. Where one of their
 * organisations issues automatically, each is issued now (its "Certificate earned" e-mail with it);
 * otherwise the learner is told it is ready, in the bell and by e-mail once, and claims it with a button.
 * The module page asks after a completion; nothing is issued whose requirements do not hold.
 */
export async function earnedCertificates(
  db: Db,
  userId: string,
  settings: CredentialSettings,
  now: Date,
): Promise<EarnedCertificate[]> {
  const [available, choices] = await Promise.all([
    listAvailable(db, userId),
    queryRows<{ certificate_issuing: CertificateIssuing }>(
      db,
      sql`select o.certificate_issuing from member m join organization o on o.id = m.organization_id
        where m.user_id = ${userId}`,
    ),
  ]);
  const issuing = issuingFor(choices.map((c) => c.certificate_issuing));
  const ready = available.filter((c) => c.canClaim);
  const earned: EarnedCertificate[] = [];
  for (const cert of ready) {
    const summary = {
      certificateId: cert.id,
      title: cert.title,
      pivotPillar: cert.pivotPillar,
      cpdHours: cert.cpdHours,
    };
    if (issuing === "automatic") {
      await claimCertificate(db, { id: userId }, cert.id, settings, now);
      earned.push({ ...summary, state: "issued" });
    } else {
      await notify(db, {
        userId,
        kind: "certificate_earned",
        title: "Certificate ready to claim",
        body: `You have met every requirement of the ${cert.title}. Claim it in your wallet to get its PDF and badge.`,
        link: "/credentials",
        dedupeKey: `certificate-ready:${userId}:${cert.id}`,
        mail: { actionLabel: "Claim your certificate" },
      });
      earned.push({ ...summary, state: "ready" });
    }
  }
  return earned;
}
