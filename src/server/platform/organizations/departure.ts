import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows";
import type { Executor } from "../audit/audit";

/**
 * What an organisation keeps of someone who leaves or is removed (issue 28 item 3, the Privacy page's
 * "Organisations you leave"). Runs in the membership's transaction, before the member row goes.
 *
 * Kept, for the organisation's compliance records: their completed pathway assignments (members.ts),
 * their compliance assignments (the rule's cycles; nothing reminds or escalates a non-member), the
 * audit log (append-only), and the study groups, challenges and events they set up for everyone.
 *
 * Removed, as personal to them: their place in the organisation's study groups, challenges and events;
 * their mentoring offer; the mentoring requests they asked for (with their conversations); the messages
 * they wrote as a mentor (the request reopens for another mentor); and the likes and comments they left
 * on colleagues' activity in the team hub, unless that colleague still shares another organisation with
 * them (where the same activity entry is still in front of both).
 *
 * Answers how many rows of each kind went, for the audit entry.
 */
export async function forgetDepartingMember(
  tx: Executor,
  organizationId: string,
  userId: string,
): Promise<Record<string, number>> {
  const count = async (statement: SQL) => rowsOf<unknown>(await tx.execute(statement)).length;

  const studyGroups = await count(sql`
    delete from study_group_members gm using study_groups g
    where g.id = gm.group_id and g.organization_id = ${organizationId} and gm.user_id = ${userId}
    returning 1
  `);
  const challenges = await count(sql`
    delete from team_challenge_participants cp using team_challenges c
    where c.id = cp.challenge_id and c.organization_id = ${organizationId} and cp.user_id = ${userId}
    returning 1
  `);
  const events = await count(sql`
    delete from team_event_attendees ea using team_events e
    where e.id = ea.event_id and e.organization_id = ${organizationId} and ea.user_id = ${userId}
    returning 1
  `);
  const mentoringOffers = await count(sql`
    delete from mentoring_offers where organization_id = ${organizationId} and user_id = ${userId} returning 1
  `);
  // Their own requests go with every message in them (the foreign key cascades).
  const mentoringRequests = await count(sql`
    delete from mentoring_requests where organization_id = ${organizationId} and mentee_id = ${userId} returning 1
  `);
  const mentoringMessages = await count(sql`
    delete from mentoring_messages mm using mentoring_requests r
    where r.id = mm.request_id and r.organization_id = ${organizationId} and mm.sender_id = ${userId}
    returning 1
  `);
  await tx.execute(sql`
    update mentoring_requests set mentor_id = null, status = 'open'
    where organization_id = ${organizationId} and mentor_id = ${userId}
  `);

  // A progress row is a team hub entry of each organisation its owner belongs to; the leaver's reactions
  // to a colleague of this organisation go unless the two still share another one.
  const colleagueActivity = sql`
    select p.id from user_progress p
    join member m on m.user_id = p.user_id and m.organization_id = ${organizationId}
    where p.user_id <> ${userId}
      and not exists (
        select 1 from member other
        join member mine on mine.organization_id = other.organization_id and mine.user_id = ${userId}
        where other.user_id = p.user_id and other.organization_id <> ${organizationId}
      )
  `;
  const activityComments = await count(sql`
    delete from activity_comments where user_id = ${userId} and progress_id in (${colleagueActivity}) returning 1
  `);
  const activityLikes = await count(sql`
    delete from activity_likes where user_id = ${userId} and progress_id in (${colleagueActivity}) returning 1
  `);

  return {
    studyGroups,
    challenges,
    events,
    mentoringOffers,
    mentoringRequests,
    mentoringMessages,
    activityComments,
    activityLikes,
  };
}

/**
 * Withdraws someone's incomplete pathway assignments of the organisation when they leave or are removed
 * (by the members page or SCIM); completed ones stay for its records. An assignment is complete once
 * every module of its pathway is. Answers how many went.
 */
export async function dropIncompleteAssignments(tx: Executor, organizationId: string, userId: string): Promise<number> {
  const dropped = rowsOf<{ pathway_id: number }>(
    await tx.execute(sql`
      delete from pathway_assignments pa
      where pa.organization_id = ${organizationId} and pa.user_id = ${userId}
        and exists (
          select 1 from pathway_modules pm
          where pm.pathway_id = pa.pathway_id
            and not exists (
              select 1 from user_progress p
              where p.user_id = pa.user_id and p.module_id = pm.module_id and p.is_completed
            )
        )
      returning pa.pathway_id
    `),
  );
  return dropped.length;
}
