import { sql } from "drizzle-orm";
import type { AssignedWork } from "../../../contracts/guided-start";
import { orderAssignedWork } from "../../../domain/assigned-work";
import { ukToday } from "../../../domain/due-dates";
import type { Db } from "../../db/client";
import { moduleDoneAt } from "../../db/completion-evidence";
import { queryRows } from "../../db/rows";

interface AssignedRow {
  pathway_id: number;
  title: string;
  organization_name: string | null;
  due_date: string | null;
  module_ids: number[] | string;
  done_ids: number[] | string | null;
}

const ids = (value: number[] | string | null): number[] =>
  value === null ? [] : (typeof value === "string" ? (JSON.parse(value) as number[]) : value).map(Number);

/**
 * Issue 45 item 3: the pathways assigned to the learner, in one query, with the modules done since the
 * assignment asked for them again (completion_since, as the console and the reminders count), ordered
 * due dates first: overdue, due soon, later, none, done (domain/assigned-work.ts).
 */
export async function assignedWork(db: Db, userId: string, now: Date): Promise<AssignedWork[]> {
  const rows = await queryRows<AssignedRow>(
    db,
    sql`select pa.pathway_id, p.title, o.name as organization_name, to_char(pa.due_date, 'YYYY-MM-DD') as due_date,
        (select coalesce(json_agg(pm.module_id order by pm.position), '[]'::json)
          from pathway_modules pm where pm.pathway_id = pa.pathway_id) as module_ids,
        (select json_agg(pm.module_id) from pathway_modules pm where pm.pathway_id = pa.pathway_id
          and ${moduleDoneAt(sql`pa.user_id`, sql`pm.module_id`, sql`pa.completion_since`)} is not null) as done_ids
      from pathway_assignments pa
      join pathways p on p.id = pa.pathway_id
      left join organization o on o.id = pa.organization_id
      where pa.user_id = ${userId}`,
  );
  const work = rows.map((row): AssignedWork => {
    const modules = ids(row.module_ids);
    const done = new Set(ids(row.done_ids));
    const completed = modules.length > 0 && modules.every((id) => done.has(id));
    return {
      pathwayId: Number(row.pathway_id),
      title: row.title,
      organizationName: row.organization_name,
      dueDate: row.due_date,
      modulesDone: modules.filter((id) => done.has(id)).length,
      moduleCount: modules.length,
      completed,
      nextModuleId: modules.find((id) => !done.has(id)) ?? null,
    };
  });
  return orderAssignedWork(work, ukToday(now));
}
