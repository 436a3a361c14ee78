import { describe, expect, it } from "vitest";
import { buildNarration } from "../scripts/media/narration";
import {
  availableListHeight,
  layoutPoints,
  listHeight,
  SLIDE_LAYOUT,
  slideHtml,
  wrappedLines,
} from "../scripts/media/slides";

/** Issue 26: slide text never truncates mid-sentence; long points take a smaller type or more slides. */
describe("media slide layout", () => {
  const short = ["Listen and learn", "Amplify", "Credit people by name"];
  const long =
    "Inclusive leadership is less about grand gestures than about hundreds of small, repeated choices: who gets asked for their view, who is given the high-profile project, whose mistakes are forgiven and whose are remembered";

  it("wraps words into lines at a font size", () => {
    expect(wrappedLines("short line", 29, 1088)).toBe(1);
    const perLine = Math.floor(1088 / (29 * SLIDE_LAYOUT.charWidth));
    expect(wrappedLines("word ".repeat(perLine).trim(), 29, 1088)).toBeGreaterThanOrEqual(2);
    // 220 characters: 66 a line at 29 px (4 lines), 97 at 20 px (3 lines).
    expect(wrappedLines(long, 29, 1088)).toBe(4);
    expect(wrappedLines(long, 20, 1088)).toBe(3);
    expect(wrappedLines("x".repeat(150), 29, 1088)).toBe(3);
  });

  it("keeps short points on one slide at the full size", () => {
    expect(layoutPoints("Everyday actions", short)).toEqual([
      { points: [0, 1, 2], fontSize: SLIDE_LAYOUT.maxFont, pageNumber: 0 },
    ]);
  });

  it("fits a long bullet whole with a smaller type", () => {
    const points = [long, `${long} again`, "Amplify"];
    const [page, ...rest] = layoutPoints("Why it matters", points);
    expect(rest).toEqual([]);
    expect(page.points).toEqual([0, 1, 2]);
    expect(page.fontSize).toBeLessThan(SLIDE_LAYOUT.maxFont);
    expect(page.fontSize).toBeGreaterThanOrEqual(SLIDE_LAYOUT.minFont);
    expect(listHeight(points, page.fontSize)).toBeLessThanOrEqual(availableListHeight("Why it matters"));
  });

  it("splits four long bullets over more slides, in order, every point whole and fitting", () => {
    const points = [long, `${long} again`, `${long} once more`, `${long} at the end`];
    const pages = layoutPoints("A chapter with a long title that wraps onto a second line of the slide", points);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap((p) => p.points)).toEqual([0, 1, 2, 3]);
    expect(new Set(pages.map((p) => p.fontSize)).size).toBe(1);
    expect(pages.map((p) => p.pageNumber)).toEqual(pages.map((_, i) => i));
    const space = availableListHeight(
      "A chapter with a long title that wraps onto a second line of the slide (continued)",
    );
    for (const page of pages) {
      expect(
        listHeight(
          page.points.map((i) => points[i]),
          page.fontSize,
        ),
      ).toBeLessThanOrEqual(space);
    }
  });

  it("refuses a point that cannot fit even alone rather than cutting it", () => {
    expect(() => layoutPoints("Too much", ["word ".repeat(2000)])).toThrow(/does not fit a slide/);
  });

  it("renders every point in full over the chapter's slides, a continued slide titled so", () => {
    const chapter = { title: "Why it matters", points: [long, `${long} again`, long, "Credit people"], sentences: [] };
    const pages = layoutPoints(chapter.title, chapter.points);
    expect(pages.length).toBeGreaterThan(1);
    const slides = pages.map((page) =>
      slideHtml({
        module: { title: "Inclusive Leadership Essentials", description: "A module.", pivotPillar: "Purpose" },
        moduleTypeLabel: "Video",
        cover: "<svg></svg>",
        chapter,
        chapterNumber: 1,
        chapterCount: 3,
        page,
        shownPoints: 1,
      }),
    );
    const shown = slides.flatMap((html) =>
      [...html.matchAll(/<li [^>]*>.*?<span>(.*?)<\/span><\/li>/g)].map((m) => m[1]),
    );
    expect(shown).toEqual(chapter.points);
    expect(slides.join("")).not.toContain("…");
    expect(slides[0]).toContain("<h2>Why it matters</h2>");
    expect(slides[1]).toContain("<h2>Why it matters (continued)</h2>");
    expect(slides[0]).toContain(`font-size:${pages[0].fontSize}px`);
  });

  it("lays out every chapter of a module with long prose sentences", () => {
    const chapters = buildNarration({
      title: "Inclusive Leadership Essentials",
      description: "What inclusive leaders do every day.",
      type: "video",
      content: [
        "## Why it matters",
        "",
        `${long}. Team members experience inclusion mainly through their manager.`,
      ].join("\n"),
    });
    const why = chapters.find((c) => c.title === "Why it matters");
    expect(why?.points[0]).toBe(long);
    for (const chapter of chapters) {
      const pages = layoutPoints(chapter.title, chapter.points);
      expect(pages.flatMap((p) => p.points)).toEqual(chapter.points.map((_, i) => i));
    }
  });
});
