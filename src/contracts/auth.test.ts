import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./auth";

const BASE = "http://localhost:5000";

describe("safeReturnTo", () => {
  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/api/logout",
    "/api",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value, BASE)).toBe("/");
  });

  it.each([
    ["/dashboard", "/dashboard"],
    ["/modules/3?tab=podcast#notes", "/modules/3?tab=podcast#notes"],
    ["/a/../library", "/library"],
  ])("keeps %j on this site", (value, expected) => {
    expect(safeReturnTo(value, BASE)).toBe(expected);
  });

  it("refuses anything that is not text", () => {
    expect(safeReturnTo(undefined)).toBe("/");
    expect(safeReturnTo(42)).toBe("/");
  });
});
