import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { forbidden, notFound } from "../../errors";

export interface PayGapAccess {
  organization: { id: string; name: string };
  userId: string;
  isOwner: boolean;
  isAnalyst: boolean;
}

/**
 * Who may touch an organisation's pay data (issue 25 item 1): its owners, and members an owner
 * granted the HR analyst permission. Anyone outside the organisation (a site admin too: salaries are
 * not the platform's to read) is told it was not found; a member without the permission gets 403.
 * `need: "owner"` is for granting the permission and setting the sector.
 */
export async function payGapAccess(
  db: Db,
  user: Pick<CurrentUser, "id">,
  organizationId: string,
  need: "analyst" | "owner",
): Promise<PayGapAccess> {
  const [row] = rowsOf<{ id: string; name: string; role: string; analyst: boolean }>(
    await db.execute(sql`
      select o.id, o.name, m.role,
        exists (select 1 from pay_gap_analysts a where a.member_id = m.id) as analyst
      from organization o
      join member m on m.organization_id = o.id and m.user_id = ${user.id}
      where o.id = ${organizationId}
    `),
  );
  if (!row) throw notFound("Organisation not found");
  const access = {
    organization: { id: row.id, name: row.name },
    userId: user.id,
    isOwner: row.role === "owner",
    isAnalyst: row.analyst === true,
  };
  if (need === "owner" && !access.isOwner) throw forbidden("Only the organisation's owners may do this");
  if (need === "analyst" && !access.isOwner && !access.isAnalyst) {
    throw forbidden("Only the organisation's owners and HR analysts may work with its pay data");
  }
  return access;
}
