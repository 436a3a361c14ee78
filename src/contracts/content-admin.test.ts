import { describe, expect, it } from "vitest";
import { generateModuleContent } from "../domain/content-generator";
import { PILLARS } from "../domain/pillars";
import { generatedContentSchema } from "./content-admin";

describe("generatedContentSchema", () => {
  const module = {
    id: 1,
    title: "Change Communication Essentials",
    description: "Communicating organisational change honestly and inclusively.",
    category: "Marketing & Communications",
    pivotPillar: "Transformation",
    type: "audio",
    duration: 15,
    difficulty: "beginner",
  };

  it("accepts what the template generator writes, for every pillar", () => {
    for (const pivotPillar of [...PILLARS, "Something else"]) {
      const content = generateModuleContent({ ...module, pivotPillar }, { relatedTitles: [], pathwayTitles: [] });
      expect(generatedContentSchema.safeParse(content).success).toBe(true);
    }
  });

  it("refuses an answer missing a part or with an unknown question type", () => {
    const content = generateModuleContent(module, { relatedTitles: [], pathwayTitles: [] });
    expect(generatedContentSchema.safeParse({ ...content, keyTakeaways: undefined }).success).toBe(false);
    const badType = {
      ...content,
      assessmentQuestions: [{ question: "Why?", type: "essay" }, ...content.assessmentQuestions],
    };
    expect(generatedContentSchema.safeParse(badType).success).toBe(false);
  });
});
