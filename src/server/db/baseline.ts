import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./db";
import { queryRows } from "./rows";

/**
 * Migrations 0000–0028 are squashed into one baseline (decision 345). The baseline carries the old
 * series' last time, so a database that series brought to 0028 skips it as already applied. A database
 * that stopped earlier would skip it too and then lack tables, so it is refused before anything runs.
 */
export function baselineTime(migrationsFolder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const first = journal.entries[0];
  if (!first) throw new Error(`No migrations in ${migrationsFolder}`);
  return first.when;
}

export class DatabaseBehindBaselineError extends Error {
  constructor() {
    super(
      "This database was migrated by an older version that stopped before migration 0028. The migrations up to " +
        "0028 are now one baseline (docs/decisions/345-migrations-squashed-into-one-baseline.md): start a version " +
        "from before the squash (commit 294d95a) once against this database, then this one.",
    );
    this.name = "DatabaseBehindBaselineError";
  }
}

export async function assertNotBehindBaseline(db: Db, baseline: number): Promise<void> {
  const [journal] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!journal?.present) return;
  const [applied] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  if (applied?.last !== null && applied?.last !== undefined && Number(applied.last) < baseline) {
    throw new DatabaseBehindBaselineError();
  }
}
