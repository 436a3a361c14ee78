/**
 * Benchmark (not a test): the team analytics of an organisation of 5,000 members with 150,000
 * progress rows (DESIGN §7: under 100 ms). Fills a throwaway PostgreSQL database
 * (BENCH_DATABASE_URL; created and dropped) or an in-memory PGlite with the large seed
 * (src/server/test/large-seed.ts) — the measured organisation plus a second one of the same size, so
 * the queries have to pick their rows out of a shared table — then times organizationAnalytics()
 * (median of 10 after a warm-up).
 *
 *   npx tsx bench/team-analytics.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/team-analytics.ts
 *   BENCH_EXPLAIN=1 … prints EXPLAIN ANALYZE of each query (PostgreSQL)
 *   BENCH_KEEP_DATABASE=1 … keeps the filled PostgreSQL database for experiments (drop it yourself)
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { syncCatalogue } from "../src/server/cli/seed";
import { organizationAnalytics } from "../src/server/features/employer/service";
import { fillLargeOrganization, LARGE_ORGANIZATION } from "../src/server/test/large-seed";
import { openBenchDatabase } from "./throwaway-database";

const RUNS = 10;
const WARM_UP = 3;

const { database, url: databaseUrl, close } = await openBenchDatabase("pivot_bench_team");
try {
  await syncCatalogue(database.db);
  const started = performance.now();
  await fillLargeOrganization(database.db, { organizationId: "bench-a", name: "Bench Org A", ...LARGE_ORGANIZATION });
  await fillLargeOrganization(database.db, { organizationId: "bench-b", name: "Bench Org B", ...LARGE_ORGANIZATION });
  await database.db.execute(sql`analyze`);
  const counts = (
    (await database.db.execute(sql`
      select (select count(*)::int from member where organization_id = 'bench-a') as members,
        (select count(*)::int from user_progress p join member m on m.user_id = p.user_id
          where m.organization_id = 'bench-a') as progress,
        (select count(*)::int from user_progress) as all_progress,
        (select count(*)::int from learning_activity) as all_activity
    `)) as unknown as { rows: Record<string, number>[] }
  ).rows[0];
  console.log(
    `database: ${database.kind}; filled in ${Math.round(performance.now() - started)} ms: ` +
      `organisation of ${counts.members} members with ${counts.progress} progress rows ` +
      `(tables: ${counts.all_progress} progress rows, ${counts.all_activity} activity days)`,
  );

  const organization = { id: "bench-a", name: "Bench Org A" };
  // Right after the bulk insert the visibility map is empty, so index-only scans still read the
  // table; after VACUUM (what autovacuum leaves in steady state) they do not.
  await measure("after the bulk insert (ANALYZE only)", organization);
  await database.db.execute(sql`vacuum analyze`);
  await measure("after VACUUM ANALYZE", organization);
  if (process.env.BENCH_EXPLAIN && database.kind === "postgres") await explain(databaseUrl!);
} finally {
  await close({ keep: Boolean(process.env.BENCH_KEEP_DATABASE) });
}

async function measure(label: string, organization: { id: string; name: string }) {
  const now = new Date();
  for (let i = 0; i < WARM_UP; i++) await organizationAnalytics(database.db, organization, now);
  const times: number[] = [];
  let answer: Awaited<ReturnType<typeof organizationAnalytics>> | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    answer = await organizationAnalytics(database.db, organization, now);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2;
  console.log(
    `organizationAnalytics, ${label}: median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, ` +
      `max ${times[RUNS - 1].toFixed(1)} ms (${RUNS} runs after ${WARM_UP} warm-up; budget 100 ms)`,
  );
  console.log(
    `  answer: ${answer?.totalMembers} members, ${answer?.activeMembers} active, completion ${answer?.completionRate}%, ` +
      `${answer?.learningHours} h, ${answer?.activePathways} active pathways, ${JSON.stringify(answer).length} bytes of JSON`,
  );
}

/** EXPLAIN ANALYZE of the service's statements, captured through a logging connection. */
async function explain(url: string) {
  const statements: { query: string; params: unknown[] }[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { PgDialect } = await import("drizzle-orm/pg-core");
  const dialect = new PgDialect();
  const original = database.db.execute.bind(database.db);
  (database.db as unknown as { execute: typeof original }).execute = ((query: Parameters<typeof original>[0]) => {
    const built = dialect.sqlToQuery(query as never);
    statements.push({ query: built.sql, params: built.params });
    return original(query);
  }) as typeof original;
  await organizationAnalytics(database.db, { id: "bench-a", name: "Bench Org A" }, new Date());
  for (const s of statements) {
    const result = await client.query(`explain (analyze, buffers off) ${s.query}`, s.params);
    console.log(`\n${s.query.trim().split("\n")[0]} …`);
    for (const row of result.rows) console.log(`  ${row["QUERY PLAN"]}`);
  }
  await client.end();
}
