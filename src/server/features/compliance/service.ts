import { sql } from "drizzle-orm";
import type {
  ComplianceProgrammeOption,
  ComplianceReportLine,
  ComplianceRule,
  ComplianceRuleList,
  ComplianceStatusPage,
  CreateComplianceRuleInput,
} from "../../../contracts/compliance";
import { type ComplianceProgramme, PROGRAMME_AUDIENCES } from "../../../domain/compliance-programmes";
import {
  type ComplianceAudienceKind,
  type ComplianceStatus,
  cycleDueDate,
  cycleStart,
  dueCycle,
} from "../../../domain/compliance-schedule";
import { ukToday } from "../../../domain/due-dates";
import type { OrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { badRequest, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { learnerFactsWritten, type WriteChanges, writeTransaction } from "../../platform/caches/writes";
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
  /**
   * Sends the notifications and, unless the transaction named them on its `changes`, drops the
   * learners' cached facts: never inside the transaction.
   */
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
export async function assignMissingIn(
  db: Db,
  now: Date,
  filter: AssignFilter = {},
  changes?: WriteChanges,
): Promise<Assigned> {
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
  const learners = [...new Set(pending.map((p) => p.user_id))];
  // A fan-out to thousands: one NOTIFY statement inside the transaction, not one round trip a person.
  if (changes) changes.learnerFacts(learners);
  return {
    count: pending.length,
    afterCommit: async (committed) => {
      if (pending.length === 0) return;
      if (!changes) await learnerFactsWritten(committed, learners);
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
    const assigned = await writeTransaction(db, async (tx, changes): Promise<Assigned | null> => {
      // Only the run that moves the cycle on assigns it (two processes, a retried job).
      const moved = rowsOf(
        await tx.execute(sql`
          update compliance_rules set cycle = ${cycle}, next_run_on = ${next}::date
          where id = ${rule.id} and cycle = ${rule.cycle} and ended_at is null
          returning id
        `),
      );
      return moved.length === 0 ? null : assignMissingIn(tx, now, { ruleId: rule.id }, changes);
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
  const { id, afterCommit } = await writeTransaction(db, async (tx, changes) => {
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
    const { count: assigned, afterCommit } = await assignMissingIn(tx, now, { ruleId: created.id }, changes);
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

// ---- The report ----

/**
 * Each assignment's place in the report: 0 outstanding and past its due date, 1 outstanding, 2 done late,
 * 3 done on time. Done by the end of the due day in the UK is on time (domain complianceStatus); the
 * completion moment is the one the triggers keep (`completed_at`, decision 360).
 */
const completedOn = sql`(ca.completed_at at time zone 'Europe/London')::date`;
const rankOf = (today: string) => sql`case
  when ca.completed_at is null then (case when ca.due_date < ${today}::date then 0 else 1 end)
  when ${completedOn} <= ca.due_date then 3 else 2 end`;
const RANK_STATUS: readonly ComplianceStatus[] = ["outstanding", "outstanding", "late", "on_time"];

interface SummaryRow {
  assigned: number;
  on_time: number;
  late: number;
  outstanding: number;
  overdue: number;
}
const SUMMARY_COLUMNS = sql`count(*)::int as assigned, count(*) filter (where s.rank = 3)::int as on_time,
  count(*) filter (where s.rank = 2)::int as late, count(*) filter (where s.rank <= 1)::int as outstanding,
  count(*) filter (where s.rank = 0)::int as overdue`;
const NO_ONE: SummaryRow = { assigned: 0, on_time: 0, late: 0, outstanding: 0, overdue: 0 };
const toSummary = (r: SummaryRow) => ({
  assigned: r.assigned,
  onTime: r.on_time,
  late: r.late,
  outstanding: r.outstanding,
  overdue: r.overdue,
});

/** The current cycle's counts of the organisation's rules (or one rule): one pass over their assignments. */
async function ruleSummaries(
  db: Db,
  organizationId: string,
  today: string,
  ruleId?: number,
): Promise<Map<number, SummaryRow>> {
  const rows = rowsOf<SummaryRow & { rule_id: number }>(
    await db.execute(sql`
      select s.rule_id, ${SUMMARY_COLUMNS}
      from (
        select ca.rule_id, ${rankOf(today)} as rank
        from compliance_rules r
        join compliance_assignments ca on ca.rule_id = r.id and ca.cycle = r.cycle
        where r.organization_id = ${organizationId}
          ${ruleId === undefined ? sql`` : sql`and r.id = ${ruleId}`}
      ) s
      group by s.rule_id
    `),
  );
  return new Map(rows.map((r) => [r.rule_id, r]));
}

function toRule(row: RuleRow, summary: SummaryRow = NO_ONE): ComplianceRule {
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
    summary: toSummary(summary),
  };
}

async function ruleRow(db: Db, organizationId: string, ruleId: number): Promise<RuleRow | undefined> {
  const [row] = rowsOf<RuleRow>(
    await db.execute(
      sql`select ${RULE_COLUMNS} from ${RULE_FROM} where r.id = ${ruleId} and r.organization_id = ${organizationId}`,
    ),
  );
  return row;
}

async function ruleOf(db: Db, organizationId: string, ruleId: number, now: Date): Promise<ComplianceRule | null> {
  const row = await ruleRow(db, organizationId, ruleId);
  if (!row) return null;
  return toRule(row, (await ruleSummaries(db, organizationId, ukToday(now), ruleId)).get(ruleId));
}

type ProgrammeRow = Omit<ComplianceProgrammeOption, keyof ComplianceProgramme> & { programme: ComplianceProgramme };

export async function listComplianceRules(db: Db, organizationId: string, now: Date): Promise<ComplianceRuleList> {
  const [rules, summaries, pathways, departments, programmes] = await Promise.all([
    db.execute(
      sql`select ${RULE_COLUMNS} from ${RULE_FROM} where r.organization_id = ${organizationId} order by r.ended_at is not null, r.created_at desc, r.id desc`,
    ),
    ruleSummaries(db, organizationId, ukToday(now)),
    db.execute(sql`select id, title from pathways order by title, id`),
    db.execute(sql`select name from departments where organization_id = ${organizationId} order by name`),
    db.execute(sql`
      select p.id as "pathwayId", p.title, p.description, p.programme, p.estimated_hours as "estimatedHours",
        (select count(*) from pathway_modules pm where pm.pathway_id = p.id)::int as "moduleCount",
        exists (
          select 1 from compliance_rules r
          where r.organization_id = ${organizationId} and r.pathway_id = p.id and r.ended_at is null
        ) as assigned
      from pathways p where p.programme is not null
      order by array_position(array[${sql.join(
        PROGRAMME_AUDIENCES.map((a) => sql`${a}`),
        sql`, `,
      )}]::text[], p.programme->>'audience'), p.title, p.id`),
  ]);
  return {
    items: rowsOf<RuleRow>(rules).map((r) => toRule(r, summaries.get(r.id))),
    options: {
      pathways: rowsOf<{ id: number; title: string }>(pathways),
      departments: rowsOf<{ name: string }>(departments).map((d) => d.name),
      programmes: rowsOf<ProgrammeRow>(programmes).map(({ programme, ...p }) => ({
        ...p,
        ...programme,
        estimatedHours: Number(p.estimatedHours),
      })),
    },
  };
}

/**
 * The report's order: overdue first, then outstanding, late and on time (rank), by name within each —
 * case-insensitive and byte-wise ("C"), so both databases sort alike and the keyset cursor compares the
 * same way — then by user id.
 */
const nameKey = sql`lower(u.name) collate "C"`;
const idKey = sql`u.id collate "C"`;

type StatusCursor = [rank: number, name: string, userId: string];

/** An opaque cursor: the last row's sort key, base64url JSON. */
const encodeCursor = (key: StatusCursor) => Buffer.from(JSON.stringify(key)).toString("base64url");

function decodeCursor(cursor: string): StatusCursor {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isInteger(value[0]) &&
      value[0] >= 0 &&
      value[0] <= 3 &&
      typeof value[1] === "string" &&
      typeof value[2] === "string" &&
      !`${value[1]}${value[2]}`.includes("\0")
    )
      return value as StatusCursor;
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest("The cursor is not valid; start again from the first page", [
    { path: "cursor", message: "Cursor is not valid" },
  ]);
}

interface StatusPageRow extends SummaryRow {
  user_id: string | null;
  rank: number;
  name: string;
  email: string;
  department: string | null;
  due_date: string;
  completed_at: string | null;
  k_name: string;
}

/**
 * One page of a rule's current cycle, person by person, and its counts: one statement that reads each
 * assignment's kept completion once (the counts over all of them, the page walked from the cursor).
 */
export async function complianceRuleStatus(
  db: Db,
  organizationId: string,
  ruleId: number,
  page: { cursor?: string; limit: number },
  now: Date,
): Promise<ComplianceStatusPage> {
  const after = page.cursor === undefined ? null : decodeCursor(page.cursor);
  const row = await ruleRow(db, organizationId, ruleId);
  if (!row) throw notFound("Assignment not found");
  const today = ukToday(now);
  const rows = rowsOf<StatusPageRow>(
    await db.execute(sql`
      with s as (
        select ca.user_id, ca.due_date, ca.completed_at, ${rankOf(today)} as rank
        from compliance_assignments ca
        where ca.rule_id = ${ruleId} and ca.cycle = ${row.cycle}
      ),
      summary as (select ${SUMMARY_COLUMNS} from s)
      select summary.*, p.*, m.department
      from summary
      left join lateral (
        select s.user_id, s.rank, s.due_date::text as due_date,
          to_char(s.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at,
          u.name, u.email, ${nameKey} as k_name
        from s
        join "user" u on u.id = s.user_id
        ${after === null ? sql`` : sql`where (s.rank, ${nameKey}, ${idKey}) > (${after[0]}::int, ${after[1]}, ${after[2]})`}
        order by s.rank, ${nameKey}, ${idKey}
        limit ${page.limit + 1}
      ) p on true
      -- The department of the page's people only (null for someone who has left).
      left join member m on m.organization_id = ${organizationId} and m.user_id = p.user_id
      order by p.rank, p.k_name, p.user_id collate "C"
    `),
  );
  const people = rows.filter((r) => r.user_id !== null);
  const shown = people.slice(0, page.limit);
  const last = shown.at(-1);
  // Issue 47 item 2: each person's attempts and best score at the pathway's checks this cycle.
  const checks = await checksThisCycle(
    db,
    organizationId,
    ruleId,
    shown.map((r) => r.user_id as string),
  );
  return {
    rule: toRule(row, rows[0] ?? NO_ONE),
    items: shown.map((r) => ({
      userId: r.user_id as string,
      name: r.name,
      email: r.email,
      department: r.department,
      dueDate: r.due_date,
      completedAt: r.completed_at,
      status: RANK_STATUS[r.rank],
      overdue: r.rank === 0,
      knowledgeChecks: checks.get(r.user_id as string) ?? [],
    })),
    nextCursor:
      people.length > page.limit && last ? encodeCursor([last.rank, last.k_name, last.user_id as string]) : null,
  };
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
