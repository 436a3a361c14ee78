import { desc, eq } from "drizzle-orm";
import type { DpaAcceptance, DpaAcceptanceBody, DpaAcceptanceStatus } from "../../../contracts/dpa";
import { CURRENT_DPA_VERSION } from "../../../domain/dpa";
import type { Db } from "../../db/client";
import { dpaAcceptances, user } from "../../db/schema";
import { conflict } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeTransaction } from "../../platform/caches/writes";

/**
 * Issue 45 item 5 (decision 402): the record of an organisation's owners accepting the data processing
 * agreement. Each version is accepted once per organisation; the audit log says who accepted it, in words.
 */

async function acceptances(db: Pick<Db, "select">, organizationId: string): Promise<DpaAcceptance[]> {
  const rows = await db
    .select({
      version: dpaAcceptances.version,
      signatoryName: dpaAcceptances.signatoryName,
      signatoryRole: dpaAcceptances.signatoryRole,
      acceptedAt: dpaAcceptances.acceptedAt,
      ipAddress: dpaAcceptances.ipAddress,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
    })
    .from(dpaAcceptances)
    .leftJoin(user, eq(user.id, dpaAcceptances.acceptedBy))
    .where(eq(dpaAcceptances.organizationId, organizationId))
    .orderBy(desc(dpaAcceptances.acceptedAt), desc(dpaAcceptances.id));
  return rows.map((r) => ({
    version: r.version,
    signatoryName: r.signatoryName,
    signatoryRole: r.signatoryRole,
    acceptedBy: r.userId ? { id: r.userId, name: r.userName ?? "", email: r.userEmail ?? "" } : null,
    acceptedAt: new Date(r.acceptedAt).toISOString(),
    ipAddress: r.ipAddress,
  }));
}

export async function dpaAcceptanceStatus(
  db: Db,
  organizationId: string,
  canAccept: boolean,
): Promise<DpaAcceptanceStatus> {
  const history = await acceptances(db, organizationId);
  return {
    currentVersion: CURRENT_DPA_VERSION,
    current: history.find((a) => a.version === CURRENT_DPA_VERSION.id) ?? null,
    history,
    canAccept,
  };
}

export const NOT_CURRENT_VERSION = `This is not the current version of the agreement. Reload the page to read version ${CURRENT_DPA_VERSION.id} (${CURRENT_DPA_VERSION.date}) before accepting it.`;

/** An owner accepts the current version for the organisation; 409 if it was already accepted or is not current. */
export async function acceptDpa(
  db: Db,
  organizationId: string,
  body: DpaAcceptanceBody,
  actor: { id: string; ip: string | null },
  now: Date,
): Promise<DpaAcceptanceStatus> {
  if (body.version !== CURRENT_DPA_VERSION.id) throw conflict(NOT_CURRENT_VERSION);
  await writeTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(dpaAcceptances)
      .values({
        organizationId,
        version: body.version,
        acceptedBy: actor.id,
        signatoryName: body.signatoryName,
        signatoryRole: body.signatoryRole,
        acceptedAt: now,
        ipAddress: actor.ip,
      })
      .onConflictDoNothing()
      .returning({ id: dpaAcceptances.id });
    if (inserted.length === 0)
      throw conflict(
        `Version ${body.version} of the data processing agreement has already been accepted for this organisation.`,
      );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "dpa.accepted",
      targetType: "organization",
      targetId: organizationId,
      details: { version: body.version, signatoryName: body.signatoryName, signatoryRole: body.signatoryRole },
      ipAddress: actor.ip,
    });
  });
  return dpaAcceptanceStatus(db, organizationId, true);
}
