import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type AuditAction,
  type AuditLog,
  type AuditLogEntry,
  type AuditLogQuery,
  auditActionLabel,
  type CreateOrganizationInput,
  type OrganizationDetail,
  type OrganizationSummary,
  type UpdateOrganizationInput,
} from "../../../contracts/organizations";
import { brandColourProblem } from "../../../domain/brand-colour";
import { utcDay } from "../../../domain/calendar";
import { logoDataUrlProblem } from "../../../domain/organization-logo";
import { isOrganizationRole } from "../../../domain/organization-roles";
import type { PlanId } from "../../../domain/plans";
import type { Db } from "../../db/client";
import { livePlanWhere } from "../../db/live-plan";
import { rowIso as iso, rowsOf } from "../../db/rows";
import { badRequest, conflict, notFound } from "../../errors";
import { setActiveOrganization } from "../../platform/accounts/session-writes";
import { recordAudit } from "../../platform/audit/audit";
import { teamsWritten, usersWritten } from "../../platform/caches/writes";
import { toCsv } from "../../platform/csv";
import { insertFirstOwner, updateMemberFields } from "../../platform/organizations/member-writes";
import { countSeats } from "../../platform/organizations/seats";
import { slugFrom } from "../../platform/organizations/slug";

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
  return (cause as { code?: string }).code === "23505" && JSON.stringify(cause).includes(constraint);
};

