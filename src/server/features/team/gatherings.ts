import { sql } from "drizzle-orm";
import type {
  Challenge,
  CreateChallengeInput,
  CreateEventInput,
  CreateStudyGroupInput,
  StudyGroup,
  TeamEvent,
} from "../../../contracts/team";
import { DAY_MS, utcDay } from "../../../domain/calendar";
import {
  CHALLENGE_DAYS,
  CHALLENGE_TARGET_MODULES,
  challengeProgress,
  challengeStatus,
  teamCalendarEvent,
} from "../../../domain/team-hub";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  studyGroupMembers,
  studyGroups,
  teamChallengeParticipants,
  teamChallenges,
  teamEventAttendees,
  teamEvents,
} from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { type Tx, writeTransaction } from "../../platform/caches/writes";
import { calendarFile } from "../../platform/ical";
import { wakeMails } from "../../platform/mail/queue-mail";
import { type NotificationInput, notify, storeNotifications } from "../../platform/notifications/notify";
import { iso, organizationPeople, type TeamScope } from "./access";

/** Study groups, events and challenges: stored per organisation and shared with all of it. */

const LIST_LIMIT = 50;

/**
 * A new study group, event or challenge: the row, its creator's place in it and a notification for
 * everyone else in the organisation, stored in one transaction (issue 27); the team's cached figures
 * forget after the commit, and the e-mails are woken then.
 */
async function createGathering<T>(
  db: Db,
  scope: TeamScope,
  write: (tx: Tx) => Promise<T>,
  notice: (created: T, userId: string) => NotificationInput,
): Promise<T> {
  const people = await organizationPeople(db, scope.organization.id, scope.viewerId);
  const { created, mailIds } = await writeTransaction(db, async (tx, changes) => {
    const created = await write(tx);
    changes.team(scope.organization.id);
    const { mailIds } = await storeNotifications(
      tx,
      people.map((userId) => notice(created, userId)),
    );
    return { created, mailIds };
  });
  await wakeMails(db, mailIds);
  return created;
}

// ---- Study groups ----

export async function listStudyGroups(db: Db, scope: TeamScope): Promise<StudyGroup[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    topic: string;
    category: string;
    next_session: Date | string | null;
    created_by: string;
    participants: number;
    is_member: boolean;
    progress: number | null;
  }>(
    await db.execute(sql`
      select g.id, g.name, g.topic, g.category, g.next_session, u.name as created_by,
        (select count(*)::int from study_group_members gm where gm.group_id = g.id) as participants,
        exists (select 1 from study_group_members gm where gm.group_id = g.id and gm.user_id = ${scope.viewerId}) as is_member,
        (select round(100.0 * count(p.*) / nullif(count(distinct gm.user_id) * (
            select count(*) from modules mo2 where mo2.is_active and (g.category = 'General' or mo2.pivot_pillar = g.category)), 0))::int
          from study_group_members gm
          left join user_progress p on p.user_id = gm.user_id and p.is_completed
            and p.module_id in (select mo.id from modules mo where mo.is_active and (g.category = 'General' or mo.pivot_pillar = g.category))
          where gm.group_id = g.id) as progress
      from study_groups g join "user" u on u.id = g.created_by
      where g.organization_id = ${scope.organization.id}
      order by g.created_at desc, g.id desc
      limit ${LIST_LIMIT}
    `),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    topic: r.topic,
    category: r.category,
    participants: r.participants,
    nextSession: r.next_session === null ? null : iso(r.next_session),
    progress: Math.min(100, r.progress ?? 0),
    createdBy: r.created_by,
    isMember: r.is_member,
  }));
}

export async function createStudyGroup(db: Db, scope: TeamScope, input: CreateStudyGroupInput, creatorName: string) {
  const group = await createGathering(
    db,
    scope,
    async (tx) => {
      const [created] = await tx
        .insert(studyGroups)
        .values({
          organizationId: scope.organization.id,
          name: input.name,
          topic: input.topic,
          category: input.category,
          nextSession: input.nextSession ? new Date(input.nextSession) : null,
          createdBy: scope.viewerId,
        })
        .returning();
      await tx.insert(studyGroupMembers).values({ groupId: created.id, userId: scope.viewerId });
      return created;
    },
    (created, userId) => ({
      userId,
      kind: "team_study_group",
      title: `New study group: ${created.name}`,
      body: `${creatorName} started a study group on ${created.topic}. Join it from the Team Hub.`,
      link: "/team",
      dedupeKey: `team_study_group:${created.id}`,
    }),
  );
  return (await listStudyGroups(db, scope)).find((g) => g.id === group.id)!;
}

