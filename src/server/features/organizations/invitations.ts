import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  INLINE_INVITATION_LIMIT,
  type Invitation,
  type InvitationBatch,
  type InvitationList,
  type InvitationOutcome,
  type InvitationResult,
  type InvitationRow,
  type InvitationStatus,
  type InvitationsPreview,
  invitationRowSchema,
} from "../../../contracts/organizations";
import { daysAfter } from "../../../domain/calendar";
import { mayGrantRole, type OrganizationRole } from "../../../domain/organization-roles";
import { seatLimitMessage, seatsLeft } from "../../../domain/seats";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { type AuditEntry, type Executor, recordAudit } from "../../platform/audit/audit";
import { yieldToRequests } from "../../platform/jobs/yield";
import { storeMails, wakeMails } from "../../platform/mail/queue-mail";
import { organizationMailBrand } from "../../platform/organizations/mail-brand";
import { countSeats, ensureSeats, type SeatCount } from "../../platform/organizations/seats";
import { invitationMail } from "./invitation-mail";

/**
 * Invitations (issue 20 item 3): one to fifty answered at once, more by a job in chunks
 * (invitations-batch.ts). Every chunk runs in one transaction that first locks the organisation's
 * row and counts its seats (seats.ts), so two people inviting at the same moment cannot both take
 * the last seat; its rows, audit entries and e-mails are each written in one statement.
 */

/** spec: an invitation link is valid for 7 days. */
export const INVITATION_VALID_DAYS = 7;

/** The secret of a link: 32 random bytes, base64url; only its SHA-256 is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Who sends the invitations: their role decides which roles they may give (mayGrantRole). */
export interface Inviter {
  id: string;
  name: string | null;
  role: OrganizationRole;
  ip: string | null;
}

export interface InvitingOrganization {
  id: string;
  name: string;
}

/** A row of the request, numbered from 1, checked against the row schema but not yet against the organisation. */
export interface PreparedRow {
  row: number;
  email: string;
  invitation?: InvitationRow & { role: OrganizationRole };
  refusal?: string;
  /** A repeat: the row of the list's first one. */
  duplicateOf?: number;
}

/** What a refused row shows of its address: text only, without control characters, at most 254 characters. */
function shownEmail(item: unknown): string {
  const email = (item as { email?: unknown } | null)?.email;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to remove
  return typeof email === "string" ? email.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 254) : "";
}

function refusalOf(item: unknown, error: z.ZodError): string {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return "Each row needs an email";
  return error.issues[0]?.message ?? "This row is not valid";
}

export const DUPLICATE_REFUSAL = "Appears more than once in the list";

/**
 * Rows checked between turns for other requests. Checking a 5,000-row list in one go held the server's
 * thread for over 200 ms on a loaded machine (issue 44 item 2); a slice takes a few milliseconds.
 */
const PREPARE_SLICE = 250;

