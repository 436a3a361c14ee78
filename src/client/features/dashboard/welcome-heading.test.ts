import { describe, expect, it } from "vitest";
import { welcomeHeading } from "./welcome-heading";

describe("welcomeHeading (spec 1 §2, issue 26)", () => {
  it("says Welcome to someone with no learning activity yet", () => {
    expect(welcomeHeading("Sam", null)).toBe("Welcome, Sam!");
    expect(welcomeHeading("", null)).toBe("Welcome, Learner!");
  });

  it("says Welcome back once there is activity", () => {
    expect(welcomeHeading("Sam", "2026-05-04")).toBe("Welcome back, Sam!");
    expect(welcomeHeading(null, "2026-05-04")).toBe("Welcome back, Learner!");
  });
});
