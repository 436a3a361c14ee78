import { fromNodeHeaders } from "better-auth/node";
import { and, desc, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CurrentUser, Role } from "../../contracts/auth";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { forbidden, unauthorized } from "../errors";
import type { Auth } from "./auth";

const userCache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

/** The signed-in user of this request (resolved once per request), or null. */
export function getCurrentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  let cached = userCache.get(request);
  if (!cached) {
    cached = resolveCurrentUser(request);
    userCache.set(request, cached);
  }
  return cached;
}

async function resolveCurrentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  if (!request.headers.cookie) return null;
  const { auth, db } = request.server.services;
  const session = await (auth as Auth).api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const u = session.user as typeof session.user & {
    firstName?: string | null;
    lastName?: string | null;
    role?: string | null;
    deletionRequestedAt?: Date | null;
  };
  const subscription = await activeSubscription(db, u.id, new Date());
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    profileImageUrl: u.image ?? null,
    role: toRole(u.role),
    subscriptionStatus: subscription ? "active" : "inactive",
    subscriptionPlan: (subscription?.tier as CurrentUser["subscriptionPlan"] | undefined) ?? "free",
    deletionRequestedAt: u.deletionRequestedAt ? new Date(u.deletionRequestedAt).toISOString() : null,
  };
}

/** spec 2 §4: a cancelled subscription keeps access until the end of the billing period. */
export async function activeSubscription(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ tier: subscriptions.tier, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row && (row.status === "active" || row.status === "cancelled") ? row : null;
}

function toRole(value: string | null | undefined): Role {
  return value === "employer" || value === "admin" ? value : "learner";
}

export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw unauthorized();
  return user;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden("You do not have permission to do this");
  return user;
}
