import { describe, expect, it } from "vitest";
import {
  bodyActivities,
  certificateLearningSeconds,
  countReadingWords,
  cpdHoursFrom,
  formatCpdHours,
  formatLearningMinutes,
  hoursFrom,
  learningTime,
  moduleLearningTime,
  type TimedModule,
} from "./learning-time";

describe("learningTime (decision 375)", () => {
  it("adds reading at 200 words a minute, media, exercises and one minute a question drawn", () => {
    // 1,000 words = 5 min = 300 s; media 177 s; 1 reflection (3 min) + 2 exercises (5 min each) = 780 s;
    // 5 questions = 300 s. Total 1,557 s = 25.95 min, shown as 26.
    const time = learningTime({
      words: 1000,
      mediaSeconds: 177,
      checkQuestions: 5,
      activities: ["reflection", "exercise", "exercise"],
    });
    expect(time).toEqual({
      readingSeconds: 300,
      mediaSeconds: 177,
      activitySeconds: 780,
      checkSeconds: 300,
      scenarioSeconds: 0,
      totalSeconds: 1557,
      minutes: 26,
    });
  });

  it("rounds to the nearest minute on both sides of the half", () => {
    // 690 words = 207 s; + 300 s check = 507 s = 8.45 min → 8. 710 words = 213 s → 513 s = 8.55 min → 9.
    expect(learningTime({ words: 690, mediaSeconds: 0, checkQuestions: 5, activities: [] }).minutes).toBe(8);
    expect(learningTime({ words: 710, mediaSeconds: 0, checkQuestions: 5, activities: [] }).minutes).toBe(9);
  });

  it("never shows less than a minute, even for an empty module", () => {
    expect(learningTime({ words: 0, mediaSeconds: 0, checkQuestions: 0, activities: [] }).minutes).toBe(1);
    expect(learningTime({ words: 20, mediaSeconds: 0, checkQuestions: 0, activities: [] }).totalSeconds).toBe(6);
  });
});

describe("countReadingWords", () => {
  it("counts the words read, not markdown, link targets or addresses", () => {
    const body = [
      "## What the law requires",
      "",
      "- The **mean** gap, see [GOV.UK guidance](https://www.gov.uk/guidance/gender-pay-gap-reporting).",
      "- Don't round: twenty-five is one word, 2026 is one word.",
      "![A chart of quartiles](chart.png) More at https://example.com/x.",
    ].join("\n");
    // What(1) the(2) law(3) requires(4) / The(5) mean(6) gap(7) see(8) GOV(9) UK(10) guidance(11) /
    // Don't(12) round(13) twenty-five(14) is(15) one(16) word(17) 2026(18) is(19) one(20) word(21) /
    // A(22) chart(23) of(24) quartiles(25) More(26) at(27)
    expect(countReadingWords(body)).toBe(27);
  });

  it("is 0 for an empty body", () => {
    expect(countReadingWords("")).toBe(0);
  });
});

describe("bodyActivities", () => {
  it("finds headings that start Reflection: or Exercise:, at any level below the title", () => {
    const body = [
      "## Exercise: map your heat risks",
      "Some text that mentions an exercise: not a heading.",
      "### Reflection: who is missing?",
      "#### exercise : second",
      "# Exercise: a top-level title does not count",
      "## Exercises for later",
    ].join("\n");
    expect(bodyActivities(body)).toEqual(["exercise", "reflection", "exercise"]);
  });
});

describe("cpdHoursFrom: CPD hours to the quarter hour, rounded down", () => {
  it.each([
    [0, 0],
    [899, 0], // 14 min 59 s: under a quarter hour
    [900, 0.25],
    [2699, 0.5], // 44 min 59 s
    [2700, 0.75],
    [3600, 1],
    [8964, 2.25], // 2.49 h
    [9000, 2.5],
  ])("%i s is %d CPD hours", (seconds, hours) => {
    expect(cpdHoursFrom(seconds)).toBe(hours);
  });

  it("keeps an exact quarter built from fractional seconds on its step", () => {
    // 4,500 words read = 1,350 s, + 1,350 s of media: exactly 0.75 h.
    expect(cpdHoursFrom(4500 * 0.3 + 1350)).toBe(0.75);
  });
});

describe("formatCpdHours and formatLearningMinutes", () => {
  it("agrees the noun with the number", () => {
    expect(formatCpdHours(1)).toBe("1 CPD hour");
    expect(formatCpdHours(0.75)).toBe("0.75 CPD hours");
    expect(formatCpdHours(2.5)).toBe("2.5 CPD hours");
    expect(formatCpdHours(0)).toBe("0 CPD hours");
  });

  it("shows minutes under an hour and hours with minutes above", () => {
    expect(formatLearningMinutes(8)).toBe("8 min");
    expect(formatLearningMinutes(59.6)).toBe("1 h");
    expect(formatLearningMinutes(65)).toBe("1 h 5 min");
    expect(formatLearningMinutes(120)).toBe("2 h");
  });

  it("gives pathways' hours to two decimals", () => {
    expect(hoursFrom(5400)).toBe(1.5);
    expect(hoursFrom(1557)).toBe(0.43);
  });
});

