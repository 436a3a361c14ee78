import pg from "pg";
import { loadConfig } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/client";

/**
 * Where a benchmark keeps its data: a new PostgreSQL database on BENCH_DATABASE_URL's server,
 * created here and dropped by `drop()`, or (BENCH_DATABASE_URL unset) nothing: the benchmark then
 * uses an in-memory PGlite.
 */
export async function createThrowawayDatabase(prefix: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { url: undefined, name: undefined, drop: async () => {} };
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The application's configuration for a benchmark on that database (PGlite in memory without one). */
export function benchConfig(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    DATA_ENCRYPTION_KEY: "b".repeat(64),
    PGLITE_DIR: "memory://",
    LOG_LEVEL: "warn",
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** A migrated database for a benchmark; `close()` also drops a PostgreSQL one unless `keep`. */
export async function openBenchDatabase(prefix: string): Promise<{
  database: Database;
  url: string | undefined;
  close(options?: { keep?: boolean }): Promise<void>;
}> {
  const throwaway = await createThrowawayDatabase(prefix);
  const database = await openDatabase(benchConfig(throwaway.url).database);
  await database.migrate();
  return {
    database,
    url: throwaway.url,
    close: async ({ keep = false } = {}) => {
      await database.close();
      if (keep && throwaway.name) console.log(`kept database ${throwaway.name}`);
      else await throwaway.drop();
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}
