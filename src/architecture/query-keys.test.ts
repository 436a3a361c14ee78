import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = path.resolve(import.meta.dirname, "../client");

function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every line of the client that writes a query key starting with an API path. */
function keyLiterals() {
  return clientFiles(CLIENT).flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        /\[\s*["'`]\/api\//.test(line)
          ? [{ file: path.relative(CLIENT, file).split(path.sep).join("/"), line: index + 1, text: line.trim() }]
          : [],
      ),
  );
}

// STYLE: each API file exports its query-key factory next to its hook; everything else imports it.
describe("query keys", () => {
  it("are written only in the key factory of the API file that owns the call", () => {
    const literals = keyLiterals();
    expect(literals.length).toBeGreaterThan(0);
    const misplaced = literals.filter(
      ({ file, text }) => !/(^|\/)api\/[^/]+\.ts$/.test(file) || !/^export const \w+QueryKey = /.test(text),
    );
    expect(misplaced.map(({ file, line, text }) => `src/client/${file}:${line}: ${text}`)).toEqual([]);
  });
});
