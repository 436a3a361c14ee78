import { describe, expect, it } from "vitest";
import { LIBRARY_CATEGORIES } from "../../../domain/pillars";
import { categoryOptions, DEFAULT_FILTERS, moduleListParams } from "./library-filters";

describe("moduleListParams", () => {
  it("sends nothing for the default filters", () => {
    expect(moduleListParams(DEFAULT_FILTERS)).toEqual({});
  });

  it("sends every filter that is set, trimming the search", () => {
    expect(
      moduleListParams({
        search: "  lead ",
        category: "Inclusive Leadership",
        pivotPillar: "Purpose",
        type: "video",
        sort: "title",
      }),
    ).toEqual({
      search: "lead",
      category: "Inclusive Leadership",
      pivotPillar: "Purpose",
      type: "video",
      sort: "title",
    });
  });

  it("leaves out a blank search and the newest sort", () => {
    expect(moduleListParams({ ...DEFAULT_FILTERS, search: "   ", sort: "newest", pivotPillar: "Value" })).toEqual({
      pivotPillar: "Value",
    });
  });
});

describe("categoryOptions", () => {
  it("lists the library categories (spec 1's 12 and the statutory library), then other catalogue categories A to Z, once each", () => {
    const options = categoryOptions([
      { category: "Framework" },
      { category: "Inclusive Leadership" },
      { category: "Accessibility" },
      { category: "Framework" },
    ]);
    expect(options.slice(0, 13)).toEqual([...LIBRARY_CATEGORIES]);
    expect(options.slice(13)).toEqual(["Accessibility", "Framework"]);
  });

  it("is the 13 categories for an empty catalogue", () => {
    expect(categoryOptions([])).toHaveLength(13);
  });
});
