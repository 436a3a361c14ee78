import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { queryRows } from "./rows";

// Decision 408: the embedded engine answers on the server's own thread, so a setting that makes one
// statement slow stalls every request. Zero-filling each new 16 MB WAL segment did (100-250 ms).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.skipIf(process.env.TEST_DB_DRIVER === "postgres")(
  "PGlite writes a new WAL segment without zero-filling it first",
  async () => {
    const [row] = await queryRows<{ wal_init_zero: string; fsync: string }>(
      t.database.db,
      sql`select current_setting('wal_init_zero') as wal_init_zero, current_setting('fsync') as fsync`,
    );
    // Safe only because the engine runs without fsync: the fill reserves space a crash could need.
    expect(row).toEqual({ wal_init_zero: "off", fsync: "off" });
  },
);
