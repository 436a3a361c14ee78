import { describe, expect, it } from "vitest";
import {
  ANALYTICS_TOOLS,
  IMPLEMENTATION_GUIDES,
  INTERACTIVE_TOOLS,
  TEAM_RESOURCES,
} from "./data/module-resources-content";
import {
  analyticsToolsFor,
  guidesFor,
  interactiveToolsFor,
  moduleTopics,
  teamResourcesFor,
  toolById,
  toolKindFor,
} from "./module-resources";

const titles = <T extends { title: string }>(items: readonly T[]) => items.map((item) => item.title);

const PLAIN = "Resilient Teams";
const LEADERSHIP_AND_IMPACT = "Inclusive Leadership for Social Impact";

describe("title keywords (spec 3 §2)", () => {
  it.each([
    [PLAIN, []],
    ["Purpose-Driven Organisations", ["leadership"]],
    ["Purpose Driven Organisations", []],
    ["Inclusive Leadership", ["leadership"]],
    ["B-Corp Readiness", ["impact"]],
    ["Measuring Impact", ["impact"]],
    ["Decision Making Under Pressure", ["innovation"]],
    ["Inclusive Marketing", ["marketing"]],
    ["Communication That Includes", ["marketing"]],
    [LEADERSHIP_AND_IMPACT, ["leadership", "impact"]],
    ["leadership and impact", []], // case-sensitive, as in the spec
  ])("%s → %j", (title, topics) => {
    expect(moduleTopics(title)).toEqual(topics);
  });
});

