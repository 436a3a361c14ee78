/**
 * The account e-mails Better Auth asks for (auth/auth.ts) and the password-changed notice. All are
 * "essential": they answer something the user did, so no preference turns them off.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { mailLink, queueMail } from "./queue-mail";

interface AccountUser {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
}

const hello = (user: AccountUser) => `Hello ${user.firstName || user.name || "there"},`;

/** The reset link opens /reset-password with the single-use token (Better Auth: valid for an hour). */
export function queuePasswordResetMail(db: Db, user: AccountUser, token: string) {
  return queueMail(db, {
    to: user.email,
    userId: user.id,
    // Each request gets its own message (a second request sends a second, newer link). The key holds
    // a digest, not the token: the stored row keeps no live link once delivered (issue 29 item 5).
    idempotencyKey: `password-reset:${createHash("sha256").update(token).digest("base64url")}`,
    category: "essential",
    template: "password-reset",
    content: {
      subject: "Reset your PIVOT Learning password",
      heading: "Reset your password",
      paragraphs: [
        hello(user),
        "Someone asked to reset the password of your PIVOT Learning account. If it was you, choose a new password with the link below.",
      ],
      action: {
        label: "Choose a new password",
        url: mailLink(db, `/reset-password?token=${encodeURIComponent(token)}`),
      },
      notes: [
        "The link works once and expires in one hour.",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ],
    },
  });
}

export function queueVerificationMail(db: Db, user: AccountUser, url: string) {
  return queueMail(db, {
    to: user.email,
    userId: user.id,
    idempotencyKey: `verify-email:${user.id}:${randomUUID()}`,
    category: "essential",
    template: "verify-email",
    content: {
      subject: "Confirm your e-mail address for PIVOT Learning",
      heading: "Confirm your e-mail address",
      paragraphs: [hello(user), "Welcome to PIVOT Learning. Confirm this is your address to start learning."],
      action: { label: "Confirm my e-mail address", url },
      notes: ["The link expires in 24 hours. If you did not create an account, ignore this e-mail."],
    },
  });
}

export function queuePasswordChangedMail(db: Db, user: AccountUser, how: "changed" | "reset") {
  return queueMail(db, {
    to: user.email,
    userId: user.id,
    idempotencyKey: `password-changed:${user.id}:${randomUUID()}`,
    category: "essential",
    template: "password-changed",
    content: {
      subject: "Your PIVOT Learning password was changed",
      heading: "Your password was changed",
      paragraphs: [
        hello(user),
        how === "reset"
          ? "The password of your PIVOT Learning account was reset with a link sent to this address. Other devices were signed out."
          : "The password of your PIVOT Learning account was changed from your profile. Other devices were signed out.",
        "If this was not you, reset your password now and tell us at once.",
      ],
      action: { label: "Reset my password", url: mailLink(db, "/login?forgot=1") },
    },
  });
}
