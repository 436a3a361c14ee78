import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  EqualityActionPlan,
  EqualityActionPlanList,
  PlanFiling,
  UpdatePlanBody,
} from "../../../contracts/equality-action-plans";
import type { AuditAction } from "../../../contracts/organizations";
import {
  ACTION_STAGE_LABELS,
  DEADLINES,
  MENU,
  menuItem,
  RULES,
  THEME_LABELS,
} from "../../../domain/equality-action-menu";
import {
  approvalIssues,
  completionPercent,
  countWords,
  diagnose,
  draftIssues,
  INDICATOR_METRICS,
  METRICS,
  metricValue,
  type PlanAction,
  type PlanContent,
  reviewIndicator,
  type SnapshotFigures,
  suggestActions,
} from "../../../domain/equality-action-plan";
import { canRunAnalysis, minimumRecordsMessage, type PayEquityAnalysis } from "../../../domain/jedi-pay-gap";
import { statutoryMeasures } from "../../../domain/pay-gap-statutory";
import type { Db } from "../../db/client";
import { rowIso, rowsOf } from "../../db/rows";
import {
  equalityActionPlans,
  equalityActionPlanVersions,
  equalityPlanActions,
  equalityPlanIndicators,
  equalityPlanLinks,
} from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import type { Actor, PayGapStore } from "./store";

/**
 * Equality action plans (issue 49, decision 405). A plan stands on one reporting year's pay-gap
 * snapshot; its versions are numbered, the newest is edited while it is a draft, and approval freezes
 * it: an edit after approval writes the next version. Reading a plan reads pay figures, so it is in the
 * audit log as a pay-gap read.
 */

const audit = (db: Executor, actor: Actor, action: AuditAction, planId: number, details: Record<string, unknown>) =>
  recordAudit(db, {
    organizationId: actor.access.organization.id,
    actorId: actor.access.userId,
    action,
    targetType: "equality_action_plan",
    targetId: String(planId),
    details,
    ipAddress: actor.ip,
  });

const figuresFrom = (year: number, analysis: PayEquityAnalysis): SnapshotFigures => ({
  year,
  ...analysis.genderGap,
  measures: statutoryMeasures(analysis.genderGap),
});

