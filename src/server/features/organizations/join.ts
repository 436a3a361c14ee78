import { verifyPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type {
  InvitationPreview,
  JoinableOrganization,
  JoinedOrganization,
  JoinLinkPreview,
} from "../../../contracts/organizations";
import { createsManagerCycle, type OrganizationRole } from "../../../domain/organization-roles";
import { seatsLeft } from "../../../domain/seats";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import { usersWritten, writeTeam } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { insertMember } from "../../platform/organizations/add-member";
import { setMembersManager } from "../../platform/organizations/member-writes";
import type { AfterCommit } from "../../platform/organizations/membership-hooks";
import { countSeats, ensureSeats } from "../../platform/organizations/seats";
import { isUniqueViolation } from "./domains";
import { hashLinkToken } from "./invitations";

/**
 * Getting in (issue 20 item 3): accepting an e-mailed invitation, the organisation's join link, and
 * joining through a verified domain. Each adds the member, records "member.joined" and makes the
 * organisation the session's active one in one transaction.
 */

const gone = (message: string) => new HttpError(410, message);

const longDate = (value: Date | string) =>
  new Date(value).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });

export const JOIN_LINK_OFF = "This join link is no longer active";

export interface Joiner {
  user: Pick<CurrentUser, "id" | "email">;
  /** The caller's session token: this session switches to the organisation joined. */
  sessionToken: string | null;
  ip: string | null;
}

interface InvitationByToken {
  id: string;
  organization_id: string;
  organization_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: OrganizationRole;
  department: string | null;
  manager_email: string | null;
  status: "pending" | "accepted" | "revoked";
  expires_at: string | Date;
  inviter_name: string | null;
}

async function invitationByToken(db: Executor, token: string, lock: boolean): Promise<InvitationByToken | undefined> {
  const [row] = rowsOf<InvitationByToken>(
    await db.execute(sql`
      select i.id, i.organization_id, o.name as organization_name, i.email, i.first_name, i.last_name, i.role,
        i.department, i.manager_email,
        i.status, i.expires_at,
        coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as inviter_name
      from organization_invitations i
        join organization o on o.id = i.organization_id
        left join "user" u on u.id = i.invited_by
      where i.token_hash = ${hashLinkToken(token)}
      ${lock ? sql`for update of i` : sql``}
    `),
  );
  return row;
}

/** The invitation behind a link, or the reason it cannot be used: 404 unknown, 410 used, withdrawn or expired. */
function usable(invitation: InvitationByToken | undefined, now: Date): InvitationByToken {
  if (!invitation)
    throw notFound(
      "This invitation link is not valid. If you were sent a newer invitation, use the link in the latest e-mail.",
    );
  const organization = invitation.organization_name;
  if (invitation.status === "accepted") throw gone("This invitation has already been used.");
  if (invitation.status === "revoked")
    throw gone(`This invitation was withdrawn. Ask ${organization} for a new one if you still need to join.`);
  if (new Date(invitation.expires_at) <= now)
    throw gone(`This invitation expired on ${longDate(invitation.expires_at)}. Ask ${organization} to send a new one.`);
  return invitation;
}

