import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { activateWhereNoneIsActive } from "../platform/accounts/session-writes";
import { usersWritten, writeTeam } from "../platform/caches/writes";
import { insertMember } from "../platform/organizations/add-member";
import { setMembersDepartment } from "../platform/organizations/member-writes";
import type { AfterCommit } from "../platform/organizations/membership-hooks";
import { countSeats, ensureSeats } from "../platform/organizations/seats";

export interface SsoMember {
  organizationId: string;
  userId: string;
  /** The value of the organisation's department attribute in this sign-in, if it sent one. */
  department: string | null;
  now: Date;
}

const MAX_DEPARTMENT = 120;

/**
 * Just-in-time membership (issue 21 item 1): someone signing in through their organisation's identity
 * provider becomes a member with the default role ("member"), within the seats, in the department
 * the IdP names (created when the organisation does not have it yet). On later sign-ins the
 * department follows the IdP. Their sessions without an active organisation switch to it.
 */
export async function provisionSsoMember(db: Db, person: SsoMember): Promise<void> {
  const department = person.department?.trim().slice(0, MAX_DEPARTMENT) || null;
  const afterCommit = await db.transaction(async (transaction): Promise<AfterCommit | null> => {
    const tx = transaction;
    const seats = await countSeats(tx, person.organizationId, person.now, { lock: true });
    if (department)
      await tx.execute(sql`
        insert into departments (organization_id, name) values (${person.organizationId}, ${department})
        on conflict (organization_id, name) do nothing
      `);
    const [existing] = rowsOf<{ department: string | null }>(
      await tx.execute(
        sql`select department from member where organization_id = ${person.organizationId} and user_id = ${person.userId}`,
      ),
    );
    if (existing) {
      if (!department || existing.department === department) return null;
      await setMembersDepartment(tx, person.organizationId, [person.userId], department);
      return async () => {};
    }
    ensureSeats(seats);
    const after = await insertMember(
      tx,
      {
        organizationId: person.organizationId,
        userId: person.userId,
        role: "member",
        department,
        managerId: null,
        sessionToken: null,
        ip: null,
        details: { via: "sso" },
      },
      person.now,
    );
    await activateWhereNoneIsActive(tx, person.userId, person.organizationId);
    return after;
  });
  if (!afterCommit) return;
  await writeTeam(db, person.organizationId, () => usersWritten(db, person.userId));
  await afterCommit(db);
}

/**
 * The first and last name the identity provider released (issue 42 item 6), written where the account
 * has none yet: a name the person or SCIM set is theirs, and is not overwritten at every sign-in. The
 * display name is then made from them, as sign-up makes it (the SSO plugin's is the address, or half
 * the name, for an IdP that sends its names under attributes the plugin does not know).
 */
export async function recordSsoNames(
  db: Db,
  person: { organizationId: string; userId: string; firstName: string | null; lastName: string | null },
): Promise<void> {
  if (!person.firstName && !person.lastName) return;
  const changed = rowsOf(
    await db.execute(sql`
      update "user" u set
        first_name = coalesce(nullif(trim(u.first_name), ''), ${person.firstName}),
        last_name = coalesce(nullif(trim(u.last_name), ''), ${person.lastName}),
        name = trim(concat_ws(' ', coalesce(nullif(trim(u.first_name), ''), ${person.firstName}),
          coalesce(nullif(trim(u.last_name), ''), ${person.lastName}))),
        updated_at = now()
      where u.id = ${person.userId}
        and ((nullif(trim(u.first_name), '') is null and ${person.firstName}::text is not null)
          or (nullif(trim(u.last_name), '') is null and ${person.lastName}::text is not null))
      returning u.id
    `),
  );
  if (changed.length === 0) return;
  await writeTeam(db, person.organizationId, () => usersWritten(db, person.userId));
}
