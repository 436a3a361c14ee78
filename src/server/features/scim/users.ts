import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { isOrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { recordAudit } from "../../platform/audit/audit";
import { type Tx, type WriteChanges, writeTransaction } from "../../platform/caches/writes";
import type { AfterCommit } from "../../platform/organizations/membership-hooks";
import type { Page, ScimContext } from "./context";
import { SCHEMA } from "./discovery";
import { type FilterAttributes, filterToSql, parseFilter } from "./filter";
import {
  addMembership,
  endProvisionedMembership,
  ensureDepartment,
  lockOrganization,
  memberOf,
  setProvisionedDepartment,
} from "./membership";
import { invalidValue, mutability, ScimError, scimNotFound, uniqueness } from "./scim-errors";
import { isUniqueViolation } from "./unique";
import { applyUserPatch, readUserResource, refusedOperation, type UserState } from "./user-input";

/**
 * SCIM Users of one organisation (issue 21 item 2, decision 290). A User is a `scim_users` row: the
 * person's account (`user`, made or found by e-mail) and, while active, their membership.
 */

interface UserRow {
  id: string;
  user_id: string;
  external_id: string | null;
  user_name: string;
  active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  name: string;
  department: string | null;
  department_id: number | null;
}

/** The department a provisioned person has: their membership's while they have one, else the one kept. */
const DEPARTMENT = sql`case when m.id is not null then m.department else su.department end`;

const USER_SELECT = sql`
  select su.id, su.user_id, su.external_id, su.user_name, su.active, su.created_at, su.updated_at,
    u.email, u.first_name, u.last_name, u.name,
    ${DEPARTMENT} as department,
    (select d.id from departments d where d.organization_id = su.organization_id and d.name = ${DEPARTMENT}) as department_id
  from scim_users su
    join "user" u on u.id = su.user_id
    left join member m on m.organization_id = su.organization_id and m.user_id = su.user_id
`;

export const USER_FILTER_ATTRIBUTES: FilterAttributes = {
  id: { column: sql`su.id`, type: "exactText" },
  username: { column: sql`su.user_name`, type: "text" },
  externalid: { column: sql`su.external_id`, type: "exactText" },
  emails: { column: sql`u.email`, type: "text" },
  "emails.value": { column: sql`u.email`, type: "text" },
  // One address, the work one and primary: a filter on its type or primary flag holds for it.
  "emails.type": (value, op) =>
    op === "pr" || (op === "eq" && String(value).toLowerCase() === "work") ? sql`true` : sql`false`,
  "emails.primary": (value, op) => (op === "pr" || (op === "eq" && value === true) ? sql`true` : sql`false`),
  active: { column: sql`su.active`, type: "boolean" },
  displayname: { column: sql`u.name`, type: "text" },
  "name.givenname": { column: sql`u.first_name`, type: "text" },
  "name.familyname": { column: sql`u.last_name`, type: "text" },
  "name.formatted": { column: sql`u.name`, type: "text" },
  "urn:ietf:params:scim:schemas:extension:enterprise:2.0:user:department": { column: DEPARTMENT, type: "text" },
  "meta.created": { column: sql`su.created_at`, type: "date" },
  "meta.lastmodified": { column: sql`su.updated_at`, type: "date" },
};

export function userResource(row: UserRow, baseUrl: string) {
  const givenName = row.first_name ?? undefined;
  const familyName = row.last_name ?? undefined;
  return {
    schemas: [SCHEMA.user, SCHEMA.enterpriseUser],
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.user_name,
    name: { formatted: row.name, ...(givenName ? { givenName } : {}), ...(familyName ? { familyName } : {}) },
    displayName: row.name,
    emails: [{ value: row.email, type: "work", primary: true }],
    active: row.active,
    groups:
      row.department_id !== null && row.department
        ? [
            {
              value: String(row.department_id),
              display: row.department,
              $ref: `${baseUrl}/Groups/${row.department_id}`,
            },
          ]
        : [],
    [SCHEMA.enterpriseUser]: row.department ? { department: row.department } : {},
    meta: {
      resourceType: "User",
      created: rowIso(row.created_at),
      lastModified: rowIso(row.updated_at),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}
export type UserResource = ReturnType<typeof userResource>;

async function userRow(db: Db | Tx, organizationId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await queryRows<UserRow>(
    db as Db,
    sql`${USER_SELECT} where su.organization_id = ${organizationId} and su.id = ${id}`,
  );
  return row;
}

export async function getUser(db: Db, context: ScimContext, id: string): Promise<UserResource> {
  const row = await userRow(db, context.organizationId, id);
  if (!row) throw scimNotFound("User", id);
  return userResource(row, context.baseUrl);
}

export async function listUsers(db: Db, context: ScimContext, filter: string | undefined, page: Page) {
  const condition: SQL = filter ? filterToSql(parseFilter(filter), USER_FILTER_ATTRIBUTES) : sql`true`;
  const where = sql`where su.organization_id = ${context.organizationId} and ${condition}`;
  const [total] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from scim_users su
      join "user" u on u.id = su.user_id
      left join member m on m.organization_id = su.organization_id and m.user_id = su.user_id
      ${where}`,
  );
  const rows =
    page.count === 0
      ? []
      : await queryRows<UserRow>(
          db,
          sql`${USER_SELECT} ${where} order by su.created_at, su.id limit ${page.count} offset ${page.startIndex - 1}`,
        );
  return { total: total.total, resources: rows.map((row) => userResource(row, context.baseUrl)) };
}

function stateOf(row: UserRow): UserState {
  return {
    userName: row.user_name,
    externalId: row.external_id,
    givenName: row.first_name,
    familyName: row.last_name,
    email: row.email,
    active: row.active,
    department: undefined,
  };
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** Whether the organisation proved the address's domain (a DNS TXT record, issue 20). */
async function domainVerified(tx: Tx, organizationId: string, email: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from organization_domains where organization_id = ${organizationId} and domain = ${domainOf(email)} and verified_at is not null`,
  );
  return rows.length > 0;
}

async function ensureFreeIdentity(tx: Tx, organizationId: string, state: UserState, exceptId: string | null) {
  const [taken] = await queryRows<{ id: string; user_name: string; external_id: string | null }>(
    tx,
    sql`select id, user_name, external_id from scim_users
      where organization_id = ${organizationId} and id <> ${exceptId ?? ""}
        and (lower(user_name) = lower(${state.userName}) ${state.externalId ? sql`or external_id = ${state.externalId}` : sql``})
      limit 1`,
  );
  if (!taken) return;
  if (taken.user_name.toLowerCase() === state.userName.toLowerCase())
    throw uniqueness(`userName "${state.userName}" is already provisioned in this organisation (User ${taken.id})`);
  throw uniqueness(`externalId "${state.externalId}" is already provisioned in this organisation (User ${taken.id})`);
}

/**
 * Whether the provider may move the account to `email` (Entra's `emails[type eq "work"].value`, Okta's
 * PUT): the new address must be at one of the organisation's verified domains, as a new account's is,
 * and the current one too: an account at an address the organisation has not proved (a person's own,
 * linked as a member) is theirs, and moving it to an address the organisation's mailboxes receive
 * would let the organisation sign in to it. No other account may hold the address (409).
 */
async function ensureEmailChange(tx: Tx, organizationId: string, row: UserRow, email: string, state: UserState) {
  const refuse = (error: ScimError) => (state.emailSetBy ? refusedOperation(state.emailSetBy, error) : error);
  if (!(await domainVerified(tx, organizationId, email)))
    throw refuse(
      invalidValue(
        `${email}: the organisation has not verified the domain ${domainOf(email)}. A person's address can be changed only to one at a verified domain.`,
      ),
    );
  if (!(await domainVerified(tx, organizationId, row.email)))
    throw refuse(
      mutability(
        `The account's address ${row.email} is not at a domain the organisation has verified: it is the person's own, and provisioning does not change it`,
      ),
    );
  const [holder] = await queryRows<{ id: string }>(
    tx,
    sql`select id from "user" where lower(email) = ${email.toLowerCase()} and id <> ${row.user_id}`,
  );
  if (holder) throw refuse(uniqueness(`Another account already has the address ${email}`));
}

const fullName = (state: UserState, fallback: string) =>
  [state.givenName, state.familyName].filter(Boolean).join(" ") || fallback;

/**
 * The account for a new User: the one of that address, or a new one. An existing account is linked
 * only when the person is already a member, or the organisation has verified the address's domain:
 * otherwise a token could pull anyone's account (and their progress) into the organisation. A new
 * account is made only at a verified domain (issue 43 item 2): otherwise a token could squat any
 * address (another organisation's, gmail.com's), whose owner could then not sign up, and would sign in
 * through "forgot password" to an account this organisation provisioned and reads.
 */
async function accountFor(
  tx: Tx,
  organizationId: string,
  state: UserState,
): Promise<{ userId: string; created: boolean }> {
  const email = state.email as string;
  const [existing] = await queryRows<{ id: string }>(
    tx,
    sql`select id from "user" where lower(email) = ${email.toLowerCase()}`,
  );
  const verified = await domainVerified(tx, organizationId, email);
  if (existing) {
    const [already] = await queryRows<{ id: string }>(
      tx,
      sql`select id from scim_users where organization_id = ${organizationId} and user_id = ${existing.id}`,
    );
    if (already) throw uniqueness(`${email} is already provisioned in this organisation (User ${already.id})`);
    const member = await memberOf(tx, organizationId, existing.id);
    if (!member && !verified)
      throw uniqueness(
        `An account with the address ${email} already exists and is not a member of this organisation. Verify the domain ${domainOf(email)} in the organisation's settings, or invite the person, before provisioning them.`,
      );
    return { userId: existing.id, created: false };
  }
  // RFC 7644 §3.12: 400 invalidValue, "the value specified was not compatible with the operation"; the
  // identity provider records the detail against the person and retries later (Entra, Okta).
  if (!verified)
    throw invalidValue(
      `${email}: the organisation has not verified the domain ${domainOf(email)}. Add and verify it in the organisation's settings before provisioning its addresses.`,
    );
  const userId = randomUUID();
  await tx.execute(sql`
    insert into "user" (id, name, email, email_verified, first_name, last_name, role)
    values (${userId}, ${fullName(state, email)}, ${email}, ${verified}, ${state.givenName}, ${state.familyName}, 'learner')
  `);
  return { userId, created: true };
}

interface Written {
  id: string;
  afterCommit: AfterCommit | null;
}

async function runWrite(db: Db, work: (tx: Tx, changes: WriteChanges) => Promise<Written>): Promise<Written> {
  try {
    const written = await writeTransaction(db, work);
    if (written.afterCommit) await written.afterCommit(db);
    return written;
  } catch (error) {
    if (isUniqueViolation(error, "scim_users_org_user_name_idx"))
      throw uniqueness("That userName is already provisioned in this organisation");
    if (isUniqueViolation(error, "scim_users_org_external_idx"))
      throw uniqueness("That externalId is already provisioned in this organisation");
    if (isUniqueViolation(error, "scim_users_org_user_idx"))
      throw uniqueness("That person is already provisioned in this organisation");
    if (isUniqueViolation(error, "user_email_unique")) throw uniqueness("Another account already has that address");
    if (isUniqueViolation(error, "member_org_user_idx"))
      throw new ScimError(409, "The person became a member another way at the same moment: try again");
    throw error;
  }
}

/** POST /Users */
export async function createUser(db: Db, context: ScimContext, body: unknown): Promise<UserResource> {
  const state = readUserResource(body);
  const { organizationId } = context;
  const written = await runWrite(db, async (tx, changes) => {
    await lockOrganization(tx, organizationId);
    await ensureFreeIdentity(tx, organizationId, state, null);
    const account = await accountFor(tx, organizationId, state);
    const member = await memberOf(tx, organizationId, account.userId);
    if (!account.created) await writeNames(tx, account.userId, state);
    const department =
      state.department === undefined || state.department === null
        ? (member?.department ?? null)
        : (await ensureDepartment(tx, organizationId, state.department, context)).name;
    const id = randomUUID();
    await tx.execute(sql`
      insert into scim_users (id, organization_id, user_id, external_id, user_name, active, role, department, created_at, updated_at)
      values (${id}, ${organizationId}, ${account.userId}, ${state.externalId}, ${state.userName}, ${state.active},
        ${member?.role ?? "member"}, ${department}, ${context.now.toISOString()}, ${context.now.toISOString()})
    `);
    let afterCommit: AfterCommit | null = null;
    if (state.active && !member) {
      afterCommit = await addMembership(tx, changes, {
        organizationId,
        userId: account.userId,
        email: state.email as string,
        role: "member",
        department,
        now: context.now,
        ip: context.ip,
        tokenId: context.tokenId,
      });
    } else if (!state.active && member) {
      afterCommit =
        (await endProvisionedMembership(tx, changes, context, account.userId, "deactivated"))?.afterCommit ?? null;
    } else if (member && department !== member.department) {
      await setProvisionedDepartment(tx, changes, organizationId, [account.userId], department);
    }
    changes.users(account.userId);
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action: "scim.user_provisioned",
      targetType: "user",
      targetId: account.userId,
      details: {
        scimId: id,
        userName: state.userName,
        email: state.email,
        accountCreated: account.created,
        active: state.active,
        department,
        tokenId: context.tokenId,
      },
      ipAddress: context.ip,
    });
    return { id, afterCommit };
  });
  return getUser(db, context, written.id);
}

