import { sql } from "drizzle-orm";
import type {
  ComplianceAssignmentStatus,
  ComplianceReportLine,
  ComplianceRule,
  ComplianceRuleList,
  ComplianceStatusPage,
  CreateComplianceRuleInput,
} from "../../../contracts/compliance";
import {
  type ComplianceAudienceKind,
  complianceStatus,
  cycleDueDate,
  cycleStart,
  dueCycle,
} from "../../../domain/compliance-schedule";
import { daysUntilDue, ukToday } from "../../../domain/due-dates";
import type { OrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { pathwayDoneAt } from "../../db/completion-evidence";
import { rowsOf } from "../../db/rows";
import { badRequest, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { learnerFactsWritten } from "../../platform/caches/writes";
import { assignmentNotice } from "../../platform/notifications/assignment-reminders";
import { checkDueDate } from "../../platform/notifications/assignments";
import { notify } from "../../platform/notifications/notify";

interface RuleRow {
  id: number;
  organization_id: string;
  pathway_id: number;
  pathway_title: string;
  audience: ComplianceAudienceKind;
  department: string | null;
  role: OrganizationRole | null;
  interval_months: number | null;
  due_days: number | null;
  due_date: string | null;
  starts_on: string;
  cycle: number;
  next_run_on: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  ended_at: string | null;
}

const RULE_COLUMNS = sql`
  r.id, r.organization_id, r.pathway_id, p.title as pathway_title, r.audience, r.department, r.role,
  r.interval_months, r.due_days, r.due_date::text as due_date, r.starts_on::text as starts_on, r.cycle,
  r.next_run_on::text as next_run_on, r.created_by, u.name as created_by_name,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(r.ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ended_at
`;
const RULE_FROM = sql`compliance_rules r join pathways p on p.id = r.pathway_id left join "user" u on u.id = r.created_by`;

const ruleShape = (r: RuleRow) => ({
  startsOn: r.starts_on,
  intervalMonths: r.interval_months,
  cycle: r.cycle,
  dueDays: r.due_days,
  dueDate: r.due_date,
});

/** The first day of a rule's current cycle. */
const currentCycleStart = (r: RuleRow) => cycleStart(r.starts_on, r.interval_months ?? 0, r.cycle);

/**
 * Completions from this moment count for a cycle: any in a rule's first cycle (someone who already did
 * the pathway is compliant), from the first day of the cycle in later ones.
 */
const completionSince = (r: RuleRow) => (r.cycle === 0 ? null : new Date(`${currentCycleStart(r)}T00:00:00Z`));

// ---- Assigning ----

interface AssignFilter {
  organizationId?: string;
  ruleId?: number;
  userId?: string;
}

/** What assigning did, and what must follow once its transaction has committed. */
export interface Assigned {
  count: number;
  /** Drops the learners' cached facts and sends their notifications: never inside the transaction. */
  afterCommit: (db: Db) => Promise<void>;
}

/** Assigns outside any transaction: the writes, then what follows them. Returns how many were assigned. */
export async function assignMissing(db: Db, now: Date, filter: AssignFilter = {}): Promise<number> {
  const assigned = await assignMissingIn(db, now, filter);
  await assigned.afterCommit(db);
  return assigned.count;
}

/**
 * Assigns every active rule's current cycle to the people of its audience who do not have it yet: one
 * insert of the cycle's assignments per rule (the audience selected in the database), one insert of their
 * pathway assignments (so /pathways, the dashboard and the reminders show them), and, after the caller's
 * transaction commits, one batch of notifications. Idempotent: a second call finds nobody missing.
 * Caches and notifications wait for the commit: on PGlite's one connection, a write outside the
 * transaction while it is open would wait for it for ever.
 */
export async function assignMissingIn(db: Db, now: Date, filter: AssignFilter = {}): Promise<Assigned> {
  const rules = rowsOf<RuleRow>(
    await db.execute(sql`
      select ${RULE_COLUMNS} from ${RULE_FROM}
      where r.ended_at is null
        ${filter.organizationId === undefined ? sql`` : sql`and r.organization_id = ${filter.organizationId}`}
        ${filter.ruleId === undefined ? sql`` : sql`and r.id = ${filter.ruleId}`}
      order by r.id
    `),
  );
  const today = ukToday(now);
  const pending: { user_id: string; pathway_id: number; title: string; due_date: string | null }[] = [];
  for (const rule of rules) {
    const dueDate = cycleDueDate(
      { dueDays: rule.due_days, dueDate: rule.due_date, intervalMonths: rule.interval_months },
      rule.cycle,
      today,
    );
    const since = completionSince(rule);
    const assigned = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        insert into compliance_assignments (rule_id, cycle, user_id, due_date, assigned_at, completion_since)
        select ${rule.id}, ${rule.cycle}, m.user_id, ${dueDate}::date, ${now}, ${since}::timestamptz
        from member m
        where m.organization_id = ${rule.organization_id}
          ${filter.userId === undefined ? sql`` : sql`and m.user_id = ${filter.userId}`}
          and ${
            rule.audience === "everyone"
              ? sql`true`
              : rule.audience === "department"
                ? sql`m.department = ${rule.department}`
                : sql`m.role = ${rule.role}`
          }
        on conflict do nothing
        returning user_id
      `),
    );
    if (assigned.length === 0) continue;
    const userIds = assigned.map((a) => a.user_id);
    await db.execute(sql`
      insert into pathway_assignments (user_id, pathway_id, organization_id, assigned_by, due_date, assigned_at, completion_since)
      select u, ${rule.pathway_id}, ${rule.organization_id}, ${rule.created_by}, ${dueDate}::date, ${now}, ${since}::timestamptz
      from unnest(${sql.param(userIds)}::text[]) as u
      on conflict (user_id, pathway_id) do update set
        organization_id = excluded.organization_id, assigned_by = excluded.assigned_by,
        due_date = excluded.due_date, assigned_at = excluded.assigned_at, completion_since = excluded.completion_since
    `);
    // /pathways lists assigned pathways among the learner's enrolments (as the employer's assign does).
    await db.execute(sql`
      insert into pathway_enrollments (user_id, pathway_id, enrolled_at)
      select u, ${rule.pathway_id}, ${now} from unnest(${sql.param(userIds)}::text[]) as u
      on conflict do nothing
    `);
    for (const userId of userIds)
      pending.push({ user_id: userId, pathway_id: rule.pathway_id, title: rule.pathway_title, due_date: dueDate });
  }
  return {
    count: pending.length,
    afterCommit: async (committed) => {
      if (pending.length === 0) return;
      await learnerFactsWritten(committed, [...new Set(pending.map((p) => p.user_id))]);
      await notify(
        committed,
        pending.map((p) => assignmentNotice(committed, p, null, now)),
      );
    },
  };
}

/**
 * Gives a person who has just joined an organisation (or moved into a department or role) the
 * organisation's compliance assignments whose audience they are in. Call it in the joining transaction
 * (invitation accepted, join link, verified domain) or after a member's department or role changed; the
 * daily task catches up anyone a path missed.
 */
export function applyComplianceRulesToMember(db: Db, organizationId: string, userId: string, now: Date) {
  return assignMissing(db, now, { organizationId, userId });
}

/** The same inside a membership transaction (platform/organizations/membership-hooks.ts): notifications follow its commit. */
export async function complianceRulesForMember(tx: Db, organizationId: string, userId: string, now: Date) {
  return (await assignMissingIn(tx, now, { organizationId, userId })).afterCommit;
}

/**
 * The daily task: moves each recurring rule whose next cycle has started on to that cycle and assigns
 * it; then assigns every rule's current cycle to anyone of its audience still missing it.
 */
export async function runComplianceCycles(db: Db, now: Date): Promise<number> {
  const today = ukToday(now);
  const due = rowsOf<RuleRow>(
    await db.execute(sql`
      select ${RULE_COLUMNS} from ${RULE_FROM}
      where r.ended_at is null and r.next_run_on is not null and r.next_run_on <= ${today}::date
    `),
  );
  let count = 0;
  for (const rule of due) {
    const cycle = dueCycle(ruleShape(rule), today);
    if (cycle === null || rule.interval_months === null) continue;
    const next = cycleStart(rule.starts_on, rule.interval_months, cycle + 1);
    const assigned = await db.transaction(async (tx): Promise<Assigned | null> => {
      // Only the run that moves the cycle on assigns it (two processes, a retried job).
      const moved = rowsOf(
        await tx.execute(sql`
          update compliance_rules set cycle = ${cycle}, next_run_on = ${next}::date
          where id = ${rule.id} and cycle = ${rule.cycle} and ended_at is null
          returning id
        `),
      );
      return moved.length === 0 ? null : assignMissingIn(tx as unknown as Db, now, { ruleId: rule.id });
    });
    if (!assigned) continue;
    await assigned.afterCommit(db);
    count += assigned.count;
  }
  return count + (await assignMissing(db, now));
}

// ---- The routes' work ----

export async function createComplianceRule(
  db: Db,
  organizationId: string,
  actorId: string,
  input: CreateComplianceRuleInput,
  now: Date,
  ip: string | null,
): Promise<ComplianceRule> {
  checkDueDate(input.dueDate, now);
  const [pathway] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from pathways where id = ${input.pathwayId}`),
  );
  if (!pathway) {
    const message = "Pathway not found";
    throw badRequest(`pathwayId: ${message}`, [{ path: "pathwayId", message }]);
  }
  if (input.audience === "department") {
    const [department] = rowsOf(
      await db.execute(
        sql`select 1 from departments where organization_id = ${organizationId} and name = ${input.department}`,
      ),
    );
    if (!department) {
      const message = "Not a department of this organisation";
      throw badRequest(`department: ${message}`, [{ path: "department", message }]);
    }
  }
  const today = ukToday(now);
  const intervalMonths = input.intervalMonths ?? null;
  const { id, afterCommit } = await db.transaction(async (tx) => {
    const [created] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into compliance_rules (organization_id, pathway_id, audience, department, role, interval_months,
          due_days, due_date, starts_on, cycle, next_run_on, created_by, created_at)
        values (${organizationId}, ${input.pathwayId}, ${input.audience}, ${input.department ?? null},
          ${input.role ?? null}, ${intervalMonths}, ${input.dueDays ?? null}, ${input.dueDate ?? null}::date,
          ${today}::date, 0, ${intervalMonths === null ? null : cycleStart(today, intervalMonths, 1)}::date,
          ${actorId}, ${now})
        returning id
      `),
    );
    const { count: assigned, afterCommit } = await assignMissingIn(tx as unknown as Db, now, { ruleId: created.id });
    await recordAudit(tx, {
      organizationId,
      actorId,
      action: "assignment.created",
      targetType: "compliance_rule",
      targetId: String(created.id),
      details: {
        pathwayId: input.pathwayId,
        audience: input.audience,
        department: input.department ?? null,
        role: input.role ?? null,
        intervalMonths,
        dueDays: input.dueDays ?? null,
        dueDate: input.dueDate ?? null,
        assigned,
      },
      ipAddress: ip,
    });
    return { id: created.id, afterCommit };
  });
  await afterCommit(db);
  return (await ruleOf(db, organizationId, id, now))!;
}

/** Ends a rule: no more cycles, nobody newly assigned; what was assigned stays. */
export async function endComplianceRule(
  db: Db,
  organizationId: string,
  ruleId: number,
  actorId: string,
  now: Date,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [rule] = rowsOf<{ ended_at: string | null; pathway_id: number }>(
      await tx.execute(sql`
        select ended_at::text, pathway_id from compliance_rules
        where id = ${ruleId} and organization_id = ${organizationId} for update
      `),
    );
    if (!rule) throw notFound("Assignment not found");
    if (rule.ended_at !== null) return;
    await tx.execute(sql`update compliance_rules set ended_at = ${now}, next_run_on = null where id = ${ruleId}`);
    await recordAudit(tx, {
      organizationId,
      actorId,
      action: "assignment.ended",
      targetType: "compliance_rule",
      targetId: String(ruleId),
      details: { pathwayId: rule.pathway_id },
      ipAddress: ip,
    });
  });
}

interface StatusRow {
  rule_id: number;
  user_id: string;
  name: string;
  email: string;
  department: string | null;
  due_date: string;
  completed_at: string | null;
}

/** Each current-cycle assignment of the organisation's rules (or one rule) with when it was completed. */
async function statusRows(db: Db, organizationId: string, ruleId?: number): Promise<StatusRow[]> {
  return rowsOf<StatusRow>(
    await db.execute(sql`
      select ca.rule_id, ca.user_id, u.name, u.email, m.department, ca.due_date::text as due_date,
        to_char(done.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at
      from compliance_rules r
      join compliance_assignments ca on ca.rule_id = r.id and ca.cycle = r.cycle
      join "user" u on u.id = ca.user_id
      left join member m on m.organization_id = r.organization_id and m.user_id = ca.user_id
      cross join lateral (
        select ${pathwayDoneAt(sql`ca.user_id`, sql`r.pathway_id`, sql`ca.completion_since`)} as at
      ) done
      where r.organization_id = ${organizationId}
        ${ruleId === undefined ? sql`` : sql`and r.id = ${ruleId}`}
      order by u.name, ca.user_id
    `),
  );
}

function toStatus(row: StatusRow, today: string): ComplianceAssignmentStatus {
  const completedOn = row.completed_at ? ukToday(new Date(row.completed_at)) : null;
  const status = complianceStatus(row.due_date, completedOn);
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    department: row.department,
    dueDate: row.due_date,
    completedAt: row.completed_at,
    status,
    overdue: status === "outstanding" && daysUntilDue(row.due_date, today) < 0,
  };
}

function toRule(row: RuleRow, statuses: readonly ComplianceAssignmentStatus[]): ComplianceRule {
  return {
    id: row.id,
    pathwayId: row.pathway_id,
    pathwayTitle: row.pathway_title,
    audience: row.audience,
    department: row.department,
    role: row.role,
    intervalMonths: row.interval_months,
    dueDays: row.due_days,
    dueDate: row.due_date,
    startsOn: row.starts_on,
    cycle: row.cycle,
    cycleStartsOn: currentCycleStart(row),
    nextRunOn: row.next_run_on,
    createdBy: row.created_by_name,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    summary: {
      assigned: statuses.length,
      onTime: statuses.filter((s) => s.status === "on_time").length,
      late: statuses.filter((s) => s.status === "late").length,
      outstanding: statuses.filter((s) => s.status === "outstanding").length,
      overdue: statuses.filter((s) => s.overdue).length,
    },
  };
}

async function ruleOf(db: Db, organizationId: string, ruleId: number, now: Date): Promise<ComplianceRule | null> {
  const [row] = rowsOf<RuleRow>(
    await db.execute(
      sql`select ${RULE_COLUMNS} from ${RULE_FROM} where r.id = ${ruleId} and r.organization_id = ${organizationId}`,
    ),
  );
  if (!row) return null;
  const today = ukToday(now);
  return toRule(
    row,
    (await statusRows(db, organizationId, ruleId)).map((s) => toStatus(s, today)),
  );
}

export async function listComplianceRules(db: Db, organizationId: string, now: Date): Promise<ComplianceRuleList> {
  const [rules, statuses, pathways, departments] = await Promise.all([
    db.execute(
      sql`select ${RULE_COLUMNS} from ${RULE_FROM} where r.organization_id = ${organizationId} order by r.ended_at is not null, r.created_at desc, r.id desc`,
    ),
    statusRows(db, organizationId),
    db.execute(sql`select id, title from pathways order by title, id`),
    db.execute(sql`select name from departments where organization_id = ${organizationId} order by name`),
  ]);
  const today = ukToday(now);
  const byRule = new Map<number, ComplianceAssignmentStatus[]>();
  for (const row of statuses) {
    const list = byRule.get(row.rule_id) ?? [];
    list.push(toStatus(row, today));
    byRule.set(row.rule_id, list);
  }
  return {
    items: rowsOf<RuleRow>(rules).map((r) => toRule(r, byRule.get(r.id) ?? [])),
    options: {
      pathways: rowsOf<{ id: number; title: string }>(pathways),
      departments: rowsOf<{ name: string }>(departments).map((d) => d.name),
    },
  };
}

export async function complianceRuleStatus(
  db: Db,
  organizationId: string,
  ruleId: number,
  page: { cursor?: string; limit: number },
  now: Date,
): Promise<ComplianceStatusPage> {
  const rule = await ruleOf(db, organizationId, ruleId, now);
  if (!rule) throw notFound("Assignment not found");
  const today = ukToday(now);
  // Outstanding first (overdue at the top), then late, then on time; by name within each.
  const order = { outstanding: 0, late: 1, on_time: 2 } as const;
  const all = (await statusRows(db, organizationId, ruleId))
    .map((s) => toStatus(s, today))
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] || Number(b.overdue) - Number(a.overdue) || a.name.localeCompare(b.name),
    );
  const offset = page.cursor ? Number(page.cursor) : 0;
  const lines = all.slice(offset, offset + page.limit);
  const checks = await checksThisCycle(
    db,
    organizationId,
    ruleId,
    lines.map((l) => l.userId),
  );
  const items = lines.map((line) => ({ ...line, knowledgeChecks: checks.get(line.userId) ?? [] }));
  return { rule, items, nextCursor: offset + page.limit < all.length ? String(offset + page.limit) : null };
}

/**
 * Issue 47 item 2: the attempts and best score of each person at the pathway's knowledge checks in the
 * rule's current cycle (since the cycle's completion start), for the compliance report's page of people.
 */
async function checksThisCycle(db: Db, organizationId: string, ruleId: number, userIds: readonly string[]) {
  const byUser = new Map<string, ComplianceReportLine["knowledgeChecks"]>();
  if (userIds.length === 0) return byUser;
  const rows = rowsOf<{
    user_id: string;
    module_id: number;
    title: string;
    attempts: number;
    best_score: number | null;
    passed: boolean;
  }>(
    await db.execute(sql`
      select ca.user_id, pm.module_id, m.title, count(a.id)::int as attempts,
        max(a.score_percent)::int as best_score, coalesce(bool_or(a.passed), false) as passed
      from compliance_rules r
      join compliance_assignments ca on ca.rule_id = r.id and ca.cycle = r.cycle
      join pathway_modules pm on pm.pathway_id = r.pathway_id
      join modules m on m.id = pm.module_id
      join knowledge_check_attempts a on a.user_id = ca.user_id and a.module_id = pm.module_id
        and a.submitted_at is not null
        and (ca.completion_since is null or a.submitted_at >= ca.completion_since)
      where r.id = ${ruleId} and r.organization_id = ${organizationId}
        and ca.user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by ca.user_id, pm.module_id, m.title, pm.position
      order by pm.position, pm.module_id
    `),
  );
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({
      moduleId: r.module_id,
      title: r.title,
      attempts: r.attempts,
      bestScore: r.best_score,
      passed: r.passed,
    });
    byUser.set(r.user_id, list);
  }
  return byUser;
}
