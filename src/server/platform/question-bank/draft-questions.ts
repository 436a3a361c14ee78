import type { GeneratedQuestion } from "../../../domain/generated-questions";
import type { Db } from "../../db/client";

/** A database handle or an open transaction. */
type Executor = Pick<Db, "select" | "update" | "insert" | "delete" | "execute">;

/**
 * Issue 22 item 4: the content generator's drafts carry a knowledge check, stored as draft questions in
 * the module's question bank until the draft is published. The bank belongs to the knowledge-checks
 * feature, which provides these two operations here when its routes are registered; the generator (the
 * content feature) calls them without importing that feature.
 */
export interface DraftQuestionBank {
  /** Replaces the module's unanswered draft questions with the generated ones. */
  replaceDrafts(
    db: Db,
    module: { id: number; slug: string },
    generatedContentId: number,
    questions: readonly GeneratedQuestion[],
  ): Promise<void>;
  /** Publishes the module's draft questions in the caller's transaction; resolves with how many. */
  publishDrafts(tx: Executor, moduleId: number, now: Date): Promise<number>;
}

let provided: DraftQuestionBank | null = null;

export function provideDraftQuestionBank(bank: DraftQuestionBank): void {
  provided = bank;
}

export function draftQuestionBank(): DraftQuestionBank {
  if (!provided) throw new Error("no question bank: the knowledge-checks routes are not registered");
  return provided;
}
