/**
 * Benchmark (not a test): GET /api/dashboard and GET /api/modules?search=… with autocannon at 50
 * connections, on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL). Prints p50/p99 and requests
 * per second, and how many SQL queries one dashboard request makes (DESIGN §7).
 *
 *   npm run bench                                   # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { seed } from "../src/server/db/seed";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const url = process.env.BENCH_DATABASE_URL;

let benchDbUrl: string | undefined;
if (url) {
  // A throwaway database, so the benchmark never touches real data.
  const name = `pivot_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  benchDbUrl = u.toString();
}

const config = loadConfig({
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  BASE_URL: "http://localhost:5099",
  PORT: "5099",
  PGLITE_DIR: "memory://",
  LOG_LEVEL: "silent",
  SIGN_IN_RATE_LIMIT: "1000",
  API_RATE_LIMIT: "100000000",
  ...(benchDbUrl ? { DATABASE_URL: benchDbUrl } : {}),
});
let counting = false;
let queryCount = 0;
const database = await openDatabase(config.database, { onQuery: () => counting && queryCount++ });
await database.migrate();
const app = await buildApp(config, database, { logger: false });
await seed(database.db, app.services.auth, { demo: true });
await app.listen({ port: config.port, host: "127.0.0.1" });

const signIn = await fetch(`${config.baseUrl}/api/auth/sign-in/email`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: config.baseUrl },
  body: JSON.stringify({ email: "learner@example.com", password: "PivotDemo2026!" }),
});
if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

counting = true;
await fetch(`${config.baseUrl}/api/dashboard`, { headers: { cookie } });
counting = false;
console.log(`database: ${database.kind}; SQL queries for one GET /api/dashboard: ${queryCount}`);

async function run(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${config.baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(32)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s  (${non2xx} errors)`,
  );
}

await run("GET /api/dashboard", "/api/dashboard", { cookie });
await run("GET /api/modules?search=leadership", "/api/modules?search=leadership");

await app.close();
await database.close();
if (benchDbUrl && url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(benchDbUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}
