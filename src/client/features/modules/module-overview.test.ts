import { describe, expect, it } from "vitest";
import { MAX_KEY_TOPICS, moduleOverview, type OverviewModule } from "./module-overview";

const inclusiveLeadership: OverviewModule = {
  title: "Inclusive Leadership Essentials",
  category: "Inclusive Leadership",
  pivotPillar: "Purpose",
  difficulty: "beginner",
  duration: 35,
};

describe("moduleOverview", () => {
  it("builds objectives from the pillar, category and difficulty, naming the module", () => {
    const { objectives } = moduleOverview(inclusiveLeadership);
    expect(objectives).toHaveLength(4);
    expect(objectives[0]).toBe(
      "Connect the ideas in Inclusive Leadership Essentials to your organisation's mission and values",
    );
    expect(objectives).toContain("Practise everyday inclusive leadership behaviours with your team");
    expect(objectives).toContain("Take one practical first step within a week of finishing");
  });

  it("differs between pillars", () => {
    const purpose = moduleOverview(inclusiveLeadership);
    const value = moduleOverview({ ...inclusiveLeadership, pivotPillar: "Value" });
    expect(value.objectives[0]).not.toBe(purpose.objectives[0]);
    expect(value.integration.organizationalImpact).not.toBe(purpose.integration.organizationalImpact);
  });

  it("puts topics from the title first, then category and pillar topics, without duplicates", () => {
    const { keyTopics } = moduleOverview({
      title: "B-Corp Certification Essentials",
      category: "Governance & Ethics",
      pivotPillar: "Value",
      difficulty: "intermediate",
      duration: 40,
    });
    expect(keyTopics).toEqual([
      "B Corp certification",
      "B Impact Assessment",
      "Governance and accountability",
      "Ethical judgement",
      "Stakeholder value",
      "Business case and ROI",
    ]);
    expect(new Set(keyTopics).size).toBe(keyTopics.length);
  });

  it("caps the number of key topics", () => {
    const { keyTopics } = moduleOverview({
      ...inclusiveLeadership,
      title: "JEDI Leadership: Innovation, Impact and Decision Making with AI",
    });
    expect(keyTopics).toHaveLength(MAX_KEY_TOPICS);
  });

  it("falls back for an unknown category and difficulty", () => {
    const overview = moduleOverview({
      title: "Interview Skills",
      category: "Careers",
      pivotPillar: "Optimization",
      difficulty: null,
      duration: null,
    });
    expect(overview.objectives).toContain("Apply the practices of Careers to your own role");
    expect(overview.integration.professionalGrowth).toContain("a short session");
    expect(overview.keyTopics).toContain("Practical application");
  });

  it("states the duration in the growth text", () => {
    expect(moduleOverview(inclusiveLeadership).integration.professionalGrowth).toContain("about 35 minutes");
  });
});
