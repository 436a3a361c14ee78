import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "./content-guard";

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("spec 3 §9 blocked shortcuts", () => {
  it("blocks F12, the inspector, view-source, save and print", () => {
    expect(isBlockedShortcut(key("F12"))).toBe(true);
    expect(isBlockedShortcut(key("I", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("i", { metaKey: true, altKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("u", { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("s", { metaKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("p", { ctrlKey: true }))).toBe(true);
  });

  it("leaves ordinary typing and other shortcuts alone", () => {
    expect(isBlockedShortcut(key("s"))).toBe(false);
    expect(isBlockedShortcut(key("f", { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key("Tab"))).toBe(false);
  });
});
