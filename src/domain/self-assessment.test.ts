import { describe, expect, it } from "vitest";
import {
  canAdvance,
  canGoBack,
  confidenceBand,
  focusPillars,
  INITIAL_SELF_ASSESSMENT_ANSWERS,
  isLastSelfAssessmentStep,
  SELF_ASSESSMENT_QUESTIONS,
  selfAssessmentProgressPercent,
  selfAssessmentResult,
} from "./self-assessment";

describe("self-assessment questions (spec 3 §2, §5)", () => {
  it("asks confidence, experience, challenges and goals in that order", () => {
    expect(SELF_ASSESSMENT_QUESTIONS.map((q) => q.id)).toEqual(["confidence", "experience", "challenges", "goals"]);
    const [slider, choice] = SELF_ASSESSMENT_QUESTIONS;
    expect(slider).toMatchObject({
      kind: "slider",
      min: 1,
      max: 10,
      defaultValue: 1,
      minLabel: "Not confident",
      maxLabel: "Very confident",
    });
    expect(choice).toMatchObject({ kind: "choice", options: ["Beginner", "Intermediate", "Advanced", "Expert"] });
  });

  it("steps 0 to 3 with Previous disabled at 0 and the last step completing", () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(isLastSelfAssessmentStep(2)).toBe(false);
    expect(isLastSelfAssessmentStep(3)).toBe(true);
    expect(selfAssessmentProgressPercent(0)).toBe(25);
    expect(selfAssessmentProgressPercent(3)).toBe(100);
  });
});

describe("canAdvance (spec 3 §4: Next disabled until answered)", () => {
  it("accepts the slider's default of 1", () => {
    expect(canAdvance(0, INITIAL_SELF_ASSESSMENT_ANSWERS)).toBe(true);
    expect(canAdvance(0, {})).toBe(false);
    expect(canAdvance(0, { confidence: 0 })).toBe(false);
    expect(canAdvance(0, { confidence: 10 })).toBe(true);
    expect(canAdvance(0, { confidence: 11 })).toBe(false);
  });

  it("needs an experience level", () => {
    expect(canAdvance(1, { confidence: 5 })).toBe(false);
    expect(canAdvance(1, { experience: "Advanced" })).toBe(true);
  });

  it("needs non-blank text for challenges and goals", () => {
    expect(canAdvance(2, { challenges: "   " })).toBe(false);
    expect(canAdvance(2, { challenges: "Getting buy-in" })).toBe(true);
    expect(canAdvance(3, { goals: "" })).toBe(false);
    expect(canAdvance(3, { goals: "Run a workshop" })).toBe(true);
  });

  it("is false outside the four steps", () => {
    expect(canAdvance(4, { goals: "x" })).toBe(false);
    expect(canAdvance(-1, { confidence: 5 })).toBe(false);
  });
});

describe("self-assessment result, computed from the answers", () => {
  it.each([
    [1, "low"],
    [3, "low"],
    [4, "moderate"],
    [7, "moderate"],
    [8, "high"],
    [10, "high"],
  ] as const)("confidence %s is %s", (confidence, band) => {
    expect(confidenceBand(confidence)).toBe(band);
  });

  it("maps challenge and goal keywords to pillars and themes", () => {
    const answers = {
      confidence: 8,
      experience: "Advanced" as const,
      challenges: "Resistance to change and people afraid to speak up in meetings",
      goals: "Build a business case that shows our impact to stakeholders",
    };
    expect(focusPillars(answers)).toEqual(["Transformation", "Value"]);

    const result = selfAssessmentResult(answers);
    expect(result.strengths).toEqual([
      "High confidence in applying these ideas (8/10)",
      "Advanced experience to draw on when trying new approaches",
      "Self-awareness: you can name the challenges you face",
      "Clear goals focused on Value",
    ]);
    expect(result.developmentAreas).toEqual([
      "Transformation: leading change and shifting culture so it lasts",
      "Psychological safety: making it safe for people to speak up, disagree and admit mistakes",
      "Value: evidencing impact for stakeholders and building the business case",
    ]);
    expect(result.suggestedNextStep).toMatch(/^Focus on the Transformation pillar/);
  });

  it("matches keywords at word starts only", () => {
    // "culture" must not match inside "agriculture"; "ally" must not match inside "really".
    expect(focusPillars({ challenges: "I really like agriculture" })).toEqual([]);
    expect(focusPillars({ goals: "More INNOVATIVE thinking" })).toEqual(["Innovation"]);
  });

  it("points a low-confidence beginner to foundations first", () => {
    const result = selfAssessmentResult({
      confidence: 2,
      experience: "Beginner",
      challenges: "I am not sure where to begin",
      goals: "Understand the basics",
    });
    expect(result.strengths).toEqual([
      "Openness to learning and a fresh perspective on how things are done",
      "Self-awareness: you can name the challenges you face",
      "Clear personal goals for this module",
    ]);
    expect(result.developmentAreas).toEqual([
      "Building confidence through small, low-risk practice",
      "Foundations of the PIVOT framework: Purpose, Innovation, Value, Optimization and Transformation",
    ]);
    expect(result.suggestedNextStep).toMatch(/^Work through the Quick Start Guide/);
  });

  it("prefixes a focus step with the Quick Start Guide for beginners", () => {
    const result = selfAssessmentResult({ confidence: 5, experience: "Beginner", challenges: "Too much stress" });
    expect(result.developmentAreas[0]).toMatch(/^Wellbeing and resilience/);
    expect(result.suggestedNextStep).toMatch(/^Start with the Quick Start Guide for this module\. Then: Block one/);
  });

  it("notices experience outrunning confidence, and confidence outrunning experience", () => {
    expect(selfAssessmentResult({ confidence: 2, experience: "Expert" }).strengths).toContain(
      "More experience than your confidence suggests: your track record is a foundation to trust",
    );
    expect(selfAssessmentResult({ confidence: 9, experience: "Beginner" }).developmentAreas).toContain(
      "Testing your confidence against practice: ask for feedback as you apply new skills",
    );
  });

  it("suggests sharing knowledge when confident and experienced with no named focus", () => {
    const result = selfAssessmentResult({ confidence: 9, experience: "Expert", challenges: "x", goals: "y" });
    expect(result.suggestedNextStep).toMatch(/^Share what you know/);
    expect(result.developmentAreas).toEqual([
      "Turning learning into habit: apply one idea each week and review what changed",
    ]);
  });

  it("caps each list at five entries", () => {
    const result = selfAssessmentResult({
      confidence: 1,
      experience: "Beginner",
      challenges: "purpose, innovation, stakeholders, process, change, trust, bias, feedback",
      goals: "leadership and decisions",
    });
    expect(result.developmentAreas).toHaveLength(5);
    expect(result.strengths.length).toBeLessThanOrEqual(5);
  });
});
