import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve("src/server");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("one invalidation point for the caches", () => {
  it("only platform/caches/writes.ts tells a cache that something changed", () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(20);
    const callers = files
      .filter((file) => /\b\w*[Cc]ache\.changed\(/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(SERVER, file));
    expect(callers).toEqual(["platform/caches/writes.ts"]);
  });

  it("only platform/caches/writes.ts announces changes through the change feed itself", () => {
    const callers = sourceFiles(SERVER)
      .filter((file) => /\bchangeFeed\(/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(SERVER, file))
      .sort();
    // The feed's own file defines it; shared-cache.ts listens, and publishes for `changed`, which only writes.ts calls.
    expect(callers).toEqual(["db/change-feed.ts", "platform/caches/shared-cache.ts", "platform/caches/writes.ts"]);
  });
});
