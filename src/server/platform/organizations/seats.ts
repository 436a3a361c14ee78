import { sql } from "drizzle-orm";
import { isPlanId, type PlanId } from "../../../domain/plans";
import { seatLimit, seatLimitMessage, seatsLeft } from "../../../domain/seats";
import { livePlanWhere } from "../../db/live-plan";
import { rowsOf } from "../../db/rows";
import { conflict } from "../../errors";
import type { Executor } from "../audit/audit";

export interface SeatCount {
  limit: number | null;
  members: number;
  pendingInvitations: number;
  used: number;
  plan: { tier: PlanId; seats: number | null } | null;
}

/** The organisation's live plan (active and within its period), or null. */
export async function organizationPlan(db: Executor, organizationId: string, now: Date) {
  const [row] = rowsOf<{ tier: string; seats: number | null }>(
    await db.execute(sql`
      select tier, seats from subscriptions
      where organization_id = ${organizationId} and ${livePlanWhere("subscriptions", now)}
      order by created_at desc limit 1
    `),
  );
  return row && isPlanId(row.tier) && row.tier !== "free" ? { tier: row.tier, seats: row.seats } : null;
}

/**
 * Seats in use. With `lock`, the organisation's row is locked first (inside a transaction), so two
 * invitations or joins racing for the last seat are served one after the other and only one fits.
 */
export async function countSeats(
  db: Executor,
  organizationId: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<SeatCount> {
  if (options.lock) await db.execute(sql`select id from organization where id = ${organizationId} for update`);
  const plan = await organizationPlan(db, organizationId, now);
  const [counts] = rowsOf<{ members: number; pending: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from member where organization_id = ${organizationId}) as members,
        (select count(*)::int from organization_invitations
          where organization_id = ${organizationId} and status = 'pending' and expires_at > ${now.toISOString()}) as pending
    `),
  );
  const limit = seatLimit(plan);
  return {
    limit,
    members: counts.members,
    pendingInvitations: counts.pending,
    used: counts.members + counts.pending,
    plan,
  };
}

/** Refuses (409) when `wanted` more seats do not fit; call with a count taken under the lock. */
export function ensureSeats(count: SeatCount, wanted = 1): void {
  if (seatsLeft(count.limit, count.used) >= wanted) return;
  throw conflict(seatLimitMessage(count.limit ?? 0, count.plan !== null));
}
