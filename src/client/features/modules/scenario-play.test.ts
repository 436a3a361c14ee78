import { describe, expect, it } from "vitest";
import type { ModuleScenario } from "../../../contracts/scenarios";
import { type PlayedStep, playSummary } from "./scenario-play";

const node = { id: "start", prompt: "What now?", choices: [] } as unknown as ModuleScenario["nodes"][number];
const step = (quality: "best" | "acceptable" | "poor"): PlayedStep => ({
  node,
  choice: { id: quality, text: quality, consequence: ".", feedback: ".", quality, next: null },
});

describe("playSummary (issue 46 item 3)", () => {
  it("says in words how the play went", () => {
    expect(playSummary([step("best"), step("best")]).line).toBe("You made the best choice at all 2 decisions.");
    expect(playSummary([step("best"), step("poor")]).line).toBe(
      "You made the best choice at 1 of 2 decisions, a poor one at 1. Try again to find a better path.",
    );
    expect(playSummary([step("acceptable"), step("poor"), step("best")])).toEqual({
      counts: { best: 1, acceptable: 1, poor: 1 },
      line: "You made the best choice at 1 of 3 decisions, an acceptable one at 1, a poor one at 1. Try again to find a better path.",
    });
  });
});