/** POST /api/organizations: the caller becomes the owner; the new organisation becomes their active one. */
export async function createOrganization(
  db: Db,
  ownerId: string,
  input: CreateOrganizationInput,
  context: { ip: string | null; sessionToken: string | null },
) {
  const id = randomUUID();
  const explicit = input.slug !== undefined;
  const base = input.slug ?? slugFrom(input.name);
  // A slug made from the name gets a short suffix when taken; one the person typed is refused instead.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base.slice(0, 40)}-${randomBytes(2).toString("hex")}`;
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into organization (id, name, slug) values (${id}, ${input.name}, ${slug})`);
        await insertFirstOwner(tx, id, ownerId);
        if (context.sessionToken) await setActiveOrganization(tx, { token: context.sessionToken, userId: ownerId }, id);
        await recordAudit(tx, {
          organizationId: id,
          actorId: ownerId,
          action: "organization.created",
          targetType: "organization",
          targetId: id,
          details: { name: input.name, slug },
          ipAddress: context.ip,
        });
      });
      await usersWritten(db, ownerId);
      return { id, name: input.name, slug, role: "owner" as const };
    } catch (error) {
      if (!isUniqueViolation(error, "slug")) throw error;
      if (explicit) throw conflict(`The address "${slug}" is taken; choose another`);
    }
  }
  throw conflict("Could not find a free address for this name; type one");
}

/** GET /api/organizations: every organisation the caller belongs to, the active one marked. */
export async function listOrganizations(
  db: Db,
  userId: string,
  activeOrganizationId: string | null,
): Promise<OrganizationSummary[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    slug: string;
    role: string;
    logo: string | null;
    brand_color: string | null;
    member_count: number;
  }>(
    await db.execute(sql`
      select o.id, o.name, o.slug, m.role, o.logo, o.brand_color,
        (select count(*)::int from member t where t.organization_id = o.id and t.role = 'member') as member_count
      from member m join organization o on o.id = m.organization_id
      where m.user_id = ${userId}
      order by m.created_at, o.name
    `),
  );
  const activeId = rows.some((r) => r.id === activeOrganizationId) ? activeOrganizationId : (rows[0]?.id ?? null);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    role: isOrganizationRole(r.role) ? r.role : "member",
    memberCount: r.member_count,
    active: r.id === activeId,
    logo: r.logo,
    brandColor: r.brand_color,
  }));
}

/** GET /api/organizations/{id}: settings, plan and seats. */
export async function organizationDetail(
  db: Db,
  organizationId: string,
  role: OrganizationDetail["role"],
  administers: boolean,
  now: Date,
): Promise<OrganizationDetail> {
  const [row] = rowsOf<{
    id: string;
    name: string;
    slug: string;
    logo: string | null;
    brand_color: string | null;
    join_token: string | null;
    created_at: string | Date;
    closing_at: string | Date | null;
  }>(
    await db.execute(
      sql`select id, name, slug, logo, brand_color, join_token, created_at, closing_at from organization where id = ${organizationId}`,
    ),
  );
  if (!row) throw notFound("Organisation not found");
  const [plan] = rowsOf<{
    tier: PlanId;
    billing_cycle: string | null;
    status: "active" | "past_due" | "ended";
    current_period_end: string | Date;
    cancel_at_period_end: boolean;
    provider: string;
    invoice_ref: string | null;
  }>(
    await db.execute(sql`
      select tier, billing_cycle, status, current_period_end, cancel_at_period_end, provider, invoice_ref
      from subscriptions where organization_id = ${organizationId} and ${livePlanWhere("subscriptions", now)}
      order by created_at desc limit 1
    `),
  );
  const seats = await countSeats(db, organizationId, now);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    role,
    logo: row.logo,
    brandColor: row.brand_color,
    joinPath: administers && row.join_token ? `/join/${row.join_token}` : null,
    closingAt: row.closing_at ? iso(row.closing_at) : null,
    plan: plan
      ? {
          tier: plan.tier,
          billingCycle: plan.billing_cycle === "monthly" || plan.billing_cycle === "yearly" ? plan.billing_cycle : null,
          status: plan.status,
          currentPeriodEnd: iso(plan.current_period_end),
          cancelAtPeriodEnd: plan.cancel_at_period_end,
          provider: plan.provider,
          invoiceRef: plan.invoice_ref,
        }
      : null,
    seats: {
      limit: seats.limit,
      used: seats.used,
      members: seats.members,
      pendingInvitations: seats.pendingInvitations,
    },
    createdAt: iso(row.created_at),
  };
}

/** PATCH /api/organizations/{id}: name, address, logo, brand colour, join link. */
export async function updateOrganization(
  db: Db,
  organizationId: string,
  input: UpdateOrganizationInput,
  actor: { id: string; ip: string | null },
) {
  if (input.brandColor) {
    const problem = brandColourProblem(input.brandColor);
    if (problem) throw badRequest(problem, [{ path: "brandColor", message: problem }]);
  }
  if (input.logo) {
    // SVG logos with scripts, handlers or outside references are refused (domain/organization-logo.ts).
    const problem = logoDataUrlProblem(input.logo);
    if (problem) throw badRequest(problem, [{ path: "logo", message: problem }]);
  }
  const changes: ReturnType<typeof sql>[] = [];
  if (input.name !== undefined) changes.push(sql`name = ${input.name}`);
  if (input.slug !== undefined) changes.push(sql`slug = ${input.slug}`);
  if (input.logo !== undefined) changes.push(sql`logo = ${input.logo}`);
  if (input.brandColor !== undefined) changes.push(sql`brand_color = ${input.brandColor?.toLowerCase() ?? null}`);
  if (input.joinLinkEnabled !== undefined)
    changes.push(
      input.joinLinkEnabled
        ? sql`join_token = coalesce(join_token, ${randomBytes(18).toString("base64url")})`
        : sql`join_token = null`,
    );
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update organization set ${sql.join(changes, sql`, `)} where id = ${organizationId}`);
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: "organization.settings_changed",
        targetType: "organization",
        targetId: organizationId,
        // The logo itself is not copied into the log, only that it changed.
        details: { ...input, ...(input.logo !== undefined ? { logo: input.logo ? "changed" : "removed" } : {}) },
        ipAddress: actor.ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw conflict(`The address "${input.slug}" is taken; choose another`);
    throw error;
  }
}

/** POST /api/organizations/{id}/activate: the session works in this organisation from now on. */
export async function activateOrganization(db: Db, userId: string, organizationId: string, sessionToken: string) {
  await setActiveOrganization(db, { token: sessionToken, userId }, organizationId);
  await usersWritten(db, userId);
}

