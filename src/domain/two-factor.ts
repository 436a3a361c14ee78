/**
 * Issue 43: when a person must set up a second factor before they may use their session, and when a
 * sensitive action must ask for it again (step-up). Pure rules: the caller passes the time.
 */

/** The 403 a sensitive action answers when the second factor must be given again (the client asks for a code). */
export const STEP_UP_REQUIRED_MESSAGE =
  "For your security, enter a code from your authenticator app to continue. We ask again after 15 minutes.";

/** ASVS 5.0 §6.8 / issue 43: a sensitive action asks for the second factor again once it is older than this. */
export const STEP_UP_MAX_AGE_MS = 15 * 60 * 1000;

/** Grace periods an organisation owner may give before two-factor sign-in is required (days). */
export const TWO_FACTOR_GRACE_DAYS = [0, 7, 14, 30] as const;
export type TwoFactorGraceDays = (typeof TWO_FACTOR_GRACE_DAYS)[number];

/** Who an organisation's two-factor requirement covers. */
export const TWO_FACTOR_SCOPES = ["everyone", "admins"] as const;
export type TwoFactorScope = (typeof TWO_FACTOR_SCOPES)[number];

export interface SecondFactorState {
  /** The person has an authenticator app set up and confirmed. */
  twoFactorEnabled: boolean;
  /** This session came through single sign-on, whose identity provider answers for the second factor. */
  singleSignOn: boolean;
  /** This session was opened with a passkey: possession of the device and its PIN or biometric (decision 388). */
  passkeySignIn: boolean;
  /** When this session last proved a second factor, or null. */
  twoFactorVerifiedAt: Date | null;
  /** The earliest moment any rule (an organisation's policy, the site's for its administrators) requires one. */
  twoFactorRequiredFrom: Date | null;
}

/**
 * Whether this session may do nothing but set up a second factor: a rule requires one, its grace
 * period has passed, and the person has no authenticator app and signed in neither through single sign-on
 * nor with a passkey.
 */
export function twoFactorSetupDue(state: SecondFactorState, now: Date): boolean {
  if (state.twoFactorEnabled || state.singleSignOn || state.passkeySignIn || !state.twoFactorRequiredFrom) return false;
  return state.twoFactorRequiredFrom.getTime() <= now.getTime();
}

/**
 * Whether a sensitive action must ask for the second factor again: only for people who have one, when
 * this session has not proved it within the last 15 minutes (a moment in the future, from a clock set
 * back, counts as not proved).
 */
export function stepUpDue(
  state: Pick<SecondFactorState, "twoFactorEnabled" | "twoFactorVerifiedAt">,
  now: Date,
): boolean {
  if (!state.twoFactorEnabled) return false;
  if (!state.twoFactorVerifiedAt) return true;
  const age = now.getTime() - state.twoFactorVerifiedAt.getTime();
  return age < 0 || age > STEP_UP_MAX_AGE_MS;
}

/** The end of a grace period that starts now. */
export const graceEnd = (now: Date, days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

/**
 * From when a person needs a second factor: a site administrator in production from the start (no
 * grace period), anyone else from the earliest end of a grace period among their organisations' rules.
 */
export function twoFactorRequiredFrom(person: {
  siteAdmin: boolean;
  production: boolean;
  organizationsFrom: Date | null;
}): Date | null {
  if (person.siteAdmin && person.production) return new Date(0);
  return person.organizationsFrom;
}
