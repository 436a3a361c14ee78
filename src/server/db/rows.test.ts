import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app";
import { queryRows, rowsOf } from "./rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("raw rows (issue 27)", () => {
  it("answers the rows of a raw query on this database", async () => {
    const rows = await queryRows<{ n: number; label: string }>(
      t.database.db,
      sql`select n::int as n, 'row ' || n as label from generate_series(1, 3) as n`,
    );
    expect(rows).toEqual([
      { n: 1, label: "row 1" },
      { n: 2, label: "row 2" },
      { n: 3, label: "row 3" },
    ]);
  });

  it("checks rows against a schema outside production", async () => {
    const schema = z.object({ id: z.number() });
    await expect(queryRows(t.database.db, sql`select 'x' as id`, schema)).rejects.toThrow();
    expect(await queryRows(t.database.db, sql`select 7::int as id`, schema)).toEqual([{ id: 7 }]);
  });

  it("refuses something that is not a query result", () => {
    expect(() => rowsOf({ rowCount: 1 })).toThrow("Expected a query result with rows");
  });
});
