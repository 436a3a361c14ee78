import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 45 item 6: customer copy never mentions the product documents this code was built from
 * ("Spec 2 §9", "spec: two-week…"). Checks every text a person can read — string literals, template
 * text and JSX text — in the client, the server and the shared code; comments and tests are not copy.
 */
const ROOTS = ["src/client", "src/server", "src/domain", "src/contracts"];
/** "Spec", "spec" as a word (not a URL segment such as /spec/lti/, nor "specific", "spectrum"), and "§" after it. */
const SPEC_MENTION = /(?<![/\w-])[Ss]pec(?:s|'s)?\b(?![/\w-])/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The file without its comments, line numbers kept: strings, template text and JSX text stay, so
 * whatever a person can read is searched. (A small lexer: the installed TypeScript has no JS API.)
 */
function withoutComments(source: string): string {
  let out = "";
  let i = 0;
  let quote: string | null = null;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === "\\") {
        out += next ?? "";
        i += 2;
        continue;
      }
      // A quote or apostrophe in JSX text ("don't") opens no string past its line.
      if (c === quote || (c === "\n" && quote !== "`")) quote = null;
      i++;
    } else if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const close = source.indexOf("*/", i + 2);
      const end = close === -1 ? source.length : close + 2;
      out += source.slice(i, end).replace(/[^\n]/g, "");
      i = end;
    } else {
      if (c === '"' || c === "'" || c === "`") quote = c;
      out += c;
      i++;
    }
  }
  return out;
}

/** The lines of a file whose readable text mentions the spec. */
function readableTexts(source: string): { line: number; text: string }[] {
  return withoutComments(source)
    .split("\n")
    .flatMap((text, index) => (SPEC_MENTION.test(text) ? [{ line: index + 1, text: text.trim() }] : []));
}

describe("customer copy", () => {
  it("finds a mention of the spec in a string, a template or JSX text, and not in comments or URLs", () => {
    const source = [
      "// spec 2 §9 says so",
      'const a = "Spec 2\'s six questions";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample source holds a template literal on purpose
      "const b = `at least ${n} days (spec: two-week minimum)`;",
      'const c = <p className="x">Spec 2 §9: the rules</p>;',
      'const d = "https://purl.imsglobal.org/spec/lti/claim/roles";',
      'const e = "A specific, spectral inspection";',
    ].join("\n");
    expect(readableTexts(source).map((t) => t.line)).toEqual([2, 3, 4]);
  });

  it("never mentions the spec", () => {
    const files = ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(500);
    const mentions = files.flatMap((file) =>
      readableTexts(fs.readFileSync(file, "utf8")).map((t) => `${file}:${t.line}: ${t.text.slice(0, 100)}`),
    );
    expect(mentions).toEqual([]);
  });
});
