import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { queryRows } from "./rows";

// Issue 27: a list goes to PostgreSQL as one bound array parameter (`= any($1::text[])`), written by the
// driver (node-postgres or PGlite), never as an array literal escaped by hand.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a list as one bound parameter", () => {
  it("reaches the database as written, whatever characters it holds", async () => {
    const values = ['say "hi"', "back\\slash", "{braces}", "a,b", "NULL", "", "two words", "José 李"];
    const [row] = await queryRows<{ values: string[]; count: number; found: boolean }>(
      t.database.db,
      sql`select ${sql.param(values)}::text[] as values,
        (select count(*)::int from unnest(${sql.param(values)}::text[])) as count,
        'NULL' = any(${sql.param(values)}::text[]) as found`,
    );
    expect(row).toEqual({ values, count: values.length, found: true });
  });

  it("binds whole numbers and the empty list", async () => {
    const [row] = await queryRows<{ ids: number[]; none: boolean }>(
      t.database.db,
      sql`select ${sql.param([3, 1, 2])}::int[] as ids, 1 = any(${sql.param([])}::int[]) as none`,
    );
    expect(row).toEqual({ ids: [3, 1, 2], none: false });
  });
});
