import { describe, expect, it } from "vitest";
import { completionPercentage, contentToMarkdown, generateModuleContent, pillarCoverage } from "./content-generator";

const module = {
  id: 25,
  title: "Change Communication Essentials",
  description:
    "Short, practical guidance on communicating organisational change honestly and inclusively, so people understand what is happening, why, and what it means for them.",
  category: "Marketing & Communications",
  pivotPillar: "Transformation",
  type: "audio",
  duration: 15,
  difficulty: "beginner",
};
const catalogue = { relatedTitles: ["Adaptive Leadership Under Uncertainty"], pathwayTitles: ["The Inclusive Leader"] };

describe("the template generator", () => {
  it("is deterministic", () => {
    expect(generateModuleContent(module, catalogue)).toEqual(generateModuleContent(module, catalogue));
  });

  it("uses the module's metadata, its pillar and the catalogue", () => {
    const content = generateModuleContent(module, catalogue);
    const text = JSON.stringify(content);
    expect(content.moduleContent.introduction).toContain(module.description);
    expect(content.moduleContent.introduction).toContain("Transformation pillar");
    expect(content.moduleContent.introduction).toContain("about 15 minutes");
    expect(content.moduleContent.introduction).toContain("this audio session".replace("this", "This"));
    expect(text).toContain("Adaptive Leadership Under Uncertainty");
    expect(text).toContain("The Inclusive Leader");
    const purpose = generateModuleContent({ ...module, pivotPillar: "Purpose" }, catalogue);
    expect(purpose.moduleContent.mainSections[0].title).not.toBe(content.moduleContent.mainSections[0].title);
    expect(text).not.toMatch(/\{(title|category|pillar)\}/);
  });

  it("renders the spec's simple markdown", () => {
    const markdown = contentToMarkdown(generateModuleContent(module, catalogue));
    expect(markdown).toMatch(/^## Learning objectives\n\n- /);
    expect(markdown).toContain("## Key takeaways");
    expect(markdown).toContain("## Check your understanding");
  });
});

describe("spec 3 §9 content completion", () => {
  it("is modules with content over total modules", () => {
    expect(completionPercentage(24, 29)).toBe(83);
    expect(completionPercentage(29, 29)).toBe(100);
    expect(completionPercentage(0, 0)).toBe(0);
  });

  it("covers each pillar in the framework's order", () => {
    const coverage = pillarCoverage([
      { pivotPillar: "Value", hasContent: true },
      { pivotPillar: "Purpose", hasContent: false },
      { pivotPillar: "Purpose", hasContent: true },
    ]);
    expect(coverage).toEqual([
      { pillar: "Purpose", total: 2, withContent: 1, percentage: 50 },
      { pillar: "Value", total: 1, withContent: 1, percentage: 100 },
    ]);
  });
});
