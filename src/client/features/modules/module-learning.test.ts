import { describe, expect, it } from "vitest";
import {
  elapsedSeconds,
  formatPodcastDuration,
  journeyState,
  savedProgressPercent,
  scrolledFraction,
  summaryMinutes,
} from "./module-learning";

describe("journeyState", () => {
  it("is not started without progress or at 0%", () => {
    expect(journeyState(null)).toBe("not-started");
    expect(journeyState(undefined)).toBe("not-started");
    expect(journeyState({ isCompleted: false, progressPercentage: 0 })).toBe("not-started");
  });
  it("restores the started state from stored progress", () => {
    expect(journeyState({ isCompleted: false, progressPercentage: 10 })).toBe("started");
    expect(journeyState({ isCompleted: false, progressPercentage: 99 })).toBe("started");
  });
  it("is completed when the record says so or at 100%", () => {
    expect(journeyState({ isCompleted: true, progressPercentage: 100 })).toBe("completed");
    expect(journeyState({ isCompleted: false, progressPercentage: 100 })).toBe("completed");
  });
});

describe("scrolledFraction", () => {
  it("is 0 before the element reaches the viewport's bottom and 1 once its end has", () => {
    expect(scrolledFraction({ top: 900, height: 2000 }, 800)).toBe(0);
    expect(scrolledFraction({ top: -1500, height: 2000 }, 800)).toBe(1);
  });
  it("is the share above the viewport's bottom edge", () => {
    expect(scrolledFraction({ top: -200, height: 2000 }, 800)).toBeCloseTo(0.5);
  });
  it("is 0 for an empty element", () => {
    expect(scrolledFraction({ top: 0, height: 0 }, 800)).toBe(0);
  });
});

describe("savedProgressPercent", () => {
  it("is the furthest point read, at least the stored value", () => {
    expect(savedProgressPercent(10, 0.456)).toBe(46);
    expect(savedProgressPercent(60, 0.3)).toBe(60);
  });
  it("is at least the start value", () => {
    expect(savedProgressPercent(0, 0)).toBe(10);
  });
  it("never completes the module", () => {
    expect(savedProgressPercent(10, 1)).toBe(99);
    expect(savedProgressPercent(99, 1)).toBe(99);
  });
  it("keeps a completed module at 100", () => {
    expect(savedProgressPercent(100, 0.2)).toBe(100);
  });
});

describe("elapsedSeconds", () => {
  it("counts whole seconds", () => {
    expect(elapsedSeconds(1_000, 62_999)).toBe(61);
  });
  it("is never negative nor above one day", () => {
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
    expect(elapsedSeconds(0, 3 * 86_400_000)).toBe(86_400);
  });
});

describe("formatPodcastDuration", () => {
  it("shows minutes and zero-padded seconds", () => {
    expect(formatPodcastDuration(82)).toBe("1:22");
    expect(formatPodcastDuration(605)).toBe("10:05");
    expect(formatPodcastDuration(59)).toBe("0:59");
  });
  it("says 'Duration varies' when unknown", () => {
    expect(formatPodcastDuration(null)).toBe("Duration varies");
    expect(formatPodcastDuration(undefined)).toBe("Duration varies");
    expect(formatPodcastDuration(0)).toBe("Duration varies");
  });
});

describe("summaryMinutes (issue 26)", () => {
  it("rounds a summary's length to whole minutes, at least one", () => {
    expect(summaryMinutes(191.6)).toBe(3);
    expect(summaryMinutes(215)).toBe(4);
    expect(summaryMinutes(20)).toBe(1);
  });
});
