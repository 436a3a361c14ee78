import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";

/**
 * One task of the daily job (runner.ts, queue "daily-tasks"). Each task is idempotent: it may run twice
 * on one day (a restart, a retry after a failure) without doing anything twice, e.g. by notifying with a
 * dedupeKey or by deleting only what is due. `run(db, now)` does the work and resolves with how many
 * things it did (the log shows the count).
 */
export interface DailyTask {
  name: string;
  /** `config`: the settings a task needs beyond the database (the credential signing key). */
  run: (db: Db, now: Date, config?: AppConfig, log?: FastifyBaseLogger) => Promise<number>;
}
