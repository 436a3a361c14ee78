import { describe, expect, it } from "vitest";
import { graceEnd, STEP_UP_MAX_AGE_MS, stepUpDue, twoFactorRequiredFrom, twoFactorSetupDue } from "./two-factor";

const now = new Date("2026-12-01T12:00:00Z");
const base = {
  twoFactorEnabled: false,
  singleSignOn: false,
  passkeySignIn: false,
  twoFactorVerifiedAt: null,
  twoFactorRequiredFrom: null,
};

describe("twoFactorSetupDue", () => {
  it("is not due without a rule", () => {
    expect(twoFactorSetupDue(base, now)).toBe(false);
  });
  it("is not due during the grace period and is due from its last moment", () => {
    expect(twoFactorSetupDue({ ...base, twoFactorRequiredFrom: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(twoFactorSetupDue({ ...base, twoFactorRequiredFrom: now }, now)).toBe(true);
  });
  it("is met by an authenticator app, a single sign-on session or a passkey sign-in", () => {
    const past = { ...base, twoFactorRequiredFrom: new Date(0) };
    expect(twoFactorSetupDue(past, now)).toBe(true);
    expect(twoFactorSetupDue({ ...past, twoFactorEnabled: true }, now)).toBe(false);
    expect(twoFactorSetupDue({ ...past, singleSignOn: true }, now)).toBe(false);
    expect(twoFactorSetupDue({ ...past, passkeySignIn: true }, now)).toBe(false);
  });
});

describe("stepUpDue", () => {
  it("never asks someone without a second factor", () => {
    expect(stepUpDue({ twoFactorEnabled: false, twoFactorVerifiedAt: null }, now)).toBe(false);
  });
  it("asks when the session never proved it", () => {
    expect(stepUpDue({ twoFactorEnabled: true, twoFactorVerifiedAt: null }, now)).toBe(true);
  });
  it("holds for 15 minutes and asks after", () => {
    const at = (ms: number) => ({ twoFactorEnabled: true, twoFactorVerifiedAt: new Date(now.getTime() - ms) });
    expect(STEP_UP_MAX_AGE_MS).toBe(15 * 60 * 1000);
    expect(stepUpDue(at(STEP_UP_MAX_AGE_MS), now)).toBe(false);
    expect(stepUpDue(at(STEP_UP_MAX_AGE_MS + 1), now)).toBe(true);
    expect(stepUpDue(at(-1000), now)).toBe(true);
  });
});

describe("graceEnd", () => {
  it("adds whole days", () => {
    expect(graceEnd(now, 14).toISOString()).toBe("2026-12-15T12:00:00.000Z");
    expect(graceEnd(now, 0)).toEqual(now);
  });
});

describe("twoFactorRequiredFrom", () => {
  const from = new Date("2026-12-15T00:00:00Z");
  it("requires it of a site administrator in production at once, whatever the organisations say", () => {
    expect(twoFactorRequiredFrom({ siteAdmin: true, production: true, organizationsFrom: null })).toEqual(new Date(0));
    expect(twoFactorRequiredFrom({ siteAdmin: true, production: true, organizationsFrom: from })).toEqual(new Date(0));
  });
  it("follows the organisations elsewhere", () => {
    expect(twoFactorRequiredFrom({ siteAdmin: true, production: false, organizationsFrom: null })).toBeNull();
    expect(twoFactorRequiredFrom({ siteAdmin: false, production: true, organizationsFrom: from })).toEqual(from);
  });
});
