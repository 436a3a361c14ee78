import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { CertificateRequirements } from "../../domain/certificate-requirements";
import {
  certificateLearningSeconds,
  cpdHoursFrom,
  hoursFrom,
  type ModuleContentFacts,
  moduleLearningTime,
  type TimedModule,
} from "../../domain/learning-time";
import type { Pillar } from "../../domain/pillars";
import type { Scenario, ScenarioNode } from "../../domain/scenarios";
import { queryRows, type RawQueryRunner } from "./rows";

/**
 * Issue 46 item 1 (decision 375): every duration the product shows is computed from the content by
 * `domain/learning-time.ts`, here, whenever the content changes (catalogue sync, a published body, an
 * uploaded podcast): modules' minutes, pathways' hours and certificates' CPD hours. Screens and the API
 * read the stored figures, so none of them can differ.
 */

export type MediaRunningTimes = ReadonlyMap<string, NonNullable<ModuleContentFacts["media"]>>;

const DEFAULT_CONTENT_DIR = path.resolve("content");

/** The running time of each module's built video or audio (content/media/manifest.json); empty without one. */
export function loadMediaRunningTimes(dir = DEFAULT_CONTENT_DIR): MediaRunningTimes {
  const file = path.join(dir, "media", "manifest.json");
  if (!fs.existsSync(file)) return new Map();
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
    modules: Record<string, { kind: "video" | "audio"; durationSeconds: number }>;
  };
  return new Map(
    Object.entries(manifest.modules).map(([slug, m]) => [slug, { kind: m.kind, durationSeconds: m.durationSeconds }]),
  );
}

interface ModuleRow {
  id: number;
  slug: string;
  pivot_pillar: Pillar;
  is_active: boolean;
  content: string | null;
  podcast_duration: number | null;
  duration: number | null;
  check_questions: number;
}

/** Recomputes and stores every module's duration, pathway's hours and certificate's CPD hours. */
export async function refreshLearningTimes(db: RawQueryRunner, media: MediaRunningTimes = loadMediaRunningTimes()) {
  const moduleRows = await queryRows<ModuleRow>(
    db,
    sql`select m.id, m.slug, m.pivot_pillar, m.is_active, m.content, m.podcast_duration, m.duration,
          -- A module is assessed only while its active bank covers the draw (db/module-summary.ts).
          (case when (select count(*) from knowledge_check_questions q
                       where q.module_id = m.id and q.status = 'active' and q.retired_at is null) >= m.check_draw_size
                then m.check_draw_size else 0 end)::int as check_questions
        from modules m order by m.id`,
  );
  // Issue 46 item 3: each module's scenarios in play add one play each.
  const scenarioRows = await queryRows<{
    module_id: number;
    key: string;
    title: string;
    situation: string;
    nodes: ScenarioNode[];
  }>(
    db,
    sql`select module_id, key, title, situation, nodes from module_scenarios where retired_at is null order by module_id, position`,
  );
  const scenariosOf = new Map<number, Scenario[]>();
  for (const r of scenarioRows) {
    const list = scenariosOf.get(r.module_id) ?? [];
    list.push({ id: r.key, title: r.title, situation: r.situation, nodes: r.nodes });
    scenariosOf.set(r.module_id, list);
  }
  const timed: (TimedModule & { active: boolean })[] = [];
  for (const m of moduleRows) {
    const time = moduleLearningTime({
      content: m.content,
      media: media.get(m.slug) ?? null,
      podcastSeconds: m.podcast_duration,
      checkQuestions: m.check_questions,
      scenarios: scenariosOf.get(m.id) ?? [],
    });
    const minutes = time?.minutes ?? null;
    if (minutes !== m.duration) await db.execute(sql`update modules set duration = ${minutes} where id = ${m.id}`);
    timed.push({
      slug: m.slug,
      pivotPillar: m.pivot_pillar,
      totalSeconds: time?.totalSeconds ?? 0,
      active: m.is_active,
    });
  }
  const seconds = new Map(timed.map((m) => [m.slug, m.totalSeconds]));

  const pathwayRows = await queryRows<{ id: number; slug: string; estimated_hours: number; modules: string[] }>(
    db,
    sql`select p.id, p.slug, p.estimated_hours,
          coalesce(array_agg(m.slug order by pm.position) filter (where m.slug is not null), '{}') as modules
        from pathways p
        left join pathway_modules pm on pm.pathway_id = p.id
        left join modules m on m.id = pm.module_id
        group by p.id order by p.id`,
  );
  for (const p of pathwayRows) {
    const hours = hoursFrom(p.modules.reduce((sum, slug) => sum + (seconds.get(slug) ?? 0), 0));
    if (hours !== Number(p.estimated_hours))
      await db.execute(sql`update pathways set estimated_hours = ${hours} where id = ${p.id}`);
  }

  // A learner can meet a pillar requirement only with active modules that have content.
  const countable = timed.filter((m) => m.active && m.totalSeconds > 0);
  const certificateRows = await queryRows<{ id: number; cpd_hours: number; requirements: CertificateRequirements }>(
    db,
    sql`select id, cpd_hours, requirements from certificates order by id`,
  );
  for (const c of certificateRows) {
    const hours = cpdHoursFrom(certificateLearningSeconds(c.requirements, countable, pathwayRows));
    if (hours !== Number(c.cpd_hours))
      await db.execute(sql`update certificates set cpd_hours = ${hours} where id = ${c.id}`);
  }
}