/** GET /api/invitations/{token}: what the link's page shows, signed in or not. */
export async function invitationPreview(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const invitation = usable(await invitationByToken(db, token, false), now);
  const [account] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from "user" where email = ${invitation.email}`),
  );
  return {
    organizationName: invitation.organization_name,
    email: invitation.email,
    role: invitation.role,
    firstName: invitation.first_name,
    lastName: invitation.last_name,
    accountExists: account !== undefined,
    invitedBy: invitation.inviter_name,
    expiresAt: new Date(invitation.expires_at).toISOString(),
  };
}

/**
 * Adds the member (in the caller's transaction), records "member.joined" and switches the session.
 * A second membership (a race with another way in) is a 409.
 */
async function addMember(
  tx: Db,
  organization: { id: string; name: string },
  joiner: Joiner,
  member: { role: OrganizationRole; department: string | null; managerId: string | null },
  details: Record<string, unknown>,
  now: Date,
): Promise<Joined> {
  const already = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from member where organization_id = ${organization.id} and user_id = ${joiner.user.id}`,
    ),
  );
  if (already.length > 0) throw conflict(`You are already a member of ${organization.name}.`);
  const afterCommit = await insertMember(
    tx,
    {
      organizationId: organization.id,
      userId: joiner.user.id,
      ...member,
      sessionToken: joiner.sessionToken,
      ip: joiner.ip,
      details,
    },
    now,
  );
  await linkWaitingReports(tx, organization.id, joiner);
  return { organizationId: organization.id, organizationName: organization.name, role: member.role, afterCommit };
}

/**
 * A list of invitations may name as line manager someone it also invites: a report who joined first
 * had no manager to link. When the manager joins, by any way in, those reports (still without a
 * manager) report to them, unless that would make a loop of managers.
 */
async function linkWaitingReports(tx: Db, organizationId: string, joiner: Joiner): Promise<void> {
  const waiting = rowsOf<{ user_id: string; email: string }>(
    await tx.execute(sql`
      select m.user_id, u.email from member m
        join "user" u on u.id = m.user_id
        join organization_invitations i on i.organization_id = m.organization_id and i.accepted_by = m.user_id
      where m.organization_id = ${organizationId} and m.manager_id is null and i.status = 'accepted'
        and i.manager_email = ${joiner.user.email.toLowerCase()} and m.user_id <> ${joiner.user.id}
    `),
  );
  if (waiting.length === 0) return;
  const managerOf = new Map(
    rowsOf<{ user_id: string; manager_id: string | null }>(
      await tx.execute(sql`select user_id, manager_id from member where organization_id = ${organizationId}`),
    ).map((r) => [r.user_id, r.manager_id]),
  );
  const linked = waiting.filter((w) => {
    if (createsManagerCycle(managerOf, w.user_id, joiner.user.id)) return false;
    managerOf.set(w.user_id, joiner.user.id);
    return true;
  });
  if (linked.length === 0) return;
  await setMembersManager(
    tx,
    organizationId,
    linked.map((l) => l.user_id),
    joiner.user.id,
  );
  await recordAudit(
    tx,
    ...linked.map((l) => ({
      organizationId,
      actorId: joiner.user.id,
      action: "member.updated" as const,
      targetType: "user",
      targetId: l.user_id,
      details: { email: l.email, before: { managerId: null }, after: { managerId: joiner.user.id }, via: "invitation" },
      ipAddress: joiner.ip,
    })),
  );
}

/**
 * Runs a join: the transaction, then the caches its new member changes (their plan and active
 * organisation, the team's figures). A unique violation means another way in won the race.
 */
async function join(db: Db, joiner: Joiner, work: (tx: Db) => Promise<Joined>): Promise<JoinedOrganization> {
  let joined: Joined;
  try {
    joined = await db.transaction((tx) => work(tx));
  } catch (error) {
    if (isUniqueViolation(error, "member_org_user_idx"))
      throw conflict("You are already a member of this organisation.");
    throw error;
  }
  const { afterCommit, ...answer } = joined;
  await writeTeam(db, joined.organizationId, () => usersWritten(db, joiner.user.id));
  await afterCommit(db);
  return answer;
}

/** A join inside its transaction, with what must follow the commit (membership-hooks.ts). */
type Joined = JoinedOrganization & { afterCommit: AfterCommit };

/**
 * POST /api/invitations/{token}/accept: the signed-in person must be the one invited. The invitation
 * row is locked, so a link used twice at once is accepted once. Opening the link signed in as the
 * invited address proves the address, so it counts as verified from then on (decision in docs).
 */
