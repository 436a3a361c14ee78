import { asc, eq } from "drizzle-orm";
import type { AvailableCertificate } from "../../../contracts/credentials";
import {
  type CertificateRequirements,
  evaluateCertificate,
  type RequirementContext,
} from "../../../domain/certificate-requirements";
import type { Db } from "../../db/client";
import { assessedModuleIds, passedChecks } from "../../db/knowledge-check-results";
import { certificates, modules, pathwayModules, pathways, userCertificates } from "../../db/schema";
import { loadLearnerFacts } from "../../platform/caches/learner-facts";
import type { BadgeKnowledgeCheck } from "./open-badge";

/** Eligibility: a certificate's requirements against the learner's real progress. */

/** The catalogue and the learner's facts, with the passed knowledge checks the badge reports. */
export type CredentialContext = RequirementContext & {
  slugs: Map<number, string>;
  passed: Map<number, { scorePercent: number; passMark: number }>;
};

export async function requirementContext(db: Db, userId: string | null): Promise<CredentialContext> {
  const [moduleRows, pathwayRows, facts, assessed, passed] = await Promise.all([
    db
      .select({ id: modules.id, slug: modules.slug, title: modules.title, pivotPillar: modules.pivotPillar })
      .from(modules)
      .where(eq(modules.isActive, true))
      .orderBy(asc(modules.id)),
    db
      .select({ slug: pathways.slug, title: pathways.title, moduleSlug: modules.slug })
      .from(pathways)
      .innerJoin(pathwayModules, eq(pathwayModules.pathwayId, pathways.id))
      .innerJoin(modules, eq(modules.id, pathwayModules.moduleId))
      .orderBy(asc(pathways.id), asc(pathwayModules.position)),
    userId ? loadLearnerFacts(db, userId) : null,
    assessedModuleIds(db),
    userId ? passedChecks(db, userId) : new Map<number, { scorePercent: number; passMark: number }>(),
  ]);
  // issue 22: an assessed module counts towards a certificate only with its knowledge check passed, so
  // a module marked complete before checks existed (or written around the API) does not earn one.
  const completed =
    facts?.progress.filter((p) => p.isCompleted && (!assessed.has(p.moduleId) || passed.has(p.moduleId))) ?? [];
  const byPathway = new Map<string, { slug: string; title: string; modules: string[] }>();
  for (const row of pathwayRows) {
    const p = byPathway.get(row.slug) ?? { slug: row.slug, title: row.title, modules: [] };
    p.modules.push(row.moduleSlug);
    byPathway.set(row.slug, p);
  }
  return {
    modules: moduleRows,
    pathways: [...byPathway.values()],
    completedModuleIds: new Set(completed.map((c) => c.moduleId)),
    assessmentsTaken: new Set(facts?.pivotAssessment ? (["pivot"] as const) : []),
    slugs: new Map(moduleRows.map((m) => [m.id, m.slug])),
    passed,
  };
}

/** The passed knowledge checks of the modules a certificate's requirements count, with their best scores. */
export function certificateChecks(
  requirements: CertificateRequirements,
  context: CredentialContext,
): BadgeKnowledgeCheck[] {
  const seen = new Set<number>();
  const checks: BadgeKnowledgeCheck[] = [];
  for (const status of evaluateCertificate(requirements, context).requirements) {
    for (const m of status.modules) {
      const pass = context.passed.get(m.id);
      if (!m.completed || !pass || seen.has(m.id)) continue;
      seen.add(m.id);
      checks.push({
        moduleSlug: context.slugs.get(m.id) ?? String(m.id),
        title: m.title,
        scorePercent: pass.scorePercent,
        passMark: pass.passMark,
      });
    }
  }
  return checks;
}

/** The criteria narrative of the badge: the requirements in words. */
export function criteriaNarrative(requirements: CertificateRequirements, context: RequirementContext): string {
  const evaluation = evaluateCertificate(requirements, context);
  return evaluation.requirements.map((r) => r.label).join("; ");
}

export async function listAvailable(db: Db, userId: string | null): Promise<AvailableCertificate[]> {
  const [catalogue, context, held] = await Promise.all([
    db.select().from(certificates).orderBy(asc(certificates.id)),
    requirementContext(db, userId),
    userId
      ? db
          .select({ certificateId: userCertificates.certificateId })
          .from(userCertificates)
          .where(eq(userCertificates.userId, userId))
      : Promise.resolve([]),
  ]);
  const heldIds = new Set(held.map((h) => h.certificateId));
  return catalogue.map((c) => {
    const evaluation = evaluateCertificate(c.requirements, context);
    const isEarned = heldIds.has(c.id);
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      pivotPillar: c.pivotPillar,
      cpdHours: c.cpdHours,
      type: c.type,
      validityMonths: c.validityMonths,
      requirements: evaluation.requirements,
      progress: isEarned ? 100 : evaluation.progress,
      isEarned,
      canClaim: !isEarned && evaluation.allMet,
    };
  });
}