export function createEqualityPlanStore(db: Db, payGap: PayGapStore, clock: () => Date) {
  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
  async function planRow(organizationId: string, planId: number) {
    const [row] = await db
      .select()
      .from(equalityActionPlans)
      .where(and(eq(equalityActionPlans.id, planId), eq(equalityActionPlans.organizationId, organizationId)));
    if (!row) throw notFound("No such equality action plan");
    return row;
  }

  async function versionsOf(planId: number) {
    return db
      .select()
      .from(equalityActionPlanVersions)
      .where(eq(equalityActionPlanVersions.planId, planId))
      .orderBy(desc(equalityActionPlanVersions.version));
  }

  /**
   * A version's actions with their indicators and links, in the plan's order; inside a transaction, read
   * through it (`on`): PGlite has one connection, so a read beside the transaction waits for it forever.
   */
  async function contentOf(versionId: number, narrative: string, on: Db | Tx = db): Promise<PlanContent> {
    const actions = await on
      .select()
      .from(equalityPlanActions)
      .where(eq(equalityPlanActions.versionId, versionId))
      .orderBy(asc(equalityPlanActions.position));
    const ids = actions.map((a) => a.id);
    const indicators = ids.length
      ? await on.select().from(equalityPlanIndicators).where(inArray(equalityPlanIndicators.actionId, ids))
      : [];
    const links = ids.length
      ? await on
          .select()
          .from(equalityPlanLinks)
          .where(inArray(equalityPlanLinks.actionId, ids))
          .orderBy(asc(equalityPlanLinks.id))
      : [];
    return {
      narrative,
      actions: actions.map((a) => {
        const indicator = indicators.find((i) => i.actionId === a.id);
        return {
          menuItemId: a.menuItemId,
          stage: a.stage,
          text: a.text,
          ownerUserId: a.ownerId,
          startsOn: a.startsOn,
          dueOn: a.dueOn,
          indicator: indicator
            ? {
                metric: indicator.metric,
                baselineYear: indicator.baselineYear,
                baseline: indicator.baseline,
                target: indicator.target,
                targetYear: indicator.targetYear,
              }
            : null,
          links: links
            .filter((l) => l.actionId === a.id)
            .map((l) =>
              l.kind === "assignment"
                ? { kind: "assignment" as const, ruleId: l.ruleId ?? undefined }
                : { kind: "evidence" as const, title: l.title ?? "", url: l.url },
            ),
        };
      }),
    };
  }

  async function members(organizationId: string) {
    return rowsOf<{ user_id: string; name: string }>(
      await db.execute(sql`
        select m.user_id, u.name from member m join "user" u on u.id = m.user_id
        where m.organization_id = ${organizationId} order by u.name, m.user_id
      `),
    ).map((r) => ({ userId: r.user_id, name: r.name }));
  }

  /** The organisation's compliance assignments and the current cycle's completion of each. */
  async function assignments(organizationId: string) {
    const today = clock().toISOString().slice(0, 10);
    return rowsOf<{
      id: number;
      title: string;
      audience: string;
      assigned: number;
      completed: number;
      overdue: number;
    }>(
      await db.execute(sql`
        select r.id, p.title, r.audience,
          count(ca.user_id)::int as assigned,
          count(ca.completed_at)::int as completed,
          (count(ca.user_id) filter (where ca.completed_at is null and ca.due_date < ${today}::date))::int as overdue
        from compliance_rules r
        join pathways p on p.id = r.pathway_id
        left join compliance_assignments ca on ca.rule_id = r.id and ca.cycle = r.cycle
        where r.organization_id = ${organizationId}
        group by r.id, p.title, r.audience
        order by r.id desc
      `),
    ).map((r) => ({ ...r, id: Number(r.id) }));
  }

  async function pathwayOptions() {
    const slugs = [...new Set(MENU.map((m) => m.pathwaySlug))];
    const rows = rowsOf<{ id: number; slug: string; title: string }>(
      await db.execute(
        sql`select id, slug, title from pathways where slug in (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )}) order by title`,
      ),
    );
    return rows.map((r) => ({ id: Number(r.id), slug: r.slug, title: r.title }));
  }

  async function view(actor: Actor, planId: number): Promise<EqualityActionPlan> {
    const organizationId = actor.access.organization.id;
    const plan = await planRow(organizationId, planId);
    const versions = await versionsOf(plan.id);
    const current = versions[0];
    const content = await contentOf(current.id, current.narrative);

    const years = await payGap.snapshotYears(organizationId);
    const figures = await payGap.figuresOf(organizationId, plan.reportingYear);
    const earlierYear = years.find((y) => y < plan.reportingYear) ?? null;
    const latestYear = years[0] ?? null;
    const usable = figures !== null && canRunAnalysis(figures.analysis.recordCount);
    const currentFigures = usable ? figuresFrom(plan.reportingYear, figures.analysis) : null;
    const earlier = usable && earlierYear !== null ? await payGap.figuresOf(organizationId, earlierYear) : null;
    const earlierFigures =
      earlier && canRunAnalysis(earlier.analysis.recordCount) ? figuresFrom(earlier.year, earlier.analysis) : null;
    const later =
      latestYear !== null && latestYear > plan.reportingYear
        ? await payGap.figuresOf(organizationId, latestYear)
        : null;
    const laterFigures =
      later && canRunAnalysis(later.analysis.recordCount) ? figuresFrom(later.year, later.analysis) : null;
    const drivers = currentFigures ? diagnose(currentFigures, earlierFigures) : [];

    const [people, rules, pathways] = await Promise.all([
      members(organizationId),
      assignments(organizationId),
      pathwayOptions(),
    ]);
    const names = new Map(people.map((p) => [p.userId, p.name]));

    const actions = content.actions.map((action) => {
      const links = action.links.map((link) => {
        if (link.kind === "evidence")
          return {
            kind: "evidence" as const,
            ruleId: null,
            title: link.title ?? null,
            url: link.url ?? null,
            pathwayTitle: null,
            progress: null,
          };
        const rule = rules.find((r) => r.id === link.ruleId);
        return {
          kind: "assignment" as const,
          ruleId: link.ruleId ?? null,
          title: null,
          url: null,
          pathwayTitle: rule?.title ?? null,
          progress: rule
            ? {
                assigned: rule.assigned,
                completed: rule.completed,
                overdue: rule.overdue,
                percent: completionPercent({ assigned: rule.assigned, onTime: rule.completed, late: 0 }),
              }
            : null,
        };
      });
      let review = null;
      if (action.indicator) {
        if (METRICS[action.indicator.metric].from === "assignment") {
          const progress = links.find((l) => l.progress)?.progress ?? null;
          review = reviewIndicator(
            action.indicator,
            progress?.percent ?? null,
            progress ? clock().getUTCFullYear() : null,
          );
        } else if (laterFigures) {
          review = reviewIndicator(
            action.indicator,
            metricValue(laterFigures.measures, action.indicator.metric),
            laterFigures.year,
          );
        } else review = reviewIndicator(action.indicator, null, null);
      }
      return {
        ...action,
        ownerName: action.ownerUserId ? (names.get(action.ownerUserId) ?? "Former member") : null,
        review,
        links,
      };
    });

    if (figures) {
      await recordAudit(db, {
        organizationId,
        actorId: actor.access.userId,
        action: "pay_gap.viewed",
        targetType: "pay_gap_snapshot",
        targetId: String(plan.reportingYear),
        details: { year: plan.reportingYear, read: "equality action plan", planId: plan.id },
        ipAddress: actor.ip,
      });
    }

    const summary = (v: (typeof versions)[number]) => ({
      version: v.version,
      status: v.status,
      approverName: v.approverName,
      approverJobTitle: v.approverJobTitle,
      approvedAt: v.approvedAt ? rowIso(v.approvedAt) : null,
    });
    return {
      id: plan.id,
      title: plan.title,
      reportingYear: plan.reportingYear,
      createdAt: rowIso(plan.createdAt),
      updatedAt: rowIso(plan.updatedAt),
      current: {
        ...summary(current),
        narrative: current.narrative,
        actions,
        approvalIssues: current.status === "approved" ? [] : approvalIssues(content),
      },
      versions: versions.map(summary),
      diagnosis: {
        year: plan.reportingYear,
        basis: figures ? figures.analysis.genderGap.basis : null,
        recordCount: figures?.analysis.recordCount ?? 0,
        unavailable: !figures
          ? `There is no pay-gap data for ${plan.reportingYear}. Upload the year's employee records on the pay equity tab.`
          : usable
            ? null
            : minimumRecordsMessage(figures.analysis.recordCount),
        previousYear: earlierFigures?.year ?? null,
        drivers,
        suggestions: suggestActions(drivers).map((s) => ({ menuItemId: s.item.id, reason: s.reason })),
        baselines: Object.fromEntries(
          INDICATOR_METRICS.map((m) => [m, currentFigures ? metricValue(currentFigures.measures, m) : null]),
        ),
      },
      latestSnapshotYear: latestYear,
      options: {
        members: people,
        assignments: rules.map((r) => ({ ruleId: r.id, pathwayTitle: r.title, audience: r.audience })),
        pathways,
      },
      canApprove: actor.access.isOwner,
    };
  }

  /** Owners and rules named in a draft must be the organisation's own. */
  async function checkReferences(organizationId: string, body: UpdatePlanBody) {
    const people = new Set((await members(organizationId)).map((m) => m.userId));
    const rules = new Set((await assignments(organizationId)).map((r) => r.id));
    const issues: { path: string; message: string }[] = [];
    body.actions.forEach((action, i) => {
      if (action.ownerUserId && !people.has(action.ownerUserId))
        issues.push({ path: `actions.${i}.ownerUserId`, message: "Not a member of this organisation" });
      action.links.forEach((link, j) => {
        if (link.kind === "assignment" && !rules.has(link.ruleId))
          issues.push({
            path: `actions.${i}.links.${j}.ruleId`,
            message: "Not a compliance assignment of this organisation",
          });
      });
    });
    return issues;
  }

  async function writeActions(tx: Tx, versionId: number, actions: UpdatePlanBody["actions"]) {
    for (const [position, action] of actions.entries()) {
      const [row] = await tx
        .insert(equalityPlanActions)
        .values({
          versionId,
          position,
          menuItemId: action.menuItemId,
          stage: action.stage,
          text: action.text,
          ownerId: action.ownerUserId,
          startsOn: action.startsOn,
          dueOn: action.dueOn,
        })
        .returning({ id: equalityPlanActions.id });
      if (action.indicator) await tx.insert(equalityPlanIndicators).values({ actionId: row.id, ...action.indicator });
      if (action.links.length)
        await tx
          .insert(equalityPlanLinks)
          .values(
            action.links.map((link) =>
              link.kind === "assignment"
                ? { actionId: row.id, kind: "assignment" as const, ruleId: link.ruleId }
                : { actionId: row.id, kind: "evidence" as const, title: link.title, url: link.url ?? null },
            ),
          );
    }
  }

  async function approvedContent(actor: Actor, planId: number) {
    const plan = await planRow(actor.access.organization.id, planId);
    const approved = (await versionsOf(plan.id)).find((v) => v.status === "approved");
    if (!approved) throw conflict("Approve the plan before exporting it: only an approved version is filed.");
    return { plan, version: approved, content: await contentOf(approved.id, approved.narrative) };
  }

  return {
    async list(actor: Actor): Promise<EqualityActionPlanList> {
      const organizationId = actor.access.organization.id;
      const rows = rowsOf<{
        id: number;
        title: string;
        reporting_year: number;
        version: number;
        status: "draft" | "approved";
        approved_version: number | null;
        updated_at: string;
      }>(
        await db.execute(sql`
          select p.id, p.title, p.reporting_year, v.version, v.status, p.updated_at,
            (select max(a.version) from equality_action_plan_versions a where a.plan_id = p.id and a.status = 'approved') as approved_version
          from equality_action_plans p
          join lateral (
            select version, status from equality_action_plan_versions where plan_id = p.id order by version desc limit 1
          ) v on true
          where p.organization_id = ${organizationId}
          order by p.reporting_year desc, p.id desc
        `),
      );
      return {
        items: rows.map((r) => ({
          id: Number(r.id),
          title: r.title,
          reportingYear: Number(r.reporting_year),
          version: Number(r.version),
          status: r.status,
          approvedVersion: r.approved_version === null ? null : Number(r.approved_version),
          updatedAt: rowIso(r.updated_at),
        })),
        snapshotYears: await payGap.snapshotYears(organizationId),
      };
    },

    async create(actor: Actor, input: { title: string; reportingYear: number }) {
      const organizationId = actor.access.organization.id;
      if (!(await payGap.snapshotYears(organizationId)).includes(input.reportingYear)) {
        const message = `There is no pay-gap data for ${input.reportingYear}: upload that year's records first`;
        throw badRequest(`reportingYear: ${message}`, [{ path: "reportingYear", message }]);
      }
      const id = await db.transaction(async (tx) => {
        const [plan] = await tx
          .insert(equalityActionPlans)
          .values({
            organizationId,
            title: input.title,
            reportingYear: input.reportingYear,
            createdBy: actor.access.userId,
          })
          .returning({ id: equalityActionPlans.id });
        await tx
          .insert(equalityActionPlanVersions)
          .values({ planId: plan.id, version: 1, createdBy: actor.access.userId });
        await audit(tx, actor, "equality_plan.created", plan.id, { title: input.title, year: input.reportingYear });
        return plan.id;
      });
      return view(actor, id);
    },

    view,

    async update(actor: Actor, planId: number, sent: BodyAfterLookup<UpdatePlanBody>) {
      const organizationId = actor.access.organization.id;
      const plan = await planRow(organizationId, planId);
      const body = readBody(sent);
      const content: PlanContent = {
        narrative: body.narrative,
        actions: body.actions.map((a) => ({ ...a, links: a.links }) as PlanAction),
      };
      const issues = [...draftIssues(content), ...(await checkReferences(organizationId, body))];
      if (issues.length) throw badRequest(`${issues[0].path}: ${issues[0].message}`, issues);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(equalityActionPlanVersions)
          .where(eq(equalityActionPlanVersions.planId, plan.id))
          .orderBy(desc(equalityActionPlanVersions.version))
          .limit(1)
          .for("update");
        let versionId = current.id;
        let version = current.version;
        if (current.status === "approved") {
          version = current.version + 1;
          const [next] = await tx
            .insert(equalityActionPlanVersions)
            .values({ planId: plan.id, version, narrative: body.narrative, createdBy: actor.access.userId })
            .returning({ id: equalityActionPlanVersions.id });
          versionId = next.id;
        } else {
          await tx.delete(equalityPlanActions).where(eq(equalityPlanActions.versionId, current.id));
          await tx
            .update(equalityActionPlanVersions)
            .set({ narrative: body.narrative, updatedAt: sql`now()` })
            .where(eq(equalityActionPlanVersions.id, current.id));
        }
        await writeActions(tx, versionId, body.actions);
        await tx.update(equalityActionPlans).set({ updatedAt: sql`now()` }).where(eq(equalityActionPlans.id, plan.id));
        await audit(tx, actor, "equality_plan.updated", plan.id, {
          title: plan.title,
          version,
          actions: body.actions.length,
          ...(current.status === "approved" ? { newVersion: true } : {}),
        });
      });
      return view(actor, plan.id);
    },

    async approve(
      actor: Actor,
      planId: number,
      sent: BodyAfterLookup<{ version: number; approverName: string; approverJobTitle: string }>,
    ) {
      if (!actor.access.isOwner) throw forbidden("Only the organisation's owners may approve an equality action plan");
      const plan = await planRow(actor.access.organization.id, planId);
      const input = readBody(sent);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(equalityActionPlanVersions)
          .where(eq(equalityActionPlanVersions.planId, plan.id))
          .orderBy(desc(equalityActionPlanVersions.version))
          .limit(1)
          .for("update");
        if (current.version !== input.version)
          throw conflict(
            `Version ${input.version} is not the plan's current version (${current.version}): reload and read it first.`,
          );
        if (current.status === "approved") throw conflict(`Version ${current.version} is already approved.`);
        const issues = approvalIssues(await contentOf(current.id, current.narrative, tx));
        if (issues.length) throw badRequest(`The plan cannot be approved yet: ${issues[0].message}`, issues);
        const now = clock();
        await tx
          .update(equalityActionPlanVersions)
          .set({
            status: "approved",
            approvedBy: actor.access.userId,
            approverName: input.approverName,
            approverJobTitle: input.approverJobTitle,
            approvedAt: now,
            updatedAt: now,
          })
          .where(eq(equalityActionPlanVersions.id, current.id));
        await tx.update(equalityActionPlans).set({ updatedAt: now }).where(eq(equalityActionPlans.id, plan.id));
        await audit(tx, actor, "equality_plan.approved", plan.id, {
          title: plan.title,
          version: current.version,
          approverName: input.approverName,
          approverJobTitle: input.approverJobTitle,
        });
      });
      return view(actor, plan.id);
    },

    /** The approved version as the gender pay gap service asks for it, with the word counts. */
    async filing(actor: Actor, planId: number): Promise<PlanFiling> {
      const { plan, version, content } = await approvedContent(actor, planId);
      const actions = content.actions.map((a) => {
        const item = menuItem(a.menuItemId);
        return {
          menuItemId: a.menuItemId,
          theme: item ? THEME_LABELS[item.theme] : "",
          action: item?.title ?? a.menuItemId,
          stage: ACTION_STAGE_LABELS[a.stage],
          text: a.text,
          words: countWords(a.text),
          limit: RULES.actionWords.value,
        };
      });
      const approvedAt = rowIso(version.approvedAt as Date);
      const copyText = [
        `${plan.title} (version ${version.version})`,
        "",
        "Narrative",
        content.narrative,
        "",
        ...actions.flatMap((a, i) => [
          `Action ${i + 1}: ${a.action}`,
          `Theme: ${a.theme}`,
          `Status: ${a.stage}`,
          a.text,
          "",
        ]),
        `Approved by ${version.approverName}, ${version.approverJobTitle}, on ${approvedAt.slice(0, 10)}`,
      ].join("\n");
      await audit(db, actor, "equality_plan.exported", plan.id, {
        title: plan.title,
        version: version.version,
        format: "filing",
      });
      return {
        title: plan.title,
        version: version.version,
        reportingYear: plan.reportingYear,
        approvedBy: { name: version.approverName ?? "", jobTitle: version.approverJobTitle ?? "", approvedAt },
        narrative: { text: content.narrative, words: countWords(content.narrative), limit: RULES.narrativeWords.value },
        actions,
        copyText,
        caveats: [
          `The word limits (${RULES.actionWords.value} words an action, ${RULES.narrativeWords.value} for the narrative) are as legal summaries report the government's guidance; its own page has not yet been checked.`,
          "How the gender pay gap service counts words is not published: PIVOT counts each run of characters between spaces as a word.",
          `${DEADLINES[2].label}.`,
        ],
      };
    },

    async pdfData(actor: Actor, planId: number) {
      const { plan, version, content } = await approvedContent(actor, planId);
      const full = await view(actor, planId);
      const figures = await payGap.figuresOf(actor.access.organization.id, plan.reportingYear);
      await audit(db, actor, "equality_plan.exported", plan.id, {
        title: plan.title,
        version: version.version,
        format: "pdf",
      });
      return {
        organization: actor.access.organization.name,
        plan: { title: plan.title, reportingYear: plan.reportingYear },
        version: {
          version: version.version,
          approverName: version.approverName ?? "",
          approverJobTitle: version.approverJobTitle ?? "",
          approvedAt: rowIso(version.approvedAt as Date),
        },
        content,
        measures: figures ? statutoryMeasures(figures.analysis.genderGap) : null,
        basis: figures?.analysis.genderGap.basis ?? null,
        drivers: full.diagnosis.drivers,
        ownerNames: new Map(full.options.members.map((m) => [m.userId, m.name])),
        assignmentTitles: new Map(full.options.assignments.map((a) => [a.ruleId, a.pathwayTitle])),
      };
    },
  };
}

export type EqualityPlanStore = ReturnType<typeof createEqualityPlanStore>;
export type PlanPdfData = Awaited<ReturnType<EqualityPlanStore["pdfData"]>>;
