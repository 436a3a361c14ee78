import { MONTH_NAMES } from "./calendar";

/**
 * LinkedIn's add-to-profile page, prefilled (spec 2 §7: title, issuing organisation, issue year and
 * month, and {origin}/verify/{verificationCode}). LinkedIn no longer guarantees the prefill, so the
 * same fields are also listed for copying by hand.
 */
export const LINKEDIN_ADD_TO_PROFILE = "https://www.linkedin.com/profile/add";
export const ISSUING_ORGANISATION = "PIVOT Learning";

export interface LinkedInCertification {
  name: string;
  issuedAt: Date;
  expiresAt: Date | null;
  verificationCode: string;
  origin: string;
  /** LinkedIn's id of the issuing company page, when configured (LINKEDIN_ORGANIZATION_ID). */
  organizationId?: string | null;
}

export const verificationUrl = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, "")}/verify/${encodeURIComponent(code)}`;

export function linkedInAddToProfileUrl(cert: LinkedInCertification): string {
  const params = new URLSearchParams({ startTask: "CERTIFICATION_NAME", name: cert.name });
  if (cert.organizationId) params.set("organizationId", cert.organizationId);
  else params.set("organizationName", ISSUING_ORGANISATION);
  params.set("issueYear", String(cert.issuedAt.getUTCFullYear()));
  params.set("issueMonth", String(cert.issuedAt.getUTCMonth() + 1));
  if (cert.expiresAt) {
    params.set("expirationYear", String(cert.expiresAt.getUTCFullYear()));
    params.set("expirationMonth", String(cert.expiresAt.getUTCMonth() + 1));
  }
  params.set("certUrl", verificationUrl(cert.origin, cert.verificationCode));
  params.set("certId", cert.verificationCode);
  return `${LINKEDIN_ADD_TO_PROFILE}?${params.toString()}`;
}

/** The fields of LinkedIn's "Add license or certification" form, to copy by hand. */
export function linkedInManualFields(cert: LinkedInCertification): { label: string; value: string }[] {
  const month = (d: Date) => `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return [
    { label: "Name", value: cert.name },
    { label: "Issuing organization", value: ISSUING_ORGANISATION },
    { label: "Issue date", value: month(cert.issuedAt) },
    { label: "Expiration date", value: cert.expiresAt ? month(cert.expiresAt) : "This credential does not expire" },
    { label: "Credential ID", value: cert.verificationCode },
    { label: "Credential URL", value: verificationUrl(cert.origin, cert.verificationCode) },
  ];
}

/** The profile field accepts a LinkedIn profile address or nothing (issue 11). */
export const LINKEDIN_PROFILE_PATTERN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%]{3,100}\/?$/;