export async function joinStudyGroup(db: Db, scope: TeamScope, groupId: number, joinerName: string) {
  const [group] = rowsOf<{ id: number; name: string; created_by: string }>(
    await db.execute(sql`
      select id, name, created_by from study_groups where id = ${groupId} and organization_id = ${scope.organization.id}
    `),
  );
  if (!group) throw notFound("Study group not found");
  const inserted = await db
    .insert(studyGroupMembers)
    .values({ groupId, userId: scope.viewerId })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0 && group.created_by !== scope.viewerId) {
    await notify(db, {
      userId: group.created_by,
      kind: "team_study_group_joined",
      title: `${joinerName} joined ${group.name}`,
      body: `Your study group ${group.name} has a new member.`,
      link: "/team",
      dedupeKey: `team_study_group_joined:${groupId}:${scope.viewerId}`,
    });
  }
  return (await listStudyGroups(db, scope)).find((g) => g.id === groupId)!;
}

// ---- Events ----

export async function listEvents(db: Db, scope: TeamScope, now: Date): Promise<TeamEvent[]> {
  const rows = rowsOf<{
    id: number;
    title: string;
    type: TeamEvent["type"];
    topic: string;
    starts_at: Date | string;
    duration_minutes: number;
    facilitator: string;
    attendees: number;
    attending: boolean;
  }>(
    await db.execute(sql`
      select e.id, e.title, e.type, e.topic, e.starts_at, e.duration_minutes, u.name as facilitator,
        (select count(*)::int from team_event_attendees a where a.event_id = e.id) as attendees,
        exists (select 1 from team_event_attendees a where a.event_id = e.id and a.user_id = ${scope.viewerId}) as attending
      from team_events e join "user" u on u.id = e.facilitator_id
      where e.organization_id = ${scope.organization.id}
        and e.starts_at + make_interval(mins => e.duration_minutes) >= ${now.toISOString()}
      order by e.starts_at, e.id
      limit ${LIST_LIMIT}
    `),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    topic: r.topic,
    date: iso(r.starts_at),
    duration: r.duration_minutes,
    facilitator: r.facilitator,
    attendees: r.attendees,
    isAttending: r.attending,
  }));
}

async function eventById(db: Db, scope: TeamScope, eventId: number, now: Date) {
  const event = (await listEvents(db, scope, new Date(0))).find((e) => e.id === eventId);
  if (!event) throw notFound("Event not found");
  return { event, past: new Date(event.date).getTime() + event.duration * 60_000 < now.getTime() };
}

export async function createEvent(db: Db, scope: TeamScope, input: CreateEventInput, now: Date, creatorName: string) {
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() < now.getTime()) {
    const message = "Date and time must be in the future";
    throw badRequest(`startsAt: ${message}`, [{ path: "startsAt", message }]);
  }
  const when = startsAt.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const event = await createGathering(
    db,
    scope,
    async (tx) => {
      const [created] = await tx
        .insert(teamEvents)
        .values({
          organizationId: scope.organization.id,
          title: input.title,
          type: input.type,
          topic: input.topic,
          startsAt,
          durationMinutes: input.durationMinutes,
          facilitatorId: scope.viewerId,
        })
        .returning();
      await tx.insert(teamEventAttendees).values({ eventId: created.id, userId: scope.viewerId });
      return created;
    },
    (created, userId) => ({
      userId,
      kind: "team_event",
      title: `New event: ${created.title}`,
      body: `${creatorName} scheduled ${created.title} on ${when} UTC (${created.durationMinutes} min).`,
      link: "/team",
      dedupeKey: `team_event:${created.id}`,
    }),
  );
  return (await eventById(db, scope, event.id, now)).event;
}

export async function joinEvent(db: Db, scope: TeamScope, eventId: number, now: Date, joinerName: string) {
  const { event, past } = await eventById(db, scope, eventId, now);
  if (past) throw badRequest("This event has already ended");
  const inserted = await db
    .insert(teamEventAttendees)
    .values({ eventId, userId: scope.viewerId })
    .onConflictDoNothing()
    .returning();
  const [facilitator] = rowsOf<{ facilitator_id: string }>(
    await db.execute(sql`select facilitator_id from team_events where id = ${eventId}`),
  );
  if (inserted.length > 0 && facilitator.facilitator_id !== scope.viewerId) {
    await notify(db, {
      userId: facilitator.facilitator_id,
      kind: "team_event_joined",
      title: `${joinerName} is joining ${event.title}`,
      body: `${event.title} now has ${event.attendees + 1} attendees.`,
      link: "/team",
      dedupeKey: `team_event_joined:${eventId}:${scope.viewerId}`,
    });
  }
  return (await eventById(db, scope, eventId, now)).event;
}

