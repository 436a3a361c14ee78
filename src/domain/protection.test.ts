import { describe, expect, it } from "vitest";
import {
  checkDailyLimit,
  DEFAULT_PROTECTION_SETTINGS,
  limitMessage,
  limitWindow,
  moduleRisk,
  restrictionAllows,
  sessionMinutesFor,
  TIER_LIMITS,
  watermarkText,
} from "./protection";

const noon = new Date("2026-03-02T12:00:00Z");

describe("spec 3 §9 tier limits", () => {
  it("holds the spec's numbers", () => {
    expect(TIER_LIMITS.free).toEqual({ dailyViews: 3, dailyDownloads: 0, watermarkRequired: true, sessionMinutes: 30 });
    expect(TIER_LIMITS.individual).toMatchObject({ dailyViews: 25, dailyDownloads: 5, sessionMinutes: 120 });
    expect(TIER_LIMITS.team).toMatchObject({ dailyViews: 100, dailyDownloads: 20, sessionMinutes: 480 });
    expect(TIER_LIMITS.enterprise).toMatchObject({ dailyViews: null, dailyDownloads: null, sessionMinutes: null });
  });

  it("allows the third free view and refuses the fourth", () => {
    expect(checkDailyLimit("free", "view", 2, noon).allowed).toBe(true);
    expect(checkDailyLimit("free", "view", 3, noon).allowed).toBe(false);
  });

  it("refuses every free download and the sixth individual one", () => {
    expect(checkDailyLimit("free", "download", 0, noon).allowed).toBe(false);
    expect(checkDailyLimit("individual", "download", 4, noon).allowed).toBe(true);
    expect(checkDailyLimit("individual", "download", 5, noon).allowed).toBe(false);
    expect(checkDailyLimit("team", "download", 19, noon).allowed).toBe(true);
    expect(checkDailyLimit("team", "download", 20, noon).allowed).toBe(false);
  });

  it("never limits the enterprise tier", () => {
    expect(checkDailyLimit("enterprise", "view", 10_000, noon)).toMatchObject({ allowed: true, limit: null });
  });

  it("resets at the next UTC midnight", () => {
    expect(limitWindow(noon)).toEqual({
      start: new Date("2026-03-02T00:00:00Z"),
      resetsAt: new Date("2026-03-03T00:00:00Z"),
    });
    expect(limitWindow(new Date("2026-03-02T23:59:59Z")).resetsAt).toEqual(new Date("2026-03-03T00:00:00Z"));
  });

  it("names the limit and the reset time", () => {
    const message = limitMessage("free", "view", checkDailyLimit("free", "view", 3, noon));
    expect(message).toBe(
      "Daily limit reached: the Free plan allows 3 protected module views a day. The limit resets at 00:00 UTC on 3 March 2026.",
    );
  });

  it("caps the session by tier and setting", () => {
    expect(sessionMinutesFor("free", 120)).toBe(30);
    expect(sessionMinutesFor("team", 120)).toBe(120);
    expect(sessionMinutesFor("team", 480)).toBe(480);
    expect(sessionMinutesFor("enterprise", 240)).toBe(240);
  });
});

describe("restrictions, risk and watermark", () => {
  it("reads each restriction", () => {
    expect(restrictionAllows("none", "free")).toBe(true);
    expect(restrictionAllows("subscription", "free")).toBe(false);
    expect(restrictionAllows("subscription", "individual")).toBe(true);
    expect(restrictionAllows("premium-only", "individual")).toBe(false);
    expect(restrictionAllows("premium-only", "team")).toBe(true);
    expect(restrictionAllows("disabled", "enterprise")).toBe(false);
  });

  it("rates risk from refusals on both sides of each threshold", () => {
    expect(moduleRisk("Standard", 2)).toBe("Medium");
    expect(moduleRisk("Standard", 3)).toBe("High");
    expect(moduleRisk("Premium", 0)).toBe("High");
    expect(moduleRisk("Premium", 9)).toBe("High");
    expect(moduleRisk("Standard", 10)).toBe("Critical");
  });

  it("stamps the e-mail and date", () => {
    expect(watermarkText("sam@example.com", noon, null)).toBe("Licensed to sam@example.com on 2026-03-02");
    expect(watermarkText("sam@example.com", noon, new Date("2026-04-01T00:00:00Z"))).toBe(
      "Licensed to sam@example.com on 2026-03-02; licence expires 2026-04-01",
    );
  });
});

describe("default protection settings (spec 3 §3, §9)", () => {
  it("start at standard protection, a 120-minute session timeout and 3 devices", () => {
    expect(DEFAULT_PROTECTION_SETTINGS).toMatchObject({
      protectionLevel: "standard",
      sessionTimeout: 120,
      deviceLimit: 3,
    });
  });

  it("let subscribers download and premium members print, within their tier's session length", () => {
    expect(restrictionAllows(DEFAULT_PROTECTION_SETTINGS.downloadRestriction, "free")).toBe(false);
    expect(restrictionAllows(DEFAULT_PROTECTION_SETTINGS.downloadRestriction, "individual")).toBe(true);
    // Free 30 minutes, individual 120, team 480 capped by the 120-minute default.
    expect(sessionMinutesFor("free", DEFAULT_PROTECTION_SETTINGS.sessionTimeout)).toBe(30);
    expect(sessionMinutesFor("individual", DEFAULT_PROTECTION_SETTINGS.sessionTimeout)).toBe(120);
    expect(sessionMinutesFor("team", DEFAULT_PROTECTION_SETTINGS.sessionTimeout)).toBe(120);
  });
});
