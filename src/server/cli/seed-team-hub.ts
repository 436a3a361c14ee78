import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  activityComments,
  activityLikes,
  mentoringMessages,
  mentoringOffers,
  mentoringRequests,
  studyGroupMembers,
  teamChallengeParticipants,
  teamEventAttendees,
  userProgress,
} from "../db/schema";
import { writeTeam } from "../platform/caches/writes";
import { createMentoringRequest, createStudyGroup, createTeamChallenge, createTeamEvent } from "../test/factories";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** `days` after the UTC midnight of `now`, at `hour`:`minute` UTC: meetings on the hour, not at the seed's second. */
const dayAt = (now: Date, days: number, hour: number, minute = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour, minute));

export interface DemoTeamHubInput {
  organizationId: string;
  employerId: string;
  learnerId: string;
  /** The organisation's members other than the employer and the demo learner, in the seed's order. */
  memberIds: string[];
  now: Date;
  /** The seed's sequence, drawn in this function's order: the demo hub is the same every time. */
  random: () => number;
}

/** Members drawn with probability `share`, in order (at least the ones in `always`). */
function drawn(ids: string[], random: () => number, share: number, always: string[] = []) {
  const picked = ids.filter((id) => !always.includes(id) && random() < share);
  return [...always, ...picked];
}

const EVENTS = [
  {
    title: "Psychological safety in hybrid teams",
    type: "discussion",
    topic: "Psychological safety",
    inDays: 2,
    hour: 12,
    minute: 30,
    durationMinutes: 45,
  },
  {
    title: "Where we stand on the B Impact Assessment",
    type: "presentation",
    topic: "B Corp certification",
    inDays: 6,
    hour: 10,
    minute: 0,
    durationMinutes: 60,
  },
  {
    title: "Purpose pillar study session",
    type: "study",
    topic: "Purpose-driven leadership",
    inDays: 9,
    hour: 15,
    minute: 0,
    durationMinutes: 30,
  },
  {
    title: "What our pay gap report tells us",
    type: "discussion",
    topic: "Pay gap reporting",
    inDays: 16,
    hour: 13,
    minute: 0,
    durationMinutes: 45,
  },
] as const;

const STUDY_GROUPS = [
  { name: "Purpose Circle", topic: "Purpose-driven leadership", category: "Purpose", nextInDays: 3 },
  { name: "Innovation Lab readers", topic: "Design thinking for social impact", category: "Innovation", nextInDays: 5 },
  { name: "Measuring what matters", topic: "Impact measurement and reporting", category: "Value", nextInDays: 12 },
] as const;

const COMMENTS = [
  "Great work — the section on listening tours was really useful.",
  "Nice one! I'm starting this module next week.",
  "Well done. Shall we bring this to the next Purpose Circle?",
  "This one changed how I run our team meetings.",
  "Congratulations — that's three this month!",
];

/**
 * The demo organisation's Team Collaboration Hub, alive (issue 26): upcoming events with attendees, a
 * challenge running since last week, three study groups with members, mentors with a matched pair
 * (the demo learner and their mentor, with messages) and an open request, and likes and comments on
 * the team's latest activity. Dates are relative to the seed's `now`.
 */
export async function seedDemoTeamHub(db: Db, input: DemoTeamHubInput) {
  await writeTeam(db, input.organizationId, () => seedHub(db, input));
}

