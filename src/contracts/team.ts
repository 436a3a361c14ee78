import { z } from "zod";
import { hasNoNul, idField, idParam, invalidCharacter, requiredText } from "./common";

/**
 * Team Collaboration Hub (spec 3 §2, §3 team entities). Everything is scoped to one organisation,
 * named in the path; its members see each other's names and progress, never e-mail addresses (no
 * schema below has an e-mail field, and the serialiser drops what a schema does not list).
 */

export const organizationParamsSchema = z.object({
  organizationId: z
    .string()
    .min(1, "organizationId is required")
    .max(100, "organizationId must be at most 100 characters")
    .refine(hasNoNul, invalidCharacter("organizationId")),
});

export const activityParamsSchema = organizationParamsSchema.extend({ activityId: idParam("activityId") });
export const groupParamsSchema = organizationParamsSchema.extend({ groupId: idParam("groupId") });
export const eventParamsSchema = organizationParamsSchema.extend({ eventId: idParam("eventId") });
export const challengeParamsSchema = organizationParamsSchema.extend({ challengeId: idParam("challengeId") });
export const mentoringRequestParamsSchema = organizationParamsSchema.extend({ requestId: idParam("requestId") });

export const PAGE_SIZE = 20;
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(10_000, "page must be at most 10000")
    .default(1),
});

export const pageInfoSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});

export const MEMBER_STATUSES = ["online", "learning", "offline"] as const;

/** spec 3 §3 team member (no e-mail: teammates never see one). */
export const teamMemberCardSchema = z.object({
  name: z.string(),
  initials: z.string(),
  department: z.string().nullable(),
  learningStreak: z.number().int().min(0),
  completedModules: z.number().int().min(0),
  status: z.enum(MEMBER_STATUSES),
  currentModule: z.string().nullable(),
});
export type TeamMemberCard = z.infer<typeof teamMemberCardSchema>;

export const teamMembersPageSchema = pageInfoSchema.extend({ members: z.array(teamMemberCardSchema) });
export type TeamMembersPage = z.infer<typeof teamMembersPageSchema>;

/** spec 3 §9: a team challenge's target is 50 modules per month. */
export const TEAM_CHALLENGE_TARGET = 50;

export const teamOverviewSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  /** The caller's place: a team member, the employer managing it, or an administrator. */
  viewerRole: z.enum(["member", "manager", "admin"]),
  totalMembers: z.number().int().min(0),
  /** Members with learning activity in the current ISO week (Monday, UTC). */
  activeThisWeek: z.number().int().min(0),
  /** Modules completed by the team since the first day of the month (UTC). */
  modulesThisMonth: z.number().int().min(0),
  monthlyTarget: z.number().int().min(1),
  hoursThisMonth: z.number().min(0),
  studyGroups: z.number().int().min(0),
  upcomingEvents: z.number().int().min(0),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const ACTIVITY_TYPES = ["completed", "started"] as const;
