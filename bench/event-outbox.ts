/**
 * Benchmark (not a test): what the event outbox adds to a learner's progress write (issue 23 "Speed":
 * the write enqueues its events in the same statement and stays within 2 ms of its cost). Calls the
 * progress service in-process, BENCH_RUNS (default 2,000) writes per case after a warm-up, on PGlite
 * (default) or PostgreSQL (BENCH_DATABASE_URL, a throwaway database created and dropped), and prints
 * the median and p99 of:
 *   - a learner in no organisation (the statement as before issue 23: no outbox CTEs);
 *   - a learner in an organisation with no webhook endpoint or learning record store (the CTEs, storing nothing);
 *   - a learner whose organisation has an LRS (an event and a delivery stored with every write).
 *
 *   npx tsx bench/event-outbox.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/event-outbox.ts
 */
import { sql } from "drizzle-orm";
import type { SessionUser } from "../src/contracts/auth";
import { syncCatalogue } from "../src/server/cli/seed";
import { openDatabase } from "../src/server/db/client";
import { catalogueSummaries } from "../src/server/platform/caches/catalogue-cache";
import { attachEventContext } from "../src/server/platform/events/record-event";
import { recordProgress } from "../src/server/platform/learning/record-progress";
import { addMember, createLearner, createOrganization } from "../src/server/test/factories";
import { benchConfig, createThrowawayDatabase } from "./throwaway-database";

const RUNS = Number(process.env.BENCH_RUNS ?? 2_000);
const throwaway = await createThrowawayDatabase("pivot_bench_outbox");
const config = benchConfig(throwaway.url, { BASE_URL: "http://localhost:5096" });
const database = await openDatabase(config.database);
try {
  await database.migrate();
  await syncCatalogue(database.db);
  const db = database.db;
  // No job runner: the wake-up is a no-op, as when the runner is busy elsewhere.
  attachEventContext(db, {});
  const module = (await catalogueSummaries(db)).find((m) => !m.isPremium && !m.hasKnowledgeCheck);
  if (!module) throw new Error("no free module without a knowledge check");
  const session = async (email: string, organizationIds: string[]): Promise<SessionUser> => {
    const person = await createLearner(db, { email, firstName: "Bench", lastName: "Learner" });
    for (const organizationId of organizationIds)
      await addMember(db, { organizationId, userId: person.id, role: "member", department: null });
    return {
      id: person.id,
      email,
      firstName: "Bench",
      lastName: "Learner",
      profileImageUrl: null,
      role: "learner",
      subscriptionStatus: "inactive",
      subscriptionPlan: "free",
      deletionRequestedAt: null,
      activeOrganizationId: organizationIds[0] ?? null,
      organizationIds,
      twoFactorEnabled: false,
      twoFactorVerifiedAt: null,
      singleSignOn: false,
      passkeySignIn: false,
      twoFactorRequiredFrom: null,
    } as SessionUser;
  };
  const quiet = await createOrganization(db, { name: "Quiet", slug: "bench-quiet" });
  const recorded = await createOrganization(db, { name: "Recorded", slug: "bench-recorded" });
  await db.execute(sql`
    insert into learning_record_stores (organization_id, endpoint, key, secret_ciphertext)
    values (${recorded.id}, 'https://lrs.example.com/xapi/', 'k', 'sealed')
  `);
  const cases = [
    { name: "no organisation (as before)", user: await session("bench-none@example.com", []) },
    { name: "organisation, no destination", user: await session("bench-quiet@example.com", [quiet.id]) },
    { name: "organisation with an LRS (event stored)", user: await session("bench-lrs@example.com", [recorded.id]) },
  ];
  const time = async (user: SessionUser) => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 200; i++) {
      const started = performance.now();
      await recordProgress(
        db,
        user,
        { moduleId: module.id, isCompleted: false, progressPercentage: 10 + (i % 80), timeSpent: 1 },
        new Date(),
      );
      if (i >= 200) samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return { p50: samples[Math.floor(samples.length / 2)], p99: samples[Math.floor(samples.length * 0.99)] };
  };
  console.log(`${throwaway.url ? "PostgreSQL" : "PGlite"}, ${RUNS} progress writes per case`);
  // Interleaved twice, so load that comes and goes touches every case alike.
  const results = new Map<string, { p50: number; p99: number }[]>();
  for (let round = 0; round < 2; round++)
    for (const c of cases) results.set(c.name, [...(results.get(c.name) ?? []), await time(c.user)]);
  for (const [name, rounds] of results)
    console.log(
      `${name.padEnd(42)} p50 ${rounds.map((r) => r.p50.toFixed(2)).join(" / ")} ms   p99 ${rounds.map((r) => r.p99.toFixed(2)).join(" / ")} ms`,
    );
} finally {
  await database.close();
  await throwaway.drop();
}
