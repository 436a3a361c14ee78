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

/** Every line of the client, with its file relative to src/client. */
function clientLines() {
  return clientFiles(CLIENT).flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((text, index) => ({ file: path.relative(CLIENT, file).split(path.sep).join("/"), line: index + 1, text })),
  );
}

const isApiFile = (file: string) => /(^|\/)api\/[^/]+\.ts$/.test(file);
const where = ({ file, line, text }: { file: string; line: number; text: string }) =>
  `src/client/${file}:${line}: ${text.trim()}`;

// STYLE: each API file exports its query-key factory next to its hook; everything else imports it.
// Issue 23: the factories build keys from the endpoint's contract (queryKeyOf), never from a path.
describe("query keys", () => {
  it("are built from the endpoint contracts only in the API files that own the calls", () => {
    const lines = clientLines();
    const built = lines.filter(({ file, text }) => file !== "lib/api-client.ts" && text.includes("queryKeyOf("));
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter(({ file }) => !isApiFile(file)).map(where)).toEqual([]);
  });

  it("are never written as arrays outside the API files", () => {
    const handWritten = clientLines().filter(({ file, text }) => !isApiFile(file) && /queryKey:\s*\[/.test(text));
    expect(handWritten.map(where)).toEqual([]);
  });
});
