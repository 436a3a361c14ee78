import type { Pillar } from "./pillars";

/**
 * What a certificate asks of a learner (content/certificates.json, issue 11). Every key present is
 * one kind of requirement and all of them must hold; the prototype's random unlock (spec 2 §9,
 * "placeholder logic") is replaced by these rules evaluated against the learner's real progress.
 */
export interface CertificateRequirements {
  /** Each of these modules (by slug) completed. */
  modules?: readonly string[];
  /** Every module of this pathway (by slug) completed. */
  pathway?: string;
  /** At least `count` completed modules in each listed pillar. */
  pillarModules?: readonly { pillar: Pillar; count: number }[];
  /** This assessment taken at least once ("pivot": the PIVOT self-assessment). */
  assessment?: "pivot";
}

export const ASSESSMENT_TITLES: Record<NonNullable<CertificateRequirements["assessment"]>, string> = {
  pivot: "PIVOT Framework Assessment",
};

export interface RequirementModule {
  id: number;
  slug: string;
  title: string;
  pivotPillar: Pillar;
}

export interface RequirementPathway {
  slug: string;
  title: string;
  /** Module slugs in pathway order. */
  modules: readonly string[];
}

/** What the rules need to know about the catalogue and the learner. */
export interface RequirementContext {
  modules: readonly RequirementModule[];
  pathways: readonly RequirementPathway[];
  /** Ids of the modules the learner has completed. */
  completedModuleIds: ReadonlySet<number>;
  /** Assessments the learner has taken. */
  assessmentsTaken: ReadonlySet<NonNullable<CertificateRequirements["assessment"]>>;
}

export interface RequirementModuleStatus {
  id: number;
  title: string;
  completed: boolean;
}

export interface RequirementStatus {
  kind: "module" | "pathway" | "pillarModules" | "assessment";
  /** How the requirement reads in the View Requirements dialog. */
  label: string;
  met: boolean;
  done: number;
  total: number;
  /** The modules the requirement names (for pillar counts: the pillar's modules), each linkable. */
  modules: RequirementModuleStatus[];
}

export interface CertificateEvaluation {
  requirements: RequirementStatus[];
  /** Whole per cent of requirement steps done (each module, each counted module, each assessment). */
  progress: number;
  allMet: boolean;
}

/** Evaluates each requirement; an unknown module or pathway slug counts as never met. */
export function evaluateCertificate(requirements: CertificateRequirements, context: RequirementContext) {
  const bySlug = new Map(context.modules.map((m) => [m.slug, m]));
  const moduleStatus = (slug: string): RequirementModuleStatus => {
    const m = bySlug.get(slug);
    return m
      ? { id: m.id, title: m.title, completed: context.completedModuleIds.has(m.id) }
      : { id: 0, title: slug, completed: false };
  };
  const statuses: RequirementStatus[] = [];

  for (const slug of requirements.modules ?? []) {
    const status = moduleStatus(slug);
    statuses.push({
      kind: "module",
      label: `Complete ${status.title}`,
      met: status.completed,
      done: status.completed ? 1 : 0,
      total: 1,
      modules: [status],
    });
  }

  if (requirements.pathway) {
    const pathway = context.pathways.find((p) => p.slug === requirements.pathway);
    const list = (pathway?.modules ?? []).map(moduleStatus);
    const done = list.filter((m) => m.completed).length;
    statuses.push({
      kind: "pathway",
      label: `Complete every module of the ${pathway?.title ?? requirements.pathway} pathway`,
      met: list.length > 0 && done === list.length,
      done,
      total: Math.max(list.length, 1),
      modules: list,
    });
  }

  for (const { pillar, count } of requirements.pillarModules ?? []) {
    const list = context.modules
      .filter((m) => m.pivotPillar === pillar)
      .map((m) => ({ id: m.id, title: m.title, completed: context.completedModuleIds.has(m.id) }));
    const completed = list.filter((m) => m.completed).length;
    statuses.push({
      kind: "pillarModules",
      label: `Complete ${count} ${pillar} module${count === 1 ? "" : "s"}`,
      met: completed >= count,
      done: Math.min(completed, count),
      total: count,
      modules: list,
    });
  }

  if (requirements.assessment) {
    const taken = context.assessmentsTaken.has(requirements.assessment);
    statuses.push({
      kind: "assessment",
      label: `Take the ${ASSESSMENT_TITLES[requirements.assessment]}`,
      met: taken,
      done: taken ? 1 : 0,
      total: 1,
      modules: [],
    });
  }

  const total = statuses.reduce((sum, s) => sum + s.total, 0);
  const done = statuses.reduce((sum, s) => sum + s.done, 0);
  const allMet = statuses.length > 0 && statuses.every((s) => s.met);
  return {
    requirements: statuses,
    // Never 100 % until every requirement holds (a rounding of 199/200 must not read as done).
    progress: allMet ? 100 : total === 0 ? 0 : Math.min(99, Math.floor((done / total) * 100)),
    allMet,
  } satisfies CertificateEvaluation;
}

/** The button an Available card shows (spec 2 §2): Earned, Claim Certificate or View Requirements. */
export type AvailableAction = "earned" | "claim" | "requirements";
export const availableAction = (held: boolean, allMet: boolean): AvailableAction =>
  held ? "earned" : allMet ? "claim" : "requirements";
