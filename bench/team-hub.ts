/**
 * Benchmark (not a test): the Team Collaboration Hub's reads and the organisation analytics for an
 * organisation of 5,000 members with 150,000 progress rows (issue 13: overview, activity feed and
 * leaderboard under 100 ms p99 on PostgreSQL and under 200 ms on PGlite; organisation analytics
 * under 100 ms). Fills a throwaway PostgreSQL database (BENCH_DATABASE_URL; created and dropped) or
 * an in-memory PGlite with the large seed (src/server/test/large-seed.ts) — the measured organisation
 * plus a second one of the same size sharing the tables — then calls each service RUNS times after a
 * warm-up and prints p50, p99 and max.
 *
 *   npx tsx bench/team-hub.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/team-hub.ts
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { syncCatalogue } from "../src/server/cli/seed";
import { organizationAnalytics } from "../src/server/features/employer/service";
import type { TeamScope } from "../src/server/features/team/access";
import { activityPage } from "../src/server/features/team/activity";
import { teamLeaderboard } from "../src/server/features/team/leaderboard";
import { teamMembersPage, teamOverview } from "../src/server/features/team/overview";
import { forgetCachedReads } from "../src/server/platform/caches/caches";
import { fillLargeOrganization, LARGE_ORGANIZATION } from "../src/server/test/large-seed";
import { openBenchDatabase } from "./throwaway-database";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 10;

const { database, close } = await openBenchDatabase("pivot_bench_hub");
try {
  await syncCatalogue(database.db);
  const started = performance.now();
  await fillLargeOrganization(database.db, { organizationId: "bench-a", name: "Bench A", ...LARGE_ORGANIZATION });
  await fillLargeOrganization(database.db, { organizationId: "bench-b", name: "Bench B", ...LARGE_ORGANIZATION });
  await database.db.execute(sql`vacuum analyze`);
  const counts = (
    (await database.db.execute(sql`
      select (select count(*)::int from member where organization_id = 'bench-a') as members,
        (select count(*)::int from user_progress p join member m on m.user_id = p.user_id
          where m.organization_id = 'bench-a') as progress
    `)) as unknown as { rows: Record<string, number>[] }
  ).rows[0];
  console.log(
    `database: ${database.kind}; filled in ${Math.round(performance.now() - started)} ms: ` +
      `${counts.members} members, ${counts.progress} progress rows (plus a second organisation as large)`,
  );
  const scope: TeamScope = {
    organization: { id: "bench-a", name: "Bench A" },
    viewerRole: "member",
    viewerId: "bench-a-u1",
  };
  const db = database.db;
  const now = () => new Date();
  // Overview and leaderboards are cached per organisation (platform/caches/caches.ts teamAggregatesCache): "cold"
  // empties every cache before each call (the first reader after a team write or the 60 s TTL),
  // "warm" is everyone else within the minute.
  const cold = (call: () => Promise<unknown>) => () => {
    forgetCachedReads(db);
    return call();
  };
  const results = [
    await measure(
      "team overview, cold",
      cold(() => teamOverview(db, scope, now())),
    ),
    await measure("team overview, warm", () => teamOverview(db, scope, now())),
    await measure("activity feed, page 1", () => activityPage(db, scope, 1)),
    await measure("activity feed, page 50", () => activityPage(db, scope, 50)),
    await measure(
      "leaderboard, week, cold",
      cold(() => teamLeaderboard(db, scope, "week", now())),
    ),
    await measure(
      "leaderboard, month, cold",
      cold(() => teamLeaderboard(db, scope, "month", now())),
    ),
    await measure(
      "leaderboard, quarter, cold",
      cold(() => teamLeaderboard(db, scope, "quarter", now())),
    ),
    await measure("leaderboard, any period, warm", () => teamLeaderboard(db, scope, "month", now())),
    await measure("members, page 1", () => teamMembersPage(db, scope, 1, now())),
    await measure(
      "organisation analytics",
      cold(() => organizationAnalytics(db, scope.organization, now())),
    ),
  ];
  console.log(`\n| read | p50 | p99 | max |\n|---|---|---|---|`);
  for (const r of results) console.log(`| ${r.label} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms |`);
} finally {
  await close();
}

async function measure(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
  const result = { label, p50: at(0.5), p99: at(0.99), max: times[times.length - 1].toFixed(1) };
  console.log(`${label}: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms (${RUNS} runs)`);
  return result;
}
