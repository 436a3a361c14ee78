import { describe, expect, it } from "vitest";
import { strictest, strictestOf, withinSite } from "./security-policy";

describe("organisation sign-in policies (issue 21 item 4)", () => {
  it("take the stricter of the site's rule and the organisations'", () => {
    expect(strictest(120, null)).toBe(120);
    expect(strictest(120, 30)).toBe(30);
    // An organisation never loosens: a value above the site's leaves the site's.
    expect(strictest(30, 120)).toBe(30);
    expect(strictest(3, 3)).toBe(3);
  });

  it("add up many memberships to the lowest value any organisation chose", () => {
    expect(strictestOf([])).toBeNull();
    expect(strictestOf([null, null])).toBeNull();
    expect(strictestOf([null, 60, 15, null])).toBe(15);
    expect(strictestOf([2])).toBe(2);
  });

  it("accept a tightening up to the site's value, not above", () => {
    expect(withinSite(null, 3)).toBe(true);
    expect(withinSite(3, 3)).toBe(true);
    expect(withinSite(2, 3)).toBe(true);
    expect(withinSite(4, 3)).toBe(false);
  });
});
