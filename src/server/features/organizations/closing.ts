import { sql } from "drizzle-orm";
import JSZip from "jszip";
import { ORGANIZATION_CLOSING_GRACE_DAYS, type OrganizationClosing } from "../../../contracts/organizations";
import { daysAfter, utcDay } from "../../../domain/calendar";
import type { Db } from "../../db/client";
import { rowIso as iso, rowsOf } from "../../db/rows";
import { badRequest, conflict } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { toCsv } from "../../platform/csv";
import { complianceAssignmentRecords, pathwayAssignmentRecords } from "../../platform/organizations/assignment-records";
import { membersCsv } from "./members";
import { auditLogCsv } from "./service";

/**
 * Closing an organisation and exporting its data (issue 28 item 3). The owner closes it by typing its
 * name; it stays usable for ORGANIZATION_CLOSING_GRACE_DAYS, during which "Cancel closing" reopens it,
 * and then the daily job (organization-closing.ts) e-mails the owner a final export, ends the plan
 * and deletes it.
 */

export const closesAt = (now: Date) => daysAfter(now, ORGANIZATION_CLOSING_GRACE_DAYS);

/** POST /api/organizations/{id}/close (owner only). */
export async function closeOrganization(
  db: Db,
  organizationId: string,
  confirmName: string,
  actor: { userId: string; ip: string | null },
  now: Date,
): Promise<OrganizationClosing> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ name: string; closing_at: string | Date | null }>(
      await tx.execute(sql`select name, closing_at from organization where id = ${organizationId} for update`),
    );
    if (row.closing_at) throw conflict(`This organisation is already closing on ${iso(row.closing_at).slice(0, 10)}`);
    if (confirmName.trim() !== row.name.trim()) {
      const message = `Type the organisation's name, ${row.name}, exactly as it is shown to confirm`;
      throw badRequest(message, [{ path: "confirmName", message }]);
    }
    const closingAt = closesAt(now);
    await tx.execute(sql`
      update organization set closing_at = ${closingAt.toISOString()}, closing_requested_by = ${actor.userId}
      where id = ${organizationId}
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: "organization.closing_scheduled",
      targetType: "organization",
      targetId: organizationId,
      details: { closesAt: closingAt.toISOString() },
      ipAddress: actor.ip,
    });
    return { closingAt: closingAt.toISOString() };
  });
}

/** POST /api/organizations/{id}/reopen (owner only): cancels closing during the grace period. */
export async function reopenOrganization(
  db: Db,
  organizationId: string,
  actor: { userId: string; ip: string | null },
): Promise<OrganizationClosing> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ closing_at: string | Date | null }>(
      await tx.execute(sql`select closing_at from organization where id = ${organizationId} for update`),
    );
    if (!row.closing_at) throw conflict("This organisation is not closing");
    await tx.execute(
      sql`update organization set closing_at = null, closing_requested_by = null where id = ${organizationId}`,
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: "organization.reopened",
      targetType: "organization",
      targetId: organizationId,
      details: { wasClosingAt: iso(row.closing_at) },
      ipAddress: actor.ip,
    });
    return { closingAt: null };
  });
}

const ASSIGNMENT_COLUMNS = ["Email", "Name", "Kind", "Pathway", "Cycle", "Due date", "Assigned at", "Complete"];
const COMPLETION_COLUMNS = ["Email", "Name", "Module", "Completed at", "Still a member"];

/**
 * Pathway assignments of the organisation and compliance assignments of its rules, one row each, read
 * by the functions the console's Assignments table and compliance report read (decision 403).
 */
async function assignmentsCsv(db: Db, organizationId: string): Promise<string> {
  const [pathwayRows, complianceRows] = [
    await pathwayAssignmentRecords(db, organizationId),
    await complianceAssignmentRecords(db, organizationId),
  ];
  const rows = [
    ...pathwayRows.map((r) => ({ ...r, kind: "pathway", cycle: null as number | null })),
    ...complianceRows.map((r) => ({ ...r, kind: "compliance" })),
  ].sort(
    (a, b) =>
      byText(a.email, b.email) ||
      byText(a.kind, b.kind) ||
      byText(a.pathwayTitle, b.pathwayTitle) ||
      (a.cycle ?? 0) - (b.cycle ?? 0),
  );
  return toCsv([
    ASSIGNMENT_COLUMNS,
    ...rows.map((r) => [
      r.email,
      r.name,
      r.kind,
      r.pathwayTitle,
      r.cycle,
      r.dueDate,
      r.assignedAt,
      r.completed ? "yes" : "no",
    ]),
  ]);
}

/** Byte-wise, as the database's "C" collation: the same order on every engine. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Completed modules: every completion of its members, and of former members those of the pathways the
 * organisation assigned them (what it keeps for its compliance records, issue 28).
 */
async function completionsCsv(db: Db, organizationId: string): Promise<string> {
  const rows = rowsOf<{
    email: string;
    name: string;
    module: string;
    completed_at: string | Date | null;
    member: boolean;
  }>(
    await db.execute(sql`
      with people as (
        select m.user_id, true as member from member m where m.organization_id = ${organizationId}
        union
        select pa.user_id, false from pathway_assignments pa
        where pa.organization_id = ${organizationId}
          and not exists (select 1 from member m where m.organization_id = ${organizationId} and m.user_id = pa.user_id)
        union
        select ca.user_id, false from compliance_assignments ca join compliance_rules r on r.id = ca.rule_id
        where r.organization_id = ${organizationId}
          and not exists (select 1 from member m where m.organization_id = ${organizationId} and m.user_id = ca.user_id)
      ),
      assigned_modules as (
        select pa.user_id, pm.module_id from pathway_assignments pa join pathway_modules pm on pm.pathway_id = pa.pathway_id
        where pa.organization_id = ${organizationId}
        union
        select ca.user_id, pm.module_id from compliance_assignments ca join compliance_rules r on r.id = ca.rule_id
        join pathway_modules pm on pm.pathway_id = r.pathway_id
        where r.organization_id = ${organizationId}
      )
      select distinct u.email, u.name, mo.title as module, p.completed_at, pe.member
      from people pe join "user" u on u.id = pe.user_id
      join user_progress p on p.user_id = pe.user_id and p.is_completed
      join modules mo on mo.id = p.module_id
      where pe.member or exists (
        select 1 from assigned_modules am where am.user_id = pe.user_id and am.module_id = p.module_id
      )
      order by u.email, mo.title
    `),
  );
  return toCsv([
    COMPLETION_COLUMNS,
    ...rows.map((r) => [
      r.email,
      r.name,
      r.module,
      r.completed_at ? iso(r.completed_at) : null,
      r.member ? "yes" : "no",
    ]),
  ]);
}

export const organizationExportFilename = (slug: string, now: Date) => `organisation-data-${slug}-${utcDay(now)}.zip`;

const readme = (name: string, now: Date) =>
  [
    `${name}: organisation data exported from PIVOT Learning on ${now.toISOString()}.`,
    "",
    "organization.json  the organisation's name, address on the site and dates",
    "members.csv        everyone in the organisation: name, e-mail, role, department, line manager, joined",
    "assignments.csv    pathway and compliance assignments, with their due dates and whether they are complete",
    "completions.csv    completed modules of members, and of former members those the organisation assigned",
    "audit-log.csv      every administrative action, newest first",
    "",
    "The CSV files are UTF-8 with a header row; cells that start with = + - @ are prefixed with ' so",
    "spreadsheet programs do not run them as formulas.",
  ].join("\n");

/**
 * The organisation's data as one ZIP: members, assignments, completions and the audit log as CSV, its
 * details as JSON, and a README. Built in the request: an organisation of 5,000 members is a few
 * hundred kilobytes of CSV.
 */
export async function buildOrganizationExport(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<{ filename: string; zip: Uint8Array }> {
  const [org] = rowsOf<{
    id: string;
    name: string;
    slug: string;
    created_at: string | Date;
    closing_at: string | Date | null;
  }>(
    await db.execute(sql`select id, name, slug, created_at, closing_at from organization where id = ${organizationId}`),
  );
  const [members, assignments, completions, audit] = [
    await membersCsv(db, organizationId, { userId: "", role: "owner" }, {}),
    await assignmentsCsv(db, organizationId),
    await completionsCsv(db, organizationId),
    await auditLogCsv(db, organizationId),
  ];
  const zip = new JSZip();
  const bom = "\uFEFF";
  zip.file("README.txt", readme(org.name, now));
  zip.file(
    "organization.json",
    JSON.stringify(
      {
        id: org.id,
        name: org.name,
        slug: org.slug,
        createdAt: iso(org.created_at),
        closingAt: org.closing_at ? iso(org.closing_at) : null,
        exportedAt: now.toISOString(),
      },
      null,
      2,
    ),
  );
  zip.file("members.csv", bom + members);
  zip.file("assignments.csv", bom + assignments);
  zip.file("completions.csv", bom + completions);
  zip.file("audit-log.csv", bom + audit);
  return {
    filename: organizationExportFilename(org.slug, now),
    zip: await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }),
  };
}
