import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { AppConfig } from "../config";
import { assertNotBehindBaseline, baselineTime } from "./baseline";
import { type ChangeFeed, changeFeedStarted, createChangeFeed } from "./change-feed";
import type { Db } from "./db";
import * as schema from "./schema";

export type { Db } from "./db";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations, under the start-up lock (`exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this process holds the start-up lock, so processes that start together migrate and
   * seed one after another (DESIGN §7: any number can start in the same second). On PostgreSQL a session
   * advisory lock on a connection of its own, released when `work` ends or the process dies; on PGlite
   * nothing more, as its directory lock already keeps every other process out. Nested calls run at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Tells caches in this and other processes what changed. */
  changes: ChangeFeed;
  /** Where the job queue (pg-boss, platform/jobs/runner.ts) keeps its tables: the same database. */
  jobStore: { kind: "postgres"; url: string } | { kind: "pglite"; client: PGlite };
  /** Runs a trivial query; false when the database cannot be reached. */
  ping(): Promise<boolean>;
  /**
   * One SQL statement straight on the driver, outside the ORM and its query log: for the per-request
   * API rate-limit counter (plugins/api-rate-limit.ts), which is not one of a route's data queries.
   */
  rawQuery<Row>(text: string, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

async function migrateDatabase(db: Db, run: () => Promise<void>): Promise<void> {
  await assertNotBehindBaseline(db, baselineTime(migrationsFolder));
  await run();
}

/**
 * The advisory lock start-up work takes (migrations, the seed): pg_advisory_lock's two-key form, the
 * first key "PIVT" in ASCII so it cannot meet another application's lock on a shared server. The
 * catalogue sync's own transaction lock is key 2 (cli/seed.ts).
 */
export const ADVISORY_LOCK_CLASS = 0x50495654;
export const STARTUP_LOCK = 1;
export const CATALOGUE_LOCK = 2;

/** Set while this process runs inside `exclusively`: an inner call must not wait for its own lock. */
const holdingStartupLock = new AsyncLocalStorage<true>();

function startupLock(pool: pg.Pool) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (holdingStartupLock.getStore()) return work();
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1, $2)", [ADVISORY_LOCK_CLASS, STARTUP_LOCK]);
      return await holdingStartupLock.run(true, work);
    } finally {
      // A connection whose unlock fails is closed instead, which releases the lock as well.
      try {
        await client.query("select pg_advisory_unlock($1, $2)", [ADVISORY_LOCK_CLASS, STARTUP_LOCK]);
        client.release();
      } catch {
        client.release(true);
      }
    }
  };
}

export interface DatabaseOptions {
  /** Called for every SQL statement (tests count the queries a request makes). */
  onQuery?: (query: string) => void;
  /** PGlite only: start from this data directory (a `dumpDataDir` tarball), e.g. tests' migrated copy. */
  pgliteDataDir?: Blob;
}

export async function openDatabase(config: AppConfig["database"], options: DatabaseOptions = {}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;
  if (config.kind === "pglite") return openPglite(config.dir, logger, options.pgliteDataDir);
  const database = openPostgres(config.url, logger);
  // Caches are bypassed until LISTEN works (change-feed.ts): let the first attempt finish before serving.
  await changeFeedStarted(database.changes);
  return database;
}

type QueryLogger = { logQuery: (query: string) => void } | undefined;

function openPostgres(url: string, logger: QueryLogger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.warn(`PostgreSQL pool: ${error.message}`));
  const db: Db = drizzlePg(pool, { schema, logger });
  const changes = createChangeFeed(db, { url, pool });
  const exclusively = startupLock(pool);
  return {
    db,
    kind: "postgres",
    changes,
    jobStore: { kind: "postgres", url },
    exclusively,
    migrate: () => exclusively(() => migrateDatabase(db, () => migratePg(db as never, { migrationsFolder }))),
    rawQuery: async <Row>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as Row[],
    ping: async () => {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * PGlite's own start parameters, and one more: a new 16 MB WAL segment is not written full of zeros
 * first. PostgreSQL zero-fills a segment so that the space is reserved before it is needed, which
 * PGlite, running without fsync (`-F`), gains nothing from; on its in-memory file system the fill held
 * the server's thread for 100-250 ms every 16 MB of writes, stalling every request (decision 408).
 */
const PGLITE_START = [...PGlite.defaultStartParams, "-c", "wal_init_zero=off"];

async function openPglite(dir: string, logger: QueryLogger, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dir.startsWith("memory://");
  const releaseLock = inMemory ? () => {} : lockDataDirectory(dir);
  try {
    const client = await PGlite.create(inMemory ? dir : path.resolve(dir), { loadDataDir, startParams: PGLITE_START });
    const db: Db = drizzlePglite(client, { schema, logger });
    return {
      db,
      kind: "pglite",
      changes: createChangeFeed(db),
      jobStore: { kind: "pglite", client },
      exclusively: (work) => work(),
      migrate: () => migrateDatabase(db, () => migratePglite(db as never, { migrationsFolder })),
      rawQuery: async <Row>(text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows,
      ping: async () => {
        try {
          await client.query("select 1");
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite has one connection and no lock of its own: two processes on one directory silently lose
 * writes (DESIGN §8). Take an exclusive lock file, and refuse to start while a live process holds it.
 */
export function lockDataDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.resolve(dir), "..", `.${path.basename(path.resolve(dir))}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The database directory ${dir} is in use by another process (pid ${holder}). Stop it first, or set PGLITE_DIR to another directory.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock left by a process that died
    }
  }
  throw new Error(`Could not lock the database directory ${dir}`);
}

/** Whether a process of that id runs (one of another user's, which may not be signalled, counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
