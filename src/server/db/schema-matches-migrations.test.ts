import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { queryRows } from "./rows";
import * as schema from "./schema";

/**
 * Issue 41 item 5, decision 386: the Drizzle schema is the whole truth of the tables. A database the
 * migrations built and one built from nothing but drizzle-kit's SQL for db/schema/ hold the same
 * constraints (CHECKs and foreign keys included), indexes and columns; only functions and triggers are
 * written by hand, and they are not compared. And the last snapshot records the schema, so
 * `npm run db:generate` has nothing to write.
 */
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const migrationsFolder = path.resolve("src/server/db/migrations");

interface RawDatabase {
  execute(statement: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

/** An empty database on the engine the suite runs on: a new PostgreSQL database, or PGlite in memory. */
async function emptyDatabase(): Promise<RawDatabase> {
  if (!onPostgres) {
    const lite = new PGlite();
    return {
      execute: async (statement) => void (await lite.exec(statement)),
      rows: async <T>(query: string) => (await lite.query<T>(query)).rows,
      close: () => lite.close(),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
  const name = `pivot_schema_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    execute: async (statement) => void (await client.query(statement)),
    rows: async <T>(query: string) => (await client.query(query)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Every constraint of the public schema: primary keys, uniques, foreign keys, CHECKs (and NOT NULLs where the engine lists them). */
const CONSTRAINTS = `
  select c.conrelid::regclass::text || ' ' || c.conname::text || ' ' || c.contype::text || ': ' || pg_get_constraintdef(c.oid) as line
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where n.nspname = 'public'
  order by 1`;
const INDEXES = `select indexdef as line from pg_indexes where schemaname = 'public' order by 1`;
/** Columns by name, not position: the old series added some with ALTER TABLE (decision 345). */
const COLUMNS = `
  select table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' ' || coalesce(column_default, '-') as line
  from information_schema.columns where table_schema = 'public'
  order by 1`;

const lines = (rows: { line: string }[]) => rows.map((row) => row.line);

let t: TestApp;
let fromSchema: RawDatabase;
const current = generateDrizzleJson(schema);

beforeAll(async () => {
  t = await createTestApp();
  fromSchema = await emptyDatabase();
  // drizzle-kit's SQL for the whole schema, as `db:generate` would write it into an empty folder.
  const empty = generateDrizzleJson({});
  for (const statement of await generateMigration(empty, current)) await fromSchema.execute(statement);
}, 120_000);
afterAll(async () => {
  await fromSchema?.close();
  await t?.close();
});

const migrated = (query: string) => queryRows<{ line: string }>(t.database.db, sql.raw(query));

describe("the Drizzle schema is the whole truth of the tables (issue 41 item 5, decision 386)", () => {
  it("gives the constraints the migrations made, each by name, kind and definition", async () => {
    const expected = lines(await migrated(CONSTRAINTS));
    expect(expected.filter((line) => / [cf]: /.test(line)).length).toBeGreaterThan(100);
    // The CHECKs and composite foreign keys the baseline's hand-written tail once held alone.
    expect(expected).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^member member_department_fk f: FOREIGN KEY \(organization_id, department\)/),
        expect.stringMatching(/^modules modules_pivot_pillar_check c: CHECK /),
      ]),
    );
    expect(lines(await fromSchema.rows(CONSTRAINTS))).toEqual(expected);
  });

  it("gives the indexes and columns the migrations made", async () => {
    const indexes = lines(await migrated(INDEXES));
    expect(indexes.length).toBeGreaterThan(100);
    expect(lines(await fromSchema.rows(INDEXES))).toEqual(indexes);
    const columns = lines(await migrated(COLUMNS));
    expect(columns.length).toBeGreaterThan(500);
    expect(lines(await fromSchema.rows(COLUMNS))).toEqual(columns);
  });

  it("is what the last snapshot records, so db:generate has nothing to write", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    expect(last).toBeDefined();
    const snapshotFile = path.join(migrationsFolder, "meta", `${String(last?.idx).padStart(4, "0")}_snapshot.json`);
    const snapshot = JSON.parse(fs.readFileSync(snapshotFile, "utf8")) as DrizzleSnapshotJSON;
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
