import { describe, expect, it } from "vitest";
import { CURRENT_DPA_VERSION, hasAcceptedCurrentDpa } from "./dpa";

describe("the data processing agreement's version (decision 402)", () => {
  it("dates the version id as the page words it", () => {
    expect(CURRENT_DPA_VERSION.dateIso).toBe(CURRENT_DPA_VERSION.id);
    expect(
      new Date(`${CURRENT_DPA_VERSION.dateIso}T12:00:00Z`).toLocaleDateString("en-GB", { dateStyle: "long" }),
    ).toBe(CURRENT_DPA_VERSION.date);
  });

  it("counts only an acceptance of the current version", () => {
    expect(hasAcceptedCurrentDpa([])).toBe(false);
    expect(hasAcceptedCurrentDpa(["2025-06-27"])).toBe(false);
    expect(hasAcceptedCurrentDpa(["2025-06-27", CURRENT_DPA_VERSION.id])).toBe(true);
  });
});
