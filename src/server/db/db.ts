import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The application's database handle, PGlite or node-postgres alike. Declared on its own so the change
 * feed (which client.ts creates) can name it without importing client.ts back; client.ts re-exports it.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