export function acceptInvitation(db: Db, token: string, joiner: Joiner, now: Date): Promise<JoinedOrganization> {
  return join(db, joiner, async (tx) => {
    const invitation = usable(await invitationByToken(tx, token, true), now);
    if (joiner.user.email.toLowerCase() !== invitation.email)
      throw forbidden(
        `This invitation is for ${invitation.email}, but you are signed in as ${joiner.user.email}. Sign out, then sign in or create an account as ${invitation.email} to accept it.`,
      );
    const [department] = invitation.department
      ? rowsOf<{ name: string }>(
          await tx.execute(
            sql`select name from departments where organization_id = ${invitation.organization_id} and name = ${invitation.department}`,
          ),
        )
      : [];
    const [manager] = invitation.manager_email
      ? rowsOf<{ user_id: string }>(
          await tx.execute(sql`
              select m.user_id from member m join "user" u on u.id = m.user_id
              where m.organization_id = ${invitation.organization_id} and u.email = ${invitation.manager_email}
            `),
        )
      : [];
    const joined = await addMember(
      tx,
      { id: invitation.organization_id, name: invitation.organization_name },
      joiner,
      { role: invitation.role, department: department?.name ?? null, managerId: manager?.user_id ?? null },
      { via: "invitation", invitationId: invitation.id },
      now,
    );
    await tx.execute(sql`
        update organization_invitations set status = 'accepted', accepted_at = ${now.toISOString()},
          accepted_by = ${joiner.user.id}
        where id = ${invitation.id}
      `);
    await tx.execute(sql`update "user" set email_verified = true where id = ${joiner.user.id} and not email_verified`);
    return joined;
  });
}

/**
 * POST /api/invitations/{token}/confirm-address: REQUIRE_EMAIL_VERIFICATION gives a new account no
 * session until its address is confirmed. Someone who created their account from the invitation link
 * has proved the address (the link came to it); the password proves the account is theirs, so an
 * account someone else made for that address is never confirmed by the link. Then they sign in.
 */
export async function confirmInvitationAddress(
  db: Db,
  token: string,
  given: BodyAfterLookup<string>,
  now: Date,
): Promise<void> {
  const invitation = usable(await invitationByToken(db, token, false), now);
  // Decision 393: no invitation, or a spent one, is answered before the body is read.
  const password = readBody(given);
  const [account] = rowsOf<{ user_id: string; password: string | null; email_verified: boolean }>(
    await db.execute(sql`
      select u.id as user_id, a.password, u.email_verified from "user" u
        left join account a on a.user_id = u.id and a.provider_id = 'credential'
      where u.email = ${invitation.email}
    `),
  );
  const wrong = "Enter the password of the account you created for this invitation";
  if (!account?.password) throw badRequest(wrong, [{ path: "password", message: wrong }]);
  if (!(await verifyPassword({ hash: account.password, password })))
    throw badRequest(wrong, [{ path: "password", message: wrong }]);
  if (account.email_verified) return;
  await db.execute(sql`update "user" set email_verified = true where id = ${account.user_id}`);
  await usersWritten(db, account.user_id);
}

// ---- The join link ----

interface JoinLinkOrganization {
  id: string;
  name: string;
}

async function joinLinkOrganization(db: Executor, token: string, lock: boolean): Promise<JoinLinkOrganization> {
  const [row] = rowsOf<JoinLinkOrganization>(
    await db.execute(
      sql`select id, name from organization where join_token = ${token} ${lock ? sql`for update` : sql``}`,
    ),
  );
  if (!row) throw notFound(JOIN_LINK_OFF);
  return row;
}

const isMember = async (db: Executor, organizationId: string, userId: string) =>
  rowsOf(await db.execute(sql`select 1 from member where organization_id = ${organizationId} and user_id = ${userId}`))
    .length > 0;

