/** Dates and states of an earned certificate (spec 2 §4, issue 11). Pure: every "now" is a parameter. */

/** A certificate expiring within this many days shows a renewal prompt and sends a reminder. */
export const RENEWAL_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry of a certificate issued at `issuedAt` with a validity in months; null when it never
 * expires. Calendar months (UTC), clamped to the last day of a shorter month (31 Jan + 1 = 28/29 Feb).
 */
export function expiryFor(issuedAt: Date, validityMonths: number | null): Date | null {
  if (validityMonths === null) return null;
  const monthIndex = issuedAt.getUTCMonth() + validityMonths;
  const year = issuedAt.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(issuedAt.getUTCDate(), lastDay),
      issuedAt.getUTCHours(),
      issuedAt.getUTCMinutes(),
      issuedAt.getUTCSeconds(),
      issuedAt.getUTCMilliseconds(),
    ),
  );
}

/** spec 2 §4: active when it has no expiry or the expiry is in the future. */
export const isActive = (expiresAt: Date | null, now: Date) =>
  expiresAt === null || expiresAt.getTime() > now.getTime();

export type CertificateState = "valid" | "expired" | "revoked";

export function certificateState(
  cert: { expiresAt: Date | null; revokedAt: Date | null },
  now: Date,
): CertificateState {
  if (cert.revokedAt) return "revoked";
  return isActive(cert.expiresAt, now) ? "valid" : "expired";
}

/** Whole days until the expiry (0 on the day itself, negative once past); null without expiry. */
export function daysUntilExpiry(expiresAt: Date | null, now: Date): number | null {
  if (expiresAt === null) return null;
  return Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/**
 * The renewal prompt shows, and renewal is allowed, from 30 days before the expiry on, expired
 * certificates included; never for a revoked one or one without expiry.
 */
export function isRenewable(cert: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): boolean {
  if (cert.revokedAt || cert.expiresAt === null) return false;
  return cert.expiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}

/** An expiry reminder is due for a valid certificate expiring within the window (not yet expired). */
export function isReminderDue(cert: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): boolean {
  return isRenewable(cert, now) && isActive(cert.expiresAt, now);
}

/** The verification code's minimum strength (issue 11): at least 128 random bits, URL-safe. */
export const VERIFICATION_CODE_BYTES = 16;
/** base64url of 16 bytes is 22 characters of [A-Za-z0-9_-]. */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The part of the code the View dialog's copy button shows (spec 2 §2: the first 8 characters). */
export const codePreview = (code: string) => code.slice(0, 8);
