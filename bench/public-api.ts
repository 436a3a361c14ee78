/**
 * Benchmark (not a test): the public API's incremental sync over the 5,000-member organisation
 * (issue 23 "Speed": GET /api/v1/progress?updatedSince= pages at 1,000 rows in under 100 ms p99 on
 * PostgreSQL). The large demo organisation (src/server/test/large-seed.ts, 150,000 progress rows) and a
 * second one as large share the tables; an API key of the first (no rate limit) walks every page of
 * /api/v1/progress?updatedSince=…&limit=1000 from the cursor, through the app (Fastify inject: the
 * key check, the audit entry, the query, serialisation and the ETag), ROUNDS times after a warm-up,
 * from the beginning of time and from 30 days ago. The query alone (listProgress) is timed too, with
 * PostgreSQL's plan of a page deep in the walk. Runs on PGlite (default) or PostgreSQL
 * (BENCH_DATABASE_URL, in a throwaway database created and dropped).
 *
 *   npx tsx bench/public-api.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/public-api.ts
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { syncCatalogue } from "../src/server/cli/seed";
import { queryRows } from "../src/server/db/rows";
import { createApiKeyRow } from "../src/server/features/public-api/api-key-fixtures";
import { listProgress } from "../src/server/features/public-api/service";
import { fillLargeOrganization, LARGE_ORGANIZATION, seedLargeOrganization } from "../src/server/test/large-seed";
import { benchConfig, openBenchDatabase } from "./throwaway-database";

const ORGANIZATION = "large-demo";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIMIT = 1000;
/** issue 23: a page of 1,000 rows under 100 ms p99 on PostgreSQL. */
const TARGET_P99_MS = 100;

const bench = await openBenchDatabase("pivot_bench_api");
const { database } = bench;
const { db } = database;
try {
  await syncCatalogue(db);
  const started = performance.now();
  await fillLargeOrganization(db, { organizationId: "bench-b", name: "Bench B", ...LARGE_ORGANIZATION });
  console.log(await seedLargeOrganization(db));
  await db.execute(sql`vacuum analyze`);
  const [{ rows }] = await queryRows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from user_progress where user_id in (select user_id from member where organization_id = ${ORGANIZATION})`,
  );
  console.log(
    `database: ${database.kind}; ${rows} progress rows in ${ORGANIZATION}; filled in ${Math.round(performance.now() - started)} ms`,
  );

  const { key } = await createApiKeyRow(db, { organizationId: ORGANIZATION, scope: "read" });
  const app = await buildApp(benchConfig(bench.url, { API_RATE_LIMIT: "100000000" }), database, { logger: false });
  await app.ready();
  const since30 = new Date(Date.now() - 30 * 86_400_000).toISOString();

  /** Every page of the walk, timed; answers the page times and the rows seen. */
  async function walk(
    updatedSince: string,
    timed: (fetchPage: (cursor?: string) => Promise<{ nextCursor: string | null; count: number }>) => Promise<void>,
  ) {
    await timed(async (cursor) => {
      const query = new URLSearchParams({ updatedSince, limit: String(LIMIT), ...(cursor ? { cursor } : {}) });
      const res = await app.inject({
        method: "GET",
        url: `/api/v1/progress?${query}`,
        headers: { authorization: `Bearer ${key}` },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
      const body = res.json() as { items: unknown[]; nextCursor: string | null };
      return { nextCursor: body.nextCursor, count: body.items.length };
    });
  }

  const report = (label: string, times: number[], pages: number, seen: number) => {
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
    const p99 = Number(at(0.99));
    console.log(
      `| ${label} | ${pages} pages, ${seen} rows | ${at(0.5)} ms | ${at(0.99)} ms | ${times[times.length - 1].toFixed(1)} ms | ${p99 < TARGET_P99_MS ? "under" : "OVER"} ${TARGET_P99_MS} ms |`,
    );
  };

  console.log(`\nGET /api/v1/progress, limit ${LIMIT}, ${ROUNDS} walks each after one warm-up walk`);
  console.log("| walk | size | p50 | p99 | max | target |\n|---|---|---|---|---|---|");
  for (const [label, since] of [
    ["updatedSince=2000-01-01 (everything)", "2000-01-01T00:00:00Z"],
    ["updatedSince=30 days ago", since30],
  ] as const) {
    const times: number[] = [];
    let pages = 0;
    let seen = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      await walk(since, async (fetchPage) => {
        let cursor: string | undefined;
        let walkPages = 0;
        let walkRows = 0;
        do {
          const t0 = performance.now();
          const page = await fetchPage(cursor);
          if (round > 0) times.push(performance.now() - t0);
          walkPages++;
          walkRows += page.count;
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        pages = walkPages;
        seen = walkRows;
      });
    }
    report(label, times, pages, seen);
  }

  // The query alone, in process.
  console.log(`\nlistProgress() in process, limit ${LIMIT}`);
  console.log("| walk | size | p50 | p99 | max | target |\n|---|---|---|---|---|---|");
  {
    const times: number[] = [];
    let pages = 0;
    let seen = 0;
    let deepCursor: string | undefined;
    for (let round = 0; round <= ROUNDS; round++) {
      let cursor: string | undefined;
      pages = 0;
      seen = 0;
      do {
        const t0 = performance.now();
        const page = await listProgress(db, ORGANIZATION, {
          limit: LIMIT,
          updatedSince: "2000-01-01T00:00:00Z",
          cursor,
        });
        if (round > 0) times.push(performance.now() - t0);
        pages++;
        seen += page.items.length;
        cursor = page.nextCursor ?? undefined;
        if (pages === 100) deepCursor = cursor;
      } while (cursor);
    }
    report("updatedSince=2000-01-01 (everything)", times, pages, seen);
    if (database.kind === "postgres" && deepCursor) {
      const [at, id] = JSON.parse(Buffer.from(deepCursor, "base64url").toString()) as [string, number];
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        db,
        sql`explain (analyze, buffers) select p.id from user_progress p
          where p.user_id in (select user_id from member where organization_id = ${ORGANIZATION})
            and p.updated_at >= '2000-01-01T00:00:00Z'::timestamptz and (p.updated_at, p.id) > (${at}::timestamptz, ${id})
          order by p.updated_at, p.id limit ${LIMIT + 1}`,
      );
      console.log(`\nplan of page 101:\n${plan.map((r) => r["QUERY PLAN"]).join("\n")}`);
    }
  }
  await app.close();
} finally {
  // BENCH_KEEP=1 keeps the PostgreSQL database, to look at plans by hand.
  await bench.close({ keep: process.env.BENCH_KEEP === "1" });
}
