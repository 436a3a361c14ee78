import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import type { PlanId } from "../../domain/plans";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { subscriptions } from "../db/schema";
import { writeUsers } from "../platform/caches/writes";

export const TEST_ORIGIN = "http://localhost:5000";
let addressCounter = 1;

/** A distinct client address per test user, so sign-in rate limits don't couple tests. */
export const nextAddress = () =>
  `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  address: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** inject with this user's session cookie, a trusted Origin and the user's address. */
  as(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  signUp(
    overrides?: Partial<{ email: string; password: string; firstName: string; lastName: string }>,
  ): Promise<TestUser>;
  /** An active paid plan for the user, as the subscription service would record it. */
  grantSubscription(user: TestUser, tier?: PlanId): Promise<void>;
  close(): Promise<void>;
}

let pgliteSnapshot: Blob | undefined;

/** The migrated, catalogue-synced PGlite data directory src/test/global-setup.ts made for this run. */
function migratedPglite(): Blob {
  if (!pgliteSnapshot) {
    const file = inject("pgliteSnapshot");
    if (!file) throw new Error("No migrated PGlite snapshot: run the API tests through vitest.config.ts");
    pgliteSnapshot = new Blob([fs.readFileSync(file)]);
  }
  return pgliteSnapshot;
}

/**
 * A fresh app on a fresh database per test file: PGlite in memory, or a new PostgreSQL database
 * created from TEST_DATABASE_URL when the suite runs on PostgreSQL (STYLE: tests on a real database).
 * Either is a copy of the database src/test/global-setup.ts migrated and synced the catalogue into
 * once per run (STYLE: migrate once, then a fresh database per test file): creating and migrating one
 * per file was most of the suite's time.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onQuery?: (sql: string) => void; clientDir?: string; clock?: () => Date } = {},
): Promise<TestApp> {
  const usePostgres = process.env.TEST_DB_DRIVER === "postgres";
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (usePostgres) {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
    const template = inject("postgresTemplate");
    if (!template) throw new Error("No migrated PostgreSQL template: run the API tests through vitest.config.ts");
    const name = `pivot_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: "test",
    BASE_URL: TEST_ORIGIN,
    PGLITE_DIR: "memory://",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // No background jobs unless a test asks (JOBS: "true"): mail stays queued in the outbox table.
    JOBS: "false",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase(config.database, {
    onQuery: options.onQuery,
    pgliteDataDir: usePostgres ? undefined : migratedPglite(),
  });
  const app = await buildApp(config, database, { logger: false, clientDir: options.clientDir, clock: options.clock });
  await app.ready();

  const as = (user: TestUser | null, options: InjectOptions) =>
    app.inject({
      ...options,
      remoteAddress: user?.address ?? options.remoteAddress ?? "10.255.255.254",
      headers: {
        origin: TEST_ORIGIN,
        ...(user ? { cookie: user.cookie } : {}),
        ...(options.headers ?? {}),
      },
    });

  let userCounter = 0;
  const signUp: TestApp["signUp"] = async (overrides = {}) => {
    const address = nextAddress();
    const email = overrides.email ?? `user${++userCounter}-${randomBytes(3).toString("hex")}@example.com`;
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: address,
      payload: {
        email,
        password: overrides.password ?? "correct-horse-battery",
        firstName: overrides.firstName ?? "Test",
        lastName: overrides.lastName ?? "Learner",
      },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    return { id: res.json().user.id, email, cookie, address };
  };

  const grantSubscription: TestApp["grantSubscription"] = async (user, tier = "individual") => {
    await writeUsers(database.db, user.id, () =>
      database.db.insert(subscriptions).values({
        userId: user.id,
        tier,
        billingCycle: "monthly",
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      }),
    );
  };

  return {
    app,
    database,
    as,
    signUp,
    grantSubscription,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
