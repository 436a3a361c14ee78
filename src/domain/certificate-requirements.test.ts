import { describe, expect, it } from "vitest";
import {
  availableAction,
  type CertificateRequirements,
  evaluateCertificate,
  type RequirementContext,
  type RequirementModule,
} from "./certificate-requirements";

const modules: RequirementModule[] = [
  { id: 1, slug: "a", title: "Module A", pivotPillar: "Purpose" },
  { id: 2, slug: "b", title: "Module B", pivotPillar: "Purpose" },
  { id: 3, slug: "c", title: "Module C", pivotPillar: "Value" },
  { id: 4, slug: "d", title: "Module D", pivotPillar: "Value" },
  { id: 5, slug: "e", title: "Module E", pivotPillar: "Innovation" },
];
const pathways = [{ slug: "path", title: "Test Path", modules: ["a", "c", "e"] }];
const context = (completed: number[], assessments: "pivot"[] = []): RequirementContext => ({
  modules,
  pathways,
  completedModuleIds: new Set(completed),
  assessmentsTaken: new Set(assessments),
});

describe("evaluateCertificate: modules", () => {
  const req: CertificateRequirements = { modules: ["a", "b", "c", "d"] };
  it("ticks each completed module and counts progress by module", () => {
    const result = evaluateCertificate(req, context([1, 3]));
    expect(result.requirements.map((r) => [r.label, r.met])).toEqual([
      ["Complete Module A", true],
      ["Complete Module B", false],
      ["Complete Module C", true],
      ["Complete Module D", false],
    ]);
    expect(result.requirements[1].modules).toEqual([{ id: 2, title: "Module B", completed: false }]);
    expect(result.progress).toBe(50);
    expect(result.allMet).toBe(false);
  });
  it("is met with every module, and 3 of 4 is 75 %", () => {
    expect(evaluateCertificate(req, context([1, 2, 3]))).toMatchObject({ progress: 75, allMet: false });
    expect(evaluateCertificate(req, context([1, 2, 3, 4]))).toMatchObject({ progress: 100, allMet: true });
  });
  it("never meets an unknown module", () => {
    const result = evaluateCertificate({ modules: ["missing"] }, context([1, 2, 3, 4, 5]));
    expect(result).toMatchObject({ progress: 0, allMet: false });
  });
});

describe("evaluateCertificate: pathway", () => {
  it("needs every module of the pathway, listed in pathway order", () => {
    const two = evaluateCertificate({ pathway: "path" }, context([1, 3]));
    expect(two.requirements).toHaveLength(1);
    expect(two.requirements[0]).toMatchObject({ kind: "pathway", met: false, done: 2, total: 3 });
    expect(two.requirements[0].modules.map((m) => m.title)).toEqual(["Module A", "Module C", "Module E"]);
    expect(two.progress).toBe(66);
    expect(evaluateCertificate({ pathway: "path" }, context([1, 3, 5])).allMet).toBe(true);
  });
  it("an unknown pathway is never met", () => {
    expect(evaluateCertificate({ pathway: "nope" }, context([1, 2, 3, 4, 5]))).toMatchObject({
      progress: 0,
      allMet: false,
    });
  });
});

describe("evaluateCertificate: modules in a pillar", () => {
  const req: CertificateRequirements = { pillarModules: [{ pillar: "Value", count: 2 }] };
  it("counts completed modules of the pillar only, on both sides of the threshold", () => {
    const one = evaluateCertificate(req, context([1, 2, 3]));
    expect(one.requirements[0]).toMatchObject({ label: "Complete 2 Value modules", met: false, done: 1, total: 2 });
    expect(one.progress).toBe(50);
    expect(evaluateCertificate(req, context([3, 4])).allMet).toBe(true);
  });
  it("caps the count at the requirement (3 done of 2 asked is 2 of 2)", () => {
    const r = evaluateCertificate({ pillarModules: [{ pillar: "Purpose", count: 1 }] }, context([1, 2]));
    expect(r.requirements[0]).toMatchObject({ label: "Complete 1 Purpose module", done: 1, total: 1, met: true });
  });
});

describe("evaluateCertificate: assessment", () => {
  it("is met once the PIVOT assessment is taken", () => {
    const before = evaluateCertificate({ assessment: "pivot" }, context([]));
    expect(before.requirements[0]).toMatchObject({ label: "Take the PIVOT Framework Assessment", met: false });
    expect(before.progress).toBe(0);
    expect(evaluateCertificate({ assessment: "pivot" }, context([], ["pivot"])).allMet).toBe(true);
  });
});

describe("evaluateCertificate: combined", () => {
  const req: CertificateRequirements = {
    modules: ["a"],
    pillarModules: [{ pillar: "Value", count: 1 }],
    assessment: "pivot",
  };
  it("needs every kind; progress never reads 100 while one is missing", () => {
    expect(evaluateCertificate(req, context([1, 3]))).toMatchObject({ allMet: false, progress: 66 });
    expect(evaluateCertificate(req, context([1, 3], ["pivot"]))).toMatchObject({ allMet: true, progress: 100 });
  });
  it("a certificate with no requirement is never claimable", () => {
    expect(evaluateCertificate({}, context([1]))).toMatchObject({ allMet: false, progress: 0, requirements: [] });
  });
});

describe("availableAction (spec 2 §2)", () => {
  it("reads Earned when held, Claim Certificate when all met, View Requirements otherwise", () => {
    expect(availableAction(true, false)).toBe("earned");
    expect(availableAction(false, true)).toBe("claim");
    expect(availableAction(false, false)).toBe("requirements");
  });
});
