import { describe, expect, it } from "vitest";
import {
  certificateState,
  codePreview,
  daysUntilExpiry,
  expiryFor,
  isActive,
  isReminderDue,
  isRenewable,
  RENEWAL_WINDOW_DAYS,
} from "./certificate-lifecycle";

const at = (iso: string) => new Date(iso);

describe("expiryFor", () => {
  it("adds the validity in calendar months; none means no expiry", () => {
    expect(expiryFor(at("2026-03-15T10:00:00Z"), 24)?.toISOString()).toBe("2028-03-15T10:00:00.000Z");
    expect(expiryFor(at("2026-11-20T00:00:00Z"), 36)?.toISOString()).toBe("2029-11-20T00:00:00.000Z");
    expect(expiryFor(at("2026-03-15T10:00:00Z"), null)).toBeNull();
  });
  it("clamps to the end of a shorter month", () => {
    expect(expiryFor(at("2027-01-31T12:00:00Z"), 1)?.toISOString()).toBe("2027-02-28T12:00:00.000Z");
    expect(expiryFor(at("2027-12-31T12:00:00Z"), 2)?.toISOString()).toBe("2028-02-29T12:00:00.000Z");
  });
});

describe("states (spec 2 §4: active when no expiry or the expiry is in the future)", () => {
  const now = at("2026-06-01T00:00:00Z");
  it("is active on either side of the expiry", () => {
    expect(isActive(null, now)).toBe(true);
    expect(isActive(at("2026-06-01T00:00:01Z"), now)).toBe(true);
    expect(isActive(at("2026-06-01T00:00:00Z"), now)).toBe(false);
  });
  it("revoked wins over the dates", () => {
    expect(certificateState({ expiresAt: null, revokedAt: null }, now)).toBe("valid");
    expect(certificateState({ expiresAt: at("2026-05-31T00:00:00Z"), revokedAt: null }, now)).toBe("expired");
    expect(certificateState({ expiresAt: null, revokedAt: at("2026-05-01T00:00:00Z") }, now)).toBe("revoked");
  });
});

describe("renewal window (30 days)", () => {
  const now = at("2026-06-01T00:00:00Z");
  const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
  it("opens 30 days before the expiry, not 31", () => {
    expect(RENEWAL_WINDOW_DAYS).toBe(30);
    expect(isRenewable({ expiresAt: inDays(30), revokedAt: null }, now)).toBe(true);
    expect(isRenewable({ expiresAt: inDays(31), revokedAt: null }, now)).toBe(false);
    expect(isRenewable({ expiresAt: inDays(-5), revokedAt: null }, now)).toBe(true);
    expect(isRenewable({ expiresAt: null, revokedAt: null }, now)).toBe(false);
    expect(isRenewable({ expiresAt: inDays(3), revokedAt: now }, now)).toBe(false);
  });
  it("reminds only before the expiry", () => {
    expect(isReminderDue({ expiresAt: inDays(10), revokedAt: null }, now)).toBe(true);
    expect(isReminderDue({ expiresAt: inDays(-1), revokedAt: null }, now)).toBe(false);
    expect(daysUntilExpiry(inDays(10), now)).toBe(10);
    expect(daysUntilExpiry(null, now)).toBeNull();
  });
});

describe("codePreview (spec 2 §2: first 8 characters)", () => {
  it("shows 8 characters", () => {
    expect(codePreview("AbCdEfGhIjKlMnOpQrStUv")).toBe("AbCdEfGh");
  });
});
