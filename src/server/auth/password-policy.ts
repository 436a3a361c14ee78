import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * OWASP ASVS 5.0 §6.2: refuse passwords found in a list of commonly used or breached passwords.
 * The list is zxcvbn-ts's maintained common-password dictionary (about 49,000 entries).
 */
let commonPasswords: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer one, for example three or four unrelated words.";

/** Letters people swap for look-alike digits and symbols ("P@ssw0rd"). */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};
const undoLookAlikes = (text: string) => text.replace(/[013457@$]/g, (c) => LOOK_ALIKES[c]);

/**
 * The forms a password takes without the usual decorations (issue 43 item 8): any case, up to four
 * digits or symbols tacked on at the end ("Password123!"), look-alike characters ("P@ssw0rd"). A form
 * shorter than four characters is not judged, so "cat" + a long run of digits is not taken for "cat".
 */
export function undecoratedForms(password: string): string[] {
  const lower = password.toLowerCase();
  const undecorated = lower.replace(/[^a-z]{1,4}$/, "");
  const forms = new Set([lower, undoLookAlikes(lower)]);
  for (const core of [undecorated, undoLookAlikes(undecorated), undoLookAlikes(lower).replace(/[^a-z]{1,4}$/, "")])
    if (core.length >= 4) forms.add(core);
  return [...forms];
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  const common = commonPasswords;
  return undecoratedForms(password).some((form) => common.has(form));
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