/** GET /api/join/{token}: the organisation's name and whether a seat is free; 404 once the owner turns it off. */
export async function joinLinkPreview(
  db: Db,
  token: string,
  userId: string | null,
  now: Date,
): Promise<JoinLinkPreview> {
  const organization = await joinLinkOrganization(db, token, false);
  const seats = await countSeats(db, organization.id, now);
  return {
    organizationName: organization.name,
    seatsAvailable: seatsLeft(seats.limit, seats.used) > 0,
    alreadyMember: userId ? await isMember(db, organization.id, userId) : false,
  };
}

/** POST /api/join/{token}: joins as a member while a seat is free (counted under the organisation's lock). */
export function joinByLink(db: Db, token: string, joiner: Joiner, now: Date): Promise<JoinedOrganization> {
  return join(db, joiner, async (tx) => {
    const organization = await joinLinkOrganization(tx, token, true);
    if (await isMember(tx, organization.id, joiner.user.id))
      throw conflict(`You are already a member of ${organization.name}.`);
    ensureSeats(await countSeats(tx, organization.id, now, { lock: true }));
    return addMember(
      tx,
      organization,
      joiner,
      { role: "member", department: null, managerId: null },
      { via: "join link" },
      now,
    );
  });
}

// ---- Verified domains ----

/**
 * The organisations whose verified domain with automatic joining on is the domain of the user's
 * verified address, and which they do not belong to yet.
 */
async function domainOrganizations(db: Executor, userId: string, organizationId?: string) {
  return rowsOf<{ id: string; name: string; logo: string | null; domain: string }>(
    await db.execute(sql`
      select o.id, o.name, o.logo, d.domain
      from "user" u
        join organization_domains d on d.domain = lower(split_part(u.email, '@', 2))
          and d.verified_at is not null and d.auto_join
        join organization o on o.id = d.organization_id
      where u.id = ${userId} and u.email_verified
        ${organizationId ? sql`and o.id = ${organizationId}` : sql``}
        and not exists (select 1 from member m where m.organization_id = o.id and m.user_id = u.id)
      order by o.name, o.id
    `),
  );
}

/** GET /api/organizations/joinable: for the organisation overview's "Join your organisation". */
export async function joinableOrganizations(db: Db, userId: string, now: Date): Promise<JoinableOrganization[]> {
  const rows = await domainOrganizations(db, userId);
  const joinable: JoinableOrganization[] = [];
  for (const row of rows) {
    const seats = await countSeats(db, row.id, now);
    joinable.push({ ...row, seatsAvailable: seatsLeft(seats.limit, seats.used) > 0 });
  }
  return joinable;
}

/** POST /api/organizations/join-by-domain: joins as a member, within the seats. */
export function joinByDomain(db: Db, organizationId: string, joiner: Joiner, now: Date): Promise<JoinedOrganization> {
  return join(db, joiner, async (tx) => {
    const seats = await countSeats(tx, organizationId, now, { lock: true });
    const [organization] = await domainOrganizations(tx, joiner.user.id, organizationId);
    if (!organization) {
      const [existing] = rowsOf<{ name: string; verified: boolean; member: boolean }>(
        await tx.execute(sql`
            select o.name, u.email_verified as verified,
              exists (select 1 from member m where m.organization_id = o.id and m.user_id = u.id) as member
            from organization o, "user" u where o.id = ${organizationId} and u.id = ${joiner.user.id}
          `),
      );
      if (existing?.member) throw conflict(`You are already a member of ${existing.name}.`);
      if (existing && !existing.verified)
        throw forbidden("Confirm your e-mail address first: joining by domain needs a verified address.");
      throw forbidden(
        "Your e-mail address's domain does not let you join this organisation. Ask its owner for an invitation.",
      );
    }
    ensureSeats(seats);
    return addMember(
      tx,
      organization,
      joiner,
      { role: "member", department: null, managerId: null },
      { via: "verified domain", domain: organization.domain },
      now,
    );
  });
}