async function writeNames(tx: Tx, userId: string, state: UserState) {
  if (state.givenName === null && state.familyName === null) return;
  await tx.execute(sql`
    update "user" set first_name = ${state.givenName}, last_name = ${state.familyName},
      name = ${fullName(state, "")}, updated_at = now()
    where id = ${userId} and (first_name is distinct from ${state.givenName} or last_name is distinct from ${state.familyName})
  `);
}

/**
 * Moves a provisioned person to the state asked for (PUT, PATCH): names, userName, externalId,
 * department, and active — false ends the membership and every session at once (the seat freed),
 * true restores the membership with its role and department, within the seats.
 */
async function updateUser(
  db: Db,
  context: ScimContext,
  id: string,
  next: (current: UserState) => UserState,
): Promise<UserResource> {
  const { organizationId } = context;
  await runWrite(db, async (tx, changes) => {
    await lockOrganization(tx, organizationId);
    const [locked] = await queryRows<{ id: string }>(
      tx,
      sql`select id from scim_users where organization_id = ${organizationId} and id = ${id} for update`,
    );
    const row = locked ? await userRow(tx, organizationId, id) : undefined;
    if (!row) throw scimNotFound("User", id);
    const before = stateOf(row);
    const state = next(before);
    const newEmail = state.email && state.email.toLowerCase() !== row.email.toLowerCase() ? state.email : null;
    if (newEmail) await ensureEmailChange(tx, organizationId, row, newEmail, state);
    await ensureFreeIdentity(tx, organizationId, state, id);
    await writeNames(tx, row.user_id, state);
    if (newEmail) {
      // The organisation proved the domain: its addresses are as verified as the ones it provisions.
      await tx.execute(
        sql`update "user" set email = ${newEmail}, email_verified = true, updated_at = now() where id = ${row.user_id}`,
      );
      changes.users(row.user_id);
      changes.team(organizationId);
    }
    // A name shows on the team's leaderboards as well as in the person's session.
    if (state.givenName !== before.givenName || state.familyName !== before.familyName) {
      changes.users(row.user_id);
      changes.team(organizationId);
    }
    const department =
      state.department === undefined
        ? row.department
        : state.department === null
          ? null
          : (await ensureDepartment(tx, organizationId, state.department, context)).name;
    const member = await memberOf(tx, organizationId, row.user_id);
    const [kept] = await queryRows<{ role: string }>(tx, sql`select role from scim_users where id = ${id}`);
    let afterCommit: AfterCommit | null = null;
    let role = member?.role ?? kept.role;
    if (state.active && !member) {
      afterCommit = await addMembership(tx, changes, {
        organizationId,
        userId: row.user_id,
        email: row.email,
        role: isOrganizationRole(kept.role) ? kept.role : "member",
        department,
        now: context.now,
        ip: context.ip,
        tokenId: context.tokenId,
      });
    } else if (!state.active && member) {
      const ended = await endProvisionedMembership(tx, changes, context, row.user_id, "deactivated");
      role = ended?.role ?? role;
      afterCommit = ended?.afterCommit ?? null;
    } else if (member && department !== member.department) {
      await setProvisionedDepartment(tx, changes, organizationId, [row.user_id], department);
    }
    await tx.execute(sql`
      update scim_users set user_name = ${state.userName}, external_id = ${state.externalId}, active = ${state.active},
        role = ${role}, department = ${department}, updated_at = ${context.now.toISOString()}
      where id = ${id}
    `);
    const action =
      before.active && !state.active
        ? "scim.user_deactivated"
        : !before.active && state.active
          ? "scim.user_reactivated"
          : "scim.user_updated";
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action,
      targetType: "user",
      targetId: row.user_id,
      details: {
        scimId: id,
        userName: state.userName,
        ...(newEmail ? { before: { email: row.email }, after: { email: newEmail } } : {}),
        ...(action === "scim.user_deactivated" ? { sessionsEnded: true, seatFreed: member !== undefined } : {}),
        department,
        tokenId: context.tokenId,
      },
      ipAddress: context.ip,
    });
    return { id, afterCommit };
  });
  return getUser(db, context, id);
}

