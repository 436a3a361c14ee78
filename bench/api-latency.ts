/**
 * Benchmark (not a test): GET /api/dashboard, GET /api/modules, GET /api/modules?search=… and
 * POST /api/user/progress (50 learners writing at once, and one learner's 50 parallel writes) with
 * autocannon at 50 connections against the server in its own process, on PGlite (default) or
 * PostgreSQL (BENCH_DATABASE_URL, in a throwaway database), and a bare Fastify hello-world in the
 * same run. Prints p50/p99, requests per second and each route's share of the hello-world's
 * requests per second, and how many SQL queries one dashboard request makes (DESIGN §7).
 *
 *   npm run bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { drive, once, serveHelloWorld } from "./harness";
import { benchConfig, createThrowawayDatabase } from "./throwaway-database";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 5099;
const HELLO_PORT = 5098;
const BASE_URL = `http://localhost:${PORT}`;
const HELLO_URL = `http://localhost:${HELLO_PORT}`;
/** DESIGN §7: each route's requests per second as a share of the hello-world's. */
const TARGET_SHARE: Record<string, number> = {
  "GET /api/modules (br, as browsers ask)": 0.5,
  "GET /api/dashboard": 0.2,
  // Issue 27: the progress write from 50 learners at once, with p99 under 100 ms.
  "POST /api/user/progress, 50 learners": 0.05,
};
/** Learners who write progress at once, one per connection. */
const WRITERS = CONNECTIONS;

if (process.env.BENCH_ROLE === "server") {
  await serve();
} else if (process.env.BENCH_ROLE === "hello") {
  await serveHelloWorld(HELLO_PORT);
} else {
  await measure();
}

/** The server under test, with a query counter the parent reads through IPC. */
async function serve() {
  const { buildApp } = await import("../src/server/app");
  const { openDatabase } = await import("../src/server/db/client");
  const { seed } = await import("../src/server/cli/seed");
  const config = benchConfig(process.env.BENCH_DB_URL || undefined, {
    BASE_URL,
    PORT: String(PORT),
    SIGN_IN_RATE_LIMIT: "1000",
    API_RATE_LIMIT: "100000000",
    // The benchmark signs in as the demo learner: production refuses the demo password unless asked for.
    SEED_DEMO: "true",
  });
  let counting = false;
  let queries = 0;
  const database = await openDatabase(config.database, { onQuery: () => counting && queries++ });
  await database.migrate();
  const app = await buildApp(config, database, { logger: false });
  await seed(database.db, { demo: true });
  await app.listen({ port: PORT, host: "127.0.0.1" });
  process.on("message", (message: string) => {
    if (message === "count-start") {
      queries = 0;
      counting = true;
    } else if (message === "count-stop") {
      counting = false;
      process.send?.({ queries });
    } else if (message === "stop") {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    }
  });
  process.send?.("ready");
}

async function measure() {
  const throwaway = await createThrowawayDatabase("pivot_bench");
  const server = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: "server", BENCH_DB_URL: throwaway.url ?? "" },
    execArgv: ["--import", "tsx", ...(process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof2"] : [])],
  });
  await once(server, (m) => m === "ready");

  const signIn = await fetch(`${BASE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE_URL },
    body: JSON.stringify({ email: "learner@example.com", password: "PivotDemo2026!" }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  server.send("count-start");
  await fetch(`${BASE_URL}/api/dashboard`, { headers: { cookie } });
  server.send("count-stop");
  const { queries } = (await once(server, (m) => typeof m === "object")) as { queries: number };
  console.log(`database: ${throwaway.url ? "postgres" : "pglite"}; SQL queries for one GET /api/dashboard: ${queries}`);

  const hello = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: "hello" },
    execArgv: ["--import", "tsx"],
  });
  await once(hello, (m) => m === "ready");
  const helloRate = await run("GET / (bare Fastify hello-world)", `${HELLO_URL}/`);
  hello.send("stop");
  await new Promise((resolve) => hello.on("exit", resolve));

  for (const [title, path, headers] of [
    ["GET /api/dashboard", "/api/dashboard", { cookie }],
    ["GET /api/modules (br, as browsers ask)", "/api/modules", { "accept-encoding": "gzip, deflate, br, zstd" }],
    ["GET /api/modules (uncompressed)", "/api/modules", {}],
    ["GET /api/modules?search=leadership", "/api/modules?search=leadership", {}],
  ] as const) {
    const rate = await run(title, `${BASE_URL}${path}`, headers);
    const share = rate / helloRate;
    const target = TARGET_SHARE[title];
    console.log(`${"".padEnd(40)} ${share.toFixed(2)} of hello-world${target ? ` (target ≥ ${target})` : ""}`);
  }

  const writers = await signUpLearners(WRITERS);
  const moduleId = await freeModuleId();
  for (const [title, cookies] of [
    ["POST /api/user/progress, 50 learners", writers],
    ["POST /api/user/progress, one learner", [writers[0]]],
  ] as const) {
    const result = await drive(title, `${BASE_URL}/api/user/progress`, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify({ moduleId, progressPercentage: 40, timeSpent: 30, isCompleted: false }),
      cookies,
    });
    const target = TARGET_SHARE[title];
    console.log(
      `${"".padEnd(40)} ${(result.rate / helloRate).toFixed(3)} of hello-world${target ? ` (target ≥ ${target}, p99 < 100 ms)` : ""}`,
    );
  }

  server.send("stop");
  await new Promise((resolve) => server.on("exit", resolve));
  await throwaway.drop();
}

/** `count` new learners signed up through the API, each one's session cookie. */
async function signUpLearners(count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${BASE_URL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify({
        email: `bench-writer-${i}-${Date.now()}@example.com`,
        password: "Bench-writer-password-2026",
        name: `Writer ${i}`,
        firstName: "Writer",
        lastName: String(i),
      }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    cookies.push(
      response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
  }
  return cookies;
}

/** A module every signed-in learner may write progress on: free, active, read rather than assessed. */
async function freeModuleId(): Promise<number> {
  const modules = (await (await fetch(`${BASE_URL}/api/modules`)).json()) as { id: number; isPremium: boolean }[];
  const free = modules.find((m) => !m.isPremium);
  if (!free) throw new Error("the catalogue has no free module");
  return free.id;
}

/** Requests per second of the measured run. */
async function run(title: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  return (await drive(title, url, { connections: CONNECTIONS, durationS: DURATION_S, headers })).rate;
}