/** GET …/events/:eventId/calendar.ics: the event as an iCalendar file. */
export async function eventCalendar(db: Db, scope: TeamScope, eventId: number, now: Date, host: string) {
  const { event } = await eventById(db, scope, eventId, now);
  return {
    filename: `${
      event.title
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase() || "event"
    }.ics`,
    body: calendarFile(
      teamCalendarEvent({
        uid: `team-event-${event.id}@${host}`,
        title: event.title,
        description: `${event.topic} — facilitated by ${event.facilitator} (${scope.organization.name})`,
        startsAt: new Date(event.date),
        durationMinutes: event.duration,
        organizer: event.facilitator,
        now,
      }),
    ),
  };
}

// ---- Challenges ----

export async function listChallenges(db: Db, scope: TeamScope, now: Date): Promise<Challenge[]> {
  const rows = rowsOf<{
    id: number;
    title: string;
    description: string;
    category: string;
    target_modules: number;
    starts_on: string;
    deadline: string;
    reward: string;
    participants: number;
    completed: number;
    joined: boolean;
  }>(
    await db.execute(sql`
      select c.id, c.title, c.description, c.category, c.target_modules, c.starts_on::text as starts_on,
        c.deadline::text as deadline, c.reward,
        (select count(*)::int from team_challenge_participants cp where cp.challenge_id = c.id) as participants,
        (select count(*)::int from team_challenge_participants cp
          join user_progress p on p.user_id = cp.user_id and p.is_completed
          where cp.challenge_id = c.id and p.completed_at >= c.starts_on::timestamptz
            and p.completed_at < (c.deadline + 1)::timestamptz) as completed,
        exists (select 1 from team_challenge_participants cp where cp.challenge_id = c.id and cp.user_id = ${scope.viewerId}) as joined
      from team_challenges c
      where c.organization_id = ${scope.organization.id} and c.deadline >= ${utcDay(now)}
      order by c.deadline, c.id
      limit ${LIST_LIMIT}
    `),
  );
  const today = utcDay(now);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    participants: r.participants,
    completed: r.completed,
    target: r.target_modules,
    progress: challengeProgress(r.completed, r.target_modules),
    deadline: r.deadline,
    reward: r.reward,
    status: challengeStatus(r.starts_on, today),
    isParticipant: r.joined,
  }));
}

export async function createChallenge(
  db: Db,
  scope: TeamScope,
  input: CreateChallengeInput,
  now: Date,
  creatorName: string,
) {
  if (input.startsOn < utcDay(now)) {
    const message = "Start date must be today or later";
    throw badRequest(`startsOn: ${message}`, [{ path: "startsOn", message }]);
  }
  const deadline = utcDay(new Date(Date.parse(`${input.startsOn}T00:00:00Z`) + (CHALLENGE_DAYS - 1) * DAY_MS));
  const challenge = await createGathering(
    db,
    scope,
    async (tx) => {
      const [created] = await tx
        .insert(teamChallenges)
        .values({
          organizationId: scope.organization.id,
          title: input.title,
          description: input.description,
          category: input.category,
          targetModules: CHALLENGE_TARGET_MODULES,
          startsOn: input.startsOn,
          deadline,
          reward: input.reward,
          createdBy: scope.viewerId,
        })
        .returning();
      await tx.insert(teamChallengeParticipants).values({ challengeId: created.id, userId: scope.viewerId });
      return created;
    },
    (created, userId) => ({
      userId,
      kind: "team_challenge",
      title: `New challenge: ${created.title}`,
      body: `${creatorName} set the team ${CHALLENGE_TARGET_MODULES} modules by ${deadline}. Reward: ${created.reward}.`,
      link: "/team",
      dedupeKey: `team_challenge:${created.id}`,
    }),
  );
  return (await listChallenges(db, scope, now)).find((c) => c.id === challenge.id)!;
}

export async function joinChallenge(db: Db, scope: TeamScope, challengeId: number, now: Date) {
  const challenge = (await listChallenges(db, scope, now)).find((c) => c.id === challengeId);
  if (!challenge) throw notFound("Challenge not found");
  await db.insert(teamChallengeParticipants).values({ challengeId, userId: scope.viewerId }).onConflictDoNothing();
  return (await listChallenges(db, scope, now)).find((c) => c.id === challengeId)!;
}
