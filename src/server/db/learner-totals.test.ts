import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueModuleIds, createLearner, createModule } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import type { Db } from "./client";
import { rowsOf } from "./rows";

/**
 * learner_totals (decision 107) is written only by the triggers of the baseline migration. Whatever is
 * written to user_progress or learning_activity, and however, each learner's row must equal what
 * their facts say at that moment.
 */
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

interface Comparison {
  id: string;
  kept: string;
  facts: string;
}

/** Each user's kept totals beside the same figures counted from their facts now, as JSON texts. */
async function compareWithFacts(db: Db): Promise<Comparison[]> {
  return rowsOf<Comparison>(
    await db.execute(sql`
      select u.id,
        json_build_object('started', coalesce(lt.modules_started, 0), 'seconds', coalesce(lt.seconds_spent, 0),
          'last', lt.last_progress_at, 'completed', coalesce(lt.completed_module_ids, '{}'),
          'day', lt.last_active_day)::text as kept,
        json_build_object('started', p.started, 'seconds', p.seconds, 'last', p.last_update,
          'completed', p.completed, 'day', a.last_day)::text as facts
      from "user" u
      left join learner_totals lt on lt.user_id = u.id
      cross join lateral (
        select count(*)::int as started, coalesce(sum(up.time_spent), 0)::bigint as seconds,
          max(up.updated_at) as last_update,
          coalesce(array_agg(up.module_id order by up.module_id) filter (where up.is_completed), '{}') as completed
        from user_progress up where up.user_id = u.id
      ) p
      cross join lateral (select max(la.day) as last_day from learning_activity la where la.user_id = u.id) a
      order by u.id
    `),
  );
}

/** Each module's kept learner count beside its progress rows counted now. */
async function compareModuleCounts(db: Db) {
  return rowsOf<{ id: number; kept: number; facts: number }>(
    await db.execute(sql`
      select m.id, coalesce(c.learners, 0) as kept,
        (select count(*)::int from user_progress up where up.module_id = m.id) as facts
      from modules m left join module_learner_counts c on c.module_id = m.id
      order by m.id
    `),
  );
}

async function expectTotalsMatchFacts(db: Db) {
  const rows = await compareWithFacts(db);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.kept !== r.facts)).toEqual([]);
  const modules = await compareModuleCounts(db);
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.filter((m) => m.kept !== m.facts)).toEqual([]);
}

async function totalsOf(db: Db, userId: string) {
  const [row] = rowsOf<{
    modules_started: number;
    seconds_spent: number;
    completed_module_ids: number[];
    last_active_day: string | null;
  }>(
    await db.execute(sql`
      select modules_started, seconds_spent::int as seconds_spent, completed_module_ids, last_active_day::text
      from learner_totals where user_id = ${userId}
    `),
  );
  return row;
}

