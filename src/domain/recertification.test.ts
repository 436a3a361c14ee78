import { describe, expect, it } from "vitest";
import {
  isRecertificationDue,
  RECERTIFICATION_LEAD_DAYS,
  recertificationDueDate,
  recertificationStartDate,
} from "./recertification";

const at = (iso: string) => new Date(iso);

describe("recertification dates (issue 22)", () => {
  it("assigns the requirements 30 days before the expiry, across month ends and leap years", () => {
    expect(RECERTIFICATION_LEAD_DAYS).toBe(30);
    expect(recertificationStartDate(at("2028-02-29T10:00:00Z"))).toBe("2028-01-30");
    expect(recertificationStartDate(at("2027-03-31T10:00:00Z"))).toBe("2027-03-01");
    expect(recertificationStartDate(at("2028-03-31T10:00:00Z"))).toBe("2028-03-01");
    expect(recertificationStartDate(at("2028-03-01T10:00:00Z"))).toBe("2028-01-31"); // 29 days in February
    expect(recertificationStartDate(at("2027-03-01T10:00:00Z"))).toBe("2027-01-30");
    expect(recertificationStartDate(at("2028-01-15T10:00:00Z"))).toBe("2027-12-16"); // across a year end
  });

  it("is due on the expiry's UK calendar day", () => {
    expect(recertificationDueDate(at("2027-03-31T10:00:00Z"))).toBe("2027-03-31");
    // 23:30 UTC on 30 June is 1 July in London.
    expect(recertificationDueDate(at("2027-06-30T23:30:00Z"))).toBe("2027-07-01");
  });

  it("is due from the start day to the expiry day, each side of both thresholds", () => {
    const cert = { expiresAt: at("2028-02-29T12:00:00Z"), revokedAt: null };
    expect(isRecertificationDue(cert, at("2028-01-29T12:00:00Z"))).toBe(false);
    expect(isRecertificationDue(cert, at("2028-01-30T00:30:00Z"))).toBe(true);
    expect(isRecertificationDue(cert, at("2028-02-29T20:00:00Z"))).toBe(true);
    expect(isRecertificationDue(cert, at("2028-03-01T09:00:00Z"))).toBe(false);
  });

  it("is never due for a certificate without expiry or a revoked one", () => {
    const now = at("2028-02-20T12:00:00Z");
    expect(isRecertificationDue({ expiresAt: null, revokedAt: null }, now)).toBe(false);
    expect(isRecertificationDue({ expiresAt: at("2028-02-29T12:00:00Z"), revokedAt: now }, now)).toBe(false);
  });
});
