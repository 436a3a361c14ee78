import { describe, expect, it } from "vitest";
import { type SetupFacts, setupProgress, setupSteps } from "./setup-checklist";

const fresh: SetupFacts = {
  hasLogo: false,
  hasBrandColour: false,
  invitations: 0,
  members: 1,
  departments: 0,
  membersWithManager: 0,
  assignedPathways: 0,
  ssoConfigured: false,
  payGapRecords: 0,
};

const doneOf = (facts: SetupFacts) => Object.fromEntries(setupSteps(facts).map((s) => [s.step, s.done]));

describe("the guided start's steps", () => {
  it("has six steps in order, none done for a new organisation", () => {
    const steps = setupSteps(fresh);
    expect(steps.map((s) => s.step)).toEqual(["branding", "invite", "departments", "pathway", "sso", "payGap"]);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(setupProgress(steps)).toBe("0 of 6 done");
  });

  it("counts branding done with a logo or a colour", () => {
    expect(doneOf({ ...fresh, hasBrandColour: true }).branding).toBe(true);
    expect(doneOf({ ...fresh, hasLogo: true }).branding).toBe(true);
    expect(setupSteps({ ...fresh, hasLogo: true, hasBrandColour: true })[0].description).toMatch(
      /logo and brand colour/,
    );
  });

  it("counts inviting done with an invitation or a second member", () => {
    expect(doneOf({ ...fresh, invitations: 1 }).invite).toBe(true);
    expect(doneOf({ ...fresh, members: 2 }).invite).toBe(true);
    expect(setupSteps({ ...fresh, members: 2, invitations: 1 })[1].description).toBe(
      "1 person has joined; 1 invitation sent.",
    );
  });

  it("needs both a department and a line manager", () => {
    expect(doneOf({ ...fresh, departments: 2 }).departments).toBe(false);
    expect(doneOf({ ...fresh, membersWithManager: 1 }).departments).toBe(false);
    expect(doneOf({ ...fresh, departments: 1, membersWithManager: 1 }).departments).toBe(true);
  });

  it("says the progress in words", () => {
    const steps = setupSteps({ ...fresh, hasLogo: true, assignedPathways: 1, payGapRecords: 120 });
    expect(setupProgress(steps)).toBe("3 of 6 done");
    expect(steps[5].description).toBe("120 employee records held, encrypted.");
  });
});
