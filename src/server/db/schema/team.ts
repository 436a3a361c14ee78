import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { createdAt } from "./columns";
import { userProgress } from "./learning";
import { organizationRef } from "./organizations";

export const studyGroups = pgTable(
  "study_groups",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    topic: text("topic").notNull(),
    category: text("category").notNull(),
    nextSession: timestamp("next_session", { withTimezone: true }),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("study_groups_org_idx").on(t.organizationId, t.createdAt)],
);

export const studyGroupMembers = pgTable(
  "study_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => studyGroups.id, { onDelete: "cascade" }),
    userId: userRef(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const teamChallenges = pgTable(
  "team_challenges",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    targetModules: integer("target_modules").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    reward: text("reward").notNull(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("team_challenges_org_idx").on(t.organizationId, t.deadline)],
);

export const teamChallengeParticipants = pgTable(
  "team_challenge_participants",
  {
    challengeId: integer("challenge_id")
      .notNull()
      .references(() => teamChallenges.id, { onDelete: "cascade" }),
    userId: userRef(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] })],
);

export const teamEvents = pgTable(
  "team_events",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    topic: text("topic").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    facilitatorId: userRef("facilitator_id"),
    createdAt: createdAt(),
  },
  (t) => [index("team_events_org_starts_idx").on(t.organizationId, t.startsAt)],
);

export const teamEventAttendees = pgTable(
  "team_event_attendees",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => teamEvents.id, { onDelete: "cascade" }),
    userId: userRef(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const mentoringOffers = pgTable(
  "mentoring_offers",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    expertise: text("expertise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mentoring_offers_org_user_idx").on(t.organizationId, t.userId)],
);

export const mentoringRequests = pgTable(
  "mentoring_requests",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    menteeId: userRef("mentee_id"),
    mentorId: text("mentor_id").references(() => user.id, { onDelete: "set null" }),
    focus: text("focus").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [index("mentoring_requests_org_idx").on(t.organizationId, t.createdAt)],
);

export const mentoringMessages = pgTable(
  "mentoring_messages",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => mentoringRequests.id, { onDelete: "cascade" }),
    senderId: userRef("sender_id"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mentoring_messages_request_idx").on(t.requestId, t.createdAt)],
);

/** A like of an activity-feed entry; the entry is a progress row (a module started or completed). */
export const activityLikes = pgTable(
  "activity_likes",
  {
    progressId: integer("progress_id")
      .notNull()
      .references(() => userProgress.id, { onDelete: "cascade" }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.progressId, t.userId] })],
);

export const activityComments = pgTable(
  "activity_comments",
  {
    id: serial("id").primaryKey(),
    progressId: integer("progress_id")
      .notNull()
      .references(() => userProgress.id, { onDelete: "cascade" }),
    userId: userRef(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("activity_comments_progress_idx").on(t.progressId, t.createdAt)],
);

/** Share Progress: a read-only progress page behind an unguessable token the learner can turn off. */
export const progressShares = pgTable("progress_shares", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
});