describe("certificateLearningSeconds", () => {
  const modules: TimedModule[] = [
    { slug: "a", pivotPillar: "Purpose", totalSeconds: 600 },
    { slug: "b", pivotPillar: "Purpose", totalSeconds: 400 },
    { slug: "c", pivotPillar: "Purpose", totalSeconds: 900 },
    { slug: "d", pivotPillar: "Value", totalSeconds: 1200 },
    { slug: "e", pivotPillar: "Value", totalSeconds: 300 },
  ];
  const pathways = [{ slug: "p", modules: ["a", "d"] }];

  it("sums the named modules", () => {
    expect(certificateLearningSeconds({ modules: ["a", "d"] }, modules, pathways)).toBe(1800);
  });

  it("sums a pathway's modules, each once even when also named", () => {
    expect(certificateLearningSeconds({ pathway: "p", modules: ["a", "e"] }, modules, pathways)).toBe(2100);
  });

  it("counts the shortest modules a pillar requirement can be met with, after those already required", () => {
    // Purpose ×2: b (400) + a (600); Value ×1: e (300). Total 1,300.
    expect(
      certificateLearningSeconds(
        {
          pillarModules: [
            { pillar: "Purpose", count: 2 },
            { pillar: "Value", count: 1 },
          ],
        },
        modules,
        pathways,
      ),
    ).toBe(1300);
    // c is required already and is Purpose: one more Purpose module, the shortest (b, 400): 900 + 400.
    expect(
      certificateLearningSeconds({ modules: ["c"], pillarModules: [{ pillar: "Purpose", count: 2 }] }, modules, []),
    ).toBe(1300);
  });

  it("adds nothing for an assessment or an unknown slug", () => {
    expect(certificateLearningSeconds({ modules: ["a", "zz"], assessment: "pivot" }, modules, pathways)).toBe(600);
  });
});

describe("moduleLearningTime", () => {
  const body = "## Exercise: one\n\nFour more words here."; // Exercise one Four more words here = 6 words
  it("counts a video besides a podcast, and a podcast instead of the built audio", () => {
    const video = moduleLearningTime({
      content: body,
      media: { kind: "video", durationSeconds: 100 },
      podcastSeconds: 50,
      checkQuestions: 5,
    });
    // 6 words = 1.8 s; media 150 s; exercise 300 s; check 300 s: 751.8 s → 13 min.
    expect(video?.totalSeconds).toBeCloseTo(751.8, 6);
    expect(video?.minutes).toBe(13);
    const audio = moduleLearningTime({
      content: body,
      media: { kind: "audio", durationSeconds: 100 },
      podcastSeconds: 165,
      checkQuestions: 0,
    });
    expect(audio?.mediaSeconds).toBe(165);
    const builtAudioOnly = moduleLearningTime({
      content: body,
      media: { kind: "audio", durationSeconds: 100 },
      podcastSeconds: null,
      checkQuestions: 0,
    });
    expect(builtAudioOnly?.mediaSeconds).toBe(100);
  });

  it("adds one play of each branching scenario (issue 46 item 3)", () => {
    // A scenario of one decision: title "Two words" (2) + situation of 8 words, prompt 4 words, choices
    // 2 + 2 words; the longest outcome ("b") reads 6 + 3 words. (2 + 8 + 4 + 4 + 9) = 27 words = 8.1 s, + 60 s.
    const scenario = {
      id: "m-s1",
      title: "Two words",
      situation: "You are asked to sign off a report.",
      nodes: [
        {
          id: "start",
          prompt: "What do you do?",
          choices: [
            {
              id: "a",
              text: "Ask questions",
              consequence: "They answer in a day.",
              feedback: "Evidence comes first.",
              quality: "best" as const,
              next: null,
            },
            {
              id: "b",
              text: "Sign it",
              consequence: "It is published with an error.",
              feedback: "Never sign unseen.",
              quality: "poor" as const,
              next: null,
            },
          ],
        },
      ],
    };
    const time = moduleLearningTime({
      content: body,
      media: null,
      podcastSeconds: null,
      checkQuestions: 0,
      scenarios: [scenario, scenario],
    });
    // 6 words = 1.8 s; exercise 300 s; two plays of 68.1 s = 136.2 s: 438 s → 7 min.
    expect(time?.scenarioSeconds).toBeCloseTo(136.2, 6);
    expect(time?.totalSeconds).toBeCloseTo(438, 6);
    expect(time?.minutes).toBe(7);
  });

  it("has no duration while the module has no body", () => {
    expect(moduleLearningTime({ content: null, media: null, podcastSeconds: 120, checkQuestions: 5 })).toBeNull();
    expect(moduleLearningTime({ content: "  \n", media: null, podcastSeconds: null, checkQuestions: 5 })).toBeNull();
  });
});
