import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { rowsOf } from "../../db/rows";
import { mailMessages, user } from "../../db/schema";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { queueMail } from "../mail/queue-mail";
import { startTestSmtpServer, type TestSmtpServer } from "../mail/test-smtp-server";
import { MAIL_BATCH } from "./runner";

let t: TestApp;
let smtp: TestSmtpServer;

const statusOf = async (id: number) =>
  (await t.database.db.select({ s: mailMessages.status }).from(mailMessages).where(eq(mailMessages.id, id)))[0]?.s;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const mail = (n: number, key = `restart-${n}`) => ({
  to: `person${n}@example.com`,
  idempotencyKey: key,
  category: "essential" as const,
  template: "test",
  content: { subject: `Message ${n}`, heading: `Message ${n}`, paragraphs: ["Hello"] },
});

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The server under test starts without jobs (the harness's default): each test starts its own runner.
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("background jobs", () => {
  it("a stored message waits while no runner works, and is delivered once the runner starts", async () => {
    const id = await queueMail(t.database.db, mail(0, "before-start"));
    expect(id).not.toBeNull();
    expect(await statusOf(id!)).toBe("queued");
    // The same idempotency key is never queued twice.
    expect(await queueMail(t.database.db, mail(0, "before-start"))).toBeNull();
    await t.app.services.jobs.start();
    try {
      await until(async () => (await statusOf(id!)) === "sent", "the sweep to deliver the stored message");
      expect(smtp.messages.filter((m) => m.subject === "Message 0")).toHaveLength(1);
    } finally {
      await t.app.services.jobs.stop();
    }
  });

  it("a refusing mail server: retried, then marked failed in the outbox; the request never fails", async () => {
    // A fresh app on its own database, retrying fast.
    const local = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const { createJobRunner } = await import("./runner");
      const runner = createJobRunner(
        local.database,
        local.app.services.config,
        local.app.log,
        local.app.services.mailer,
        {
          retryDelaySeconds: 1,
          retryLimit: 1,
          pollingIntervalSeconds: 0.5,
          backstopSeconds: 0.5,
          runDailyAtStart: false,
        },
      );
      smtp.setRefusing(true);
      await runner.start();
      const id = (await queueMail(local.database.db, mail(99, "refused")))!;
      await runner.wakeMail(id);
      try {
        await until(
          async () => {
            const [row] = await local.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
            return row.status === "failed";
          },
          "the message to be marked failed",
          30_000,
        );
        const [row] = await local.database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        expect(row.attempts).toBe(2);
        expect(row.lastError).toMatch(/Mailbox unavailable/);
      } finally {
        smtp.setRefusing(false);
        await runner.stop();
      }
    } finally {
      await local.close();
    }
  }, 90_000);

  it("the daily job runs the account purge that main.ts used to run on a timer", async () => {
    const { DAILY_TASKS } = await import("../../background-work");
    expect(DAILY_TASKS.map((task) => task.name)).toContain("account purge");
    const learner = await t.signUp();
    await t.database.db
      .update(user)
      .set({ deletionRequestedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(user.id, learner.id));
    const counts = await t.app.services.jobs.runDailyTasks(new Date());
    expect(counts["account purge"]).toBe(1);
    expect(await t.database.db.select().from(user).where(eq(user.id, learner.id))).toHaveLength(0);
  });
  it("two processes starting on one database run the start-up daily tasks once (issue 29 item 12)", async () => {
    const local = await createTestApp();
    const { createJobRunner, DAILY_QUEUE } = await import("./runner");
    let runs = 0;
    const counting = {
      name: "counting",
      run: async () => {
        runs++;
        return 1;
      },
    };
    const runners = [1, 2].map(() =>
      createJobRunner(local.database, local.app.services.config, local.app.log, null, {
        dailyTasks: [counting],
        pollingIntervalSeconds: 0.5,
        backstopSeconds: 0.5,
      }),
    );
    const startUpJobs = () =>
      local.database.rawQuery<{ state: string }>(
        "select state from pgboss.job where name = $1 and data->>'reason' = 'start-up'",
        [DAILY_QUEUE],
      );
    try {
      // Each process sends its start-up job inside start(): both sends have happened when these resolve.
      for (const runner of runners) await runner.start();
      await until(
        async () => (await startUpJobs()).some((job) => job.state === "completed"),
        "the start-up daily tasks to run",
      );
      expect(await startUpJobs()).toEqual([{ state: "completed" }]);
      expect(runs).toBe(1);
    } finally {
      for (const runner of runners) await runner.stop();
      await local.close();
    }
  }, 60_000);

  it("stopped mid-queue, the rest is delivered after a restart, each message exactly once", async () => {
    const before = smtp.messages.length;
    smtp.setDelay(60);
    await t.app.services.jobs.start();
    // A graceful stop lets the batches in hand finish (at most MAIL_BATCH each, two at a time): queue
    // twice what they can hold, so some are certainly left for the restart however the fetches fall.
    const count = MAIL_BATCH * 4;
    const ids: number[] = [];
    for (let n = 1; n <= count; n++) ids.push((await queueMail(t.database.db, mail(n)))!);
    // Stop once some, not all, have gone: the queue holds the rest in the database.
    await until(async () => smtp.messages.length - before >= 2, "the first deliveries");
    await t.app.close(); // the server stops (graceful: running deliveries finish)
    const deliveredBeforeRestart = smtp.messages.length - before;
    expect(deliveredBeforeRestart).toBeLessThan(count);
    const statuses = await t.database.db
      .select({ status: mailMessages.status })
      .from(mailMessages)
      .where(eq(mailMessages.template, "test"))
      .orderBy(asc(mailMessages.id));
    expect(statuses.filter((s) => s.status === "queued").length).toBeGreaterThan(0);

    // "Restart": a new server on the same database, with jobs, as main.ts runs it.
    smtp.setDelay(0);
    const restarted: FastifyInstance = await buildApp(
      loadConfig({
        NODE_ENV: "test",
        BASE_URL: TEST_ORIGIN,
        LOG_LEVEL: "silent",
        PGLITE_DIR: "memory://",
        SMTP_URL: smtp.url,
        ...(process.env.TEST_DB_DRIVER === "postgres" && t.database.jobStore.kind === "postgres"
          ? { DATABASE_URL: t.database.jobStore.url }
          : {}),
      }),
      t.database,
      { logger: false },
    );
    await restarted.ready();
    try {
      await until(
        async () => (await Promise.all(ids.map(statusOf))).every((s) => s === "sent"),
        "every message to be sent after the restart",
      ).catch(async (e) => {
        const dump = await t.database.db.execute(
          "select m.id, m.status, j.state, j.retry_count, j.start_after, j.singleton_key from mail_messages m left join pgboss.job j on j.singleton_key = 'mail-' || m.id order by m.id" as never,
        );
        throw new Error(`${e.message}: ${JSON.stringify(rowsOf<unknown>(dump))}`);
      });
      // A duplicate could only come from a mail job still waiting or running: once none is, count.
      await until(async () => {
        const [open] = rowsOf<{ n: number }>(
          await t.database.db.execute(
            "select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')" as never,
          ),
        );
        return open.n === 0;
      }, "no mail job left to run");
      const subjects = smtp.messages.slice(before).map((m) => m.subject);
      for (let n = 1; n <= count; n++) expect(subjects.filter((s) => s === `Message ${n}`)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
