import { describe, expect, it } from "vitest";
import { libraryCardAction, progressItemLabel, remainingMinutes } from "./progress-labels";

describe("remainingMinutes (spec 1 §9: round((100 - progress) x duration / 100))", () => {
  it.each([
    [0, 45],
    [33, 30],
    [50, 23],
    [90, 5],
    [99, 0],
    [100, 0],
    [120, 0],
    [-10, 45],
  ])("%i%% of a 45-minute module leaves %i minutes", (progress, minutes) => {
    expect(remainingMinutes(progress, 45)).toBe(minutes);
  });

  it.each([
    [0, 12, 12],
    [50, 12, 6],
    [60, 9, 4], // 3.6 → 4
    [70, 9, 3], // 2.7 → 3
    [100, 9, 0],
  ])("%i%% of a %i-minute module leaves %i minutes", (progress, duration, minutes) => {
    expect(remainingMinutes(progress, duration)).toBe(minutes);
  });

  it("counts a module without a duration as 20 minutes (spec 1 §9)", () => {
    expect(remainingMinutes(25, null)).toBe(15);
  });
});

describe("progressItemLabel (spec 1 §4)", () => {
  it("shows New with Start for not_started", () => {
    expect(progressItemLabel("not_started", 0, 12)).toEqual({ label: "New", action: "Start" });
  });

  it("shows the module's remaining minutes with Continue for in_progress", () => {
    expect(progressItemLabel("in_progress", 60, 45)).toEqual({ label: "18 min remaining", action: "Continue" });
    expect(progressItemLabel("in_progress", 60, 12)).toEqual({ label: "5 min remaining", action: "Continue" });
  });

  it.each(["completed", "archived", ""])("shows %j as Completed", (status) => {
    expect(progressItemLabel(status, 100, 12)).toEqual({ label: "Completed", action: "Review" });
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
