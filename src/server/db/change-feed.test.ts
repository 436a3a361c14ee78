import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { type Database, openDatabase } from "./client";
import { SharedCache } from "./shared-cache";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

describe("change feed within one process", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("drops the entries that depend on what changed, and only those", () => {
    const cache = new SharedCache<string>("learner", 60_000);
    const db = t.database.db;
    cache.set(db, "a", "facts of a");
    cache.set(db, "b", "facts of b");
    cache.changed(db, "a");
    expect(cache.get(db, "a")).toBeUndefined();
    expect(cache.get(db, "b")).toBe("facts of b");
  });

  it("lets entries expire", () => {
    const cache = new SharedCache<string>("learner", 1_000);
    const db = t.database.db;
    cache.set(db, "a", "x", "a", 0);
    expect(cache.get(db, "a", 999)).toBe("x");
    expect(cache.get(db, "a", 1_000)).toBeUndefined();
  });

  it("a learner's dashboard follows their progress at once", async () => {
    const u = await t.signUp();
    const modules = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
    const free = modules.find((m: { isPremium: boolean; hasContent: boolean }) => !m.isPremium && m.hasContent);
    expect((await t.as(u, { method: "GET", url: "/api/dashboard" })).json().stats.totalModulesCompleted).toBe(0);
    await t.as(u, {
      method: "POST",
      url: "/api/user/progress",
      payload: { moduleId: free.id, isCompleted: true, progressPercentage: 100, timeSpent: 5 },
    });
    expect((await t.as(u, { method: "GET", url: "/api/dashboard" })).json().stats.totalModulesCompleted).toBe(1);
  });
});

describe.runIf(onPostgres)("change feed across processes (PostgreSQL LISTEN/NOTIFY)", () => {
  let url: string;
  let name: string;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    name = `pivot_feed_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    first = await openDatabase({ kind: "postgres", url });
    second = await openDatabase({ kind: "postgres", url });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("tells another process's cache what changed", async () => {
    const cache = new SharedCache<string>("session", 60_000);
    cache.set(first.db, "token-1", "user 7", "user-7");
    cache.set(first.db, "token-2", "user 8", "user-8");
    await new Promise((resolve) => setTimeout(resolve, 300)); // both processes are listening
    cache.changed(second.db, "user-7");
    await expect.poll(() => cache.get(first.db, "token-1"), { timeout: 3_000 }).toBeUndefined();
    expect(cache.get(first.db, "token-2")).toBe("user 8");
  });
});
