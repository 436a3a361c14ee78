import { and, asc, count, eq } from "drizzle-orm";
import type { Pathway } from "../../../contracts/learning";
import type { Db } from "../../db/client";
import { modules, pathwayAssignments, pathwayEnrollments, pathwayModules, pathways } from "../../db/schema";
import { notFound } from "../../errors";
import { completedModuleIds } from "../../platform/caches/learner-facts";

/** Pathways with their modules; progress and enrolment for the signed-in learner (spec 1 §3). */
export async function listPathways(
  db: Db,
  userId: string | null,
  options: { publicOnly?: boolean; id?: number } = {},
): Promise<Pathway[]> {
  const conditions = [
    ...(options.publicOnly ? [eq(pathways.isPublic, true)] : []),
    ...(options.id ? [eq(pathways.id, options.id)] : []),
  ];
  const [rows, enrollmentCounts, completedIds, enrolled] = await Promise.all([
    db
      .select({
        pathway: pathways,
        moduleId: modules.id,
        moduleTitle: modules.title,
        moduleDuration: modules.duration,
        modulePillar: modules.pivotPillar,
      })
      .from(pathways)
      .innerJoin(pathwayModules, eq(pathwayModules.pathwayId, pathways.id))
      .innerJoin(modules, eq(modules.id, pathwayModules.moduleId))
      .where(and(...conditions))
      .orderBy(asc(pathways.id), asc(pathwayModules.position)),
    db
      .select({ pathwayId: pathwayEnrollments.pathwayId, n: count() })
      .from(pathwayEnrollments)
      .groupBy(pathwayEnrollments.pathwayId),
    completedModuleIds(db, userId),
    userId
      ? db
          .select({
            pathwayId: pathwayEnrollments.pathwayId,
            assignedPathway: pathwayAssignments.pathwayId,
            dueDate: pathwayAssignments.dueDate,
          })
          .from(pathwayEnrollments)
          .leftJoin(
            pathwayAssignments,
            and(
              eq(pathwayAssignments.userId, pathwayEnrollments.userId),
              eq(pathwayAssignments.pathwayId, pathwayEnrollments.pathwayId),
            ),
          )
          .where(eq(pathwayEnrollments.userId, userId))
      : Promise.resolve([]),
  ]);
  const enrolledIds = new Set(enrolled.map((e) => e.pathwayId));
  const assignmentById = new Map(
    enrolled.filter((e) => e.assignedPathway !== null).map((e) => [e.pathwayId, { dueDate: e.dueDate }]),
  );
  const countById = new Map(enrollmentCounts.map((c) => [c.pathwayId, Number(c.n)]));
  const byId = new Map<number, Pathway>();
  for (const row of rows) {
    let pathway = byId.get(row.pathway.id);
    if (!pathway) {
      const { createdAt: _createdAt, ...p } = row.pathway;
      pathway = {
        ...p,
        moduleCount: 0,
        modules: [],
        enrollmentCount: countById.get(p.id) ?? 0,
        isEnrolled: enrolledIds.has(p.id),
        assignment: assignmentById.get(p.id) ?? null,
        progress: 0,
      };
      byId.set(p.id, pathway);
    }
    pathway.modules.push({
      id: row.moduleId,
      title: row.moduleTitle,
      duration: row.moduleDuration,
      pivotPillar: row.modulePillar,
      isCompleted: completedIds.has(row.moduleId),
    });
  }
  return [...byId.values()].map((p) => {
    const done = p.modules.filter((m) => m.isCompleted).length;
    return {
      ...p,
      moduleCount: p.modules.length,
      progress: p.modules.length ? Math.round((done / p.modules.length) * 100) : 0,
    };
  });
}

export async function enroll(db: Db, userId: string, pathwayId: number): Promise<Pathway> {
  const [exists] = await db.select({ id: pathways.id }).from(pathways).where(eq(pathways.id, pathwayId));
  if (!exists) throw notFound("Pathway not found");
  await db.insert(pathwayEnrollments).values({ userId, pathwayId }).onConflictDoNothing();
  const [pathway] = await listPathways(db, userId, { id: pathwayId });
  return pathway;
}