describe("learner_totals follow every write to the facts", () => {
  let t: TestApp;
  let db: Db;
  let moduleIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    moduleIds = await catalogueModuleIds(db);
  });
  afterAll(() => t.close());

  it("has the same four triggers on both fact tables", async () => {
    const triggers = rowsOf<{ tgname: string }>(
      await db.execute(sql`
        select tgname from pg_trigger
        where not tgisinternal and tgfoid = 'learner_totals_after_write'::regproc
        order by tgname
      `),
    ).map((r) => r.tgname);
    expect(triggers).toEqual(
      ["learning_activity", "user_progress"].flatMap((table) =>
        ["delete", "insert", "truncate", "update"].map((event) => `${table}_totals_${event}`),
      ),
    );
  });

  it("counts a learner's progress recorded through the API", async () => {
    const learner = await t.signUp();
    // Every catalogue module has a knowledge check: this test makes one completed by its content.
    const ownModule = await createModule(t.database.db, {
      content: "## Introduction\n\nA module completed by its content.",
    });
    const modules = (await t.app.inject({ method: "GET", url: "/api/modules" })).json() as Array<{
      id: number;
      isPremium: boolean;
      hasContent: boolean;
      hasKnowledgeCheck: boolean;
    }>;
    // The second is completed through the progress route: a module without a knowledge check (issue 22).
    const first = modules.find((m) => !m.isPremium && m.hasContent && m.id !== ownModule.id)!;
    const second = modules.find((m) => m.id === ownModule.id && !m.hasKnowledgeCheck)!;
    const record = (payload: object) => t.as(learner, { method: "POST", url: "/api/user/progress", payload });
    expect(
      (await record({ moduleId: first.id, isCompleted: false, progressPercentage: 40, timeSpent: 120 })).statusCode,
    ).toBe(200);
    expect(
      (await record({ moduleId: second.id, progressPercentage: 100, isCompleted: true, timeSpent: 300 })).statusCode,
    ).toBe(200);
    expect(
      (await record({ moduleId: first.id, isCompleted: false, progressPercentage: 60, timeSpent: 30 })).statusCode,
    ).toBe(200);

    const totals = await totalsOf(db, learner.id);
    expect(totals.modules_started).toBe(2);
    expect(totals.seconds_spent).toBe(450);
    expect(totals.completed_module_ids).toEqual([second.id]);
    expect(totals.last_active_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectTotalsMatchFacts(db);
  });

  it("follows inserts, updates, moves and deletes of many learners' rows in one statement", async () => {
    const a = await createLearner(db, { email: "totals-a@example.com", firstName: "Ada", lastName: "Totals" });
    const b = await createLearner(db, { email: "totals-b@example.com", firstName: "Ben", lastName: "Totals" });
    const [m1, m2, m3, m4] = moduleIds;
    await db.execute(sql`
      insert into user_progress (user_id, module_id, progress_percentage, is_completed, time_spent, updated_at) values
        (${a.id}, ${m1}, 100, true, 600, '2026-03-01T10:00:00Z'),
        (${a.id}, ${m2}, 50, false, 200, '2026-03-02T10:00:00Z'),
        (${b.id}, ${m3}, 100, true, 900, '2026-03-03T10:00:00Z')
    `);
    await expectTotalsMatchFacts(db);
    expect((await totalsOf(db, a.id)).completed_module_ids).toEqual([m1]);

    // Completion, more time, a later update, and an upsert that updates instead of inserting.
    await db.execute(sql`
      update user_progress set is_completed = true, time_spent = time_spent + 100, updated_at = '2026-04-01T09:00:00Z'
      where user_id = ${a.id} and module_id = ${m2}
    `);
    await db.execute(sql`
      insert into user_progress (user_id, module_id, time_spent) values (${b.id}, ${m3}, 1), (${b.id}, ${m4}, 5)
      on conflict (user_id, module_id) do update set time_spent = user_progress.time_spent + excluded.time_spent
    `);
    await expectTotalsMatchFacts(db);
    expect(await totalsOf(db, a.id)).toMatchObject({
      modules_started: 2,
      seconds_spent: 900,
      completed_module_ids: [m1, m2],
    });
    expect(await totalsOf(db, b.id)).toMatchObject({
      modules_started: 2,
      seconds_spent: 906,
      completed_module_ids: [m3],
    });

    // A row moved from one learner to another changes both.
    await db.execute(sql`update user_progress set user_id = ${b.id} where user_id = ${a.id} and module_id = ${m1}`);
    await expectTotalsMatchFacts(db);
    expect((await totalsOf(db, b.id)).completed_module_ids).toEqual([m1, m3]);

    await db.execute(sql`delete from user_progress where user_id in (${a.id}, ${b.id}) and module_id <> ${m3}`);
    await expectTotalsMatchFacts(db);
    expect(await totalsOf(db, a.id)).toMatchObject({ modules_started: 0, seconds_spent: 0, completed_module_ids: [] });
  });

  it("adds time and later updates without recounting, and recounts what adding cannot follow", async () => {
    const e = await createLearner(db, { email: "totals-e@example.com", firstName: "Eve", lastName: "Adds" });
    const [m1, m2] = moduleIds;
    await db.execute(sql`
      insert into user_progress (user_id, module_id, time_spent, updated_at) values
        (${e.id}, ${m1}, 100, '2026-09-01T10:00:00Z'), (${e.id}, ${m2}, 50, '2026-09-02T10:00:00Z')
    `);
    // Time added and the update moved forward: added to the kept totals.
    await db.execute(sql`
      update user_progress set time_spent = time_spent + 25, updated_at = '2026-09-03T10:00:00Z' where user_id = ${e.id}
    `);
    expect(await totalsOf(db, e.id)).toMatchObject({ seconds_spent: 200 });
    await expectTotalsMatchFacts(db);
    // An update moved back in time: the latest update must be recounted, not kept.
    await db.execute(sql`update user_progress set updated_at = '2026-01-01T00:00:00Z' where user_id = ${e.id}`);
    await expectTotalsMatchFacts(db);
    // Time taken away counts too.
    await db.execute(sql`update user_progress set time_spent = 10 where user_id = ${e.id} and module_id = ${m1}`);
    expect(await totalsOf(db, e.id)).toMatchObject({ seconds_spent: 85 });
    // A learner whose totals row went missing is recounted, which makes it again.
    await db.execute(sql`delete from learner_totals where user_id = ${e.id}`);
    await db.execute(sql`update user_progress set time_spent = time_spent + 1 where user_id = ${e.id}`);
    expect(await totalsOf(db, e.id)).toMatchObject({ modules_started: 2, seconds_spent: 87 });
    await expectTotalsMatchFacts(db);
  });

  it("follows active days: added, moved, removed", async () => {
    const c = await createLearner(db, { email: "totals-c@example.com", firstName: "Cy", lastName: "Totals" });
    await db.execute(sql`
      insert into learning_activity (user_id, day, seconds_spent) values
        (${c.id}, '2026-05-01', 60), (${c.id}, '2026-05-09', 60), (${c.id}, '2026-05-04', 60)
    `);
    expect((await totalsOf(db, c.id)).last_active_day).toBe("2026-05-09");
    await db.execute(
      sql`update learning_activity set day = '2026-06-01' where user_id = ${c.id} and day = '2026-05-01'`,
    );
    expect((await totalsOf(db, c.id)).last_active_day).toBe("2026-06-01");
    await db.execute(sql`
      insert into learning_activity (user_id, day, seconds_spent) values (${c.id}, '2026-06-01', 30)
      on conflict (user_id, day) do update set seconds_spent = learning_activity.seconds_spent + excluded.seconds_spent
    `);
    await db.execute(sql`delete from learning_activity where user_id = ${c.id} and day >= '2026-05-05'`);
    expect((await totalsOf(db, c.id)).last_active_day).toBe("2026-05-04");
    await expectTotalsMatchFacts(db);
  });

  it("goes with a deleted account, leaving everyone else's as they were", async () => {
    const leaving = await createLearner(db, {
      email: "totals-leaving@example.com",
      firstName: "Lee",
      lastName: "Gone",
    });
    await db.execute(sql`
      insert into user_progress (user_id, module_id, is_completed, time_spent) values (${leaving.id}, ${moduleIds[0]}, true, 60)
    `);
    await db.execute(sql`insert into learning_activity (user_id, day) values (${leaving.id}, '2026-07-01')`);
    expect(await totalsOf(db, leaving.id)).toMatchObject({ modules_started: 1 });
    const before = (await compareWithFacts(db)).filter((r) => r.id !== leaving.id);

    // As the 30-day purge deletes an account (auth/account-deletion.ts): its user row, its facts by cascade.
    expect(rowsOf(await db.execute(sql`delete from "user" where id = ${leaving.id} returning id`))).toHaveLength(1);

    expect(await totalsOf(db, leaving.id)).toBeUndefined();
    expect(await compareWithFacts(db)).toEqual(before);
  });

  it("is rebuilt from the facts by learner_totals_refresh", async () => {
    const kept = await compareWithFacts(db);
    await db.execute(sql`delete from learner_totals`);
    expect(rowsOf(await db.execute(sql`select 1 from learner_totals`))).toEqual([]);
    await db.execute(
      sql`select learner_totals_refresh(array(select user_id from user_progress union select user_id from learning_activity))`,
    );
    expect(await compareWithFacts(db)).toEqual(kept);
    await expectTotalsMatchFacts(db);
  });

  it("follows a truncated activity table", async () => {
    await db.execute(sql`truncate learning_activity`);
    await expectTotalsMatchFacts(db);
    expect(rowsOf(await db.execute(sql`select 1 from learner_totals where last_active_day is not null`))).toEqual([]);
  });

  it("counts each module's learners through first steps, upserts, moves and truncation (issue 27)", async () => {
    const learner = await t.signUp();
    type Listed = { id: number; isPremium: boolean; hasKnowledgeCheck: boolean; learnerCount: number };
    const catalogue = async () => (await t.app.inject({ method: "GET", url: "/api/modules" })).json() as Listed[];
    // Two modules of its own, which no other test of the file has progress in.
    const own = await Promise.all(
      [1, 2].map(() => createModule(db, { content: "## Introduction\n\nA module of this test's own." })),
    );
    const [module, other] = (await catalogue()).filter((m) => own.some((o) => o.id === m.id));
    const record = () =>
      t.as(learner, {
        method: "POST",
        url: "/api/user/progress",
        payload: { moduleId: module.id, isCompleted: false, progressPercentage: 10, timeSpent: 30 },
      });
    expect((await record()).statusCode).toBe(200);
    expect((await record()).statusCode).toBe(200); // an update: the same learner counts once
    const listed = async (id: number) => (await catalogue()).find((m) => m.id === id)!.learnerCount;
    expect(await listed(module.id)).toBe(module.learnerCount + 1);
    await expectTotalsMatchFacts(db);

    await db.execute(sql`update user_progress set module_id = ${other.id} where module_id = ${module.id}`);
    const counts = await compareModuleCounts(db);
    expect(counts.find((m) => m.id === module.id)!.kept).toBe(0);
    expect(counts.find((m) => m.id === other.id)!.kept).toBe(other.learnerCount + module.learnerCount + 1);
    await expectTotalsMatchFacts(db);

    await db.execute(sql`truncate user_progress cascade`);
    expect((await compareModuleCounts(db)).filter((m) => m.kept !== 0)).toEqual([]);
    await expectTotalsMatchFacts(db);
  });
});

