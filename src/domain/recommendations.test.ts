import { describe, expect, it } from "vitest";
import type { Pillar } from "./pillars";
import {
  completedPerPillar,
  isOfferable,
  type ProgressFact,
  type RecommendableModule,
  recommendModules,
  strongestPillar,
  weakestPillar,
} from "./recommendations";

const mod = (id: string, pivotPillar: Pillar, duration: number | null = 45): RecommendableModule => ({
  id,
  pivotPillar,
  duration,
});
const done = (moduleId: string): ProgressFact => ({ moduleId, isCompleted: true, progressPercentage: 100 });
const started = (moduleId: string, progressPercentage: number): ProgressFact => ({
  moduleId,
  isCompleted: false,
  progressPercentage,
});

// Two completed modules and one long open module in every pillar.
const balanced: RecommendableModule[] = ["Purpose", "Innovation", "Value", "Optimization", "Transformation"].flatMap(
  (pillar, i) => [mod(`d${i}a`, pillar as Pillar), mod(`d${i}b`, pillar as Pillar), mod(`open${i}`, pillar as Pillar)],
);
const balancedProgress = balanced.filter((m) => !String(m.id).startsWith("open")).map((m) => done(String(m.id)));

describe("weakest and strongest pillar", () => {
  it("break ties in PIVOT order", () => {
    const even = { Purpose: 1, Innovation: 1, Value: 1, Optimization: 1, Transformation: 1 };
    expect(weakestPillar(even)).toBe("Purpose");
    expect(strongestPillar(even)).toBe("Purpose");
    expect(weakestPillar({ ...even, Value: 0 })).toBe("Value");
    expect(strongestPillar({ ...even, Optimization: 4 })).toBe("Optimization");
  });

  it("counts completed modules per pillar", () => {
    expect(completedPerPillar(balanced, balancedProgress)).toEqual({
      Purpose: 2,
      Innovation: 2,
      Value: 2,
      Optimization: 2,
      Transformation: 2,
    });
  });
});

describe("recommendModules (spec 1 §9)", () => {
  it("does not flag the weakest pillar at 2 completed modules", () => {
    const recs = recommendModules(balanced, balancedProgress);
    expect(recs.some((r) => r.kind === "weakest-pillar")).toBe(false);
  });

  it("flags the weakest pillar below 2 completed modules and recommends its open modules", () => {
    const progress = balancedProgress.filter((p) => p.moduleId !== "d2b"); // Value drops to 1
    const recs = recommendModules(balanced, progress);
    expect(recs.slice(0, 2).map((r) => [r.kind, r.module.id])).toEqual([
      ["weakest-pillar", "d2b"],
      ["weakest-pillar", "open2"],
    ]);
    expect(recs[0].reason).toBe(
      "Value is your least explored pillar (1 completed module); this module builds a more balanced PIVOT profile.",
    );
  });

  it("puts started modules of the weakest pillar first", () => {
    const modules = [mod("a", "Purpose"), mod("b", "Purpose"), mod("c", "Purpose")];
    const recs = recommendModules(modules, [started("c", 40)]);
    expect(recs.filter((r) => r.kind === "weakest-pillar").map((r) => r.module.id)).toEqual(["c", "a"]);
  });

  it("counts modules of 20 minutes or less as quick wins, null as 20, shortest first", () => {
    const modules = [
      mod("long", "Value", 21),
      mod("twenty", "Value", 20),
      mod("unknown", "Value", null),
      mod("ten", "Value", 10),
    ];
    const recs = recommendModules([...balanced, ...modules], balancedProgress);
    expect(recs.filter((r) => r.kind === "quick-win").map((r) => r.module.id)).toEqual(["ten", "twenty", "unknown"]);
    expect(recs.find((r) => r.module.id === "ten")?.reason).toBe("Quick win: 10 minutes to complete.");
  });

  it("gives at most 3 quick wins and 4 recommendations", () => {
    const quick = [5, 10, 15, 20].map((d, i) => mod(`q${i}`, "Innovation", d));
    const recs = recommendModules(
      [...balanced, ...quick, mod("x", "Value", 45)],
      [...balancedProgress, started("x", 70)],
    );
    expect(recs.filter((r) => r.kind === "quick-win")).toHaveLength(3);
    expect(recs).toHaveLength(4);
    expect(recs[3]).toMatchObject({ kind: "continue", reason: "You are 70% through; pick up where you left off." });
  });

  it("never recommends a completed module or the same module twice", () => {
    const modules = [mod("a", "Purpose", 10), mod("b", "Purpose", 10), mod("c", "Innovation", 10)];
    const recs = recommendModules(modules, [done("a")]);
    const ids = recs.map((r) => r.module.id);
    expect(ids).not.toContain("a");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("fills the rest with modules from the least completed pillars", () => {
    const recs = recommendModules(balanced, [...balancedProgress, done("open0"), done("open1")]);
    expect(recs.map((r) => [r.kind, r.module.id])).toEqual([
      ["next-in-pillar", "open2"],
      ["next-in-pillar", "open3"],
      ["next-in-pillar", "open4"],
    ]);
    expect(recs[0].reason).toBe("Next step in Value, where you have 2 completed modules.");
  });

  it("returns nothing when every module is completed", () => {
    expect(recommendModules([mod("a", "Purpose")], [done("a")])).toEqual([]);
  });

  it("is deterministic", () => {
    const progress = balancedProgress.filter((p) => p.moduleId !== "d0a");
    expect(recommendModules(balanced, progress)).toEqual(recommendModules(balanced, progress));
  });
});

describe("modules without a body (issue 15)", () => {
  it("are never recommended, even when started or in the weakest pillar", () => {
    const empty = { ...mod("empty", "Purpose", 10), hasContent: false };
    const ready = { ...mod("ready", "Purpose", 10), hasContent: true };
    const picks = recommendModules([empty, ready, mod("other", "Value")], [started("empty", 50)]);
    expect(picks.map((p) => p.module.id)).not.toContain("empty");
    expect(picks.map((p) => p.module.id)).toContain("ready");
    expect(isOfferable(empty)).toBe(false);
    expect(isOfferable(mod("unknown", "Value"))).toBe(true);
  });
});
