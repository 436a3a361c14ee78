/**
 * Benchmark (not a test): the compliance report of the 5,000-member organisation (issue 44 item 1). The
 * server runs in its own process (production settings, JOBS=false so no e-mail delivery competes) on
 * PGlite (default) or PostgreSQL (BENCH_DATABASE_URL, in a throwaway database created and dropped),
 * filled with the large demo organisation (src/server/test/large-seed.ts, 'large-demo') and a second one
 * as large sharing the tables. Its owner signs in, creates a compliance rule for everyone (timed: the
 * fan-out to 5,000 people), then autocannon drives the rule's status (first page of 50, a page 2,400
 * people in) and the rules list at BENCH_CONNECTIONS (default 10) for BENCH_SECONDS (default 5) after a
 * 2 s warm-up, beside a bare Fastify hello-world in the same run.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/compliance-report.ts
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { drive, once, serveHelloWorld } from "./harness";
import { benchConfig, createThrowawayDatabase } from "./throwaway-database";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Requests made one at a time per route before the concurrent run. */
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 5);
const PORT = 5093;
const HELLO_PORT = 5092;
const BASE_URL = `http://localhost:${PORT}`;
const HELLO_URL = `http://localhost:${HELLO_PORT}`;
const ORGANIZATION = "large-demo";
/** DESIGN §7: every organisation screen's API under 100 ms p99 at 10 connections. */
const TARGET_P99_MS = 100;

if (process.env.BENCH_ROLE === "server") {
  await serve();
} else if (process.env.BENCH_ROLE === "hello") {
  await serveHelloWorld(HELLO_PORT);
} else {
  await measure();
}

async function serve() {
  const { sql } = await import("drizzle-orm");
  const { buildApp } = await import("../src/server/app");
  const { openDatabase } = await import("../src/server/db/client");
  const { syncCatalogue } = await import("../src/server/cli/seed");
  const { fillLargeOrganization, LARGE_ORGANIZATION, seedLargeOrganization } = await import(
    "../src/server/test/large-seed"
  );
  const config = benchConfig(process.env.BENCH_DB_URL || undefined, {
    BASE_URL,
    PORT: String(PORT),
    SIGN_IN_RATE_LIMIT: "1000",
    API_RATE_LIMIT: "100000000",
    JOBS: "false",
    // The owner signs in with the demo password: production refuses it unless asked for.
    SEED_DEMO: "true",
  });
  const database = await openDatabase(config.database);
  await database.migrate();
  await syncCatalogue(database.db);
  const started = performance.now();
  await fillLargeOrganization(database.db, { organizationId: "bench-b", name: "Bench B", ...LARGE_ORGANIZATION });
  console.log(await seedLargeOrganization(database.db));
  await database.db.execute(sql`vacuum analyze`);
  console.log(`database: ${database.kind}; filled in ${Math.round(performance.now() - started)} ms`);
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ port: PORT, host: "127.0.0.1" });
  process.on("message", (message: string) => {
    if (message === "vacuum") {
      void database.db.execute(sql`vacuum analyze`).then(() => process.send?.("vacuumed"));
    }
    if (message === "stop") {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    }
  });
  process.send?.("ready");
}

