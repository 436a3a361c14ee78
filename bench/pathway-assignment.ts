/**
 * Benchmark (not a test): an owner assigns a pathway to 500 members at once (issue 27 "Speed": under
 * 300 ms on PostgreSQL), through the route, in-process (`app.inject`) on PGlite (default) or PostgreSQL
 * (BENCH_DATABASE_URL, in a throwaway database created and dropped). Each of BENCH_RUNS (default 5)
 * assignments is a different pathway with a due date, so every run stores 500 enrolments, 500
 * assignments, 500 notifications and 500 e-mails with calendar files; the median and the slowest are
 * printed, and the SQL statements one assignment makes.
 *
 *   npx tsx bench/pathway-assignment.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/pathway-assignment.ts
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { DEMO_PASSWORD } from "../src/server/auth/demo-accounts";
import { syncCatalogue } from "../src/server/cli/seed";
import { openDatabase } from "../src/server/db/client";
import { queryRows } from "../src/server/db/rows";
import { addMember, createLearner, createOrganization } from "../src/server/test/factories";
import { benchConfig, createThrowawayDatabase } from "./throwaway-database";

const MEMBERS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 300;
const BASE_URL = "http://localhost:5095";

const throwaway = await createThrowawayDatabase("pivot_bench_assign");
const config = benchConfig(throwaway.url, { BASE_URL, API_RATE_LIMIT: "100000000", SEED_DEMO: "true" });
let counting = false;
let statements = 0;
const database = await openDatabase(config.database, { onQuery: () => counting && statements++ });
try {
  await database.migrate();
  await syncCatalogue(database.db);
  const db = database.db;
  const owner = await createLearner(db, {
    email: "assign-owner@example.com",
    firstName: "Olu",
    lastName: "Owner",
    password: DEMO_PASSWORD,
  });
  const organization = await createOrganization(db, { name: "Assign Bench", slug: "assign-bench" });
  await addMember(db, { organizationId: organization.id, userId: owner.id, role: "owner", department: null });
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, first_name, last_name, role)
    select 'assign-u' || g, 'Member ' || g, 'assign-member-' || g || '@example.com', true, 'Member', g::text, 'learner'
    from generate_series(1, ${MEMBERS}) g
  `);
  await db.execute(sql`
    insert into member (id, organization_id, user_id, role)
    select 'assign-m' || g, ${organization.id}, 'assign-u' || g, 'member' from generate_series(1, ${MEMBERS}) g
  `);
  const memberIds = Array.from({ length: MEMBERS }, (_, i) => `assign-u${i + 1}`);
  const pathwayIds = (await queryRows<{ id: number }>(db, sql`select id from pathways order by id`)).map((r) => r.id);
  if (pathwayIds.length < RUNS) throw new Error(`the catalogue has ${pathwayIds.length} pathways, fewer than ${RUNS}`);

  const app = await buildApp(config, database, { logger: false });
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: BASE_URL },
    payload: { email: owner.email, password: DEMO_PASSWORD },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  await app.inject({
    method: "POST",
    url: `/api/organizations/${organization.id}/activate`,
    headers: { cookie, origin: BASE_URL },
  });

  // A first, unmeasured assignment of a few members: the route's first call compiles its serialiser and
  // loads the calendar and mail code.
  await app.inject({
    method: "POST",
    url: "/api/organizations/pathways/assign",
    headers: { cookie, origin: BASE_URL },
    payload: { pathwayId: pathwayIds.at(-1), memberIds: memberIds.slice(0, 5), dueDate: "2099-01-31" },
  });
  const timings: number[] = [];
  for (const [run, pathwayId] of pathwayIds.slice(0, RUNS).entries()) {
    counting = run === 0;
    const started = performance.now();
    const response = await app.inject({
      method: "POST",
      url: "/api/organizations/pathways/assign",
      headers: { cookie, origin: BASE_URL },
      payload: { pathwayId, memberIds, dueDate: "2099-01-31" },
    });
    timings.push(performance.now() - started);
    counting = false;
    if (response.statusCode !== 200) throw new Error(`assignment failed: ${response.statusCode} ${response.body}`);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const [{ n: mails }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mail_messages`);
  console.log(`database: ${database.kind}; ${MEMBERS} members; ${mails} e-mails stored in all`);
  console.log(`SQL statements for one assignment of ${MEMBERS}: ${statements}`);
  console.log(
    `POST /api/organizations/pathways/assign (${MEMBERS} members): median ${Math.round(sorted[Math.floor(RUNS / 2)])} ms, ` +
      `slowest ${Math.round(sorted.at(-1)!)} ms (target < ${TARGET_MS} ms); runs ${timings.map(Math.round).join(", ")}`,
  );
  await app.close();
} finally {
  await database.close();
  await throwaway.drop();
}
