import { describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { moduleSummary } from "../../../test/module-summary";
import { filterWidgetModules } from "./library-widget-filter";

const module = (id: number, title: string, category: string, description = ""): ModuleSummary =>
  moduleSummary({ id, title, category, description });

const catalogue = [
  module(1, "Inclusive Leadership Essentials", "Inclusive Leadership", "Everyday behaviours"),
  module(2, "Sustainable Resilience", "Resilience & Wellbeing", "Wellbeing without burnout"),
  module(3, "Building Psychological Safety", "Psychological Safety"),
  module(4, "Purpose-Driven Performance", "Purpose & Performance"),
  module(5, "Everyday Allyship", "Allyship & Advocacy"),
  module(6, "Foundations", "Framework", "The PIVOT leadership model"),
  module(7, "Ethics", "Governance & Ethics"),
  module(8, "Inclusive Recruitment and Selection", "Talent & People Operations", "Fair interviews"),
];

const ids = (list: ModuleSummary[]) => list.map((m) => m.id);

describe("filterWidgetModules", () => {
  it("All shows every module, at most 6", () => {
    expect(ids(filterWidgetModules(catalogue, "", "All"))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a category button matches the full categories containing its word", () => {
    expect(ids(filterWidgetModules(catalogue, "", "Leadership"))).toEqual([1]);
    expect(ids(filterWidgetModules(catalogue, "", "Resilience"))).toEqual([2]);
    expect(ids(filterWidgetModules(catalogue, "", "Allyship"))).toEqual([5]);
    expect(ids(filterWidgetModules(catalogue, "", "Purpose"))).toEqual([4]);
    expect(ids(filterWidgetModules(catalogue, "", "Psychological Safety"))).toEqual([3]);
  });

  it("Interview Skills, which is no category, finds the recruitment and interviewing modules (issue 15)", () => {
    expect(ids(filterWidgetModules(catalogue, "", "Interview Skills"))).toEqual([8]);
  });

  it("a button also matches a title with its word, never a description alone", () => {
    const adaptive = module(9, "Adaptive Leadership Under Uncertainty", "Resilience & Wellbeing");
    expect(ids(filterWidgetModules([...catalogue, adaptive], "", "Leadership"))).toEqual([1, 9]);
    expect(ids(filterWidgetModules([...catalogue, adaptive], "", "Resilience"))).toEqual([2, 9]);
  });

  it("searches title and description case-insensitively and combines with the category", () => {
    expect(ids(filterWidgetModules(catalogue, "  WELLBEING ", "All"))).toEqual([2]);
    expect(ids(filterWidgetModules(catalogue, "leadership", "All"))).toEqual([1, 6]);
    expect(ids(filterWidgetModules(catalogue, "leadership", "Leadership"))).toEqual([1]);
    expect(filterWidgetModules(catalogue, "nothing like this", "All")).toEqual([]);
  });
});
