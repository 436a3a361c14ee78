import { extractCredential, isPng } from "./badge-png";
import {
  CREDENTIAL_LIMITS,
  type CredentialVerification,
  type SiteVerificationData,
  verifyOpenBadge,
} from "./open-badge";

/**
 * An uploaded file (JSON, or a PNG badge with one baked in) decoded and verified. Runs in the
 * verification worker (issue 29): nothing here touches the database, and the answer is plain data.
 */

/** What the page shows of an uploaded credential; its texts are the credential's own, cut to 500 characters. */
export interface UploadSummary {
  credentialId: string | null;
  title: string | null;
  description: string | null;
  cpdHours: number | null;
  issuerName: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

export interface UploadVerification {
  verification: CredentialVerification;
  summary: UploadSummary | null;
}

const refused = (reason: string): UploadVerification => ({
  verification: {
    ok: false,
    revoked: false,
    expired: false,
    checks: [{ check: "format", ok: false, message: reason }],
  },
  summary: null,
});

const text500 = (v: unknown) => (typeof v === "string" ? v.slice(0, 500) : null);
const recordOf = (v: unknown) =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function summaryOf(credential: unknown): UploadSummary {
  const record = recordOf(credential);
  const subject = recordOf(record.credentialSubject);
  const achievement = recordOf(subject.achievement);
  const issuer = recordOf(record.issuer);
  return {
    credentialId: typeof record.id === "string" && record.id.length <= 200 ? record.id : null,
    title: text500(achievement.name) ?? text500(record.name),
    description: text500(achievement.description),
    cpdHours: typeof subject.creditsEarned === "number" ? subject.creditsEarned : null,
    issuerName: text500(issuer.name),
    validFrom: text500(record.validFrom),
    validUntil: text500(record.validUntil),
  };
}

export async function verifyUploadedFile(
  contentBase64: string,
  site: SiteVerificationData,
  now: Date,
): Promise<UploadVerification> {
  const bytes = Buffer.from(contentBase64, "base64");
  let text: string;
  if (isPng(bytes)) {
    try {
      const baked = extractCredential(bytes, CREDENTIAL_LIMITS.maxChars);
      if (baked === null) return refused("The image carries no baked credential (no openbadgecredential iTXt chunk)");
      text = baked;
    } catch (error) {
      return refused(error instanceof Error ? error.message : "The PNG file could not be read");
    }
  } else {
    text = bytes.toString("utf8");
  }
  if (text.length > CREDENTIAL_LIMITS.maxChars)
    return refused(
      `The credential is larger than ${CREDENTIAL_LIMITS.maxChars / 1024} KB; a PIVOT Learning credential is about 3 KB`,
    );
  let credential: unknown;
  try {
    credential = JSON.parse(text);
  } catch {
    return refused("The file is neither a JSON credential nor a PNG badge");
  }
  const verification = await verifyOpenBadge(credential, site, now);
  return { verification, summary: summaryOf(credential) };
}
