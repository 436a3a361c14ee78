import { describe, expect, it } from "vitest";
import {
  fewestDecisions,
  progressAfterScenarioChoice,
  type Scenario,
  type ScenarioChoice,
  scenarioProblems,
  scenarioSeconds,
} from "./scenarios";

const choice = (id: string, quality: ScenarioChoice["quality"], next: string | null): ScenarioChoice => ({
  id,
  text: "Do it",
  consequence: "It happens.",
  feedback: "Because.",
  quality,
  next,
});

/** start → (a: best → second, b: poor ends); second → (a: best ends, b: acceptable ends). */
const sound = (): Scenario => ({
  id: "m-s1",
  title: "A scenario",
  situation: "Something happens.",
  nodes: [
    { id: "start", prompt: "First?", choices: [choice("a", "best", "second"), choice("b", "poor", null)] },
    { id: "second", prompt: "Then?", choices: [choice("a", "best", null), choice("b", "acceptable", null)] },
  ],
});

describe("scenarioProblems (issue 46 item 3)", () => {
  it("accepts a sound graph", () => {
    expect(scenarioProblems(sound())).toEqual([]);
  });

  it("refuses an unknown node id", () => {
    const s = sound();
    s.nodes[0].choices[0].next = "nowhere";
    expect(scenarioProblems(s)).toEqual(['scenario m-s1: choice "start.a" leads to unknown node "nowhere"']);
  });

  it("refuses a node nobody reaches", () => {
    const s = sound();
    s.nodes.push({ id: "orphan", prompt: "?", choices: [choice("a", "best", null), choice("b", "poor", null)] });
    expect(scenarioProblems(s)).toEqual(['scenario m-s1: node "orphan" cannot be reached from the start']);
  });

  it("refuses a cycle", () => {
    const s = sound();
    s.nodes[1].choices[1].next = "start";
    expect(scenarioProblems(s)).toEqual(['scenario m-s1: choice "second.b" leads back to "start" (a cycle)']);
  });

  it("refuses a scenario without an ending, and one whose endings are none of them best", () => {
    const endless = sound();
    endless.nodes[0].choices[1].next = "second";
    endless.nodes[1].choices = [choice("a", "best", "start"), choice("b", "poor", "start")];
    expect(scenarioProblems(endless)).toContain("scenario m-s1: no choice ends the scenario");
    const noBest = sound();
    noBest.nodes[1].choices[0].quality = "acceptable";
    expect(scenarioProblems(noBest)).toEqual(['scenario m-s1: no path ends on a "best" choice']);
  });

  it("refuses one choice or five, a repeated node id and a repeated choice id", () => {
    const one = sound();
    one.nodes[1].choices = [choice("a", "best", null)];
    expect(scenarioProblems(one)).toEqual(['scenario m-s1: node "second" has 1 choices (2-4)']);
    const five = sound();
    five.nodes[1].choices = ["a", "b", "c", "d", "e"].map((id) => choice(id, "best", null));
    expect(scenarioProblems(five)).toEqual(['scenario m-s1: node "second" has 5 choices (2-4)']);
    const twice = sound();
    twice.nodes[1].id = "start";
    expect(scenarioProblems(twice)[0]).toBe('scenario m-s1: node id "start" is used twice');
    const sameChoice = sound();
    sameChoice.nodes[1].choices[1].id = "a";
    expect(scenarioProblems(sameChoice)).toEqual(['scenario m-s1: node "second" uses choice id "a" twice']);
  });
});

describe("fewestDecisions", () => {
  it("is the shortest play from the start to an ending", () => {
    expect(fewestDecisions(sound())).toBe(1);
    const s = sound();
    s.nodes[0].choices[1].next = "second";
    expect(fewestDecisions(s)).toBe(2);
  });
});

describe("scenarioSeconds (decision 375)", () => {
  it("reads the longest path at the given speed and adds a minute a decision", () => {
    // Title 2 + situation 2 = 4 words. start: prompt 1 + choices 2 × 2 = 5 words, a decision (60 s);
    // each outcome "It happens. Because." = 3 words. Longest: start → a → second → either.
    // Words: 4 + 5 + 3 + 5 + 3 = 20 at 200 wpm = 6 s; two decisions = 120 s. Total 126 s.
    expect(scenarioSeconds(sound(), 200)).toBeCloseTo(126, 6);
  });
});

describe("progressAfterScenarioChoice", () => {
  it("starts a module at 10 % and adds each scenario's share of 30 points when first ended", () => {
    expect(progressAfterScenarioChoice({ current: 0, scenarioCount: 2, firstFinish: false })).toBe(10);
    expect(progressAfterScenarioChoice({ current: 0, scenarioCount: 2, firstFinish: true })).toBe(25);
    expect(progressAfterScenarioChoice({ current: 40, scenarioCount: 2, firstFinish: true })).toBe(55);
    expect(progressAfterScenarioChoice({ current: 40, scenarioCount: 3, firstFinish: true })).toBe(50);
    expect(progressAfterScenarioChoice({ current: 40, scenarioCount: 2, firstFinish: false })).toBe(40);
  });

  it("never reaches 100: completion stays the knowledge check's", () => {
    expect(progressAfterScenarioChoice({ current: 80, scenarioCount: 2, firstFinish: true })).toBe(95);
    expect(progressAfterScenarioChoice({ current: 90, scenarioCount: 2, firstFinish: true })).toBe(99);
    expect(progressAfterScenarioChoice({ current: 99, scenarioCount: 2, firstFinish: true })).toBe(99);
  });
});
