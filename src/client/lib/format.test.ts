import { describe, expect, it } from "vitest";
import { formatClock } from "./format";

describe("formatClock (issue 26: one duration formatter)", () => {
  it("rounds down to whole seconds, as the browser's media controls do", () => {
    expect(formatClock(191.6)).toBe("3:11");
    expect(formatClock(191)).toBe("3:11");
    expect(formatClock(5.9)).toBe("0:05");
    expect(formatClock(0)).toBe("0:00");
  });

  it("adds hours from an hour on", () => {
    expect(formatClock(3599)).toBe("59:59");
    expect(formatClock(3600)).toBe("1:00:00");
    expect(formatClock(3725)).toBe("1:02:05");
  });

  it("reads an unknown or negative length as 0:00", () => {
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
  });
});
