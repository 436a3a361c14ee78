import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPACT_TOPICS, SAMPLE_IMPACT_AREAS, STANDARDS_TIP, topicReadiness } from "./jedi-bcorp";
import {
  CATEGORY_MODULE_SLUGS,
  filterRecommendations,
  SAMPLE_JEDI_PATHWAYS,
  SAMPLE_RECOMMENDATIONS,
} from "./jedi-learning";

/** The slugs of the library's modules, read from their front matter in content/modules. */
const LIBRARY_SLUGS = new Set(
  fs
    .readdirSync(path.resolve("content/modules"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => /^slug:\s*"?([a-z0-9-]+)"?/m.exec(fs.readFileSync(path.resolve("content/modules", f), "utf8"))?.[1]),
);

describe("learning recommendations (spec 2 §9)", () => {
  it("are five samples with confidence from 78 to 94", () => {
    expect(SAMPLE_RECOMMENDATIONS).toHaveLength(5);
    const confidences = SAMPLE_RECOMMENDATIONS.map((r) => r.confidence);
    expect(Math.min(...confidences)).toBe(78);
    expect(Math.max(...confidences)).toBe(94);
  });

  it("link only to modules of the library", () => {
    expect(LIBRARY_SLUGS.size).toBeGreaterThan(20);
    const slugs = [
      ...[...SAMPLE_RECOMMENDATIONS, ...IMPACT_TOPICS].flatMap((r) => r.moduleSlugs),
      ...Object.values(CATEGORY_MODULE_SLUGS).flat(),
    ];
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.filter((s) => !LIBRARY_SLUGS.has(s))).toEqual([]);
  });

  it("filter by type", () => {
    expect(filterRecommendations("all")).toHaveLength(5);
    expect(filterRecommendations("trending").map((r) => r.id)).toEqual(["rec-2026-standards"]);
  });

  it("come with four sample pathways of 35-60 minutes", () => {
    expect(SAMPLE_JEDI_PATHWAYS).toHaveLength(4);
    expect(SAMPLE_JEDI_PATHWAYS.every((p) => p.minutes >= 35 && p.minutes <= 60)).toBe(true);
  });
});

describe("B-Corp impact", () => {
  it("shows the spec's five sample scores", () => {
    expect(SAMPLE_IMPACT_AREAS.map((a) => [a.area, a.score])).toEqual([
      ["Governance", 78],
      ["Workers", 65],
      ["Community", 72],
      ["Environment", 58],
      ["Customers", 81],
    ]);
  });

  it("tells the truth about the 2026 standards: seven Impact Topics and no score", () => {
    expect(IMPACT_TOPICS.map((t) => t.name)).toEqual([
      "Purpose & Stakeholder Governance",
      "Fair Work",
      "Justice, Equity, Diversity & Inclusion",
      "Human Rights",
      "Climate Action",
      "Environmental Stewardship & Circularity",
      "Government Affairs & Collective Action",
    ]);
    expect(STANDARDS_TIP.history).toContain("80 points");
    expect(STANDARDS_TIP.now).toContain("no score");
  });

  it("counts a topic's ticked checks", () => {
    const topic = IMPACT_TOPICS[0];
    expect(topicReadiness(topic, [topic.checks[0].id, "other"])).toEqual({ done: 1, total: 3, percent: 33 });
  });
});