async function seedHub(db: Db, { organizationId, employerId, learnerId, memberIds, now, random }: DemoTeamHubInput) {
  const people = [learnerId, ...memberIds];
  const member = (i: number) => memberIds[i % memberIds.length];

  // Events: four in the coming fortnight, each with its facilitator and a share of the team attending.
  for (const [i, e] of EVENTS.entries()) {
    const facilitatorId = i === 0 ? employerId : member(i * 3);
    const event = await createTeamEvent(db, {
      organizationId,
      facilitatorId,
      title: e.title,
      type: e.type,
      topic: e.topic,
      startsAt: dayAt(now, e.inDays, e.hour, e.minute),
      durationMinutes: e.durationMinutes,
      now,
    });
    const attendees = drawn(people, random, 0.35, i === 0 ? [facilitatorId, learnerId] : [facilitatorId]);
    await db
      .insert(teamEventAttendees)
      .values(
        attendees.map((userId, j) => ({ eventId: event.id, userId, joinedAt: new Date(now.getTime() - j * HOUR) })),
      )
      .onConflictDoNothing();
  }

  // A challenge that started nine days ago and runs for thirty days, the demo learner taking part.
  const challenge = await createTeamChallenge(db, {
    organizationId,
    createdBy: employerId,
    title: "Fifty modules in thirty days",
    now: new Date(now.getTime() - 9 * DAY),
  });
  await db
    .insert(teamChallengeParticipants)
    .values(
      drawn(people, random, 0.6, [learnerId]).map((userId) => ({
        challengeId: challenge.id,
        userId,
        joinedAt: new Date(now.getTime() - 8 * DAY),
      })),
    )
    .onConflictDoNothing();

  // Study groups, each started by a member, with a share of the team in it.
  for (const [i, g] of STUDY_GROUPS.entries()) {
    const createdBy = member(i * 5 + 1);
    const group = await createStudyGroup(db, {
      organizationId,
      createdBy,
      name: g.name,
      topic: g.topic,
      category: g.category,
      nextSession: dayAt(now, g.nextInDays, 12),
    });
    const members = drawn(people, random, 0.3, i === 0 ? [createdBy, learnerId] : [createdBy]);
    await db
      .insert(studyGroupMembers)
      .values(members.map((userId) => ({ groupId: group.id, userId, joinedAt: new Date(now.getTime() - 20 * DAY) })))
      .onConflictDoNothing();
  }

  // Mentoring: three mentors, the demo learner matched with one of them (a conversation under way),
  // and a teammate's open request waiting for a mentor.
  const mentors = [
    { userId: member(1), expertise: "Inclusive leadership and employee resource groups" },
    { userId: member(4), expertise: "Impact measurement and the B Impact Assessment" },
    { userId: employerId, expertise: "Building a purpose-led strategy" },
  ];
  await db
    .insert(mentoringOffers)
    .values(mentors.map((m, i) => ({ organizationId, ...m, createdAt: new Date(now.getTime() - (30 - i) * DAY) })))
    .onConflictDoNothing();
  const matched = await createMentoringRequest(db, {
    organizationId,
    menteeId: learnerId,
    focus: "Preparing our team for B Corp certification",
  });
  await db
    .update(mentoringRequests)
    .set({ mentorId: mentors[1].userId, status: "matched", createdAt: new Date(now.getTime() - 5 * DAY) })
    .where(eq(mentoringRequests.id, matched.id));
  await db.insert(mentoringMessages).values([
    {
      requestId: matched.id,
      senderId: learnerId,
      body: "Hello! Could we start with how the assessment scores governance?",
      createdAt: new Date(now.getTime() - 4 * DAY),
    },
    {
      requestId: matched.id,
      senderId: mentors[1].userId,
      body: "Happily. Read the Value pillar's module on impact measurement first, then let's meet on Thursday.",
      createdAt: new Date(now.getTime() - 4 * DAY + 3 * HOUR),
    },
  ]);
  const open = await createMentoringRequest(db, {
    organizationId,
    menteeId: member(10),
    focus: "Getting started with impact reporting",
  });
  await db
    .update(mentoringRequests)
    .set({ createdAt: new Date(now.getTime() - 2 * DAY) })
    .where(eq(mentoringRequests.id, open.id));

  // Likes and comments on the team's latest activity (the hub's feed: progress rows, newest first).
  const latest = await db
    .select({ id: userProgress.id, userId: userProgress.userId, updatedAt: userProgress.updatedAt })
    .from(userProgress)
    .where(inArray(userProgress.userId, people))
    .orderBy(desc(userProgress.updatedAt), desc(userProgress.id))
    .limit(10);
  let comment = 0;
  for (const [i, entry] of latest.entries()) {
    const others = people.filter((id) => id !== entry.userId);
    const at = (hours: number) => new Date(Math.min(now.getTime(), entry.updatedAt.getTime() + hours * HOUR));
    const likers = drawn(others, random, 0.15);
    if (likers.length)
      await db
        .insert(activityLikes)
        .values(likers.map((userId, j) => ({ progressId: entry.id, userId, createdAt: at(j + 1) })))
        .onConflictDoNothing();
    if (i % 3 === 0) {
      const author = others[Math.floor(random() * others.length)];
      await db.insert(activityComments).values({
        progressId: entry.id,
        userId: author,
        body: COMMENTS[comment++ % COMMENTS.length],
        createdAt: at(2),
      });
    }
  }
}
