import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 41 item 7: the client's tokens are the only colours. A screen says what a colour is for
 * (`text-heading`, `bg-primary-surface`, `border-warning-border`, defined in src/client/index.css),
 * not which palette step it is (`text-brand-900`, `bg-slate-50`). The features may keep a few palette
 * classes where the colour is data (a severity scale, the podium's medals), fewer than LIMIT in all.
 */

const SRC = path.resolve(import.meta.dirname, "..");
const FEATURES = path.join(SRC, "client", "features");
const LIMIT = 50;

const UTILITIES =
  "text|bg|border(?:-[trblxyse])?|ring|ring-offset|from|via|to|fill|stroke|outline|divide|placeholder|decoration|accent|caret|shadow";
const PALETTE =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand|accent";
/** A palette class with any variant prefixes (`hover:`, `focus-visible:`, `has-[:checked]:`) and opacity. */
const PALETTE_CLASS = new RegExp(
  `(?<![\\w-])(?:[\\w-]+(?:\\[[^\\]\\s]*\\])?:|\\[[^\\]\\s]*\\]:)*(?:${UTILITIES})-(?:${PALETTE})-\\d{2,3}(?:\\/\\d+)?(?![\\w-])`,
  "g",
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments may name a palette step to say why; only code reaches a screen. */
const stripComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

const paletteClasses = (source: string) => stripComments(source).match(PALETTE_CLASS) ?? [];

describe("the features colour with the client's tokens", () => {
  const files = sourceFiles(FEATURES).map((full) => ({
    file: path.relative(SRC, full).split(path.sep).join("/"),
    source: fs.readFileSync(full, "utf8"),
  }));

  it("finds the features' source files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("catches palette classes, variants included (the check can fail)", () => {
    expect(paletteClasses('<p className="mt-2 text-brand-700 underline">')).toEqual(["text-brand-700"]);
    expect(
      paletteClasses('cn("hover:bg-slate-50", ok && "focus-visible:outline-accent-400 has-[:checked]:border-red-200")'),
    ).toEqual(["hover:bg-slate-50", "focus-visible:outline-accent-400", "has-[:checked]:border-red-200"]);
    expect(paletteClasses("`rounded bg-green-600/50 md:border-t-amber-300`")).toEqual([
      "bg-green-600/50",
      "md:border-t-amber-300",
    ]);
    expect(paletteClasses('"text-heading bg-primary-surface border-warning-border ring-ring text-sm"')).toEqual([]);
    expect(paletteClasses("// was text-brand-900\nconst a = 1;")).toEqual([]);
  });

  it(`holds fewer than ${LIMIT} palette classes`, () => {
    const found = files.flatMap(({ file, source }) => paletteClasses(source).map((name) => `${file}: ${name}`));
    expect(found.length, `palette classes in src/client/features:\n${found.join("\n")}`).toBeLessThan(LIMIT);
  });
});
