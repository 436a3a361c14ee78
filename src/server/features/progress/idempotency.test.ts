import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { queryRows } from "../../db/rows";
import { webhookEndpoints } from "../../db/schema";
import { deleteExpiredIdempotencyKeys } from "../../platform/idempotency/keys";
import { rightAnswersTo } from "../../platform/learning/knowledge-check-attempts";
import { addMember, createModule, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

// Issue 44 item 5 (decision 407): progress writes and knowledge-check submissions take an Idempotency-Key.
let t: TestApp;
let free: ModuleSummary;
let assessed: ModuleSummary;
beforeAll(async () => {
  t = await createTestApp();
  await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  free = catalogue.find((m) => !m.isPremium && !m.hasKnowledgeCheck) as ModuleSummary;
  assessed = catalogue.find((m) => !m.isPremium && m.hasKnowledgeCheck) as ModuleSummary;
}, 120_000);
afterAll(() => t.close());

const write = (user: TestUser, key: string | null, body: object) =>
  t.as(user, {
    method: "POST",
    url: "/api/user/progress",
    payload: body,
    headers: key === null ? {} : { "idempotency-key": key },
  });

/** A learner in an organisation whose webhook hears every progress event. */
async function learnerWithWebhook(): Promise<{ user: TestUser; organizationId: string }> {
  const user = await t.signUp();
  const org = await createOrganization(t.database.db, { name: "Idempotent Ltd", slug: `idem-${randomUUID()}` });
  await addMember(t.database.db, { organizationId: org.id, userId: user.id, role: "member", department: null });
  await t.database.db.insert(webhookEndpoints).values({
    id: randomUUID(),
    organizationId: org.id,
    url: "https://receiver.example.com/hooks",
    events: ["module.launched", "module.progressed", "module.completed"],
    secretCiphertext: "not used: nothing is delivered here",
  });
  return { user, organizationId: org.id };
}

async function facts(userId: string, organizationId: string) {
  const [row] = await queryRows<{
    time_spent: number;
    totals: number;
    day: number;
    events: number;
    deliveries: number;
  }>(
    t.database.db,
    sql`select (select time_spent from user_progress where user_id = ${userId} and module_id = ${free.id}) as time_spent,
        (select seconds_spent::int from learner_totals where user_id = ${userId}) as totals,
        (select sum(seconds_spent)::int from learning_activity where user_id = ${userId}) as day,
        (select count(*)::int from event_outbox where organization_id = ${organizationId}) as events,
        (select count(*)::int from event_deliveries d join event_outbox e on e.id = d.event_id
          where e.organization_id = ${organizationId}) as deliveries`,
  );
  return row;
}

describe("POST /api/user/progress with an Idempotency-Key", () => {
  it("answers a repeat with the first answer and changes nothing", async () => {
    const { user, organizationId } = await learnerWithWebhook();
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 30, timeSpent: 120 };
    const first = await write(user, "save-1", body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ timeSpent: 120, progressPercentage: 30 });
    const before = await facts(user.id, organizationId);
    expect(before).toEqual({ time_spent: 120, totals: 120, day: 120, events: 1, deliveries: 1 });

    const again = await write(user, "save-1", body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await facts(user.id, organizationId)).toEqual(before);

    // A new key is a new write: its seconds count.
    const next = await write(user, "save-2", body);
    expect(next.json()).toMatchObject({ timeSpent: 240 });
    // Without a key, every write counts, as before.
    expect((await write(user, null, body)).json()).toMatchObject({ timeSpent: 360 });
  });

  it("answers the first answer to repeats sent at the same moment, once stored", async () => {
    const user = await t.signUp();
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 20, timeSpent: 50 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => write(user, "same-moment", body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().timeSpent))).toEqual(new Set([50]));
    const [stored] = await queryRows<{ time_spent: number }>(
      t.database.db,
      sql`select time_spent from user_progress where user_id = ${user.id} and module_id = ${free.id}`,
    );
    expect(stored?.time_spent).toBe(50);
  });

  it("refuses the key with a different body (422) and stores nothing of it", async () => {
    const user = await t.signUp();
    await write(user, "k", { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 10 });
    const other = await write(user, "k", {
      moduleId: free.id,
      isCompleted: false,
      progressPercentage: 10,
      timeSpent: 99,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/already used with a different request/);
    const [stored] = await queryRows<{ time_spent: number }>(
      t.database.db,
      sql`select time_spent from user_progress where user_id = ${user.id} and module_id = ${free.id}`,
    );
    expect(stored?.time_spent).toBe(10);
  });

  it("keeps one person's keys apart from another's", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 30 };
    expect((await write(a, "shared", body)).json().timeSpent).toBe(30);
    const theirs = await write(b, "shared", { ...body, timeSpent: 45 });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().timeSpent).toBe(45);
    expect((await write(a, "shared", body)).json().timeSpent).toBe(30);
  });

  it("refuses a key that is blank, too long or has spaces (400)", async () => {
    const user = await t.signUp();
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 1 };
    for (const key of ["", "has space", "x".repeat(256)]) {
      const res = await write(user, key, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key header must be 1 to 255 visible characters/);
    }
    expect((await write(user, '"quoted-key"', body)).statusCode).toBe(200);
    expect((await write(user, "quoted-key", body)).json().timeSpent).toBe(1);
  });

  it("forgets keys after 24 hours (the daily task)", async () => {
    const user = await t.signUp();
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 7 };
    await write(user, "old", body);
    const countOf = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from idempotency_keys where user_id = ${user.id}`,
        )
      )[0]?.n;
    expect(await deleteExpiredIdempotencyKeys(t.database.db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await countOf()).toBe(1);
    expect(await deleteExpiredIdempotencyKeys(t.database.db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect(await countOf()).toBe(0);
  });
});

describe("knowledge-check submission with an Idempotency-Key", () => {
  it("records one submission and answers a repeat with the first result", async () => {
    const user = await t.signUp();
    const attempt = (
      await t.as(user, { method: "POST", url: `/api/modules/${assessed.id}/knowledge-check/attempts` })
    ).json();
    const answers = await rightAnswersTo(t.database.db, attempt);
    const submit = (key: string, payload: object) =>
      t.as(user, {
        method: "POST",
        url: `/api/modules/${assessed.id}/knowledge-check/attempts/${attempt.attemptId}/submit`,
        payload,
        headers: { "idempotency-key": key },
      });
    const first = await submit("kc-1", { answers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ passed: true });
    const again = await submit("kc-1", { answers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [counts] = await queryRows<{ attempts: number; answers: number }>(
      t.database.db,
      sql`select (select count(*)::int from knowledge_check_attempts where user_id = ${user.id} and submitted_at is not null) as attempts,
          (select count(*)::int from knowledge_check_answers a join knowledge_check_attempts k on k.id = a.attempt_id
            where k.user_id = ${user.id}) as answers`,
    );
    expect(counts).toEqual({ attempts: 1, answers: attempt.questions.length });
    // Other answers under the key: refused; a new key for a submitted attempt: the usual 409.
    const firstQuestion = attempt.questions[0].id as string;
    expect((await submit("kc-1", { answers: { ...answers, [firstQuestion]: [] } })).statusCode).toBe(422);
    expect((await submit("kc-2", { answers })).statusCode).toBe(409);
  });
});

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

describe.runIf(onPostgres)("a write whose connection the database ended (PostgreSQL)", () => {
  /**
   * Holds the learner's progress row locked from another connection, waits until the app's write is
   * blocked on it, ends that backend (pg_terminate_backend: 57P01 admin_shutdown), then lets go.
   */
  async function terminateWhileBlocked(
    userId: string,
    send: () => Promise<{ statusCode: number; json(): { timeSpent?: number } }>,
  ) {
    const url = process.env.TEST_DATABASE_URL;
    const [{ db }] = await queryRows<{ db: string }>(t.database.db, sql`select current_database() as db`);
    const target = new URL(url as string);
    target.pathname = `/${db}`;
    const locker = new pg.Client({ connectionString: target.toString() });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("select 1 from user_progress where user_id = $1 and module_id = $2 for update", [
        userId,
        free.id,
      ]);
      const answer = send();
      let terminated = 0;
      for (let i = 0; i < 600 && terminated === 0; i++) {
        const { rows } = await locker.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
             and pg_backend_pid() = any(pg_blocking_pids(pid))`,
        );
        for (const { pid } of rows) {
          await locker.query("select pg_terminate_backend($1)", [pid]);
          terminated++;
        }
        if (terminated === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      expect(terminated).toBe(1);
      await locker.query("rollback");
      return await answer;
    } finally {
      await locker.end();
    }
  }

  it("sends a keyed write again once, on a fresh connection, and counts it once", async () => {
    const user = await t.signUp();
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 40 };
    await write(user, "before", body);
    const res = await terminateWhileBlocked(user.id, () => write(user, "during", { ...body, timeSpent: 60 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().timeSpent).toBe(100);
    expect((await write(user, "during", { ...body, timeSpent: 60 })).json().timeSpent).toBe(100);
  }, 120_000);

  it("does not send an unkeyed write again: its outcome is unknown", async () => {
    const user = await t.signUp();
    const body = { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 40 };
    await write(user, null, body);
    const res = await terminateWhileBlocked(user.id, () => write(user, null, body));
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const [stored] = await queryRows<{ time_spent: number }>(
      t.database.db,
      sql`select time_spent from user_progress where user_id = ${user.id} and module_id = ${free.id}`,
    );
    expect(stored?.time_spent).toBe(40);
  }, 120_000);
});
