import { regexes } from "zod";

/**
 * The one rule for an e-mail address a person gives PIVOT (decision 365): the invitation form, the CSV
 * preview, the invitation request and sign-up all ask this function, so what one accepts the others
 * accept. The address must be one Better Auth's sign-up takes (zod's `z.email()`, the same pattern as
 * here), or the person invited could never create their account. That pattern is ASCII only, so an
 * internationalised address (RFC 6531: "josé.núñez@example.com", or a domain such as "exämple.com") is
 * refused with a reason that says what to use instead: for a domain, its ASCII (xn--) form.
 */

export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1: a local part of at most 64 octets. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** The pattern Better Auth's sign-up checks (zod's practical e-mail pattern). */
const SIGN_UP_PATTERN = regexes.email;

/** A letter beyond ASCII; control characters are ASCII, and simply not an address. */
const NON_ASCII = /[\u0080-\u{10ffff}]/u;

/** The ASCII (xn--) form of an internationalised domain, where the platform's URL parser gives one. */
function asciiDomain(domain: string): string | null {
  try {
    const host = new URL(`http://${domain}/`).hostname;
    return host && !NON_ASCII.test(host) && host !== domain ? host : null;
  } catch {
    return null;
  }
}

/**
 * Why an address cannot be used: `missing`, `tooLong` and `malformed` are what any form says in its own
 * words ("Enter a valid email address"); `internationalised` says what to use instead.
 */
export type EmailAddressProblem =
  | { kind: "missing" | "tooLong" | "malformed" }
  | { kind: "internationalised"; message: string };

/** The generic refusal forms show for an address that is not one. */
export const NOT_AN_EMAIL_ADDRESS = "Enter a valid email address";

/** Why `text` (trimmed) cannot be an address PIVOT invites or signs up; null when it can. */
export function emailAddressProblem(text: string): EmailAddressProblem | null {
  const email = text.trim();
  if (email === "") return { kind: "missing" };
  if (email.length > EMAIL_MAX_LENGTH) return { kind: "tooLong" };
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1 || /\s/.test(email)) return { kind: "malformed" };
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (NON_ASCII.test(local))
    return {
      kind: "internationalised",
      message: `PIVOT cannot use an address with accents or non-Latin letters before the @ (${email}) yet: use an address without them`,
    };
  if (NON_ASCII.test(domain)) {
    const ascii = asciiDomain(domain);
    return ascii
      ? {
          kind: "internationalised",
          message: `The domain of ${email} has accented or non-Latin letters: use its plain form, ${local}@${ascii}`,
        }
      : { kind: "malformed" };
  }
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH || !SIGN_UP_PATTERN.test(email)) return { kind: "malformed" };
  return null;
}

/** The words a form or a refused row shows for the problem. */
export const emailProblemMessage = (problem: EmailAddressProblem) =>
  problem.kind === "internationalised"
    ? problem.message
    : problem.kind === "missing"
      ? "Email is required"
      : problem.kind === "tooLong"
        ? `Email must be at most ${EMAIL_MAX_LENGTH} characters`
        : NOT_AN_EMAIL_ADDRESS;

export const isEmailAddress = (text: string) => emailAddressProblem(text) === null;
