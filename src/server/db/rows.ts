import type { SQL } from "drizzle-orm";
import type { z } from "zod";

/** Anything that runs raw SQL: the database or a transaction's handle. */
export interface RawQueryRunner {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * The rows of a raw `db.execute(sql…)` result, typed as the query's columns (issue 27: one helper
 * instead of a cast per query). node-postgres and PGlite both answer `{ rows }`. Given a zod schema,
 * rows are checked against it outside production, so a column renamed in SQL fails a test instead of
 * reading as undefined.
 */
export function rowsOf<T>(result: unknown, schema?: z.ZodType<T>): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new TypeError("Expected a query result with rows");
  if (schema && process.env.NODE_ENV !== "production") return rows.map((row) => schema.parse(row));
  return rows as T[];
}

/** Runs raw SQL and answers its rows: `await queryRows<{ id: number }>(db, sql\`select id …\`)`. */
export async function queryRows<T>(db: RawQueryRunner, query: SQL, schema?: z.ZodType<T>): Promise<T[]> {
  return rowsOf(await db.execute(query), schema);
}

/** A timestamp column of a raw row: node-postgres answers a Date, PGlite sometimes text. */
export const rowDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The same timestamp as an ISO 8601 text, as the API answers it. */
export const rowIso = (value: Date | string): string => rowDate(value).toISOString();
