import { and, asc, eq, sql } from "drizzle-orm";
import type {
  OrganizationCheckRule,
  OrganizationCheckRuleInput,
  OrganizationCheckRules,
} from "../../../contracts/knowledge-check";
import type { Db } from "../../db/client";
import { moduleHasKnowledgeCheck } from "../../db/module-summary";
import { modules, organizationCheckRules } from "../../db/schema";
import { badRequest, type FieldIssue, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeTransaction } from "../../platform/caches/writes";

/**
 * Issue 47 item 2: an organisation's rules for its members' knowledge checks, for compliance use. Owners
 * and admins set, per module, an attempt limit, a time between attempts, a pass mark and whether the
 * answers are shown after a pass; each may only tighten the module's own setting. Attempts apply the
 * strictest of every organisation the learner belongs to (db/knowledge-check-results.ts checkRulesFor).
 */

const ruleColumns = {
  moduleId: modules.id,
  title: modules.title,
  drawSize: modules.checkDrawSize,
  modulePassMark: modules.checkPassMark,
  moduleCooldownMinutes: modules.checkCooldownMinutes,
  attemptLimit: organizationCheckRules.attemptLimit,
  cooldownMinutes: organizationCheckRules.cooldownMinutes,
  passMark: organizationCheckRules.passMark,
  showAnswersAfterPass: organizationCheckRules.showAnswersAfterPass,
  updatedAt: organizationCheckRules.updatedAt,
};

type RuleRow = {
  moduleId: number;
  title: string;
  drawSize: number;
  modulePassMark: number;
  moduleCooldownMinutes: number;
  attemptLimit: number | null;
  cooldownMinutes: number | null;
  passMark: number | null;
  showAnswersAfterPass: boolean | null;
  updatedAt: Date | null;
};

function toRule(row: RuleRow): OrganizationCheckRule {
  return {
    moduleId: row.moduleId,
    title: row.title,
    module: { drawSize: row.drawSize, passMark: row.modulePassMark, cooldownMinutes: row.moduleCooldownMinutes },
    rule:
      row.updatedAt === null
        ? null
        : {
            attemptLimit: row.attemptLimit,
            cooldownMinutes: row.cooldownMinutes,
            passMark: row.passMark,
            showAnswersAfterPass: row.showAnswersAfterPass ?? true,
          },
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

const rulesOf = (db: Db, organizationId: string, moduleId?: number) =>
  db
    .select(ruleColumns)
    .from(modules)
    .leftJoin(
      organizationCheckRules,
      and(eq(organizationCheckRules.moduleId, modules.id), eq(organizationCheckRules.organizationId, organizationId)),
    )
    .where(
      and(
        eq(modules.isActive, true),
        sql`${moduleHasKnowledgeCheck}`,
        moduleId === undefined ? undefined : eq(modules.id, moduleId),
      ),
    );

/** GET …/knowledge-checks/rules: every assessed module, its own settings and the organisation's rule. */
export async function listOrganizationCheckRules(db: Db, organizationId: string): Promise<OrganizationCheckRules> {
  const rows = await rulesOf(db, organizationId).orderBy(asc(modules.title), asc(modules.id));
  return { modules: rows.map(toRule) };
}

/**
 * PUT …/knowledge-checks/rules/{moduleId}: refused (400, per field) where it would loosen the module's
 * pass mark or cool-down; 404 for a module without a check. Audited in the same transaction.
 */
export async function updateOrganizationCheckRule(
  db: Db,
  organizationId: string,
  moduleId: number,
  input: OrganizationCheckRuleInput,
  actor: { id: string; ip: string | null },
  now: Date,
): Promise<OrganizationCheckRule> {
  const [current] = await rulesOf(db, organizationId, moduleId);
  if (!current) throw notFound("This module has no knowledge check");
  const issues: FieldIssue[] = [];
  if (input.passMark !== null && input.passMark < current.modulePassMark) {
    issues.push({
      path: "passMark",
      message: `The pass mark cannot be lower than the module's own, ${current.modulePassMark}%`,
    });
  }
  if (input.cooldownMinutes !== null && input.cooldownMinutes < current.moduleCooldownMinutes) {
    issues.push({
      path: "cooldownMinutes",
      message: `The time between attempts cannot be shorter than the module's own, ${current.moduleCooldownMinutes} minutes`,
    });
  }
  if (issues.length > 0) throw badRequest(issues[0].message, issues);
  const before = toRule(current).rule;
  await writeTransaction(db, async (tx) => {
    const values = { ...input, updatedAt: now, updatedBy: actor.id };
    await tx
      .insert(organizationCheckRules)
      .values({ organizationId, moduleId, ...values })
      .onConflictDoUpdate({
        target: [organizationCheckRules.organizationId, organizationCheckRules.moduleId],
        set: values,
      });
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "knowledge_check.rules_changed",
      targetType: "module",
      targetId: String(moduleId),
      details: { module: current.title, from: before, to: input },
      ipAddress: actor.ip,
    });
  });
  const [row] = await rulesOf(db, organizationId, moduleId);
  return toRule(row);
}
