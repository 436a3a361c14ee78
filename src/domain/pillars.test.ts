import { describe, expect, it } from "vitest";
import {
  FRAMEWORK_PAGE_PILLAR_COLORS,
  MODULE_TYPE_LABELS,
  MODULE_TYPES,
  moduleTypeLabel,
  PILLAR_COLORS,
  pillarColor,
} from "./pillars";

describe("pillar colours", () => {
  it("are spec 3 §3's: Purpose blue, Innovation purple, Value green, Optimization orange, Transformation red", () => {
    expect(PILLAR_COLORS).toEqual({
      Purpose: "blue",
      Innovation: "purple",
      Value: "green",
      Optimization: "orange",
      Transformation: "red",
    });
  });

  it("are grey for anything that is not a pillar", () => {
    expect(pillarColor("Value")).toBe("green");
    expect(pillarColor("Wellbeing")).toBe("grey");
    expect(pillarColor("")).toBe("grey");
  });

  it("swap Innovation and Value on the PIVOT Framework page only", () => {
    expect(FRAMEWORK_PAGE_PILLAR_COLORS.Innovation).toBe("green");
    expect(FRAMEWORK_PAGE_PILLAR_COLORS.Value).toBe("purple");
    expect(FRAMEWORK_PAGE_PILLAR_COLORS.Purpose).toBe(PILLAR_COLORS.Purpose);
  });
});

describe("module type labels", () => {
  it("name every module type", () => {
    expect(MODULE_TYPES.length).toBeGreaterThan(0);
    for (const type of MODULE_TYPES) expect(MODULE_TYPE_LABELS[type]).toMatch(/^[A-Z][a-z]+$/);
    expect(moduleTypeLabel("podcast")).toBe("Podcast");
  });

  it("capitalise a type the list does not know", () => {
    expect(moduleTypeLabel("workshop")).toBe("Workshop");
  });
});
