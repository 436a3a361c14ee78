import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The constraint a raw statement breaks, or null when the database accepts it (inside a rolled-back transaction). */
async function violated(statement: ReturnType<typeof sql>): Promise<string | null> {
  const rollback = new Error("rollback");
  try {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(statement);
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return null;
    const cause = error as { constraint?: string; cause?: { constraint?: string }; message?: string };
    return cause.constraint ?? cause.cause?.constraint ?? String(cause.message);
  }
  return null;
}

const someModule = sql`(select id from modules order by id limit 1)`;

describe("closed value sets are checked by the database (issue 27)", () => {
  it.each([
    ["modules_pivot_pillar_check", sql`update modules set pivot_pillar = 'purpose' where id = ${someModule}`],
    ["modules_type_check", sql`update modules set type = 'Video' where id = ${someModule}`],
    ["modules_difficulty_check", sql`update modules set difficulty = 'expert' where id = ${someModule}`],
    [
      "certificates_pivot_pillar_check",
      sql`update certificates set pivot_pillar = 'JEDI' where id = (select min(id) from certificates)`,
    ],
  ])("refuses a value outside the set (%s)", async (constraint, statement) => {
    expect(await violated(statement)).toBe(constraint);
  });

  it("refuses a site role outside the set (user_role_check): the old employer role is gone", async () => {
    const person = await t.signUp();
    expect(await violated(sql`update "user" set role = 'employer' where id = ${person.id}`)).toBe("user_role_check");
    expect(await violated(sql`update "user" set role = 'admin' where id = ${person.id}`)).toBeNull();
  });

  it("accepts the values of the set", async () => {
    expect(
      await violated(
        sql`update modules set pivot_pillar = 'Transformation', difficulty = null where id = ${someModule}`,
      ),
    ).toBeNull();
  });

  it.each([
    ["subscriptions_tier_check", "premium", "monthly", "active"],
    ["subscriptions_billing_cycle_check", "individual", "weekly", "active"],
    ["subscriptions_status_check", "individual", "monthly", "cancelled"],
  ])("refuses a subscription row outside its sets (%s)", async (constraint, tier, cycle, status) => {
    const learner = await t.signUp();
    const insert = sql`insert into subscriptions (user_id, tier, billing_cycle, status, current_period_end)
      values (${learner.id}, ${tier}, ${cycle}, ${status}, now())`;
    expect(await violated(insert)).toBe(constraint);
  });
});
