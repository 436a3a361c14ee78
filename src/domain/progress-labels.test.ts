import { describe, expect, it } from "vitest";
import { libraryCardAction, progressItemLabel, remainingMinutes } from "./progress-labels";

describe("remainingMinutes (spec 1 §9: round((100 - progress) x 45 / 100))", () => {
  it.each([
    [0, 45],
    [33, 30],
    [50, 23],
    [90, 5],
    [99, 0],
    [100, 0],
    [120, 0],
    [-10, 45],
  ])("%i%% leaves %i minutes", (progress, minutes) => {
    expect(remainingMinutes(progress)).toBe(minutes);
  });
});

describe("progressItemLabel (spec 1 §4)", () => {
  it("shows New with Start for not_started", () => {
    expect(progressItemLabel("not_started", 0)).toEqual({ label: "New", action: "Start" });
  });

  it("shows the remaining minutes with Continue for in_progress", () => {
    expect(progressItemLabel("in_progress", 60)).toEqual({ label: "18 min remaining", action: "Continue" });
  });

  it.each(["completed", "archived", ""])("shows %j as Completed", (status) => {
    expect(progressItemLabel(status, 100)).toEqual({ label: "Completed", action: "Review" });
  });
});

describe("libraryCardAction (spec 1 §4)", () => {
  it.each([
    [undefined, "Start"],
    [{ isCompleted: false, progressPercentage: 0 }, "Start"],
    [{ isCompleted: false, progressPercentage: 1 }, "Continue"],
    [{ isCompleted: false, progressPercentage: 99 }, "Continue"],
    [{ isCompleted: true, progressPercentage: 100 }, "Review"],
  ])("%j shows %s", (progress, action) => {
    expect(libraryCardAction(progress)).toBe(action);
  });
});
