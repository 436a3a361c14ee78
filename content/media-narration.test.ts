import { describe, expect, it } from "vitest";
import {
  buildNarration,
  captionChunks,
  captionsVtt,
  chaptersVtt,
  slidePoint,
  splitSentences,
  spokenText,
  vttTime,
} from "../scripts/media/narration";

/** Issue 15: how `npm run media:build` turns a module's text into narration, captions and chapters. */
describe("media narration", () => {
  const module = {
    title: "Everyday Allyship in Practice",
    description: "A podcast episode on what allyship looks like day to day.",
    type: "podcast",
    content: [
      "## Introduction",
      "",
      "Allyship is easy to claim. It is harder to practise. A third sentence is not spoken.",
      "",
      "## Everyday actions",
      "",
      "The middle of the episode focuses on practical actions.",
      "",
      "- **Listen** and learn: seek out other perspectives. Then more.",
      "- Amplify. Credit people by name.",
    ].join("\n"),
  };

  it("speaks an opening, each section with its first sentences and points, and a close", () => {
    const chapters = buildNarration(module);
    expect(chapters.map((c) => c.title)).toEqual([module.title, "Introduction", "Everyday actions", "Next steps"]);
    expect(chapters[0].sentences[0].display).toBe(
      "Welcome to PIVOT Learning. This episode is Everyday Allyship in Practice.",
    );
    expect(chapters[1].sentences.map((s) => s.display)).toEqual([
      "Introduction.",
      "Allyship is easy to claim.",
      "It is harder to practise.",
    ]);
    // Issue 26: a prose section's sentences light up on its slide as they are spoken, as bullets do.
    expect(chapters[1].points).toEqual(["Allyship is easy to claim", "It is harder to practise"]);
    expect(chapters[1].sentences.map((s) => s.reveals)).toEqual([-1, 0, 1]);
    expect(chapters[2].points).toEqual(["Listen and learn: seek out other perspectives", "Amplify"]);
    expect(chapters[2].sentences.filter((s) => s.reveals >= 0).map((s) => s.reveals)).toEqual([0, 1]);
  });

  it("keeps each slide point a whole sentence, never cut to a length (issue 26)", () => {
    expect(slidePoint("Amplify. Credit people by name.")).toBe("Amplify");
    const justice =
      "Justice: addressing the systems, rules and histories that create unfair outcomes, and changing them for good so that they last.";
    expect(slidePoint(justice)).toBe(justice.slice(0, -1));
    const prose =
      "Inclusive leadership is less about grand gestures than about hundreds of small, repeated choices: who gets asked for their view, who is given the high-profile project, whose mistakes are forgiven and whose are remembered. Team members experience inclusion mainly through their manager.";
    expect(slidePoint(prose)).toBe(
      "Inclusive leadership is less about grand gestures than about hundreds of small, repeated choices: who gets asked for their view, who is given the high-profile project, whose mistakes are forgiven and whose are remembered",
    );
    expect(slidePoint(`One ${"verylongword ".repeat(12)}end`)).toBe(`One ${"verylongword ".repeat(12)}end`);
    expect(slidePoint("Ask who has not had a chance and whether they would like one.")).not.toMatch(/…$/);
  });

  it("splits sentences and spells out what the voice would stumble on", () => {
    expect(splitSentences("One. Two? 3 more! and on")).toEqual(["One.", "Two?", "3 more! and on"]);
    expect(spokenText("B-Corp & JEDI: 25% of £1,000 for HR")).toBe(
      "B Corp and Jedi: 25 percent of 1,000 pounds for H R",
    );
  });

  it("writes captions of at most two short lines, in time order, and chapters", () => {
    const long = "word ".repeat(40).trim();
    for (const chunk of captionChunks(long)) expect(chunk.length).toBeLessThanOrEqual(84);
    expect(captionChunks("short line")).toEqual(["short line"]);
    const vtt = captionsVtt([
      { text: "Hello there.", start: 0, end: 1.5 },
      { text: long, start: 1.85, end: 12 },
    ]);
    expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nHello there.\n")).toBe(true);
    expect(vtt).toContain("--> 00:00:12.000\n");
    expect(chaptersVtt([{ title: "Intro", start: 0, end: 61.25 }])).toBe(
      "WEBVTT\n\nchapter-1\n00:00:00.000 --> 00:01:01.250\nIntro\n",
    );
    expect(vttTime(3723.4)).toBe("01:02:03.400");
  });
});
