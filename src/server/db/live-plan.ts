import { type SQL, sql } from "drizzle-orm";
import { LIVE_PLAN_STATUSES } from "../../domain/live-plan";
import { PLAN_IDS } from "../../domain/plans";

/**
 * `domain/live-plan.ts`'s rule as SQL, on the app's clock (never the database's `now()`, so a test
 * that moves the clock moves every answer): the subscription row `alias` is live at `now`.
 */
export function livePlanWhere(alias: string, now: Date): SQL {
  const row = sql.raw(alias);
  return sql`${row}.status in (${sql.join(
    LIVE_PLAN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}) and ${row}.current_period_end > ${now.toISOString()}`;
}

/** Plans ranked as the catalogue lists them (free lowest), for "the best plan" a person has. */
const PLAN_RANK_SQL = sql.raw(
  `case sub.tier ${PLAN_IDS.map((id, rank) => `when '${id}' then ${rank}`).join(" ")} else -1 end`,
);

/**
 * The best live plan's tier a person has, their own or through an organisation they belong to (null
 * for none): the plan a session gives. `userId` is a column or a value.
 */
export function bestLivePlanTier(userId: SQL, now: Date): SQL {
  return sql`(select sub.tier from subscriptions sub
    where (sub.user_id = ${userId} or sub.organization_id in (select m.organization_id from member m where m.user_id = ${userId}))
      and ${livePlanWhere("sub", now)}
    order by ${PLAN_RANK_SQL} desc, sub.created_at desc limit 1)`;
}
