import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_FEED_APPLICATION_NAME } from "../../db/change-feed";
import { type Database, openDatabase } from "../../db/client";
import { createModule } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SharedCache } from "./shared-cache";
import { writeTransaction } from "./writes";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

describe("change feed within one process", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("drops the entries that depend on what changed, and only those", async () => {
    const cache = new SharedCache<string>("learner", 60_000);
    const db = t.database.db;
    cache.set(db, "a", "facts of a");
    cache.set(db, "b", "facts of b");
    await cache.changed(db, "a");
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
    // Completed through the progress route: a module without a knowledge check (issue 22), which no
    // catalogue module is any more, so the test makes its own.
    const own = await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
    const modules = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
    const free = modules.find(
      (m: { id: number; hasKnowledgeCheck: boolean }) => m.id === own.id && !m.hasKnowledgeCheck,
    );
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

  /** Ends every LISTEN connection of this database, as a failover or an operator would. */
  async function terminateListeners() {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const result = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
        [CHANGE_FEED_APPLICATION_NAME],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it("tells another process's cache what changed", async () => {
    expect(first.changes.live).toBe(true); // openDatabase waits for the first LISTEN
    expect(second.changes.live).toBe(true);
    const cache = new SharedCache<string>("session", 60_000);
    cache.set(first.db, "token-1", "user 7", "user-7");
    cache.set(first.db, "token-2", "user 8", "user-8");
    await cache.changed(second.db, "user-7");
    await expect.poll(() => cache.get(first.db, "token-1"), { timeout: 3_000 }).toBeUndefined();
    expect(cache.get(first.db, "token-2")).toBe("user 8");
  });

  it("a write's notification has been sent when its invalidation resolves (before the answer leaves)", async () => {
    const listener = new pg.Client({ connectionString: url });
    const heard: string[] = [];
    await listener.connect();
    try {
      listener.on("notification", (message) => heard.push(message.payload ?? ""));
      await listener.query("listen pivot_changes");
      const cache = new SharedCache<string>("learner", 60_000);
      await cache.changed(second.db, "learner-42");
      // A committed notification reaches a listening session before the answer to its next query.
      await listener.query("select 1");
      expect(heard).toContain("learner:learner-42");
    } finally {
      await listener.end();
    }
  });

  it("while the LISTEN connection is down the cache is bypassed, and after LISTEN works again what was cached in the gap is gone", async () => {
    const cache = new SharedCache<string>("session", 60_000);
    cache.set(first.db, "before", "cached before the drop", "user-1");
    expect(cache.get(first.db, "before")).toBe("cached before the drop");

    expect(await terminateListeners()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => first.changes.live, { timeout: 5_000, interval: 5 }).toBe(false);
    // The gap: this process caches a read, and another process changes it (a notification it cannot hear).
    const readSince = cache.snapshot(first.db);
    cache.set(first.db, "gap", "read in the gap", "user-2");
    cache.set(first.db, "gap-late", "read in the gap, cached late", "user-3", undefined, undefined, readSince);
    expect(cache.get(first.db, "before")).toBeUndefined();
    expect(cache.get(first.db, "gap")).toBeUndefined();
    await cache.changed(second.db, "user-2");

    await expect.poll(() => first.changes.live, { timeout: 10_000, interval: 20 }).toBe(true);
    expect(cache.get(first.db, "gap")).toBeUndefined();
    expect(cache.get(first.db, "before")).toBeUndefined();
    // A read that started while the feed was down is not cached when it finishes after LISTEN works again.
    cache.set(first.db, "gap-late", "read in the gap, cached late", "user-3", undefined, undefined, readSince);
    expect(cache.get(first.db, "gap-late")).toBeUndefined();

    // Live again: caching works, and changes from the other process arrive again.
    await expect.poll(() => second.changes.live, { timeout: 10_000, interval: 20 }).toBe(true);
    cache.set(first.db, "after", "cached after", "user-4");
    expect(cache.get(first.db, "after")).toBe("cached after");
    await cache.changed(second.db, "user-4");
    await expect.poll(() => cache.get(first.db, "after"), { timeout: 3_000 }).toBeUndefined();
  });

  it("a transaction's changes reach every process once it commits, and a rolled-back one's never (issue 27)", async () => {
    const cache = new SharedCache<string>("learner", 60_000);
    for (const db of [first.db, second.db]) {
      cache.set(db, "kept", "facts of a learner whose write was rolled back", "learner-rolled-back");
      cache.set(db, "dropped", "facts of a learner whose write committed", "learner-committed");
    }
    await expect(
      writeTransaction(second.db, async (tx, changes) => {
        changes.learnerFacts("learner-rolled-back");
        await tx.execute(sql`select 1`);
        throw new Error("refused half way");
      }),
    ).rejects.toThrow("refused half way");
    expect(cache.get(second.db, "kept")).toBeDefined();

    await writeTransaction(second.db, async (tx, changes) => {
      await tx.execute(sql`select 1`);
      changes.learnerFacts("learner-committed");
    });
    // This process forgets as the transaction returns; the other hears it from the NOTIFY sent at the
    // commit. Notifications arrive in commit order, so once this one is heard a rolled-back one would
    // have been heard too.
    expect(cache.get(second.db, "dropped")).toBeUndefined();
    await expect.poll(() => cache.get(first.db, "dropped"), { timeout: 3_000 }).toBeUndefined();
    expect(cache.get(first.db, "kept")).toBeDefined();
    expect(cache.get(second.db, "kept")).toBeDefined();
  });

  it("a read that overlaps a change is not cached", async () => {
    const cache = new SharedCache<string>("session", 60_000);
    const readSince = cache.snapshot(first.db);
    await cache.changed(second.db, "user-9");
    await expect.poll(() => cache.snapshot(first.db) !== readSince, { timeout: 3_000 }).toBe(true);
    cache.set(first.db, "token-9", "user 9 before the ban", "user-9", undefined, undefined, readSince);
    expect(cache.get(first.db, "token-9")).toBeUndefined();
  });
});
