import { describe, expect, it } from "vitest";
import { completedStepCount, guideStepsDoneLabel, toggleGuideStep } from "./guide-steps";

describe("toggleGuideStep", () => {
  it("adds a ticked step, sorted and without duplicates", () => {
    expect(toggleGuideStep([3, 0], 1, true)).toEqual([0, 1, 3]);
    expect(toggleGuideStep([0, 1], 1, true)).toEqual([0, 1]);
  });
  it("removes an unticked step", () => {
    expect(toggleGuideStep([0, 1, 3], 1, false)).toEqual([0, 3]);
    expect(toggleGuideStep([], 2, false)).toEqual([]);
  });
});

describe("completedStepCount", () => {
  it("counts only steps that exist in the guide", () => {
    expect(completedStepCount([0, 2, 7], 5)).toBe(2);
    expect(completedStepCount(undefined, 5)).toBe(0);
  });
});

describe("guideStepsDoneLabel", () => {
  it("reads 'N of M steps done'", () => {
    expect(guideStepsDoneLabel(2, 5)).toBe("2 of 5 steps done");
  });
});
