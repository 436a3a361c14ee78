import { type SQL, sql } from "drizzle-orm";
import type { AssistantAnswer, AssistantSource } from "../../../contracts/assistant";
import { paths } from "../../../contracts/routes";
import { type CatalogueHit, catalogueReply, cleanPassage, QUESTION_NOISE_WORDS } from "../../../domain/assistant";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { askModel } from "./model";

/** At most this many modules are cited, one section each. */
const MAX_SOURCES = 3;

/**
 * The sections of the active modules with content, split at query time from `modules.content` (the
 * catalogue sync and the content publisher write it; nothing else needs refreshing): each "## " heading
 * starts a section; "###" and deeper stay inside theirs; text before the first heading is a section
 * without heading. Same SQL on PGlite and PostgreSQL.
 */
export function sectionsSql(where: SQL) {
  return sql`
    select m.id as module_id, m.title, s.ord::int as position,
      case when s.ord = 1 and m.content !~ '^##[ \t]' then null
           else nullif(trim(split_part(s.part, E'\n', 1)), '') end as heading,
      case when s.ord = 1 and m.content !~ '^##[ \t]' then s.part
           else substr(s.part, length(split_part(s.part, E'\n', 1)) + 2) end as body
    from modules m
    cross join lateral regexp_split_to_table(m.content, '(^|\n)##[ \t]+') with ordinality as s(part, ord)
    where m.is_active and m.content ~ '[^[:space:]]' and s.part ~ '[^[:space:]]' and ${where}
  `;
}

/** One module's sections in order (what the search ranks); used by the tests of the splitting. */
export async function moduleSections(db: Db, moduleId: number) {
  const rows = rowsOf<{ position: number; heading: string | null; body: string }>(
    await db.execute(
      sql`select position, heading, body from (${sectionsSql(sql`m.id = ${moduleId}`)}) s order by position`,
    ),
  );
  return rows.map((r) => ({ heading: r.heading, body: r.body.trim() }));
}

/**
 * PostgreSQL full-text search over the module sections: the question's words (English stemming, stop
 * words and QUESTION_NOISE_WORDS dropped) are OR-ed; a section qualifies when it (with its module's
 * title and its heading) contains at least 60% of them. The best section of each module (most of the
 * words, then ts_rank with title A, heading B, text D) competes; only the modules whose section covers as
 * many words as the best one are cited, by rank. The passage is ts_headline of that section.
 */
export async function searchCatalogue(db: Db, question: string, limit = MAX_SOURCES): Promise<CatalogueHit[]> {
  const rows = rowsOf<{ module_id: number; title: string; heading: string | null; passage: string }>(
    await db.execute(sql`
      with words as (
        select array(
          select w from unnest(tsvector_to_array(to_tsvector('english', ${question}))) w
          where strpos(w, '''') = 0 and strpos(w, chr(92)) = 0
          except select unnest(tsvector_to_array(to_tsvector('english', ${QUESTION_NOISE_WORDS})))
        ) as list
      ),
      q as (
        select list, cardinality(list) as n,
          case when cardinality(list) = 0 then null
               else array_to_string(array(select '''' || w || '''' from unnest(list) w), ' | ')::tsquery end as query
        from words
      ),
      sections as (${sectionsSql(sql`true`)}),
      docs as (
        select s.*, setweight(to_tsvector('english', s.title), 'A')
          || setweight(to_tsvector('english', coalesce(s.heading, '')), 'B')
          || setweight(to_tsvector('english', s.body), 'D') as doc
        from sections s
      ),
      scored as (
        select d.module_id, d.title, d.heading, d.body, d.position,
          (select count(*) from unnest(q.list) w where d.doc @@ ('''' || w || '''')::tsquery) as coverage,
          ts_rank(d.doc, q.query) as rank, q.query, q.n
        from docs d, q
        where q.query is not null and d.doc @@ q.query
      ),
      best as (
        select distinct on (module_id) * from scored
        where coverage >= ceil(n * 0.6)
        order by module_id, coverage desc, rank desc, position
      )
      select module_id, title, heading,
        ts_headline('english', body, query,
          'MaxWords=45, MinWords=25, ShortWord=2, MaxFragments=0, HighlightAll=false, StartSel="", StopSel=""') as passage
      from best
      where coverage = (select max(coverage) from best)
      order by rank desc, module_id
      limit ${limit}
    `),
  );
  return rows.map((r) => ({
    moduleId: r.module_id,
    title: r.title,
    section: r.heading,
    passage: cleanPassage(r.passage),
  }));
}

const sourceOf = (hit: CatalogueHit): AssistantSource => ({
  moduleId: hit.moduleId,
  title: hit.title,
  section: hit.section,
  passage: hit.passage,
  href: paths.module(hit.moduleId),
});

/**
 * The assistant's answer to a question about the catalogue: the search's answer, or, when AI_BASE_URL
 * is set and modules were found, the model's answer written from those passages and citing only them
 * (any failure or uncited answer falls back to the search's answer). Never a module the search did not find.
 */
export async function answerQuestion(
  db: Db,
  ai: AppConfig["ai"],
  question: string,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<AssistantAnswer> {
  const hits = await searchCatalogue(db, question);
  const sources = hits.map(sourceOf);
  const fallback = catalogueReply(hits);
  if (ai && hits.length > 0) {
    try {
      const content = await askModel(ai, question, hits);
      return { content, suggestions: fallback.suggestions, sources, engine: "ai" };
    } catch (error) {
      log?.warn({ err: error instanceof Error ? error.message : String(error) }, "assistant: model answer not used");
    }
  }
  return { ...fallback, sources, engine: "search" };
}
