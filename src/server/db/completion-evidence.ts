import { type SQL, sql } from "drizzle-orm";

/**
 * When learning counts again (issue 22 items 6 and 7). `user_progress` keeps a module's first completion
 * (completed never goes back), so a repeated cycle or a recertification needs other evidence that the
 * learner did it again: a passed knowledge check submitted after the assignment, or a
 * first completion after it. `since` null means any completion counts (a rule's first cycle: someone who
 * already did the pathway is compliant).
 */

/** The moment `userId` completed module `moduleId` at or after `since` (an SQL timestamptz or null). */
export const moduleDoneAt = (userId: SQL, moduleId: SQL, since: SQL) => sql`(
  select min(e.t) from (
    select up.completed_at as t from user_progress up
    where up.user_id = ${userId} and up.module_id = ${moduleId} and up.is_completed
      and (${since} is null or up.completed_at >= ${since})
    union all
    select k.submitted_at from knowledge_check_attempts k
    where k.user_id = ${userId} and k.module_id = ${moduleId} and k.passed and k.submitted_at is not null
      and (${since} is null or k.submitted_at >= ${since})
  ) e
)`;

/**
 * The moment `userId` completed every module of `pathwayId` at or after `since` (the last one's), or
 * null while any is outstanding (or the pathway has no modules).
 */
export const pathwayDoneAt = (userId: SQL, pathwayId: SQL, since: SQL) => sql`(
  select case when count(*) > 0 and count(d.done_at) = count(*) then max(d.done_at) end
  from (
    select ${moduleDoneAt(userId, sql`pm.module_id`, since)} as done_at
    from pathway_modules pm where pm.pathway_id = ${pathwayId}
  ) d
)`;

/** Ids of the modules `userId` completed at or after `since`. */
export const modulesDoneSince = (userId: string, since: Date) => sql`
  select up.module_id from user_progress up
  where up.user_id = ${userId} and up.is_completed and up.completed_at >= ${since}
  union
  select k.module_id from knowledge_check_attempts k
  where k.user_id = ${userId} and k.passed and k.submitted_at >= ${since}
`;