/**
 * POST /api/organizations/{id}/transfer-ownership: the new owner must be a member; the old owner
 * becomes an admin. One transaction, so the organisation always has an owner.
 */
export async function transferOwnership(
  db: Db,
  organizationId: string,
  fromUserId: string,
  toUserId: string,
  ip: string | null,
) {
  if (fromUserId === toUserId) throw badRequest("You already own this organisation");
  await db.transaction(async (tx) => {
    const [target] = rowsOf<{ role: string }>(
      await tx.execute(
        sql`select role from member where organization_id = ${organizationId} and user_id = ${toUserId} for update`,
      ),
    );
    if (!target) throw badRequest("The new owner must be a member of the organisation");
    await updateMemberFields(tx, organizationId, toUserId, { role: "owner", managerId: null });
    await updateMemberFields(tx, organizationId, fromUserId, { role: "admin" });
    await recordAudit(tx, {
      organizationId,
      actorId: fromUserId,
      action: "organization.ownership_transferred",
      targetType: "user",
      targetId: toUserId,
      details: { from: fromUserId, to: toUserId, previousRole: target.role },
      ipAddress: ip,
    });
  });
  await usersWritten(db, [fromUserId, toUserId]);
  // The new owner leaves the team its hub counts (decision 270).
  await teamsWritten(db, organizationId);
}

type AuditRow = {
  id: string | number;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown> | null;
  ip_address: string | null;
  at: string | Date;
};

const auditEntryOf = (r: AuditRow): AuditLogEntry => ({
  id: Number(r.id),
  // Written only through recordAudit, whose type allows the listed actions alone.
  action: r.action as AuditAction,
  actorId: r.actor_id,
  actorName: r.actor_name,
  targetType: r.target_type,
  targetId: r.target_id,
  details: r.details ?? {},
  ipAddress: r.ip_address,
  at: iso(r.at),
});

async function auditRows(
  db: Db,
  organizationId: string,
  filter: { action?: AuditAction; before?: string; limit?: number },
) {
  return rowsOf<AuditRow>(
    await db.execute(sql`
      select a.id, a.action, a.actor_id, a.target_type, a.target_id, a.details, a.ip_address, a.at,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name
      from audit_log a left join "user" u on u.id = a.actor_id
      where a.organization_id = ${organizationId}
        ${filter.action ? sql`and a.action = ${filter.action}` : sql``}
        ${filter.before ? sql`and a.id < ${filter.before}::bigint` : sql``}
      order by a.id desc
      ${filter.limit ? sql`limit ${filter.limit}` : sql``}
    `),
  );
}

/** GET /api/organizations/{id}/audit-log: newest first, a page at a time (keyset on id). */
export async function listAuditLog(db: Db, organizationId: string, query: AuditLogQuery): Promise<AuditLog> {
  const rows = await auditRows(db, organizationId, {
    action: query.action,
    before: query.cursor,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit).map(auditEntryOf);
  return { items: page, nextCursor: rows.length > query.limit ? String(page[page.length - 1].id) : null };
}

/** The export's columns: what the page shows, in plain text. */
const AUDIT_CSV_HEADER = [
  "When (UTC)",
  "Action",
  "Action code",
  "By",
  "By (user id)",
  "Target type",
  "Target id",
  "Details",
  "IP address",
];

/** GET /api/organizations/{id}/audit-log.csv: every matching entry, newest first (RFC 4180, formulas defused). */
export async function auditLogCsv(db: Db, organizationId: string, action?: AuditAction): Promise<string> {
  const entries = (await auditRows(db, organizationId, { action })).map(auditEntryOf);
  return toCsv([
    AUDIT_CSV_HEADER,
    ...entries.map((e) => [
      e.at,
      auditActionLabel(e.action),
      e.action,
      e.actorName,
      e.actorId,
      e.targetType,
      e.targetId,
      JSON.stringify(e.details),
      e.ipAddress,
    ]),
  ]);
}

/** organisation-audit-log-northwind-2026-11-25.csv (UTC date of the export). */
export const auditLogCsvFilename = (slug: string, now: Date) => `organisation-audit-log-${slug}-${utcDay(now)}.csv`;
