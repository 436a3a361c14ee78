import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Issue 50 item 5: the conformance report lists every WCAG 2.2 A/AA criterion once per role, each named test real. */
const ROOT = path.resolve(import.meta.dirname, "../..");
const acr = fs.readFileSync(path.join(ROOT, "docs/accessibility/ACR.md"), "utf8");

// WCAG 2.2 (w3.org/TR/WCAG22, checked 2 December 2026): 31 A and 24 AA criteria; 4.1.1 Parsing removed.
const CRITERIA = [
  "1.1.1",
  "1.2.1",
  "1.2.2",
  "1.2.3",
  "1.2.4",
  "1.2.5",
  "1.3.1",
  "1.3.2",
  "1.3.3",
  "1.3.4",
  "1.3.5",
  "1.4.1",
  "1.4.2",
  "1.4.3",
  "1.4.4",
  "1.4.5",
  "1.4.10",
  "1.4.11",
  "1.4.12",
  "1.4.13",
  "2.1.1",
  "2.1.2",
  "2.1.4",
  "2.2.1",
  "2.2.2",
  "2.3.1",
  "2.4.1",
  "2.4.2",
  "2.4.3",
  "2.4.4",
  "2.4.5",
  "2.4.6",
  "2.4.7",
  "2.4.11",
  "2.5.1",
  "2.5.2",
  "2.5.3",
  "2.5.4",
  "2.5.7",
  "2.5.8",
  "3.1.1",
  "3.1.2",
  "3.2.1",
  "3.2.2",
  "3.2.3",
  "3.2.4",
  "3.2.6",
  "3.3.1",
  "3.3.2",
  "3.3.3",
  "3.3.4",
  "3.3.7",
  "3.3.8",
  "4.1.2",
  "4.1.3",
];
const ROLES = ["learner", "manager", "organisation admin", "site admin", "author"];

describe("docs/accessibility/ACR.md", () => {
  const tables = acr.split(/^## Role: /m).slice(1);

  it("has one table per role", () => {
    expect(CRITERIA).toHaveLength(55);
    expect(tables.map((t) => t.split("\n")[0])).toEqual(ROLES);
  });

  it("lists every WCAG 2.2 A and AA criterion exactly once per role, with a conformance level", () => {
    for (const table of tables) {
      const rows = table.split("\n").filter((line) => /^\| \d/.test(line));
      expect(rows.map((r) => r.split(" ")[1]).sort()).toEqual([...CRITERIA].sort());
      for (const r of rows) expect(r).toMatch(/\| (Supports|Partially supports|Does not support|Not applicable) \|/);
      expect(rows.some((r) => r.startsWith("| 4.1.1 "))).toBe(false);
    }
  });

  it("backs every Supports with a named test, and every named test exists", () => {
    const supports = acr.split("\n").filter((line) => line.includes("| Supports |"));
    expect(supports.length).toBeGreaterThan(0);
    for (const line of supports) expect(line).toMatch(/\[test: /);
    const named = [...acr.matchAll(/\[test: ([^ ]+) › ([^\]]+)\]/g)];
    expect(named.length).toBeGreaterThan(0);
    for (const [, file, title] of named) {
      const full = path.join(ROOT, file ?? "");
      expect(fs.existsSync(full), file).toBe(true);
      expect(fs.readFileSync(full, "utf8"), `${file} › ${title}`).toContain(`"${title}"`);
    }
  });
});
