import { describe, expect, it } from "vitest";
import { copyrightLine } from "./navigation";

describe("copyrightLine", () => {
  it("names the current year, not the year the spec was written", () => {
    expect(copyrightLine(new Date(2031, 5, 1))).toBe("© 2031 PIVOT Learning. All rights reserved.");
    expect(copyrightLine()).toBe(`© ${new Date().getFullYear()} PIVOT Learning. All rights reserved.`);
  });
});
