import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = z.object({ id: z.number().int(), title: z.string(), note: z.string().nullable() });

async function appFor(env: "production" | "test") {
  const config = loadConfig({
    NODE_ENV: env,
    PGLITE_DIR: "memory://",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
    DATA_ENCRYPTION_KEY: "a".repeat(64),
  });
  const app = await buildApp(config, t.database, { logger: false });
  app.get("/api/leaky", { schema: { response: { 200: answer } }, config: { access: "public" } }, async () => ({
    id: 1,
    title: "A module",
    note: null,
    passwordHash: "must never leave the server",
  }));
  await app.ready();
  return app;
}

describe("one schema-compiled serialiser in every environment", () => {
  it.each(["production", "test"] as const)("writes only the schema's fields in %s", async (env) => {
    const app = await appFor(env);
    const res = await app.inject({ method: "GET", url: "/api/leaky" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, title: "A module", note: null });
    expect(res.body).not.toContain("passwordHash");
    await app.close();
  });

  it("outside production an answer that breaks its schema fails loudly", async () => {
    const config = loadConfig({ NODE_ENV: "test", PGLITE_DIR: "memory://", LOG_LEVEL: "silent" });
    const app = await buildApp(config, t.database, { logger: false });
    app.get("/api/drifted", { schema: { response: { 200: answer } }, config: { access: "public" } }, async () => ({
      id: "one",
      title: "A module",
      note: null,
    }));
    const res = await app.inject({ method: "GET", url: "/api/drifted" });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
