import { describe, expect, it } from "vitest";
import {
  attemptAllowance,
  attemptExpiry,
  type BankQuestion,
  bankProblems,
  cooldownRemainingSeconds,
  DEFAULT_CHECK_SETTINGS,
  drawQuestions,
  durationInWords,
  effectiveCheckRules,
  isAnsweredRight,
  isPass,
  type OrganizationCheckRule,
  questionProblems,
  reviewLocation,
  scoreAttempt,
  scorePercent,
  sectionHeadings,
  seededRandom,
} from "./knowledge-check";

const question = (n: number, overrides: Partial<BankQuestion> = {}): BankQuestion => ({
  id: `m-q${n}`,
  type: "single",
  text: `Question number ${n}?`,
  options: [
    { id: "a", text: "Alpha" },
    { id: "b", text: "Bravo" },
    { id: "c", text: "Charlie" },
    { id: "d", text: "Delta" },
  ],
  correct: ["b"],
  feedback: "Bravo, as the module says.",
  ...overrides,
});

const bank = Array.from({ length: 8 }, (_, i) => question(i + 1));

describe("knowledge check defaults (issue 22 item 1)", () => {
  it("draws 5 questions, passes at 80 % and has a 0-minute cool-down", () => {
    expect(DEFAULT_CHECK_SETTINGS).toEqual({ drawSize: 5, passMark: 80, cooldownMinutes: 0 });
  });
});

describe("bank validation", () => {
  it("accepts a sound bank", () => {
    expect(bankProblems(bank, 5)).toEqual([]);
  });

  it("needs exactly one right option for single choice and true/false", () => {
    expect(questionProblems(question(1, { correct: [] }))).toHaveLength(1);
    expect(questionProblems(question(1, { correct: ["a", "b"] }))).toHaveLength(1);
    const trueFalse = question(2, {
      type: "true_false",
      options: [
        { id: "true", text: "True" },
        { id: "false", text: "False" },
      ],
      correct: ["true"],
    });
    expect(questionProblems(trueFalse)).toEqual([]);
    expect(questionProblems({ ...trueFalse, correct: ["true", "false"] })).toHaveLength(1);
  });

  it("needs two or more, but not every, right option for multiple choice", () => {
    expect(questionProblems(question(1, { type: "multiple", correct: ["a", "c"] }))).toEqual([]);
    expect(questionProblems(question(1, { type: "multiple", correct: ["a"] }))).toHaveLength(1);
    expect(questionProblems(question(1, { type: "multiple", correct: ["a", "b", "c", "d"] }))).toHaveLength(1);
  });

  it("refuses missing feedback, unknown right ids, duplicate option ids", () => {
    expect(questionProblems(question(1, { feedback: "  " }))[0]).toMatch(/no feedback/);
    expect(questionProblems(question(1, { correct: ["z"] })).join()).toMatch(/not options/);
    const duplicateOption = question(1, {
      options: [
        { id: "a", text: "Alpha" },
        { id: "a", text: "Bravo" },
      ],
      correct: ["a"],
    });
    expect(questionProblems(duplicateOption).join()).toMatch(/share an id/);
  });

  it("refuses duplicated questions and a bank smaller than its draw", () => {
    expect(bankProblems([...bank, question(1)], 5).join()).toMatch(/share this id/);
    expect(bankProblems([...bank, question(9, { text: "question NUMBER 1?" })], 5).join()).toMatch(/appears twice/);
    expect(bankProblems(bank.slice(0, 4), 5)).toEqual(["the bank has 4 questions, fewer than the 5 a check draws"]);
    expect(bankProblems(bank.slice(0, 5), 5)).toEqual([]);
  });
});

