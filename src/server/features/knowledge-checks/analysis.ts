import { type SQL, sql } from "drizzle-orm";
import type {
  AnalysisOverview,
  ModuleAnalysis,
  ModuleAnalysisDetail,
  QuestionAnalysis,
} from "../../../contracts/knowledge-check";
import { FLAG_BELOW_PERCENT, FLAG_MIN_ANSWERS, moduleFigures, questionFigures } from "../../../domain/item-analysis";
import type { Db } from "../../db/client";
import { moduleHasKnowledgeCheck } from "../../db/module-summary";
import { rowsOf } from "../../db/rows";
import { notFound } from "../../errors";

/**
 * Item analysis (issue 22 item 5): per module how many learners took the check, the pass rates and
 * the attempts taken, and per question the share answering right, so bad questions show up. Over
 * everyone (site admins) or over one organisation's current members (its owners and admins).
 */
export interface AnalysisScope {
  /** Only attempts of this organisation's current members count. */
  organizationId?: string;
}

/** The SQL condition "attempt a belongs to the scope". */
const inScope = (scope: AnalysisScope): SQL =>
  scope.organizationId
    ? sql`a.user_id in (select m.user_id from member m where m.organization_id = ${scope.organizationId})`
    : sql`true`;

/** A cap on the questions listed for one module (banks hold 8 to a few dozen). */
const QUESTION_CAP = 500;

interface ModuleRow {
  id: number;
  title: string;
  learners: number;
  attempts: number;
  passed_attempts: number;
  passed_learners: number;
  attempts_until_pass: number;
}

async function moduleRows(db: Db, scope: AnalysisScope, moduleId?: number): Promise<ModuleRow[]> {
  const onlyModule = moduleId === undefined ? sql`true` : sql`a.module_id = ${moduleId}`;
  const result = await db.execute(sql`
    with attempt as (
      select a.module_id, a.user_id, a.passed, a.submitted_at,
        min(a.submitted_at) filter (where a.passed) over (partition by a.module_id, a.user_id) as first_pass
      from knowledge_check_attempts a
      where a.submitted_at is not null and ${onlyModule} and ${inScope(scope)}
    ), learner as (
      select module_id, user_id, count(*)::int as attempts,
        count(*) filter (where passed)::int as passes,
        count(*) filter (where first_pass is not null and submitted_at <= first_pass)::int as until_pass
      from attempt group by module_id, user_id
    )
    select modules.id, modules.title,
      count(l.user_id)::int as learners,
      coalesce(sum(l.attempts), 0)::int as attempts,
      coalesce(sum(l.passes), 0)::int as passed_attempts,
      count(l.user_id) filter (where l.passes > 0)::int as passed_learners,
      coalesce(sum(l.until_pass) filter (where l.passes > 0), 0)::int as attempts_until_pass
    from modules
    left join learner l on l.module_id = modules.id
    where modules.is_active
      and ${moduleId === undefined ? sql`(${moduleHasKnowledgeCheck} or l.user_id is not null)` : sql`modules.id = ${moduleId}`}
    group by modules.id, modules.title
    order by modules.title, modules.id
  `);
  return rowsOf<ModuleRow>(result);
}

interface QuestionRow {
  id: number;
  module_id: number;
  text: string;
  version: number;
  retired: boolean;
  answers: number;
  right: number;
}

/** Questions with their answers in scope: one module's (every drawn version), or every module's answered ones. */
async function questionRows(db: Db, scope: AnalysisScope, moduleId?: number): Promise<QuestionRow[]> {
  const onlyModule = moduleId === undefined ? sql`true` : sql`q.module_id = ${moduleId}`;
  const result = await db.execute(sql`
    select q.id, q.module_id, q.text, q.version, q.retired_at is not null as retired,
      count(x.question_id)::int as answers,
      count(x.question_id) filter (where x.is_correct)::int as "right"
    from knowledge_check_questions q
    left join (
      select ans.question_id, ans.is_correct
      from knowledge_check_answers ans
      join knowledge_check_attempts a on a.id = ans.attempt_id
      where ${inScope(scope)} ${moduleId === undefined ? sql`` : sql`and a.module_id = ${moduleId}`}
    ) x on x.question_id = q.id
    where q.status = 'active' and ${onlyModule}
    group by q.id
    ${moduleId === undefined ? sql`having count(x.question_id) > 0` : sql``}
    order by q.position, q.id
    limit ${moduleId === undefined ? 20_000 : QUESTION_CAP}
  `);
  return rowsOf<QuestionRow>(result);
}

function toModuleAnalysis(r: ModuleRow, flaggedQuestions: number): ModuleAnalysis {
  const counts = {
    learners: Number(r.learners),
    attempts: Number(r.attempts),
    passedAttempts: Number(r.passed_attempts),
    passedLearners: Number(r.passed_learners),
    attemptsUntilPass: Number(r.attempts_until_pass),
  };
  const { attemptsUntilPass: _, ...shown } = counts;
  return { moduleId: r.id, title: r.title, ...shown, ...moduleFigures(counts), flaggedQuestions };
}

function toQuestionAnalysis(r: QuestionRow): QuestionAnalysis {
  const answers = Number(r.answers);
  const right = Number(r.right);
  return {
    id: r.id,
    text: r.text,
    version: r.version,
    status: r.retired ? "retired" : "active",
    answers,
    right,
    ...questionFigures(answers, right),
  };
}

const FLAG_RULE = { flagBelowPercent: FLAG_BELOW_PERCENT, flagMinAnswers: FLAG_MIN_ANSWERS };

/** Every assessed module (and any other with attempts in scope), by title. */
export async function analysisOverview(db: Db, scope: AnalysisScope): Promise<AnalysisOverview> {
  const [rows, questions] = await Promise.all([moduleRows(db, scope), questionRows(db, scope)]);
  const flagged = new Map<number, number>();
  for (const question of questions) {
    if (toQuestionAnalysis(question).flagged)
      flagged.set(question.module_id, (flagged.get(question.module_id) ?? 0) + 1);
  }
  return { modules: rows.map((r) => toModuleAnalysis(r, flagged.get(r.id) ?? 0)), ...FLAG_RULE };
}

/** One module's figures and its questions, flagged ones first, then the lowest share right. */
export async function moduleAnalysis(db: Db, scope: AnalysisScope, moduleId: number): Promise<ModuleAnalysisDetail> {
  const [row] = await moduleRows(db, scope, moduleId);
  if (!row) throw notFound("Module not found");
  const questions = (await questionRows(db, scope, moduleId)).map(toQuestionAnalysis);
  const order = (x: QuestionAnalysis) => (x.flagged ? 0 : 1);
  const sorted = questions
    .map((x, i) => ({ x, i }))
    .sort((a, b) => order(a.x) - order(b.x) || (a.x.rightShare ?? 101) - (b.x.rightShare ?? 101) || a.i - b.i)
    .map(({ x }) => x);
  return {
    module: toModuleAnalysis(row, questions.filter((x) => x.flagged).length),
    questions: sorted,
    ...FLAG_RULE,
  };
}
