import { describe, expect, it } from "vitest";
import { isPremiumLocked, isPremiumModule } from "./access";

describe("premium lock (spec 3 §6)", () => {
  it.each([
    ["The PIVOT Framework", "Governance & Ethics", true],
    ["B-Corp Readiness", "Social Impact", true],
    ["JEDI Foundations", "Inclusive Leadership", true],
    ["Anything", "Framework", true],
    ["Pivot table basics", "Operations & Technology", false],
    ["Resilient Teams", "Resilience & Wellbeing", false],
  ])("%s in %s is premium: %s", (title, category, expected) => {
    expect(isPremiumModule({ title, category })).toBe(expected);
  });

  it("locks premium modules only for users without an active subscription", () => {
    const module = { title: "B-Corp Readiness", category: "Social Impact" };
    expect(isPremiumLocked(module, null)).toBe(true);
    expect(isPremiumLocked(module, { subscriptionStatus: "cancelled" })).toBe(true);
    expect(isPremiumLocked(module, { subscriptionStatus: "active" })).toBe(false);
    expect(isPremiumLocked({ title: "Open", category: "Social Impact" }, null)).toBe(false);
  });

  it("opens every module to administrators whatever their plan", () => {
    const module = { title: "JEDI Foundations", category: "Inclusive Leadership" };
    expect(isPremiumLocked(module, { subscriptionStatus: "inactive", role: "admin" })).toBe(false);
    expect(isPremiumLocked(module, { subscriptionStatus: "inactive", role: "employer" })).toBe(true);
    expect(isPremiumLocked(module, { subscriptionStatus: "inactive", role: "learner" })).toBe(true);
  });
});