describe("draw and shuffle", () => {
  it("is the same for the same seed and differs across seeds", () => {
    const first = drawQuestions(bank, 5, 42);
    expect(drawQuestions(bank, 5, 42)).toEqual(first);
    const others = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(drawQuestions(bank, 5, seed)));
    expect(new Set([JSON.stringify(first), ...others]).size).toBeGreaterThan(1);
  });

  it("draws the configured number of distinct questions, each with all its options", () => {
    for (const size of [1, 5, 8]) {
      const drawn = drawQuestions(bank, size, 7);
      expect(drawn).toHaveLength(size);
      expect(new Set(drawn.map((d) => d.question.id)).size).toBe(size);
      for (const d of drawn) expect([...d.optionOrder].sort()).toEqual(["a", "b", "c", "d"]);
    }
    expect(drawQuestions(bank, 20, 7)).toHaveLength(8);
  });

  it("shuffles options across seeds but keeps True before False", () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawQuestions(bank, 8, seed)
          .map((d) => d.optionOrder.join(""))
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    const tf = question(1, {
      type: "true_false",
      options: [
        { id: "true", text: "True" },
        { id: "false", text: "False" },
      ],
      correct: ["false"],
    });
    for (let seed = 0; seed < 10; seed++)
      expect(drawQuestions([tf], 1, seed)[0].optionOrder).toEqual(["true", "false"]);
  });

  it("the seeded source is deterministic and within [0, 1)", () => {
    const a = seededRandom(123);
    const b = seededRandom(123);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe("scoring", () => {
  it("counts a question right only when the chosen set equals the right set", () => {
    expect(isAnsweredRight(["b", "a"], ["a", "b"])).toBe(true);
    expect(isAnsweredRight(["a"], ["a", "b"])).toBe(false);
    expect(isAnsweredRight(["a", "b", "c"], ["a", "b"])).toBe(false);
    expect(isAnsweredRight([], ["a"])).toBe(false);
    expect(isAnsweredRight(undefined, ["a"])).toBe(false);
  });

  it("rounds the percentage down, so what reads as a pass is one", () => {
    expect(scorePercent(4, 5)).toBe(80);
    expect(scorePercent(5, 6)).toBe(83);
    expect(scorePercent(4, 6)).toBe(66);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it("passes at the pass mark, not just below it, and above it", () => {
    expect(isPass(80, 80)).toBe(true);
    expect(isPass(79, 80)).toBe(false);
    expect(isPass(81, 80)).toBe(true);
    // 4 of 5 is exactly 80 %: a pass; 3 of 5 is 60 %: a fail; 7 of 9 is 77.8 %: a fail; 9 of 11 is 81 %: a pass.
    const drawn = (n: number) => Array.from({ length: n }, (_, i) => ({ question: i, correct: ["a"] }));
    const answers = (n: number, right: number) =>
      new Map(Array.from({ length: n }, (_, i) => [i, [i < right ? "a" : "b"]]));
    expect(scoreAttempt(drawn(5), answers(5, 4), 80)).toMatchObject({ right: 4, scorePercent: 80, passed: true });
    expect(scoreAttempt(drawn(5), answers(5, 3), 80)).toMatchObject({ scorePercent: 60, passed: false });
    expect(scoreAttempt(drawn(9), answers(9, 7), 80)).toMatchObject({ scorePercent: 77, passed: false });
    expect(scoreAttempt(drawn(11), answers(11, 9), 80)).toMatchObject({ scorePercent: 81, passed: true });
    expect(scoreAttempt(drawn(5), answers(5, 5), 80)).toMatchObject({ scorePercent: 100, passed: true });
  });

  it("counts a question left unanswered as wrong", () => {
    const result = scoreAttempt(
      [
        { question: "q1", correct: ["a"] },
        { question: "q2", correct: ["b"] },
      ],
      new Map([["q1", ["a"]]]),
      80,
    );
    expect(result.questions).toEqual([
      { question: "q1", correct: true },
      { question: "q2", correct: false },
    ]);
    expect(result).toMatchObject({ scorePercent: 50, passed: false });
  });
});

describe("cool-down and expiry", () => {
  const submitted = new Date("2026-03-01T10:00:00Z");
  it("lets the next attempt start at once by default", () => {
    expect(cooldownRemainingSeconds(submitted, 0, submitted)).toBe(0);
    expect(cooldownRemainingSeconds(null, 30, submitted)).toBe(0);
  });

  it("counts down a configured cool-down to the second", () => {
    expect(cooldownRemainingSeconds(submitted, 30, new Date("2026-03-01T10:10:00Z"))).toBe(20 * 60);
    expect(cooldownRemainingSeconds(submitted, 30, new Date("2026-03-01T10:29:59.500Z"))).toBe(1);
    expect(cooldownRemainingSeconds(submitted, 30, new Date("2026-03-01T10:30:00Z"))).toBe(0);
  });

  it("gives an attempt two hours", () => {
    expect(attemptExpiry(submitted).toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });
});

describe("a retake draws unseen questions first (issue 47 item 2)", () => {
  const big = Array.from({ length: 15 }, (_, i) => question(i + 1));
  /** Three attempts in a row, each remembering when every question was last drawn. */
  function threeAttempts(questions: readonly BankQuestion[], seed: number) {
    const lastSeen = new Map<string, number>();
    return [1, 2, 3].map((attempt) => {
      const drawn = drawQuestions(questions, 5, seed + attempt, (q) => lastSeen.get(q.id) ?? null);
      for (const d of drawn) lastSeen.set(d.question.id, attempt);
      return drawn.map((d) => d.question.id);
    });
  }

  it("gives three attempts with no question twice from a bank of three times the draw", () => {
    for (const seed of [1, 99, 12345]) {
      const attempts = threeAttempts(big, seed);
      expect(attempts.map((a) => a.length)).toEqual([5, 5, 5]);
      expect(new Set(attempts.flat()).size).toBe(15);
    }
  });

  it("tops up a smaller bank with the least recently seen questions", () => {
    const [first, second, third] = threeAttempts(bank, 7);
    const unseenAfterFirst = bank.map((q) => q.id).filter((id) => !first.includes(id));
    expect(unseenAfterFirst).toHaveLength(3);
    for (const id of unseenAfterFirst) expect(second).toContain(id);
    // The third attempt prefers what the first attempt showed over what the second did.
    const onlyInFirst = first.filter((id) => !second.includes(id));
    expect(onlyInFirst).toHaveLength(3);
    for (const id of onlyInFirst) expect(third).toContain(id);
  });

  it("still shuffles the order of the questions drawn", () => {
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        drawQuestions(big, 5, seed, () => null)
          .map((d) => d.question.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("an organisation's rules (issue 47 item 2)", () => {
  const moduleSettings = { passMark: 80, cooldownMinutes: 0 };
  const rule = (over: Partial<OrganizationCheckRule>): OrganizationCheckRule => ({
    attemptLimit: null,
    cooldownMinutes: null,
    passMark: null,
    showAnswersAfterPass: true,
    ...over,
  });

  it("are the module's own without a rule: unlimited, no cool-down, answers after a pass", () => {
    expect(effectiveCheckRules(moduleSettings, [])).toEqual({
      passMark: 80,
      cooldownMinutes: 0,
      attemptLimit: null,
      showAnswersAfterPass: true,
    });
  });

  it("take the strictest of several organisations and never go below the module's pass mark", () => {
    const rules = [
      rule({ attemptLimit: 3, cooldownMinutes: 60, passMark: 70 }),
      rule({ attemptLimit: 5, cooldownMinutes: 1440, passMark: 90, showAnswersAfterPass: false }),
    ];
    expect(effectiveCheckRules(moduleSettings, rules)).toEqual({
      passMark: 90,
      cooldownMinutes: 1440,
      attemptLimit: 3,
      showAnswersAfterPass: false,
    });
    expect(effectiveCheckRules(moduleSettings, [rule({ passMark: 60 })]).passMark).toBe(80);
  });

  it("allow attempts up to the limit, then refuse; the cool-down runs from the last submission", () => {
    const rules = effectiveCheckRules(moduleSettings, [rule({ attemptLimit: 3, cooldownMinutes: 1440 })]);
    const now = new Date("2026-12-01T12:00:00Z");
    expect(attemptAllowance(rules, { attemptsSincePass: 0, lastSubmittedAt: null }, now)).toEqual({
      allowed: true,
      attemptsLeft: 3,
    });
    const submitted = new Date("2026-12-01T11:00:00Z");
    expect(attemptAllowance(rules, { attemptsSincePass: 1, lastSubmittedAt: submitted }, now)).toEqual({
      allowed: false,
      reason: "cooldown",
      attemptsLeft: 2,
      nextAttemptAt: new Date("2026-12-02T11:00:00Z"),
      waitSeconds: 23 * 3600,
    });
    const dayLater = new Date("2026-12-02T11:00:00Z");
    expect(attemptAllowance(rules, { attemptsSincePass: 2, lastSubmittedAt: submitted }, dayLater)).toEqual({
      allowed: true,
      attemptsLeft: 1,
    });
    expect(attemptAllowance(rules, { attemptsSincePass: 3, lastSubmittedAt: submitted }, dayLater)).toEqual({
      allowed: false,
      reason: "limit",
      attemptsLeft: 0,
    });
  });

  it("say a cool-down in words", () => {
    expect(durationInWords(1)).toBe("1 minute");
    expect(durationInWords(30)).toBe("30 minutes");
    expect(durationInWords(60)).toBe("1 hour");
    expect(durationInWords(90)).toBe("1 hour 30 minutes");
    expect(durationInWords(1440)).toBe("24 hours");
    expect(durationInWords(10_080)).toBe("7 days");
  });
});

describe("feedback after a failed attempt points to the section, not the answer (issue 47 item 2)", () => {
  const headings = sectionHeadings(
    "Intro text\n\n## Introduction\n\nx\n\n## What allyship is and is not\n\n## Start from community needs\n\n## Exercise 2: Practise the leader behaviours\n### A detail\n## Key takeaways",
  );

  it("reads the module's headings", () => {
    expect(headings).toEqual([
      "Introduction",
      "What allyship is and is not",
      "Start from community needs",
      "Exercise 2: Practise the leader behaviours",
      "A detail",
      "Key takeaways",
    ]);
  });

  it("falls back to the section sharing the most words with the feedback, never a generic one", () => {
    const sections = ["Introduction", "Quartile pay bands and what they show", "Bonus gaps", "Key takeaways"];
    expect(reviewLocation("Quartile bands rank every full-pay employee by hourly pay.", sections, ["x"])).toBe(
      "Quartile pay bands and what they show",
    );
    // One shared word is not enough, and generic sections are never the place.
    expect(reviewLocation("Key takeaways of the introduction matter.", sections, ["x"])).toBeNull();
    expect(reviewLocation("Bonus amounts count as paid.", sections, ["x"])).toBeNull();
    // Nor may the fallback give the answer away.
    expect(reviewLocation("Quartile bands rank every full-pay employee.", sections, ["quartile pay bands"])).toBeNull();
  });

  it("names the heading the feedback refers to, by its words or their stems", () => {
    expect(reviewLocation("The section on what allyship is and is not says allyship is earned.", headings, ["x"])).toBe(
      "What allyship is and is not",
    );
    expect(reviewLocation("The section on starting from community needs says to ask first.", headings, ["x"])).toBe(
      "Start from community needs",
    );
    expect(reviewLocation("Exercise 2 explains that asking invites silence.", headings, ["x"])).toBe(
      "Exercise 2: Practise the leader behaviours",
    );
    expect(reviewLocation("As the introduction explains, B Lab awards it.", headings, ["B Lab"])).toBe("Introduction");
  });

  it("gives nothing when no section is named or the heading would give a right option away", () => {
    expect(reviewLocation("Optimization asks whether systems work.", headings, ["Optimization"])).toBeNull();
    expect(
      reviewLocation("The section on start from community needs says so.", headings, ["Community needs"]),
    ).toBeNull();
  });
});
