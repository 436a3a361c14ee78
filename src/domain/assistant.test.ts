import { describe, expect, it } from "vitest";
import {
  type AssistantStats,
  assistantReply,
  catalogueReply,
  citedModuleIds,
  citesOnly,
  cleanPassage,
  isPersonalQuestion,
  NO_MATCH_REPLY,
  QUICK_TIP_LABELS,
  quickTips,
  renderCitations,
} from "./assistant";

const stats: AssistantStats = {
  totalModulesCompleted: 6,
  favoriteCategory: "Inclusive Leadership",
  purposeModules: 2,
  innovationModules: 1,
  valueModules: 0,
  optimizationModules: 2,
  transformationModules: 1,
  currentStreak: 3,
};

describe("assistantReply (spec 1 §9 keyword rules)", () => {
  it("answers next/recommend with the weakest pillar and the learner's favourite category", () => {
    const reply = assistantReply("What should I do NEXT?", stats);
    expect(reply.content).toBe(
      "Focus on Value next: it is your least explored pillar with 0 completed modules. You have done most in Inclusive Leadership; a Value module adds breadth.",
    );
    expect(reply.suggestions).toHaveLength(3);
  });

  it("names recommended modules when given", () => {
    const reply = assistantReply("Can you recommend something?", stats, {
      recommendedTitles: ["Fair Pay Basics", "Measuring Impact", "Third"],
    });
    expect(reply.content).toContain('Good picks right now: "Fair Pay Basics" and "Measuring Impact".');
  });

  it("answers pivot/progress with all five pillar counts", () => {
    const reply = assistantReply("How is my Pivot going?", stats);
    expect(reply.content).toBe(
      "You have completed 6 modules: Purpose 2, Innovation 1, Value 0, Optimization 2, Transformation 1. Purpose is your strongest pillar; Value has the most room to grow.",
    );
    expect(assistantReply("show my progress", stats).content).toBe(reply.content);
  });

  it("says the pillars are balanced when they are", () => {
    const even = { ...stats, purposeModules: 1, valueModules: 1, optimizationModules: 1 };
    expect(assistantReply("progress", even).content).toContain("Your pillars are evenly balanced.");
  });

  it("answers motivat/streak with the current streak", () => {
    expect(assistantReply("I need MOTIVATION", stats).content).toBe(
      "You have already completed 6 modules. You are on a 3-day streak; one module today makes it 4. Small, regular sessions are what move an organisation from compliance to transformation.",
    );
    expect(assistantReply("my streak?", { ...stats, currentStreak: 0, totalModulesCompleted: 0 }).content).toMatch(
      /^Complete a module today to start a new streak\./,
    );
  });

  it("falls back to a default reply with the learner's numbers", () => {
    expect(assistantReply("hello", stats, { firstName: "Ada" }).content).toBe(
      "Hi Ada! You have completed 6 modules, most of them in Inclusive Leadership. Ask me what to learn next, how your PIVOT progress looks, or for a boost to keep your streak going.",
    );
    expect(assistantReply("hello", { ...stats, favoriteCategory: null, totalModulesCompleted: 1 }).content).toMatch(
      /^Hi! You have completed 1 module\. /,
    );
  });

  it("offers 3 suggestion chips that each lead to a keyword reply", () => {
    const defaultReply = assistantReply("hello", stats);
    for (const message of ["next", "pivot", "streak", "hello"]) {
      const { suggestions } = assistantReply(message, stats);
      expect(suggestions).toHaveLength(3);
      for (const chip of suggestions) expect(assistantReply(chip, stats).content).not.toBe(defaultReply.content);
    }
  });
});

describe("quick tips (spec 1 §2)", () => {
  it("are labelled Quick tip, Next steps and Motivation", () => {
    expect(QUICK_TIP_LABELS).toEqual(["Quick tip", "Next steps", "Motivation"]);
    expect(quickTips(stats).map((t) => t.label)).toEqual([...QUICK_TIP_LABELS]);
  });

  it("use the learner's weakest pillar and streak", () => {
    const [, next, motivation] = quickTips(stats);
    expect(next.text).toBe("Try a Value module: you have 0 completed modules in that pillar.");
    expect(motivation.text).toBe("You are on a 3-day streak; one module today makes it 4.");
  });
});

describe("the assistant grounded in the catalogue (issue 26 item 6)", () => {
  it("routes personal questions to the local reply and topic questions to the catalogue", () => {
    for (const q of ["What should I learn next?", "How is my PIVOT progress?", "Which pillar is weakest?", "", "  "])
      expect(isPersonalQuestion(q), q).toBe(true);
    for (const q of [
      "How do I prepare for B Corp certification?",
      "How can I build psychological safety in my team?",
      "What do I need to report for the gender pay gap?",
      "How can I be a better ally at work?",
      "How do I set up an employee volunteering programme?",
    ])
      expect(isPersonalQuestion(q), q).toBe(false);
  });

  it("cleans a passage: no markdown, one line, an ellipsis where it was cut", () => {
    expect(cleanPassage("…ignored\n- **Bold** point and `code`\n### Sub\nmore words")).toBe(
      "…ignored Bold point and code Sub more words…",
    );
    expect(cleanPassage("Complete sentence.")).toBe("Complete sentence.");
    expect(cleanPassage("mid sentence start.")).toBe("…mid sentence start.");
    expect(cleanPassage("  \n ")).toBe("");
  });

  it("answers from the hits: the best module with its section and passage, then the others; honest when none", () => {
    const reply = catalogueReply([
      { moduleId: 3, title: "B-Corp Certification Essentials", section: "Preparing", passage: "Start early." },
      { moduleId: 5, title: "B-Corp Readiness Checklist", section: null, passage: "Check lists." },
    ]);
    expect(reply.content).toBe(
      'The module "B-Corp Certification Essentials" (section "Preparing") covers this: Start early. Also relevant: "B-Corp Readiness Checklist".',
    );
    expect(catalogueReply([]).content).toBe(NO_MATCH_REPLY);
    expect(NO_MATCH_REPLY).toMatch(/^I could not find a module about that/);
  });

  it("accepts a model's answer only when it cites the given modules and nothing else", () => {
    expect(citedModuleIds("A [module:3] and B [module:5]")).toEqual([3, 5]);
    expect(citesOnly("A [module:3]", [3, 5])).toBe(true);
    expect(citesOnly("A [module:3] B [module:9]", [3, 5])).toBe(false);
    expect(citesOnly("No citation", [3, 5])).toBe(false);
    expect(renderCitations("Do this [module:3].", new Map([[3, "Essentials"]]))).toBe('Do this ("Essentials").');
  });
});
