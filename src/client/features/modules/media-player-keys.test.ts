import { describe, expect, it } from "vitest";
import { chapterIndexAt, playerKeyAction, stepRate } from "./media-player-keys";

describe("module player keys (issue 15)", () => {
  it("maps the usual shortcuts", () => {
    expect(playerKeyAction(" ")).toEqual({ kind: "toggle-play" });
    expect(playerKeyAction("k")).toEqual({ kind: "toggle-play" });
    expect(playerKeyAction("ArrowRight")).toEqual({ kind: "seek-by", seconds: 5 });
    expect(playerKeyAction("j")).toEqual({ kind: "seek-by", seconds: -10 });
    expect(playerKeyAction("c")).toEqual({ kind: "toggle-captions" });
    expect(playerKeyAction(">")).toEqual({ kind: "rate-step", step: 1 });
    expect(playerKeyAction("5")).toEqual({ kind: "seek-to-fraction", fraction: 0.5 });
    expect(playerKeyAction("x")).toBeNull();
    expect(playerKeyAction(".")).toBeNull();
  });

  it("steps speed within 0.75× to 2×", () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(0.75, -1)).toBe(0.75);
    expect(stepRate(2, 1)).toBe(2);
  });

  it("finds the chapter playing", () => {
    const chapters = [{ startSeconds: 0 }, { startSeconds: 17.9 }, { startSeconds: 35.4 }];
    expect(chapterIndexAt(chapters, 0)).toBe(0);
    expect(chapterIndexAt(chapters, 20)).toBe(1);
    expect(chapterIndexAt(chapters, 400)).toBe(2);
  });
});
