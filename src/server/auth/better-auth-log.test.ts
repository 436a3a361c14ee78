import { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createTestApp, type TestApp } from "../test/test-app";
import { betterAuthLog } from "./better-auth-log";
import { REFUSED_API_KEYS_MESSAGE } from "./refused-keys-log";

/**
 * Issue 43 item 8: every invalid API key wrote an error-level line (Better Auth's "Failed to validate
 * API key"), so an outsider could flood the error log. Refusals are logged at info, at most once a minute.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("refused API keys in the log", () => {
  it("write no error line: one info line for a burst of invalid keys", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: "test", PGLITE_DIR: "memory://", LOG_LEVEL: "info" });
    const app = await buildApp(config, t.database, { logStream: stream });
    await app.ready();
    for (let i = 0; i < 30; i++) {
      const res = await app.inject({
        method: "GET",
        url: "/api/v1/departments",
        headers: { authorization: `Bearer pivot_not_a_real_key_${String(i).padStart(4, "0")}` },
      });
      expect(res.statusCode).toBe(401);
    }
    await app.close();
    const entries = lines.join("").split("\n").filter(Boolean);
    expect(entries.length).toBeGreaterThan(0);
    const parsed = entries.map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(parsed.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((line) => line.includes("Failed to validate API key"))).toEqual([]);
    const refusals = parsed.filter((entry) => entry.msg === REFUSED_API_KEYS_MESSAGE);
    expect(refusals).toHaveLength(1);
    expect(refusals[0].level).toBe(30);
  });

  it("say how many were refused since the last line, once a minute", () => {
    const calls: { level: string; fields: unknown; message: string }[] = [];
    const record = (level: string) => (fields: unknown, message: string) => calls.push({ level, fields, message });
    const log = { info: record("info"), warn: record("warn"), error: record("error"), debug: record("debug") };
    let now = 0;
    const write = betterAuthLog(log as unknown as FastifyBaseLogger, () => now);
    for (let i = 0; i < 5; i++) write("error", "Failed to validate API key: [APIError: Invalid API key]");
    now = 59_999;
    write("error", "Failed to validate API key: [APIError: Invalid API key]");
    now = 60_000;
    write("error", "Failed to validate API key: [APIError: Invalid API key]");
    write("error", "Deferred update failed: boom");
    expect(calls).toEqual([
      { level: "info", fields: { component: "better-auth", refused: 1 }, message: REFUSED_API_KEYS_MESSAGE },
      { level: "info", fields: { component: "better-auth", refused: 6 }, message: REFUSED_API_KEYS_MESSAGE },
      { level: "error", fields: { component: "better-auth" }, message: "Deferred update failed: boom" },
    ]);
  });
});
