import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { ModuleContent, ModuleDetail } from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import type { ModuleScenario } from "../../../contracts/scenarios";
import { isPremiumLocked } from "../../../domain/access";
import type { Db } from "../../db/client";
import { knowledgeCheckSummary } from "../../db/knowledge-check-results";
import { moduleHasContent, moduleHasKnowledgeCheck, moduleHasPodcast, toModuleSummary } from "../../db/module-summary";
import { bookmarks, moduleLearnerCounts, moduleScenarios, modules } from "../../db/schema";
import { forbidden, notFound, unauthorized } from "../../errors";
import { type AccessRequest, enforceContentAccess } from "../protection/content-access";
import { moduleMediaUrl } from "../storage/media-url";

/**
 * A module's page and body as a learner reads them, shared by the module routes (features/modules)
 * and the LMS player (features/lms-player, issue 24), so both apply the same premium lock and protection.
 */

/** An active module with what its page shows besides its own columns. */
export async function findActiveModule(db: Db, id: number) {
  const [row] = await db
    .select({
      module: modules,
      hasContent: moduleHasContent,
      hasPodcast: moduleHasPodcast,
      hasKnowledgeCheck: moduleHasKnowledgeCheck,
      learnerCount: sql<number>`coalesce((select ${moduleLearnerCounts.learners} from ${moduleLearnerCounts} where ${moduleLearnerCounts.moduleId} = ${modules.id}), 0)`,
      // Written out: inside the subquery an unqualified "id" would be the scenario's.
      scenarioCount: sql<number>`(select count(*) from module_scenarios s where s.module_id = "modules"."id" and s.retired_at is null)::int`,
    })
    .from(modules)
    .where(and(eq(modules.id, id), eq(modules.isActive, true)));
  if (!row) throw notFound("Module not found");
  return row;
}

export async function getModuleDetail(db: Db, id: number, user: CurrentUser | null, now: Date): Promise<ModuleDetail> {
  const row = await findActiveModule(db, id);
  const summary: ModuleSummary = toModuleSummary(
    {
      ...row.module,
      hasContent: row.hasContent,
      hasPodcast: row.hasPodcast,
      hasKnowledgeCheck: row.hasKnowledgeCheck,
    },
    Number(row.learnerCount),
  );
  let isBookmarked = false;
  if (user) {
    const [bookmark] = await db
      .select({ moduleId: bookmarks.moduleId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, user.id), eq(bookmarks.moduleId, id)));
    isBookmarked = Boolean(bookmark);
  }
  return {
    ...summary,
    isLocked: isPremiumLocked(row.module, user),
    isBookmarked,
    podcastDuration: row.module.podcastDuration,
    objectives: row.module.objectives,
    reviewedOn: row.module.reviewedOn,
    legalSources: row.module.legalSources,
    scenarioCount: Number(row.scenarioCount),
    knowledgeCheck: summary.hasKnowledgeCheck
      ? await knowledgeCheckSummary(db, row.module, user?.id ?? null, now)
      : null,
  };
}

/**
 * spec 3 §6: the body of a premium module is refused on the free plan — on the server, not only in the UI.
 * spec 3 §9: a protected module's views count against the tier's daily limit (429 beyond it).
 */
export async function getModuleContent(
  db: Db,
  id: number,
  user: CurrentUser | null,
  access: AccessRequest,
): Promise<ModuleContent> {
  if (!user) throw unauthorized();
  const { module } = await findActiveModule(db, id);
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  await enforceContentAccess(db, user, module, "view", access);
  return {
    moduleId: module.id,
    content: module.content && module.content.length > 0 ? module.content : null,
    podcastUrl: module.podcastUrl ? moduleMediaUrl(module.id, module.podcastUrl) : null,
    podcastDuration: module.podcastDuration,
    podcastTranscript: module.podcastTranscript,
    scenarios: (await activeScenarios(db, module.id)).map(({ rowId: _rowId, ...scenario }) => scenario),
  };
}

/** issue 46 item 3: a module's branching scenarios in play, in their file's order, as the API names them. */
export async function activeScenarios(db: Db, moduleId: number): Promise<(ModuleScenario & { rowId: number })[]> {
  const rows = await db
    .select({
      rowId: moduleScenarios.id,
      id: moduleScenarios.key,
      title: moduleScenarios.title,
      situation: moduleScenarios.situation,
      nodes: moduleScenarios.nodes,
    })
    .from(moduleScenarios)
    .where(and(eq(moduleScenarios.moduleId, moduleId), isNull(moduleScenarios.retiredAt)))
    .orderBy(asc(moduleScenarios.position), asc(moduleScenarios.id));
  return rows;
}
