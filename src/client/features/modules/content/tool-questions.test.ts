import { describe, expect, it } from "vitest";
import { toolById } from "../../../../domain/module-resources";
import { scoreTeamDiagnostic } from "../../../../domain/team-diagnostic";
import { TOOL_STATEMENT_SETS, toolLaunchFor } from "./tool-questions";

describe("tools ask what their titles promise (issue 15)", () => {
  it("the Team Psychological Safety Meter rates psychological safety, not leadership and innovation", () => {
    const launch = toolLaunchFor(toolById("team-psychological-safety-meter")!);
    expect(launch.kind).toBe("diagnostic");
    expect(launch.statements?.map((c) => c.title)).toEqual(["Speaking Up", "Taking Risks", "Learning From Mistakes"]);
  });

  it("the Progress Tracker checks in on applying, confidence and support instead of repeating the quiz", () => {
    const launch = toolLaunchFor(toolById("progress-tracker")!);
    expect(launch.kind).toBe("diagnostic");
    expect(launch.submitLabel).toBe("Record Check-in");
    expect(launch.statements?.map((c) => c.title)).toEqual([
      "Applying What You Learned",
      "Confidence",
      "Support and Obstacles",
    ]);
  });

  it("other tools keep the spec's title rule", () => {
    expect(toolLaunchFor(toolById("leadership-style-diagnostic")!)).toEqual({ kind: "diagnostic" });
    expect(toolLaunchFor(toolById("self-assessment-quiz")!)).toEqual({ kind: "assessment" });
    expect(toolLaunchFor(toolById("purpose-alignment-calculator")!)).toEqual({ kind: "roi" });
  });

  it("each set has three categories of three statements, scored like the diagnostic", () => {
    for (const set of Object.values(TOOL_STATEMENT_SETS)) {
      expect(set).toHaveLength(3);
      for (const category of set) expect(category.statements).toHaveLength(3);
      const ids = set.flatMap((c) => c.statements.map((s) => s.id));
      const answers = Object.fromEntries(ids.map((id, i) => [id, i < 3 ? 5 : 2]));
      const result = scoreTeamDiagnostic(answers, set);
      expect(result.categories.map((c) => c.score)).toEqual([5, 2, 2]);
      expect(result.overall).toBe(3);
    }
  });
});
