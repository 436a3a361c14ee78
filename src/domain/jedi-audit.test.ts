import { describe, expect, it } from "vitest";
import {
  AUDIT_CHECKLIST,
  AUDIT_VENDORS,
  auditTimeline,
  CHECKLIST_ITEM_IDS,
  canGeneratePlan,
  canLeaveProfileStep,
  canLeaveVendorStep,
  checklistPercent,
  emptyAuditProfile,
  implementationPlan,
  vendorsForIndustry,
} from "./jedi-audit";

describe("audit timelines (spec 2 §9)", () => {
  it("gives 4, 2 and 2 weeks for 3 months", () => {
    expect(auditTimeline("3-months")).toEqual({ prepWeeks: 4, auditWeeks: 2, followUpWeeks: 2, totalWeeks: 8 });
  });
  it("gives 8, 3 and 4 weeks for 6 months, the default", () => {
    expect(auditTimeline("6-months")).toEqual({ prepWeeks: 8, auditWeeks: 3, followUpWeeks: 4, totalWeeks: 15 });
    expect(emptyAuditProfile().timelinePreference).toBe("6-months");
  });
  it("gives 16, 4 and 8 weeks for 12 months", () => {
    expect(auditTimeline("12-months")).toEqual({ prepWeeks: 16, auditWeeks: 4, followUpWeeks: 8, totalWeeks: 28 });
  });
});

describe("the audit steps' gates (spec 2 §5)", () => {
  it("needs size and industry to leave step 1", () => {
    const profile = emptyAuditProfile();
    expect(canLeaveProfileStep(profile)).toBe(false);
    expect(canLeaveProfileStep({ ...profile, organizationSize: "medium" })).toBe(false);
    expect(canLeaveProfileStep({ ...profile, organizationSize: "medium", industry: "retail" })).toBe(true);
  });

  it("needs one vendor to leave step 2", () => {
    expect(canLeaveVendorStep([])).toBe(false);
    expect(canLeaveVendorStep(["nobody"])).toBe(false);
    expect(canLeaveVendorStep([AUDIT_VENDORS[0].id])).toBe(true);
  });

  it("has five categories of five items and needs 60% ticked (15 of 25)", () => {
    expect(AUDIT_CHECKLIST).toHaveLength(5);
    expect(AUDIT_CHECKLIST.every((c) => c.items.length === 5)).toBe(true);
    expect(checklistPercent(CHECKLIST_ITEM_IDS.slice(0, 14))).toBe(56);
    expect(canGeneratePlan(CHECKLIST_ITEM_IDS.slice(0, 14))).toBe(false);
    expect(checklistPercent(CHECKLIST_ITEM_IDS.slice(0, 15))).toBe(60);
    expect(canGeneratePlan(CHECKLIST_ITEM_IDS.slice(0, 15))).toBe(true);
  });
});

describe("vendors", () => {
  it("are filtered by industry on their specialisations", () => {
    expect(vendorsForIndustry("healthcare").map((v) => v.id)).toEqual(["inclusive-futures"]);
    expect(vendorsForIndustry("technology").map((v) => v.id)).toEqual(["equity-insight", "fair-systems"]);
    expect(vendorsForIndustry("")).toHaveLength(3);
  });
  it("are priced within £6,000-£18,000", () => {
    const amounts = AUDIT_VENDORS.flatMap((v) => v.priceRange.match(/[\d,]+/g)!.map((a) => Number(a.replace(",", ""))));
    expect(Math.min(...amounts)).toBe(6000);
    expect(Math.max(...amounts)).toBe(18000);
  });
});

describe("the implementation plan", () => {
  it("lays the phases out over the chosen timeline", () => {
    const plan = implementationPlan(
      {
        ...emptyAuditProfile(),
        organizationSize: "large",
        industry: "technology",
        timelinePreference: "3-months",
        specificConcerns: "promotion rates",
      },
      ["fair-systems"],
      CHECKLIST_ITEM_IDS.slice(0, 20),
    );
    expect(plan.phases.map((p) => [p.name, p.startWeek, p.endWeek])).toEqual([
      ["Preparation", 1, 4],
      ["Audit", 5, 6],
      ["Follow-up", 7, 8],
    ]);
    expect(plan.checklistPercent).toBe(80);
    expect(plan.openItems).toHaveLength(5);
    expect(plan.phases[0].activities).toContain("Brief the vendor on: promotion rates");
  });
});
