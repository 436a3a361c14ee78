import { describe, expect, it } from "vitest";
import { slugFromName } from "./organization-slug";

describe("slugFromName", () => {
  it("makes a lower-case, hyphenated address from the name", () => {
    expect(slugFromName("Northwind Social Ltd")).toBe("northwind-social-ltd");
    expect(slugFromName("  Café Münster & Co.  ")).toBe("cafe-munster-co");
  });
  it("keeps at most 40 characters without a trailing hyphen", () => {
    const slug = slugFromName(`${"a".repeat(39)} bcd`);
    expect(slug).toBe("a".repeat(39));
    expect(slugFromName("x".repeat(60))).toHaveLength(40);
  });
  it("prefixes a short result and leaves an impossible one empty", () => {
    expect(slugFromName("AB")).toBe("org-ab");
    expect(slugFromName("abc")).toBe("abc");
    expect(slugFromName("!!!")).toBe("");
  });
});