describe("interactive tools", () => {
  it("gives every module the quiz and tracker", () => {
    expect(interactiveToolsFor(PLAIN).map((t) => [t.title, t.minutes])).toEqual([
      ["Self Assessment Quiz", 10],
      ["Progress Tracker", 5],
    ]);
  });

  it("adds the leadership and impact sets in order", () => {
    expect(interactiveToolsFor(LEADERSHIP_AND_IMPACT).map((t) => [t.title, t.minutes])).toEqual([
      ["Self Assessment Quiz", 10],
      ["Progress Tracker", 5],
      ["Leadership Style Diagnostic", 15],
      ["Purpose Alignment Calculator", 12],
      ["Team Psychological Safety Meter", 20],
      ["B-Corp Readiness Assessment", 25],
      ["Stakeholder Impact Analyzer", 18],
      ["JEDI Progress Tracker", 15],
    ]);
  });

  it("adds the innovation and marketing sets", () => {
    expect(interactiveToolsFor("Innovation in Communication").map((t) => [t.title, t.minutes])).toEqual([
      ["Self Assessment Quiz", 10],
      ["Progress Tracker", 5],
      ["Innovation Readiness Gauge", 12],
      ["Decision Quality Analyzer", 15],
      ["Inclusive Language Checker", 8],
      ["Brand Authenticity Meter", 10],
    ]);
  });

  it("uses kebab-case ids of the titles and finds tools by id", () => {
    const all = Object.values(INTERACTIVE_TOOLS).flat();
    expect(all).toHaveLength(12);
    for (const tool of all) {
      expect(tool.id).toBe(tool.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
      expect(toolById(tool.id)).toBe(tool);
    }
    expect(toolById("no-such-tool")).toBeUndefined();
  });
});

describe("tool dialog choice (spec 3 §2)", () => {
  it.each([
    ["Purpose Alignment Calculator", "roi"],
    ["ROI Calculator", "roi"],
    ["Team ROI Review", "roi"], // calculator/roi is checked first
    ["Leadership Style Diagnostic", "diagnostic"],
    ["Team Psychological Safety Meter", "diagnostic"],
    ["Self Assessment Quiz", "assessment"],
    ["Progress Tracker", "assessment"],
    ["B-Corp Readiness Assessment", "assessment"],
    ["Stakeholder Impact Analyzer", "assessment"],
  ] as const)("%s opens the %s tool", (title, kind) => {
    expect(toolKindFor(title)).toBe(kind);
  });
});

describe("implementation guides", () => {
  it("gives a plain module only the Quick Start Guide", () => {
    expect(guidesFor(PLAIN).map((g) => [g.title, g.duration, g.steps.length])).toEqual([
      ["Quick Start Guide", "1 week", 5],
    ]);
    expect(guidesFor("Innovation and Marketing")).toHaveLength(1);
  });

  it("has the spec's durations and exact step counts", () => {
    expect(guidesFor(LEADERSHIP_AND_IMPACT).map((g) => [g.title, g.duration, g.steps.length])).toEqual([
      ["Quick Start Guide", "1 week", 5],
      ["Leadership Transformation Program", "12 weeks", 12],
      ["Team Psychological Safety Initiative", "6 weeks", 6],
      ["B-Corp Certification Journey", "18 months", 12],
      ["JEDI Integration Strategy", "8 weeks", 8],
    ]);
  });

  it("has a title and a short detail for every step", () => {
    for (const guide of Object.values(IMPLEMENTATION_GUIDES).flat()) {
      for (const step of guide.steps) {
        expect(step.title.length).toBeGreaterThan(0);
        expect(step.detail.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(3);
      }
    }
  });

  it("states the B Corp 80-point minimum", () => {
    const [journey] = guidesFor("B-Corp").filter((g) => g.id === "b-corp-certification-journey");
    expect(journey.steps.some((step) => step.detail.includes("80 points"))).toBe(true);
  });
});

describe("team resources", () => {
  it("gives a plain module the two base resources", () => {
    expect(teamResourcesFor(PLAIN).map((r) => [r.title, r.groupSize, r.duration])).toEqual([
      ["Team Discussion Guide", "5-12 people", "60 min"],
      ["Workshop Facilitation Kit", "8-20 people", "3 hours"],
    ]);
  });

  it("adds the purpose/leadership and impact sets", () => {
    expect(teamResourcesFor(LEADERSHIP_AND_IMPACT).map((r) => [r.title, r.groupSize, r.duration])).toEqual([
      ["Team Discussion Guide", "5-12 people", "60 min"],
      ["Workshop Facilitation Kit", "8-20 people", "3 hours"],
      ["Purpose Mapping Exercise", "6-15 people", "90 min"],
      ["Leadership Circle Process", "4-8 people", "2 hours"],
      ["Impact Ideation Workshop", "10-25 people", "4 hours"],
      ["Stakeholder Mapping Session", "8-15 people", "2 hours"],
    ]);
  });

  it("has agendas that fill exactly the stated duration", () => {
    for (const resource of Object.values(TEAM_RESOURCES).flat()) {
      const total = resource.agenda.reduce((sum, item) => sum + item.minutes, 0);
      expect(total, resource.title).toBe(resource.durationMinutes);
      expect(resource.facilitatorNotes.length).toBeGreaterThan(0);
    }
  });
});

describe("analytics tools", () => {
  it("gives every module the two base tools", () => {
    expect(titles(analyticsToolsFor(PLAIN))).toEqual(["Learning Progress Dashboard", "Knowledge Retention Tracker"]);
  });

  it("adds the leadership and B-Corp trackers by keyword", () => {
    expect(titles(analyticsToolsFor("Purpose-Driven Teams"))).toEqual([
      "Learning Progress Dashboard",
      "Knowledge Retention Tracker",
      "Leadership Growth Tracker",
    ]);
    expect(titles(analyticsToolsFor("B-Corp Essentials"))).toEqual([
      "Learning Progress Dashboard",
      "Knowledge Retention Tracker",
      "B-Corp Impact Tracker",
    ]);
    expect(analyticsToolsFor(LEADERSHIP_AND_IMPACT)).toHaveLength(4);
  });

  it("lists metrics for every tool", () => {
    for (const tool of Object.values(ANALYTICS_TOOLS).flat()) expect(tool.metrics.length).toBeGreaterThan(0);
  });
});

describe("ids", () => {
  it("are unique within each list", () => {
    for (const content of [INTERACTIVE_TOOLS, IMPLEMENTATION_GUIDES, TEAM_RESOURCES, ANALYTICS_TOOLS]) {
      const ids = Object.values(content)
        .flat()
        .map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
