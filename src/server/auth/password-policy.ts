import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * OWASP ASVS 5.0 §6.2: refuse passwords found in a list of commonly used or breached passwords.
 * The list is zxcvbn-ts's maintained common-password dictionary (about 49,000 entries).
 */
let commonPasswords: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer one, for example three or four unrelated words.";

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Better Auth endpoints that set a password, and the body field that carries it. */
export const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/set-password": "newPassword",
  "/admin/set-user-password": "newPassword",
  "/admin/create-user": "password",
};

/** What the request body carries in the endpoint's password field, by the table given (undefined: no such field). */
export function passwordInBody(fields: Record<string, string>, path: string, body: unknown): unknown {
  const field = fields[path];
  return field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
}
