import { describe, expect, it } from "vitest";
import { ofTotal, plural, pluralWord } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one", () => {
    expect(plural(1, "module", "modules")).toBe("1 module");
    expect(plural(1, "day", "days")).toBe("1 day");
    expect(plural(1, "hour", "hours")).toBe("1 hour");
  });

  it("uses the plural for zero, many and fractions", () => {
    expect(plural(0, "module", "modules")).toBe("0 modules");
    expect(plural(2, "day", "days")).toBe("2 days");
    expect(plural(1.5, "hour", "hours")).toBe("1.5 hours");
  });

  it("groups thousands the British way", () => {
    expect(plural(1200, "person", "people")).toBe("1,200 people");
  });

  it("gives the bare noun for phrases like “0 of 1 module”", () => {
    expect(pluralWord(1, "module", "modules")).toBe("module");
    expect(pluralWord(50, "module", "modules")).toBe("modules");
  });

  it("agrees a count out of a total with the total", () => {
    expect(ofTotal(0, 1, "module", "modules")).toBe("0 of 1 module");
    expect(ofTotal(1, 4, "module", "modules")).toBe("1 of 4 modules");
  });
});