export const activityCommentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  at: z.string(),
});
export const activityEntrySchema = z.object({
  id: z.number().int(),
  user: z.string(),
  initials: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  moduleId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  likes: z.number().int().min(0),
  isLiked: z.boolean(),
  comments: z.array(activityCommentSchema),
  commentCount: z.number().int().min(0),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
/** The feed pages without a total (counting every progress row of a large team costs more than the page). */
export const activityPageSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  hasMore: z.boolean(),
  entries: z.array(activityEntrySchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const likeBodySchema = z.object({ liked: z.boolean({ error: "liked must be true or false" }) });
export const likeResultSchema = z.object({ likes: z.number().int().min(0), isLiked: z.boolean() });
export const commentBodySchema = z.object({ body: requiredText("Comment", 500) });

export const LEADERBOARD_PERIODS = ["week", "month", "quarter"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const leaderboardQuerySchema = z.object({ period: z.enum(LEADERBOARD_PERIODS).default("week") });
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  user: z.string(),
  /** The caller's own entry (user ids of teammates never leave the server). */
  isYou: z.boolean(),
  initials: z.string(),
  score: z.number().int().min(0),
  modulesCompleted: z.number().int().min(0),
  /** Places gained since the previous period of the same length (positive = up); null = new entry. */
  change: z.number().int().nullable(),
  badge: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's own entry when they are ranked outside the top entries. */
  you: leaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

const futureDateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).refine(hasNoNul, invalidCharacter(label));

export const STUDY_GROUP_CATEGORIES = [
  "Purpose",
  "Innovation",
  "Value",
  "Optimization",
  "Transformation",
  "General",
] as const;
export const createStudyGroupSchema = z.object({
  name: requiredText("Name", 120),
  topic: requiredText("Topic", 200),
  category: z.enum(STUDY_GROUP_CATEGORIES, { error: "Choose a category" }),
  nextSession: futureDateTime("Next session").nullable().optional(),
});
export type CreateStudyGroupInput = z.infer<typeof createStudyGroupSchema>;
export const studyGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  topic: z.string(),
  category: z.string(),
  participants: z.number().int().min(0),
  nextSession: z.string().nullable(),
  /** Mean share of the group's pillar modules its members completed (all modules for General). */
  progress: z.number().int().min(0).max(100),
  createdBy: z.string(),
  isMember: z.boolean(),
});
export type StudyGroup = z.infer<typeof studyGroupSchema>;

export const EVENT_TYPES = ["discussion", "study", "presentation"] as const;
export const createEventSchema = z.object({
  title: requiredText("Title", 120),
  type: z.enum(EVENT_TYPES, { error: "Choose an event type" }),
  topic: requiredText("Topic", 200),
  startsAt: futureDateTime("Date and time"),
  durationMinutes: z
    .number({ error: "Duration must be a whole number of minutes" })
    .int("Duration must be a whole number of minutes")
    .min(5, "Duration must be at least 5 minutes")
    .max(480, "Duration must be at most 480 minutes"),
});
export type CreateEventInput = z.infer<typeof createEventSchema>;
export const teamEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  topic: z.string(),
  date: z.string(),
  duration: z.number().int(),
  facilitator: z.string(),
  attendees: z.number().int().min(0),
  isAttending: z.boolean(),
});
export type TeamEvent = z.infer<typeof teamEventSchema>;

export const createChallengeSchema = z.object({
  title: requiredText("Title", 120),
  description: requiredText("Description", 500),
  category: requiredText("Category", 60),
  reward: requiredText("Reward", 120),
  /** The first day (YYYY-MM-DD); the challenge runs 30 days from it. */
  startsOn: z.iso.date({ error: "Start date must be a date" }),
});
export type CreateChallengeInput = z.infer<typeof createChallengeSchema>;
export const challengeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  participants: z.number().int().min(0),
  /** Modules the participants completed between the start and the deadline. */
  completed: z.number().int().min(0),
  target: z.number().int().min(1),
  progress: z.number().int().min(0).max(100),
  deadline: z.string(),
  reward: z.string(),
  status: z.enum(["active", "starting"]),
  isParticipant: z.boolean(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const offerMentoringSchema = z.object({ expertise: requiredText("Expertise", 200) });
export const requestMentorSchema = z.object({
  focus: requiredText("Focus", 200),
  /** The id of a mentoring offer (a mentor of the organisation); none leaves the request open. */
  mentorOfferId: idField("mentorOfferId").nullable().optional(),
});
export const messageBodySchema = z.object({ body: requiredText("Message", 1000) });
export const mentoringSchema = z.object({
  mentors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      initials: z.string(),
      expertise: z.string(),
      isYou: z.boolean(),
    }),
  ),
  requests: z.array(
    z.object({
      id: z.number().int(),
      mentee: z.string(),
      mentor: z.string().nullable(),
      focus: z.string(),
      status: z.enum(["open", "matched"]),
      isMine: z.boolean(),
      messages: z.array(z.object({ id: z.number().int(), sender: z.string(), body: z.string(), at: z.string() })),
    }),
  ),
  /** A suggested learning partner: a teammate strong where the caller is weak (Find Learning Partner). */
  partner: z.object({ name: z.string(), reason: z.string() }).nullable(),
});
export type Mentoring = z.infer<typeof mentoringSchema>;

export const teamNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TeamNotification = z.infer<typeof teamNotificationSchema>;
