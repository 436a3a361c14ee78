import { type SQL, sql } from "drizzle-orm";
import { type PgColumn, timestamp } from "drizzle-orm/pg-core";

/** Timestamps most tables carry. `userRef` sits with the user table, `organizationRef` with the organisation's. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK's condition that `column` holds one of a closed set (decision 241); a column typed
 * `text({ enum })` passes the same list, so its type and its constraint read one list. The values are
 * written into the constraint as literals (a CHECK takes no parameters).
 */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;
}

/**
 * `ON DELETE SET NULL (column)` (PostgreSQL 15): a composite foreign key that clears only its own column
 * when the row it names goes, keeping the organisation id it shares with the key. Drizzle's type lists the
 * plain actions only; drizzle-kit writes the action into the SQL as given.
 */
export const setNullOnly = (column: string) => `set null (${column})` as "set null";
