import { sql } from "drizzle-orm";
import type { SetupChecklist } from "../../../contracts/guided-start";
import type { CertificateIssuing } from "../../../domain/certificate-issuing";
import { type SetupFacts, setupProgress, setupSteps } from "../../../domain/setup-checklist";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { recordAudit } from "../../platform/audit/audit";

/** Issue 45 item 3: the set-up checklist's facts in one query, and the two settings it keeps. */

interface FactsRow {
  has_logo: boolean;
  has_brand_colour: boolean;
  invitations: number | string;
  members: number | string;
  departments: number | string;
  members_with_manager: number | string;
  assigned_pathways: number | string;
  sso_configured: boolean;
  pay_gap_records: number | string;
  dismissed_at: Date | string | null;
}

export async function setupChecklist(db: Db, organizationId: string): Promise<SetupChecklist> {
  const [row] = await queryRows<FactsRow>(
    db,
    sql`select
      o.logo is not null as has_logo,
      o.brand_color is not null as has_brand_colour,
      (select count(*) from organization_invitations i
        where i.organization_id = o.id and i.status <> 'revoked') as invitations,
      (select count(*) from member m where m.organization_id = o.id) as members,
      (select count(*) from departments d where d.organization_id = o.id) as departments,
      (select count(*) from member m where m.organization_id = o.id and m.manager_id is not null) as members_with_manager,
      (select count(*) from pathway_assignments pa where pa.organization_id = o.id) as assigned_pathways,
      exists (select 1 from sso_provider s where s.organization_id = o.id) as sso_configured,
      (select count(*) from pay_gap_records r join pay_gap_snapshots s on s.id = r.snapshot_id
        where s.organization_id = o.id) as pay_gap_records,
      o.setup_checklist_dismissed_at as dismissed_at
    from organization o where o.id = ${organizationId}`,
  );
  const facts: SetupFacts = {
    hasLogo: row.has_logo,
    hasBrandColour: row.has_brand_colour,
    invitations: Number(row.invitations),
    members: Number(row.members),
    departments: Number(row.departments),
    membersWithManager: Number(row.members_with_manager),
    assignedPathways: Number(row.assigned_pathways),
    ssoConfigured: row.sso_configured,
    payGapRecords: Number(row.pay_gap_records),
  };
  const steps = setupSteps(facts);
  return {
    steps,
    progress: setupProgress(steps),
    allDone: steps.every((s) => s.done),
    dismissedAt: row.dismissed_at === null ? null : new Date(row.dismissed_at).toISOString(),
  };
}

export async function setChecklistDismissed(
  db: Db,
  organizationId: string,
  dismissed: boolean,
  now: Date,
): Promise<SetupChecklist> {
  await db.execute(sql`update organization
    set setup_checklist_dismissed_at = ${dismissed ? now.toISOString() : null}::timestamptz
    where id = ${organizationId}`);
  return setupChecklist(db, organizationId);
}

export async function certificateIssuing(db: Db, organizationId: string): Promise<CertificateIssuing> {
  const [row] = await queryRows<{ certificate_issuing: CertificateIssuing }>(
    db,
    sql`select certificate_issuing from organization where id = ${organizationId}`,
  );
  return row.certificate_issuing;
}

export async function setCertificateIssuing(
  db: Db,
  change: { organizationId: string; actorId: string; ipAddress: string; issuing: CertificateIssuing },
): Promise<CertificateIssuing> {
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ certificate_issuing: CertificateIssuing }>(
      tx,
      sql`select certificate_issuing from organization where id = ${change.organizationId} for update`,
    );
    if (before.certificate_issuing === change.issuing) return;
    await tx.execute(
      sql`update organization set certificate_issuing = ${change.issuing} where id = ${change.organizationId}`,
    );
    await recordAudit(tx, {
      organizationId: change.organizationId,
      actorId: change.actorId,
      action: "organization.settings_changed",
      targetType: "organization",
      targetId: change.organizationId,
      details: { certificateIssuing: change.issuing },
      ipAddress: change.ipAddress,
    });
  });
  return change.issuing;
}
