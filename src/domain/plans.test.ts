import { describe, expect, it } from "vitest";
import {
  formatPence,
  formatPlanPrice,
  isPlanId,
  LISTED_PLANS,
  PLAN_IDS,
  PLANS,
  periodEndFrom,
  priceFor,
  protectionTierFor,
  UPGRADE_PLAN,
  YEARLY_SAVING_BADGE_PERCENT,
  yearlySaving,
  yearlySavingPercent,
} from "./plans";

describe("plan catalogue (spec 3 §9)", () => {
  it("holds the spec's monthly prices in pence", () => {
    expect(PLANS.free.monthlyPence).toBe(0);
    expect(PLANS.individual.monthlyPence).toBe(2900);
    expect(PLANS.team_leader.monthlyPence).toBe(24900);
    expect(PLANS.organisation.monthlyPence).toBe(89900);
    expect(PLANS.enterprise_plus.monthlyPence).toBe(149900);
  });

  it("keeps every amount a whole, non-negative number of pence", () => {
    for (const id of PLAN_IDS) {
      for (const cycle of ["monthly", "yearly"] as const) {
        const amount = priceFor(PLANS[id], cycle);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("has the spec's user limits: up to 25 for team leader, unlimited (-1) for organisation", () => {
    expect(PLANS.team_leader.maxUsers).toBe(25);
    expect(PLANS.organisation.maxUsers).toBe(-1);
    expect(PLANS.enterprise_plus.maxUsers).toBe(-1);
    expect(PLANS.individual.maxUsers).toBe(1);
  });

  it("lists four plans on the pricing page, team_leader Most Popular, From prices for team and organisation", () => {
    expect(LISTED_PLANS.map((p) => p.id)).toEqual(["free", "individual", "team_leader", "organisation"]);
    expect(LISTED_PLANS.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(["team_leader"]);
    expect(LISTED_PLANS.filter((p) => p.priceIsFrom).map((p) => p.id)).toEqual(["team_leader", "organisation"]);
    expect(PLAN_IDS.filter((id) => PLANS[id].selfServe)).toEqual(["individual"]);
  });

  it("gives API access and priority support to the larger tiers only", () => {
    expect(PLAN_IDS.filter((id) => PLANS[id].apiAccess)).toEqual(["organisation", "enterprise_plus"]);
    // spec 2 §2: only Enterprise Plus lists "LMS integration (SCORM 1.2, LTI, SSO)".
    expect(PLAN_IDS.filter((id) => PLANS[id].lmsIntegration)).toEqual(["enterprise_plus"]);
    // Issue 48 item 5: SCORM import on every paid organisation plan, Team Leader included.
    expect(PLAN_IDS.filter((id) => PLANS[id].scormImport)).toEqual(["team_leader", "organisation", "enterprise_plus"]);
    expect(PLANS.team_leader.features).toContain("Import your own SCORM courses");
    expect(PLAN_IDS.filter((id) => PLANS[id].prioritySupport)).toEqual([
      "team_leader",
      "organisation",
      "enterprise_plus",
    ]);
  });

  it("recognises plan ids only", () => {
    expect(isPlanId("individual")).toBe(true);
    expect(isPlanId("enterprise_plus")).toBe(true);
    expect(isPlanId("premium")).toBe(false);
    expect(isPlanId("")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});

describe("yearly saving (spec 2 §9)", () => {
  it("is 12 × monthly − yearly", () => {
    expect(yearlySaving(PLANS.individual)).toBe(12 * 2900 - 29000); // £58
    expect(yearlySaving(PLANS.team_leader)).toBe(12 * 24900 - 249000); // £498
    expect(yearlySaving(PLANS.organisation)).toBe(12 * 89900 - 899000); // £1,798
    expect(yearlySaving(PLANS.free)).toBe(0);
  });

  it("matches the Save 17% badge on every paid plan", () => {
    const paid = PLAN_IDS.filter((id) => id !== "free");
    expect(paid.length).toBe(4);
    for (const id of paid) expect(yearlySavingPercent(PLANS[id])).toBe(YEARLY_SAVING_BADGE_PERCENT);
    expect(yearlySavingPercent(PLANS.free)).toBe(0);
  });
});

describe("formatPence (en-GB GBP)", () => {
  it("shows whole pounds without pence and other amounts with two decimals", () => {
    expect(formatPence(2900)).toBe("£29");
    expect(formatPence(149900)).toBe("£1,499");
    expect(formatPence(2999)).toBe("£29.99");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(0)).toBe("£0");
  });

  it("writes a plan's price per cycle", () => {
    expect(formatPlanPrice(UPGRADE_PLAN, "monthly")).toBe("£29/month");
    expect(formatPlanPrice(UPGRADE_PLAN, "yearly")).toBe("£290/year");
    expect(formatPlanPrice(PLANS.organisation, "monthly")).toBe("£899/month");
  });
});

describe("protection tiers (spec 3 §6)", () => {
  it("maps each plan to spec 3's free, individual, team or enterprise tier", () => {
    expect(protectionTierFor("free")).toBe("free");
    expect(protectionTierFor("individual")).toBe("individual");
    expect(protectionTierFor("team_leader")).toBe("team");
    expect(protectionTierFor("organisation")).toBe("enterprise");
    expect(protectionTierFor("enterprise_plus")).toBe("enterprise");
  });
});

describe("billing period", () => {
  it("ends one calendar month or year later", () => {
    expect(periodEndFrom(new Date("2026-03-15T10:00:00Z"), "monthly").toISOString()).toBe("2026-04-15T10:00:00.000Z");
    expect(periodEndFrom(new Date("2026-03-15T10:00:00Z"), "yearly").toISOString()).toBe("2027-03-15T10:00:00.000Z");
  });

  it("clamps a day the next month lacks to its last day", () => {
    expect(periodEndFrom(new Date("2026-01-31T00:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(periodEndFrom(new Date("2028-01-31T00:00:00Z"), "monthly").toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(periodEndFrom(new Date("2028-02-29T00:00:00Z"), "yearly").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(periodEndFrom(new Date("2026-12-31T00:00:00Z"), "monthly").toISOString()).toBe("2027-01-31T00:00:00.000Z");
  });
});
