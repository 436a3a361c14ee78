import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter } from "../../../domain/calendar";
import { GROUP_DIMENSIONS, OTHER_GROUP, type PlannedResponse, planResults } from "../../../domain/inclusion-survey";
import { expectNothingOfTheTarget, paddingAttack, smallSetsFromPairs } from "../../test/survey-attacks";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The attacker's test (decision 390): an owner pads a department with nine accounts of their own so
 * that one real colleague's answers make up the rest of a group of 10, closes the survey the same day
 * and reads every view of its results, then again once the response window has passed. Nothing of
 * the target's may show, either time.
 */

let t: TestApp;
let current = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => current });
});
afterAll(() => t.close());

describe("the survey padding attack", () => {
  it("reads nothing of the target: not on the day it is closed, nor after the window, in any grouping", async () => {
    const start = new Date();
    current = start;
    const attack = await paddingAttack(t, { now: start });
    // Closed the same day: results stay closed until the two-week window has passed.
    const sameDay = await attack.readAll();
    for (const view of sameDay) {
      expectNothingOfTheTarget(view);
      expect(view.reason).toMatch(/closed early\. Results open on \d{4}-\d{2}-\d{2}/);
    }
    // After the window: the nine joined by the link this very day, so only the target counts.
    current = daysAfter(start, 15);
    try {
      for (const view of await attack.readAll()) {
        expectNothingOfTheTarget(view);
        expect(view.reason).toMatch(/Fewer than 10 people who count towards anonymity answered/);
      }
    } finally {
      current = new Date();
    }
  });

  it("reads nothing either when the nine are long-standing admins (owners and admins never count)", async () => {
    const start = new Date();
    current = start;
    const attack = await paddingAttack(t, { now: start, padders: "admins" });
    current = daysAfter(start, 15);
    try {
      for (const view of await attack.readAll()) expectNothingOfTheTarget(view);
    } finally {
      current = new Date();
    }
  });
});

describe("the results plan against subtraction", () => {
  it("offers no pair of views, across every grouping, that gives a set under 10 counted people", () => {
    let checked = 0;
    for (let seed = 1; seed <= 120; seed++) {
      // A small deterministic generator: departments, demographic answers and who counts vary by seed.
      let state = seed * 7919;
      const next = (n: number) => {
        state = (state * 48271) % 2147483647;
        return state % n;
      };
      const size = 10 + next(40);
      const people: PlannedResponse[] = Array.from({ length: size }, () => ({
        counted: next(6) !== 0,
        groups: {
          department: ["Sales", "Ops", "Finance", "Legal"][next(1 + (seed % 4))] as string,
          gender: ["Female", "Male", "Not stated"][next(3)] as string,
          ethnicity: ["White", "Asian", "Not stated"][next(1 + (seed % 3))] as string,
          age: ["26-35", "36-45"][next(2)] as string,
          disability: ["No", "Not stated"][next(2)] as string,
        },
      }));
      const plan = planResults(people);
      const views = GROUP_DIMENSIONS.map((groupBy) => {
        const p = plan.plans[groupBy];
        const groups = p.shown.map((name) => ({ name, isOther: false }));
        if (people.some((r) => p.merged.includes(r.groups[groupBy]))) groups.push({ name: OTHER_GROUP, isOther: true });
        return { groupBy, available: plan.reportable, groups };
      });
      expect(smallSetsFromPairs(views, people), `seed ${seed}`).toEqual([]);
      if (plan.reportable) checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