/** Checks each row's fields and finds repeats in the list (the first one counts). */
export async function prepareInvitationRows(raw: readonly unknown[]): Promise<PreparedRow[]> {
  const firstRowOf = new Map<string, number>();
  const rows: PreparedRow[] = [];
  for (let index = 0; index < raw.length; index++) {
    if (index > 0 && index % PREPARE_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    rows.push(prepareRow(raw[index], index + 1, firstRowOf));
  }
  return rows;
}

function prepareRow(item: unknown, row: number, firstRowOf: Map<string, number>): PreparedRow {
  const parsed = invitationRowSchema.safeParse(item);
  if (!parsed.success) return { row, email: shownEmail(item), refusal: refusalOf(item, parsed.error) };
  const email = parsed.data.email.toLowerCase();
  const first = firstRowOf.get(email);
  if (first !== undefined)
    return { row, email, refusal: `${DUPLICATE_REFUSAL} (first at row ${first})`, duplicateOf: first };
  firstRowOf.set(email, row);
  return {
    row,
    email,
    invitation: {
      ...parsed.data,
      email,
      managerEmail: parsed.data.managerEmail?.toLowerCase(),
      role: parsed.data.role ?? "member",
    },
  };
}

const ROLE_REFUSAL = "An admin may invite managers and members only: ask an owner to invite an owner or an admin";

interface Accepted {
  row: number;
  id: string;
  email: string;
  invitation: InvitationRow & { role: OrganizationRole };
  token: string;
  tokenHash: string;
}

const jsonList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** What the rules read of the organisation for a list: its seats, members, pending invitations and departments. */
interface OrganizationState {
  seats: SeatCount;
  members: Set<string>;
  stillPending: Set<string>;
  /** The organisation's departments by their lower-case name. */
  departments: Map<string, string>;
}

async function organizationState(
  tx: Executor,
  organizationId: string,
  rows: readonly PreparedRow[],
  now: Date,
  lock: boolean,
): Promise<OrganizationState> {
  const seats = await countSeats(tx, organizationId, now, { lock });
  const candidates = rows.flatMap((r) => (r.invitation ? [r.invitation] : []));
  const addresses = [...new Set(candidates.flatMap((c) => (c.managerEmail ? [c.email, c.managerEmail] : [c.email])))];
  const state: OrganizationState = { seats, members: new Set(), stillPending: new Set(), departments: new Map() };
  if (candidates.length === 0) return state;
  for (const r of rowsOf<{ email: string }>(
    await tx.execute(sql`
      select lower(u.email) as email from member m join "user" u on u.id = m.user_id
      where m.organization_id = ${organizationId} and lower(u.email) in ${jsonList(addresses)}
    `),
  ))
    state.members.add(r.email);
  for (const r of rowsOf<{ email: string }>(
    await tx.execute(sql`
      select email from organization_invitations
      where organization_id = ${organizationId} and status = 'pending' and expires_at > ${now.toISOString()}
        and email in ${jsonList(addresses)}
    `),
  ))
    state.stillPending.add(r.email);
  if (candidates.some((c) => c.department))
    for (const r of rowsOf<{ name: string }>(
      await tx.execute(sql`select name from departments where organization_id = ${organizationId}`),
    ))
      state.departments.set(r.name.toLowerCase(), r.name);
  return state;
}

/** The departments the sender agreed to create, by lower-case name (the first spelling counts). */
function agreedDepartments(names: readonly string[] | undefined): Map<string, string> {
  const agreed = new Map<string, string>();
  for (const name of names ?? []) if (!agreed.has(name.toLowerCase())) agreed.set(name.toLowerCase(), name);
  return agreed;
}

/** The addresses a list invites, for a line manager named by one row and invited by another. */
export const listAddresses = (rows: readonly PreparedRow[]) =>
  new Set(rows.flatMap((r) => (r.invitation ? [r.invitation.email] : [])));

/** One row's fate under the rules: the same for the preview and the send. */
interface RowDecision {
  row: PreparedRow;
  outcome: InvitationOutcome;
  reason?: string;
  /** The department as stored: the organisation's spelling, or the agreed new one's. */
  department?: string;
  newDepartment: boolean;
}

/**
 * The organisation's rules row by row, in the list's order: the role the inviter may give, already a
 * member, already invited, the department (the organisation's, or one agreed to be created, ignoring
 * case), the line manager (a member, a pending invitation, or someone this list invites), then a free
 * seat, taken by each row invited in turn.
 */
function decideRows(
  state: OrganizationState,
  inviter: Pick<Inviter, "role">,
  rows: readonly PreparedRow[],
  agreed: ReadonlyMap<string, string>,
  inList: ReadonlySet<string>,
): RowDecision[] {
  let left = seatsLeft(state.seats.limit, state.seats.used);
  return rows.map((row): RowDecision => {
    const invitation = row.invitation;
    if (!invitation) {
      return {
        row,
        outcome: row.duplicateOf !== undefined ? "duplicate" : "invalid",
        reason: row.refusal ?? "This row is not valid",
        newDepartment: false,
      };
    }
    const key = invitation.department?.toLowerCase();
    const existing = key ? state.departments.get(key) : undefined;
    const created = key && !existing ? agreed.get(key) : undefined;
    const department = existing ?? created;
    const refuse = (outcome: InvitationOutcome, reason: string): RowDecision => ({
      row,
      outcome,
      reason,
      department,
      newDepartment: created !== undefined,
    });
    const manager = invitation.managerEmail;
    if (!mayGrantRole(inviter.role, invitation.role)) return refuse("role_not_allowed", ROLE_REFUSAL);
    if (state.members.has(invitation.email)) return refuse("already_member", "Already a member of this organisation");
    if (state.stillPending.has(invitation.email))
      return refuse("already_invited", "Already invited: that invitation is still pending");
    if (invitation.department && !department)
      return refuse("no_department", `There is no department "${invitation.department}" in this organisation`);
    if (manager === invitation.email) return refuse("no_manager", "A person cannot be their own line manager");
    if (manager && !state.members.has(manager) && !state.stillPending.has(manager) && !inList.has(manager))
      return refuse(
        "no_manager",
        `The line manager ${manager} is not a member of this organisation, not invited and not in this list`,
      );
    if (left <= 0) return refuse("over_seats", seatLimitMessage(state.seats.limit ?? 0, state.seats.plan !== null));
    left--;
    return { row, outcome: "invite", department, newDepartment: created !== undefined };
  });
}

/**
 * Creates the agreed departments the rows name and the organisation lacks (in the caller's
 * transaction, under the organisation's lock), each with its audit entry; returns their names.
 */
async function createAgreedDepartments(
  tx: Executor,
  organizationId: string,
  state: OrganizationState,
  decisions: readonly RowDecision[],
  inviter: Pick<Inviter, "id" | "ip">,
): Promise<void> {
  const names = [...new Set(decisions.flatMap((d) => (d.newDepartment && d.department ? [d.department] : [])))];
  if (names.length === 0) return;
  const created = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
      insert into departments (organization_id, name)
      select ${organizationId}, name from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as t(name)
      returning id, name
    `),
  );
  for (const c of created) state.departments.set(c.name.toLowerCase(), c.name);
  await recordAudit(
    tx,
    ...created.map(
      (c): AuditEntry => ({
        organizationId,
        actorId: inviter.id,
        action: "department.created",
        targetType: "department",
        targetId: String(c.id),
        details: { name: c.name, via: "invitations" },
        ipAddress: inviter.ip,
      }),
    ),
  );
}

/**
 * POST /api/organizations/{id}/invitations/preview: the send's own rules on the same body, without
 * the lock and without writing. What it says of a row is what sending now does to it.
 */
export async function previewInvitations(
  db: Db,
  organizationId: string,
  inviter: Pick<Inviter, "role">,
  body: { invitations: readonly unknown[]; createDepartments?: readonly string[] },
  now: Date,
): Promise<InvitationsPreview> {
  const rows = await prepareInvitationRows(body.invitations);
  const state = await organizationState(db, organizationId, rows, now, false);
  const agreed = agreedDepartments(body.createDepartments);
  const decisions = decideRows(state, inviter, rows, agreed, listAddresses(rows));
  const newDepartments = new Map<string, { name: string; rows: number; create: boolean }>();
  for (const r of rows) {
    const name = r.invitation?.department;
    if (!name || state.departments.has(name.toLowerCase())) continue;
    const key = name.toLowerCase();
    const entry = newDepartments.get(key) ?? { name: agreed.get(key) ?? name, rows: 0, create: agreed.has(key) };
    entry.rows++;
    newDepartments.set(key, entry);
  }
  const free = state.seats.limit === null ? null : seatsLeft(state.seats.limit, state.seats.used);
  return {
    rows: decisions.map((d) => ({
      row: d.row.row,
      email: d.row.email,
      outcome: d.outcome,
      ...(d.reason ? { reason: d.reason } : {}),
      ...(d.row.duplicateOf !== undefined ? { duplicateOf: d.row.duplicateOf } : {}),
      firstName: d.row.invitation?.firstName ?? null,
      lastName: d.row.invitation?.lastName ?? null,
      role: d.row.invitation?.role ?? null,
      department: d.department ?? d.row.invitation?.department ?? null,
      newDepartment: d.newDepartment,
      managerEmail: d.row.invitation?.managerEmail ?? null,
    })),
    invite: decisions.filter((d) => d.outcome === "invite").length,
    newDepartments: [...newDepartments.values()],
    seats: { limit: state.seats.limit, used: state.seats.used, free },
    overSeats: decisions.filter((d) => d.outcome === "over_seats").length,
  };
}

/**
 * One chunk of rows in one transaction: the seat lock and count, the agreed departments created, the
 * organisation's rules row by row (decideRows, as the preview runs them), then the invitations, their
 * audit entries and their e-mails. With `batchId`, the batch's progress moves in the same
 * transaction, so a chunk is counted exactly once even across a restart. Returns every row's result
 * and the stored e-mails, to wake once committed.
 */
export async function inviteChunk(
  db: Db,
  organization: InvitingOrganization,
  inviter: Inviter,
  rows: readonly PreparedRow[],
  now: Date,
  options: { batchId?: string | null; createDepartments?: readonly string[]; inList?: ReadonlySet<string> } = {},
): Promise<{ results: InvitationResult[]; mailIds: number[] }> {
  const batchId = options.batchId ?? null;
  const brand = await organizationMailBrand(db, organization.id);
  return db.transaction(async (tx) => {
    const state = await organizationState(tx, organization.id, rows, now, true);
    const decisions = decideRows(
      state,
      inviter,
      rows,
      agreedDepartments(options.createDepartments),
      options.inList ?? listAddresses(rows),
    );
    await createAgreedDepartments(tx, organization.id, state, decisions, inviter);

    const results: InvitationResult[] = [];
    const accepted: Accepted[] = [];
    for (const d of decisions) {
      const r = d.row;
      if (d.outcome === "invite" && r.invitation) {
        const { token, hash } = newLinkToken();
        accepted.push({
          row: r.row,
          id: randomUUID(),
          email: r.invitation.email,
          invitation: { ...r.invitation, department: d.department },
          token,
          tokenHash: hash,
        });
        results.push({ row: r.row, email: r.email, status: "invited", outcome: "invite" });
      } else
        results.push({
          row: r.row,
          email: r.email,
          status: "refused",
          outcome: d.outcome,
          reason: d.reason ?? "This row is not valid",
          ...(r.duplicateOf !== undefined ? { duplicateOf: r.duplicateOf } : {}),
        });
    }

    const mailIds: number[] = [];
    if (accepted.length > 0) {
      const records = accepted.map((a) => ({
        id: a.id,
        email: a.email,
        first_name: a.invitation.firstName ?? null,
        last_name: a.invitation.lastName ?? null,
        role: a.invitation.role,
        department: a.invitation.department ?? null,
        manager_email: a.invitation.managerEmail ?? null,
        token_hash: a.tokenHash,
      }));
      const at = now.toISOString();
      const expires = daysAfter(now, INVITATION_VALID_DAYS).toISOString();
      // An invitation to this address that expired unanswered is renewed (same row, new link), so a
      // list sent again reaches the people who missed the first e-mail.
      const stored = rowsOf<{ id: string; email: string }>(
        await tx.execute(sql`
          insert into organization_invitations (id, organization_id, email, first_name, last_name, role, department,
            manager_email, token_hash, status, expires_at, invited_by, batch_id, created_at, last_sent_at)
          select r.id, ${organization.id}, r.email, r.first_name, r.last_name, r.role, r.department, r.manager_email,
            r.token_hash, 'pending', ${expires}, ${inviter.id}, ${batchId}, ${at}, ${at}
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id text, email text, first_name text,
            last_name text, role text, department text, manager_email text, token_hash text)
          on conflict (organization_id, email) where status = 'pending' do update set
            first_name = excluded.first_name, last_name = excluded.last_name, role = excluded.role,
            department = excluded.department, manager_email = excluded.manager_email, token_hash = excluded.token_hash,
            expires_at = excluded.expires_at, invited_by = excluded.invited_by, batch_id = excluded.batch_id,
            created_at = excluded.created_at, last_sent_at = excluded.last_sent_at
          returning id, email
        `),
      );
      const idOf = new Map(stored.map((s) => [s.email, s.id]));
      for (const a of accepted) a.id = idOf.get(a.email) ?? a.id;
      const byRow = new Map(accepted.map((a) => [a.row, a.id]));
      for (const result of results) if (result.status === "invited") result.invitationId = byRow.get(result.row);

      await recordAudit(
        tx,
        ...accepted.map(
          (a): AuditEntry => ({
            organizationId: organization.id,
            actorId: inviter.id,
            action: "member.invited",
            targetType: "invitation",
            targetId: a.id,
            details: {
              email: a.email,
              role: a.invitation.role,
              ...(a.invitation.department ? { department: a.invitation.department } : {}),
              ...(batchId ? { batchId } : {}),
            },
            ipAddress: inviter.ip,
          }),
        ),
      );
      mailIds.push(
        ...(await storeMails(
          tx,
          accepted.map((a) =>
            invitationMail(db, {
              to: a.email,
              firstName: a.invitation.firstName ?? null,
              organizationName: organization.name,
              inviterName: inviter.name,
              role: a.invitation.role,
              token: a.token,
              tokenHash: a.tokenHash,
              brand,
            }),
          ),
        )),
      );
    }

    if (batchId) {
      await tx.execute(sql`
        delete from invitation_batch_rows where batch_id = ${batchId} and row = any(${sql.param(rows.map((r) => r.row))}::int[])
      `);
      const refused = results.flatMap((r) =>
        r.status === "refused" ? [{ row: r.row, email: r.email, reason: r.reason ?? "" }] : [],
      );
      if (refused.length > 0)
        await tx.execute(sql`
          insert into invitation_batch_refusals (batch_id, row, email, reason)
          select ${batchId}, r.row, r.email, r.reason
          from jsonb_to_recordset(${JSON.stringify(refused)}::jsonb) as r(row integer, email text, reason text)
          on conflict do nothing
        `);
      await tx.execute(sql`
        update invitation_batches set status = 'running', processed = processed + ${rows.length},
          invited = invited + ${accepted.length}
        where id = ${batchId}
      `);
    }
    return { results, mailIds };
  });
}

export type CreatedInvitations =
  | { kind: "answered"; results: InvitationResult[] }
  | { kind: "batch"; batchId: string; total: number };

/**
 * POST /api/organizations/{id}/invitations: up to INLINE_INVITATION_LIMIT rows are answered at once;
 * a longer list is stored as a batch for the job (the route queues it), after the departments agreed
 * are created, so every chunk finds them.
 */
export async function createInvitations(
  db: Db,
  organization: InvitingOrganization,
  inviter: Inviter,
  body: { invitations: readonly unknown[]; createDepartments?: readonly string[] },
  now: Date,
): Promise<CreatedInvitations> {
  const rows = await prepareInvitationRows(body.invitations);
  if (rows.length <= INLINE_INVITATION_LIMIT) {
    const { results, mailIds } = await inviteChunk(db, organization, inviter, rows, now, {
      createDepartments: body.createDepartments,
    });
    await wakeMails(db, mailIds);
    return { kind: "answered", results };
  }
  const batchId = randomUUID();
  await db.transaction(async (tx) => {
    if (body.createDepartments?.length) {
      const state = await organizationState(tx, organization.id, rows, now, true);
      const decisions = decideRows(state, inviter, rows, agreedDepartments(body.createDepartments), new Set());
      await createAgreedDepartments(tx, organization.id, state, decisions, inviter);
    }
    await tx.execute(sql`
      insert into invitation_batches (id, organization_id, created_by, status, total, created_at)
      values (${batchId}, ${organization.id}, ${inviter.id}, 'storing', ${rows.length}, ${now.toISOString()})
    `);
  });
  await storeBatchRows(db, batchId, rows);
  return { kind: "batch", batchId, total: rows.length };
}

/**
 * Rows written per statement. One statement of 5,000 rows held PGlite, and with it every request,
 * for 150-200 ms on a loaded machine; each slice is its own statement, with a turn for requests
 * between (decision 408), and the list becomes "queued" only once all of it is stored.
 */
const STORE_SLICE = 250;

async function storeBatchRows(db: Db, batchId: string, rows: readonly PreparedRow[]) {
  for (let offset = 0; offset < rows.length; offset += STORE_SLICE) {
    if (offset > 0) await yieldToRequests();
    const slice = rows.slice(offset, offset + STORE_SLICE).map((r) => ({
      row: r.row,
      email: r.invitation?.email ?? null,
      prepared: r,
    }));
    await db.execute(sql`
      insert into invitation_batch_rows (batch_id, row, email, prepared)
      select ${batchId}, r.row, r.email, r.prepared
      from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(row integer, email text, prepared jsonb)
    `);
  }
  await db.execute(sql`update invitation_batches set status = 'queued' where id = ${batchId}`);
}

/** GET /api/organizations/{id}/invitation-batches/{batchId}: the progress bar's figures. */
export async function invitationBatch(db: Db, organizationId: string, batchId: string): Promise<InvitationBatch> {
  const [row] = rowsOf<InvitationBatch>(
    await db.execute(sql`
      select b.id, case when b.status = 'storing' then 'queued' else b.status end as status, b.total, b.processed,
        b.invited, coalesce((
          select jsonb_agg(jsonb_build_object('row', r.row, 'email', r.email, 'reason', r.reason) order by r.row)
          from invitation_batch_refusals r where r.batch_id = b.id
        ), '[]'::jsonb) as rejected
      from invitation_batches b where b.id = ${batchId} and b.organization_id = ${organizationId}
    `),
  );
  if (!row) throw notFound("This list of invitations was not found");
  return row;
}

// ---- The list, resend and revoke ----

interface InvitationRecord {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: OrganizationRole;
  department: string | null;
  status: "pending" | "accepted" | "revoked";
  expires_at: string | Date;
  created_at: string | Date;
  last_sent_at: string | Date;
}

const INVITATION_COLUMNS = sql.raw(
  "id, email, first_name, last_name, role, department, status, expires_at, created_at, last_sent_at",
);

const iso = (value: string | Date) => new Date(value).toISOString();

/** Expired is what a pending invitation past its date is called: it no longer holds a seat. */
function invitationOf(row: InvitationRecord, now: Date): Invitation {
  const expired = row.status === "pending" && new Date(row.expires_at) <= now;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    department: row.department,
    status: expired ? "expired" : row.status,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at),
    lastSentAt: iso(row.last_sent_at),
  };
}

/** The cursor is opaque to clients: the last row's creation time and id. */
const encodeCursor = (row: InvitationRecord) =>
  Buffer.from(JSON.stringify([iso(row.created_at), row.id])).toString("base64url");

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at)) && /^[\w-]{1,100}$/.test(id))
      return { at: new Date(at).toISOString(), id };
  } catch {
    // refused below
  }
  throw badRequest("Cursor is not valid", [{ path: "cursor", message: "Cursor is not valid" }]);
}

/** GET /api/organizations/{id}/invitations: newest first, keyset-paged by (created_at, id). */
export async function listInvitations(
  db: Db,
  organizationId: string,
  query: { status?: InvitationStatus; cursor?: string; limit: number },
  now: Date,
): Promise<InvitationList> {
  const at = now.toISOString();
  const statusFilter = {
    pending: sql`and status = 'pending' and expires_at > ${at}`,
    expired: sql`and status = 'pending' and expires_at <= ${at}`,
    accepted: sql`and status = 'accepted'`,
    revoked: sql`and status = 'revoked'`,
  };
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = rowsOf<InvitationRecord>(
    await db.execute(sql`
      select ${INVITATION_COLUMNS} from organization_invitations
      where organization_id = ${organizationId} ${query.status ? statusFilter[query.status] : sql``}
        ${after ? sql`and (created_at, id) < (${after.at}::timestamptz, ${after.id})` : sql``}
      order by created_at desc, id desc
      limit ${query.limit + 1}
    `),
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => invitationOf(row, now)),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]) : null,
  };
}

async function lockedInvitation(tx: Db, organizationId: string, invitationId: string) {
  const [row] = rowsOf<InvitationRecord>(
    await tx.execute(sql`
      select ${INVITATION_COLUMNS} from organization_invitations
      where id = ${invitationId} and organization_id = ${organizationId}
      for update
    `),
  );
  if (!row) throw notFound("Invitation not found");
  if (row.status !== "pending") throw conflict(`This invitation was already ${row.status}`);
  return row;
}

/**
 * POST …/invitations/{invitationId}/resend: a new link (the old one stops working), 7 more days, a new
 * e-mail. An expired invitation holds no seat, so sending it again must find one free.
 */
export async function resendInvitation(
  db: Db,
  organization: InvitingOrganization,
  invitationId: string,
  inviter: Inviter,
  now: Date,
): Promise<Invitation> {
  const brand = await organizationMailBrand(db, organization.id);
  const { invitation, mailIds } = await db.transaction(async (tx) => {
    const seats = await countSeats(tx, organization.id, now, { lock: true });
    const row = await lockedInvitation(tx, organization.id, invitationId);
    if (!mayGrantRole(inviter.role, row.role)) throw forbidden(ROLE_REFUSAL);
    if (new Date(row.expires_at) <= now) ensureSeats(seats);
    const { token, hash } = newLinkToken();
    const expires = daysAfter(now, INVITATION_VALID_DAYS);
    await tx.execute(sql`
      update organization_invitations set token_hash = ${hash}, expires_at = ${expires.toISOString()},
        last_sent_at = ${now.toISOString()}
      where id = ${row.id}
    `);
    await recordAudit(tx, {
      organizationId: organization.id,
      actorId: inviter.id,
      action: "member.invitation_resent",
      targetType: "invitation",
      targetId: row.id,
      details: { email: row.email },
      ipAddress: inviter.ip,
    });
    const mailIds = await storeMails(tx, [
      invitationMail(db, {
        to: row.email,
        firstName: row.first_name,
        organizationName: organization.name,
        inviterName: inviter.name,
        role: row.role,
        token,
        tokenHash: hash,
        brand,
      }),
    ]);
    return {
      invitation: invitationOf({ ...row, expires_at: expires, last_sent_at: now }, now),
      mailIds,
    };
  });
  await wakeMails(db, mailIds);
  return invitation;
}

/** POST …/invitations/{invitationId}/revoke: the link stops working and the seat is free again. */
export async function revokeInvitation(
  db: Db,
  organizationId: string,
  invitationId: string,
  actor: { id: string; ip: string | null },
  now: Date,
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const row = await lockedInvitation(tx, organizationId, invitationId);
    await tx.execute(sql`update organization_invitations set status = 'revoked' where id = ${row.id}`);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "member.invitation_revoked",
      targetType: "invitation",
      targetId: row.id,
      details: { email: row.email },
      ipAddress: actor.ip,
    });
    return invitationOf({ ...row, status: "revoked" }, now);
  });
}

/** The inviter's name as the e-mail shows it ("Ada Lovelace"), and their role now. */
export async function inviterIn(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<{ name: string | null; role: OrganizationRole | null }> {
  const [row] = rowsOf<{ name: string | null; role: OrganizationRole | null }>(
    await db.execute(sql`
      select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as name,
        (select m.role from member m where m.organization_id = ${organizationId} and m.user_id = u.id) as role
      from "user" u where u.id = ${userId}
    `),
  );
  return { name: row?.name ?? null, role: row?.role ?? null };
}
