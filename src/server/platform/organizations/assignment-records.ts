import { type SQL, sql } from "drizzle-orm";
import { pathwayDoneAt } from "../../db/completion-evidence";
import { rowIso, rowsOf } from "../../db/rows";
import type { Executor } from "../audit/audit";

/**
 * An organisation's assignments, one row each, as both the console and the organisation's data export
 * read them (issue 45 item 2, decision 403): the Assignments table of /organization/pathways and the
 * export's assignments.csv come from these functions, so they cannot disagree about who is assigned or
 * whether it is done.
 *
 * Done means what the reminders and the compliance report mean (db/completion-evidence.ts): every module
 * of the pathway completed, or its knowledge check passed, since the assignment asks (`completion_since`;
 * null: any completion counts).
 */
export interface PathwayAssignmentRecord {
  userId: string;
  email: string;
  name: string;
  pathwayId: number;
  pathwayTitle: string;
  /** YYYY-MM-DD, or null without a due date. */
  dueDate: string | null;
  /** ISO timestamp. */
  assignedAt: string;
  completed: boolean;
}

export interface ComplianceAssignmentRecord extends PathwayAssignmentRecord {
  ruleId: number;
  cycle: number;
}

interface RecordRow {
  user_id: string;
  email: string;
  name: string;
  pathway_id: number;
  title: string;
  due_date: string | null;
  assigned_at: string | Date;
  done: boolean;
}

const toRecord = (r: RecordRow): PathwayAssignmentRecord => ({
  userId: r.user_id,
  email: r.email,
  name: r.name,
  pathwayId: r.pathway_id,
  pathwayTitle: r.title,
  dueDate: r.due_date,
  assignedAt: rowIso(r.assigned_at),
  completed: r.done,
});

/**
 * The organisation's pathway assignments, soonest due first (those without a due date last), then by
 * pathway and person. `people` narrows them to a subquery of user ids (a manager's reports); without it
 * every assignment the organisation keeps is listed, a former member's completed ones included.
 */
export async function pathwayAssignmentRecords(
  db: Executor,
  organizationId: string,
  options: { people?: SQL; pathwayId?: number } = {},
): Promise<PathwayAssignmentRecord[]> {
  const rows = rowsOf<RecordRow>(
    await db.execute(sql`
      select pa.user_id, u.email, u.name, pa.pathway_id, pw.title, pa.due_date::text as due_date, pa.assigned_at,
        ${pathwayDoneAt(sql`pa.user_id`, sql`pa.pathway_id`, sql`pa.completion_since`)} is not null as done
      from pathway_assignments pa
      join "user" u on u.id = pa.user_id
      join pathways pw on pw.id = pa.pathway_id
      where pa.organization_id = ${organizationId}
        ${options.people === undefined ? sql`` : sql`and pa.user_id in ${options.people}`}
        ${options.pathwayId === undefined ? sql`` : sql`and pa.pathway_id = ${options.pathwayId}`}
      order by pa.due_date asc nulls last, pa.pathway_id, pa.user_id collate "C"
    `),
  );
  return rows.map(toRecord);
}

/**
 * Every cycle's compliance assignments of the organisation's rules. Done is the assignment's kept
 * completion (`completed_at`, kept by triggers as pathwayDoneAt computes it, decision 360): what the
 * compliance report counts.
 */
export async function complianceAssignmentRecords(
  db: Executor,
  organizationId: string,
): Promise<ComplianceAssignmentRecord[]> {
  const rows = rowsOf<RecordRow & { rule_id: number; cycle: number }>(
    await db.execute(sql`
      select ca.user_id, u.email, u.name, r.pathway_id, pw.title, ca.due_date::text as due_date, ca.assigned_at,
        ca.completed_at is not null as done, r.id as rule_id, ca.cycle
      from compliance_assignments ca
      join compliance_rules r on r.id = ca.rule_id
      join "user" u on u.id = ca.user_id
      join pathways pw on pw.id = r.pathway_id
      where r.organization_id = ${organizationId}
      order by r.id, ca.cycle, ca.user_id collate "C"
    `),
  );
  return rows.map((r) => ({ ...toRecord(r), ruleId: r.rule_id, cycle: r.cycle }));
}
