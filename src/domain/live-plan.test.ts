import { describe, expect, it } from "vitest";
import { isPlanLive } from "./live-plan";

const now = new Date("2026-12-01T12:00:00Z");
const endingAt = (iso: string, status = "active") => ({ status, currentPeriodEnd: new Date(iso) });

describe("isPlanLive", () => {
  it("is live while the period runs, paid up or with a payment being retried", () => {
    expect(isPlanLive(endingAt("2026-12-31T00:00:00Z"), now)).toBe(true);
    expect(isPlanLive(endingAt("2026-12-31T00:00:00Z", "past_due"), now)).toBe(true);
  });

  it("ends at the period's end, to the millisecond", () => {
    expect(isPlanLive(endingAt("2026-12-01T12:00:00.001Z"), now)).toBe(true);
    expect(isPlanLive(endingAt("2026-12-01T12:00:00.000Z"), now)).toBe(false);
    expect(isPlanLive(endingAt("2026-11-30T00:00:00Z"), now)).toBe(false);
  });

  it("is not live once the subscription has ended, whatever its period says", () => {
    expect(isPlanLive(endingAt("2026-12-31T00:00:00Z", "ended"), now)).toBe(false);
    expect(isPlanLive(endingAt("2026-12-31T00:00:00Z", "incomplete"), now)).toBe(false);
  });
});
