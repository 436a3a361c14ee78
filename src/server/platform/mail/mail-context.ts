import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What queueMail needs from the running app (absolute links, the signing secret, the sender) and how
 * it wakes the delivery job. buildApp attaches one per database; a transaction or a script without an
 * app falls back to the last one attached (the stored row is delivered by the sweep either way).
 */
export interface MailContext {
  baseUrl: string;
  secret: string;
  from: string;
  /** Asks the job runner to deliver a stored message now; absent when no runner is working. */
  wake?: (messageId: number) => Promise<void>;
  /** The same for many stored messages in one request (queue-mail.ts wakeMails). */
  wakeMany?: (messageIds: readonly number[]) => Promise<void>;
}

const contexts = new WeakMap<object, MailContext>();
let latest: MailContext | undefined;

export function attachMailContext(db: object, context: MailContext): void {
  contexts.set(db, context);
  latest = context;
}

export function mailContextFor(db: object): MailContext | undefined {
  return contexts.get(db) ?? latest;
}

/** Non-essential mail falls in one of these; each is a switch on /profile and an unsubscribe link. */
export const MAIL_PREFERENCES = ["reminders", "updates"] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];
export type MailCategory = "essential" | MailPreference;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

/** A token naming one user and one category, signed so nobody can unsubscribe someone else. */
export function unsubscribeToken(secret: string, userId: string, category: MailPreference): string {
  const payload = Buffer.from(`${userId}\n${category}`).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: MailPreference } | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, category] = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  if (!userId || !(MAIL_PREFERENCES as readonly string[]).includes(category)) return null;
  return { userId, category: category as MailPreference };
}

export const unsubscribeUrl = (context: MailContext, userId: string, category: MailPreference) =>
  `${context.baseUrl}/api/email/unsubscribe?token=${unsubscribeToken(context.secret, userId, category)}`;