async function signIn(email: string): Promise<string> {
  const { DEMO_PASSWORD } = await import("../src/server/auth/demo-accounts");
  const res = await fetch(`${BASE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE_URL },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function measure() {
  const { LARGE_DEMO_ACCOUNTS } = await import("../src/server/test/large-seed");
  const throwaway = await createThrowawayDatabase("pivot_bench_compliance");
  const server = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: "server", BENCH_DB_URL: throwaway.url ?? "" },
    execArgv: ["--import", "tsx"],
  });
  try {
    await once(server, (m) => m === "ready");
    const cookie = await signIn(LARGE_DEMO_ACCOUNTS.employer.email);
    const rules = `/api/organizations/${ORGANIZATION}/compliance-assignments`;
    const headers = { cookie, origin: BASE_URL, "content-type": "application/json" };
    const options = (await (await fetch(`${BASE_URL}${rules}`, { headers })).json()) as {
      options: { pathways: { id: number }[] };
    };
    const pathwayId = options.options.pathways[0].id;

    // The fan-out to everyone: the request that creates the rule assigns it.
    const t0 = performance.now();
    const created = await fetch(`${BASE_URL}${rules}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ pathwayId, audience: "everyone", dueDays: 30 }),
    });
    const createMs = performance.now() - t0;
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const rule = (await created.json()) as { id: number; summary: { assigned: number } };
    console.log(`rule created for ${rule.summary.assigned} people in ${Math.round(createMs)} ms`);
    // Autovacuum's steady state, as the other benchmarks measure.
    server.send("vacuum");
    await once(server, (m) => m === "vacuumed");

    // The cursor 2,400 people in, reached by following the pages (200 a page, 12 pages).
    const status = `${rules}/${rule.id}/status`;
    let cursor: string | null = null;
    for (let page = 1; page <= 12; page++) {
      const res: Response = await fetch(`${BASE_URL}${status}?limit=200${cursor ? `&cursor=${cursor}` : ""}`, {
        headers: { cookie },
      });
      if (!res.ok) throw new Error(`status page ${page}: ${res.status} ${await res.text()}`);
      cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
    }
    if (!cursor) throw new Error("the rule covers fewer than 2,400 people");

    const hello = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_ROLE: "hello" },
      execArgv: ["--import", "tsx"],
    });
    await once(hello, (m) => m === "ready");
    const helloRate = (await run("GET / (bare Fastify hello-world)", `${HELLO_URL}/`)).rate;
    hello.send("stop");
    await new Promise((resolve) => hello.on("exit", resolve));

    const rows = [
      `| POST …/compliance-assignments (everyone, ${rule.summary.assigned} people), one request | ${Math.round(createMs)} ms | – | – | – | – | – |`,
    ];
    for (const [title, path] of [
      ["status, first page (limit=50)", `${status}?limit=50`],
      ["status, 2,400 people in (cursor)", `${status}?limit=50&cursor=${cursor}`],
      ["rules list", rules],
    ] as const) {
      const alone = await sequential(`${BASE_URL}${path}`, cookie);
      const { rate, p50, p99, completed } = await run(title, `${BASE_URL}${path}`, { cookie });
      const within = completed > 0 && p99 < TARGET_P99_MS ? "yes" : "NO";
      rows.push(
        `| GET …/${title} | ${alone} | ${completed === 0 ? `none in ${DURATION_S} s` : `${p50} ms`} | ${completed === 0 ? "–" : `${p99} ms`} | ${Math.round(rate).toLocaleString("en-GB")} | ${(rate / helloRate).toFixed(3)} | ${within} |`,
      );
    }
    console.log(
      `\nconnections: ${CONNECTIONS}, ${DURATION_S} s each\n| route | one at a time, median of ${SEQUENTIAL} | p50 | p99 | requests/s | share of hello-world | p99 < ${TARGET_P99_MS} ms |\n|---|---|---|---|---|---|---|`,
    );
    console.log(
      `| GET / (bare Fastify hello-world) | – | – | – | ${Math.round(helloRate).toLocaleString("en-GB")} | 1 | – |`,
    );
    for (const row of rows) console.log(row);
  } finally {
    server.send("stop");
    await new Promise((resolve) => server.on("exit", resolve));
    await throwaway.drop();
  }
}

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await drive(title, url, { connections: CONNECTIONS, durationS: DURATION_S, headers });
  if (result.errors > 0) throw new Error(`${title}: ${result.errors} failed requests`);
  return { ...result, completed: Math.round(result.rate * DURATION_S) };
}

/** Requests one after another (none queues behind another): the median and the slowest. */
async function sequential(url: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return `${times[Math.floor(SEQUENTIAL / 2)].toFixed(1)} ms (max ${times[SEQUENTIAL - 1].toFixed(1)})`;
}
