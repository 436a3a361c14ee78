import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { baselineTime, DatabaseBehindBaselineError } from "./baseline";
import { type Db, openDatabase } from "./client";
import { queryRows } from "./rows";

const migrationsFolder = path.resolve("src/server/db/migrations");
const baseline = baselineTime(migrationsFolder);
const baselineSql = fs.readFileSync(path.join(migrationsFolder, "0000_baseline.sql"), "utf8");
/** The old series' 0027 and 0028, as a database it migrated holds them. */
const oldSeriesEnd = [1796001000000, 1796001100000];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const journal = async (db: Db = t.database.db) =>
  (
    await queryRows<{ created_at: string }>(
      db,
      sql`select created_at::text from drizzle.__drizzle_migrations order by id`,
    )
  ).map((row) => Number(row.created_at));

const tableCount = async (db: Db) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_tables where schemaname = 'public'`))[0]?.n;

/** The migrations after the baseline, from the journal, and how many tables each creates. */
function laterMigrations(): { when: number; tablesCreated: number }[] {
  const entries = (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    }
  ).entries.filter((entry) => entry.tag !== "0000_baseline");
  return entries.map((entry) => ({
    when: entry.when,
    tablesCreated: [
      ...fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), "utf8").matchAll(/^CREATE TABLE /gm),
    ].length,
  }));
}

async function replaceJournal(times: number[]): Promise<void> {
  await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
  for (const [i, time] of times.entries()) {
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${`old-${i}`}, ${time})`,
    );
  }
}

describe("migrations squashed into one baseline (issue 27, decision 345)", () => {
  it("builds a new database from the baseline first, carrying the old series' last time", async () => {
    expect(baseline).toBe(oldSeriesEnd.at(-1));
    // Later migrations may follow it; the baseline is the first, and every table it creates is there.
    expect((await journal())[0]).toBe(baseline);
    const created = [...baselineSql.matchAll(/^CREATE TABLE "(\w+)"/gm)].map((m) => m[1]);
    expect(created.length).toBeGreaterThan(100);
    const rows = await queryRows<{ tablename: string }>(
      t.database.db,
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    const present = new Set(rows.map((row) => row.tablename));
    expect(created.filter((name) => !present.has(name))).toEqual([]);
  });

  it("leaves a database the old series brought to 0028 as it is, and applies what came after", async () => {
    // A database as the old series left it: the baseline's schema, the old journal, nothing later.
    const old = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      for (const statement of baselineSql.split("--> statement-breakpoint")) await old.db.execute(sql.raw(statement));
      await old.db.execute(sql`create schema drizzle`);
      await old.db.execute(
        sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      for (const [i, time] of oldSeriesEnd.entries())
        await old.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${`old-${i}`}, ${time})`,
        );
      const tables = await tableCount(old.db);
      await old.migrate();
      // The baseline is not applied again; migrations written after it are (they may add tables).
      const later = laterMigrations();
      expect(await journal(old.db)).toEqual([...oldSeriesEnd, ...later.map((m) => m.when)]);
      expect(await tableCount(old.db)).toBe(tables + later.reduce((sum, m) => sum + m.tablesCreated, 0));
    } finally {
      await old.close();
    }
  });

  it("refuses a database the old series left before 0028, changing nothing", async () => {
    await replaceJournal(oldSeriesEnd.slice(0, 1));
    await expect(t.database.migrate()).rejects.toBeInstanceOf(DatabaseBehindBaselineError);
    await expect(t.database.migrate()).rejects.toThrow(/start a version from before the squash/);
    expect(await journal()).toEqual(oldSeriesEnd.slice(0, 1));
  });
});
