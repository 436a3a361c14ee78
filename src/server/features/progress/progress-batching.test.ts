import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../contracts/auth";
import type { ProgressItem } from "../../../contracts/learning";
import { sessionUserById } from "../../auth/session";
import { queryRows } from "../../db/rows";
import { webhookEndpoints } from "../../db/schema";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { recordProgress } from "../../platform/learning/record-progress";
import { addMember, createLearner, createModule, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// Issue 27 "Speed" (decision 346): progress writes that arrive while one runs share one statement
// (platform/learning/progress-writes.ts).
let t: TestApp;
let upserts = 0;
let moduleIds: number[];
const now = new Date("2026-11-20T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => void (/insert into user_progress/i.test(query) && upserts++) });
  // Every catalogue module is assessed (issue 46): modules of this file's own complete by their content.
  for (let i = 0; i < 3; i++)
    await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  const open = (await catalogueSummaries(t.database.db)).filter((m) => !m.isPremium && !m.hasKnowledgeCheck);
  moduleIds = open.slice(0, 3).map((m) => m.id);
});
afterAll(async () => {
  await t.close();
});

async function learners(count: number): Promise<SessionUser[]> {
  const people: SessionUser[] = [];
  for (let i = 0; i < count; i++) {
    const created = await createLearner(t.database.db, {
      email: `batch-${randomUUID()}@example.com`,
      firstName: "Batch",
      lastName: `Learner ${i}`,
    });
    people.push((await sessionUserById(t.database.db, created.id, new Date())) as SessionUser);
  }
  return people;
}

const write = (user: SessionUser, moduleId: number, timeSpent: number) =>
  recordProgress(t.database.db, user, { moduleId, progressPercentage: 40, timeSpent, isCompleted: false }, now);

describe("progress writes that arrive together (issue 27)", () => {
  it("answers each of 72 simultaneous writes, in few statements, with every total exact", async () => {
    const people = await learners(12);
    const cases = people.flatMap((user, p) =>
      moduleIds.map((moduleId, m) => ({ user, moduleId, seconds: 10 + p + m })),
    );
    const before = upserts;
    // Every learner and module twice: the second of a pair must wait for a later statement.
    const answers = await Promise.all([...cases, ...cases].map((c) => write(c.user, c.moduleId, c.seconds)));
    expect(upserts - before).toBeLessThan(cases.length);

    for (const [i, c] of cases.entries()) {
      const pair = [answers[i], answers[i + cases.length]] as ProgressItem[];
      expect(pair.map((a) => a.timeSpent).sort((a, b) => a - b)).toEqual([c.seconds, 2 * c.seconds]);
      expect(pair.every((a) => a.moduleId === c.moduleId && a.progressPercentage === 40)).toBe(true);
    }
    const ids = people.map((p) => p.id);
    const stored = await queryRows<{ user_id: string; module_id: number; time_spent: number }>(
      t.database.db,
      sql`select user_id, module_id, time_spent from user_progress where user_id = any(${sql.param(ids)}::text[])`,
    );
    expect(stored).toHaveLength(cases.length);
    for (const c of cases) {
      expect(stored.find((r) => r.user_id === c.user.id && r.module_id === c.moduleId)?.time_spent).toBe(2 * c.seconds);
    }
    const totals = await queryRows<{ user_id: string; modules_started: number; seconds: number; day_seconds: number }>(
      t.database.db,
      sql`select t.user_id, t.modules_started, t.seconds_spent::int as seconds,
          (select sum(a.seconds_spent)::int from learning_activity a where a.user_id = t.user_id) as day_seconds
        from learner_totals t where t.user_id = any(${sql.param(ids)}::text[])`,
    );
    expect(totals).toHaveLength(people.length);
    for (const [p, user] of people.entries()) {
      const seconds = 2 * moduleIds.reduce((sum, _, m) => sum + 10 + p + m, 0);
      expect(totals.find((r) => r.user_id === user.id)).toMatchObject({
        modules_started: moduleIds.length,
        seconds,
        day_seconds: seconds,
      });
    }
    const counts = await queryRows<{ module_id: number; kept: number; counted: number }>(
      t.database.db,
      sql`select c.module_id, c.learners as kept, (select count(*)::int from user_progress p where p.module_id = c.module_id) as counted
        from module_learner_counts c where c.module_id = any(${sql.param(moduleIds)}::int[])`,
    );
    expect(counts).toHaveLength(moduleIds.length);
    for (const row of counts) expect(row.kept).toBe(row.counted);
  });

  it("fails a bad write alone and keeps the others of its batch", async () => {
    const [first, second] = await learners(2);
    const ghost: SessionUser = { ...(first as SessionUser), id: `ghost-${randomUUID()}` };
    const results = await Promise.allSettled([
      write(first as SessionUser, moduleIds[0] as number, 5),
      write(first as SessionUser, moduleIds[1] as number, 6),
      write(ghost, moduleIds[0] as number, 7),
      write(second as SessionUser, moduleIds[0] as number, 8),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const stored = await queryRows<{ user_id: string; time_spent: number }>(
      t.database.db,
      sql`select user_id, time_spent from user_progress where user_id in (${first?.id}, ${second?.id}, ${ghost.id}) order by time_spent`,
    );
    expect(stored.map((r) => r.time_spent)).toEqual([5, 6, 8]);
  });

  it("stores each write's event once per organisation of the learner, with its own delivery", async () => {
    const [both, one] = await learners(2);
    const organizations = [];
    for (const name of ["Batch A", "Batch B"]) {
      const organization = await createOrganization(t.database.db, { name, slug: `batch-${randomUUID()}` });
      organizations.push(organization.id);
      await t.database.db.insert(webhookEndpoints).values({
        id: randomUUID(),
        organizationId: organization.id,
        url: "https://receiver.example.com/hooks",
        events: ["module.launched", "module.progressed"],
        secretCiphertext: "not used: nothing is delivered here",
      });
    }
    for (const organizationId of organizations) {
      await addMember(t.database.db, {
        organizationId,
        userId: (both as SessionUser).id,
        role: "member",
        department: null,
      });
    }
    await addMember(t.database.db, {
      organizationId: organizations[0] as string,
      userId: (one as SessionUser).id,
      role: "member",
      department: null,
    });
    const [inBoth, inOne] = [
      (await sessionUserById(t.database.db, (both as SessionUser).id, new Date())) as SessionUser,
      (await sessionUserById(t.database.db, (one as SessionUser).id, new Date())) as SessionUser,
    ];

    await Promise.all([
      write(inBoth, moduleIds[0] as number, 1),
      write(inBoth, moduleIds[1] as number, 1),
      write(inOne, moduleIds[0] as number, 1),
      write(inOne, moduleIds[0] as number, 2),
    ]);

    const events = await queryRows<{ organization_id: string; type: string; user_id: string; deliveries: number }>(
      t.database.db,
      sql`select e.organization_id, e.type, e.payload->>'userId' as user_id,
          (select count(*)::int from event_deliveries d where d.event_id = e.id) as deliveries
        from event_outbox e where e.organization_id = any(${sql.param(organizations)}::text[])`,
    );
    const [a, b] = organizations;
    const summary = events
      .map(
        (e) =>
          `${e.organization_id === a ? "A" : e.organization_id === b ? "B" : "?"} ${e.user_id === inBoth.id ? "both" : "one"} ${e.type} ${e.deliveries}`,
      )
      .sort();
    expect(summary).toEqual([
      "A both module.launched 1",
      "A both module.launched 1",
      "A one module.launched 1",
      "A one module.progressed 1",
      "B both module.launched 1",
      "B both module.launched 1",
    ]);
  });
});