describe.runIf(onPostgres)("learner_totals under concurrent writers (PostgreSQL)", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.jobStore.kind !== "postgres") throw new Error("expected PostgreSQL");
    url = t.database.jobStore.url;
  });
  afterAll(() => t.close());

  it("counts both rows when two transactions add progress for the same learner at once", async () => {
    const db = t.database.db;
    const learner = await createLearner(db, { email: "totals-race@example.com", firstName: "Rae", lastName: "Race" });
    await db.execute(sql`insert into learning_activity (user_id, day) values (${learner.id}, '2026-08-01')`);
    const [m1, m2] = await catalogueModuleIds(db);
    const first = new pg.Client({ connectionString: url });
    const second = new pg.Client({ connectionString: url });
    await first.connect();
    await second.connect();
    try {
      const secondPid = (await second.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
      await first.query("begin");
      await first.query("insert into user_progress (user_id, module_id, time_spent) values ($1, $2, 10)", [
        learner.id,
        m1,
      ]);
      await second.query("begin");
      // The second writer must wait for the first's lock on the learner's totals, then count both rows.
      const secondInsert = second.query(
        "insert into user_progress (user_id, module_id, time_spent) values ($1, $2, 20)",
        [learner.id, m2],
      );
      await expect
        .poll(
          async () =>
            (
              await first.query<{ wait: string | null }>(
                "select wait_event_type as wait from pg_stat_activity where pid = $1",
                [secondPid],
              )
            ).rows[0]?.wait,
          { timeout: 10_000 },
        )
        .toBe("Lock");
      await first.query("commit");
      await secondInsert;
      await second.query("commit");
    } finally {
      await first.end();
      await second.end();
    }
    const [row] = rowsOf<{ modules_started: number; seconds_spent: string }>(
      await db.execute(sql`select modules_started, seconds_spent from learner_totals where user_id = ${learner.id}`),
    );
    expect(row).toEqual({ modules_started: 2, seconds_spent: "30" });
    await expectTotalsMatchFacts(db);
  });
});