/** PUT /Users/{id} */
export const replaceUser = (db: Db, context: ScimContext, id: string, body: unknown) =>
  updateUser(db, context, id, (current) => readUserResource(body, current));

/** PATCH /Users/{id} */
export const patchUser = (db: Db, context: ScimContext, id: string, body: unknown) =>
  updateUser(db, context, id, (current) => applyUserPatch(body, current));

/**
 * DELETE /Users/{id}: the provisioning record and the membership go, as the members page's Remove
 * does (their incomplete assignments and personal rows in the team hub too); every session of the
 * person ends. Their account stays: their own progress and certificates are theirs (decision 290).
 */
export async function deleteUser(db: Db, context: ScimContext, id: string): Promise<void> {
  const { organizationId } = context;
  await runWrite(db, async (tx, changes) => {
    await lockOrganization(tx, organizationId);
    const [row] = await queryRows<{ user_id: string; user_name: string }>(
      tx,
      sql`select user_id, user_name from scim_users where organization_id = ${organizationId} and id = ${id} for update`,
    );
    if (!row) throw scimNotFound("User", id);
    const ended = await endProvisionedMembership(tx, changes, context, row.user_id, "deprovisioned");
    await tx.execute(sql`delete from scim_users where id = ${id}`);
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action: "scim.user_deprovisioned",
      targetType: "user",
      targetId: row.user_id,
      details: {
        scimId: id,
        userName: row.user_name,
        wasMember: ended !== undefined,
        tokenId: context.tokenId,
      },
      ipAddress: context.ip,
    });
    return { id, afterCommit: ended?.afterCommit ?? null };
  });
}
