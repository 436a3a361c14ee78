import { type CalendarFileEvent, DAY_MS } from "./calendar";
import { ofTotal, plural } from "./plural";

/** Team Collaboration Hub rules (spec 3 §2, §9), pure so both sides and the tests share them. */

export type LeaderboardPeriod = "week" | "month" | "quarter";

/** Length of each leaderboard period, ending now: week/month/quarter really change the window. */
export const PERIOD_DAYS: Record<LeaderboardPeriod, number> = { week: 7, month: 30, quarter: 90 };

/** Points: a module completed in the period is worth 100, each minute learned in it 1. */
export const POINTS_PER_MODULE = 100;
export const POINTS_PER_MINUTE = 1;
export const LEADERBOARD_SIZE = 10;
/** spec 3 §2: ranks 1-3 are highlighted. */
export const PODIUM_BADGES = ["Gold", "Silver", "Bronze"] as const;

export interface PeriodWindow {
  /** Start of the period (inclusive). */
  from: Date;
  to: Date;
  /** Start of the period of the same length before it (its end is `from`). */
  previousFrom: Date;
}

export function periodWindow(period: LeaderboardPeriod, now: Date): PeriodWindow {
  const length = PERIOD_DAYS[period] * DAY_MS;
  return {
    from: new Date(now.getTime() - length),
    to: now,
    previousFrom: new Date(now.getTime() - 2 * length),
  };
}

export const leaderboardScore = (modulesCompleted: number, secondsLearned: number): number =>
  modulesCompleted * POINTS_PER_MODULE + Math.floor(secondsLearned / 60) * POINTS_PER_MINUTE;

export interface ScoredMember {
  userId: string;
  name: string;
  score: number;
  previousScore: number;
}

export interface RankedMember extends ScoredMember {
  rank: number;
  /** Places gained since the previous period; null when the member had no score then. */
  change: number | null;
  badge: string | null;
}

/** Highest score first, ties by name then id; members with no score in either period are left out. */
function rankBy(members: ScoredMember[], score: (m: ScoredMember) => number): Map<string, number> {
  const sorted = members
    .filter((m) => score(m) > 0)
    .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name, "en") || (a.userId < b.userId ? -1 : 1));
  return new Map(sorted.map((m, i) => [m.userId, i + 1]));
}

export function rankMembers(members: ScoredMember[]): RankedMember[] {
  const now = rankBy(members, (m) => m.score);
  const before = rankBy(members, (m) => m.previousScore);
  return members
    .filter((m) => now.has(m.userId))
    .map((m) => {
      const rank = now.get(m.userId)!;
      const previous = before.get(m.userId);
      return {
        ...m,
        rank,
        change: previous === undefined ? null : previous - rank,
        badge: rank <= PODIUM_BADGES.length ? PODIUM_BADGES[rank - 1] : null,
      };
    })
    .sort((a, b) => a.rank - b.rank);
}

/** Initials for an avatar: first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : "";
  return `${first}${last}`.toUpperCase();
}

/** "learning" within 15 minutes of a progress update, "online" when active today, else "offline". */
export const LEARNING_WINDOW_MS = 15 * 60_000;
export function memberStatus(lastUpdate: Date | null, lastActiveDay: string | null, now: Date) {
  if (lastUpdate && now.getTime() - lastUpdate.getTime() <= LEARNING_WINDOW_MS) return "learning" as const;
  if (lastActiveDay === now.toISOString().slice(0, 10)) return "online" as const;
  return "offline" as const;
}

/** spec 3 §9: team challenge target 50 modules per month. */
export const CHALLENGE_TARGET_MODULES = 50;
export const CHALLENGE_DAYS = 30;

export const challengeProgress = (completed: number, target: number): number =>
  target > 0 ? Math.min(100, Math.round((100 * completed) / target)) : 0;

/**
 * Issue 26: past the target a challenge says so instead of "201 of 50 modules":
 * "Goal reached: 201 modules, target 50"; below it "12 of 50 modules".
 */
export const challengeProgressLabel = (completed: number, target: number): string =>
  completed >= target
    ? `Goal reached: ${plural(completed, "module", "modules")}, target ${target.toLocaleString("en-GB")}`
    : ofTotal(completed, target, "module", "modules");

/** "starting" until its first day, "active" from then on. */
export const challengeStatus = (startsOn: string, today: string): "active" | "starting" =>
  today >= startsOn ? "active" : "starting";

/** First day of the month (UTC) holding the moment, as 'YYYY-MM-DD'. */
export const monthStart = (now: Date): string => `${now.toISOString().slice(0, 7)}-01`;

/** spec 3 §2 suggested sessions: Coffee & Learn (30 min), Peer Learning Circle, Lightning Sessions (15 min). */
export interface SuggestedSession {
  title: string;
  type: "discussion" | "study" | "presentation";
  durationMinutes: number;
  description: string;
}
export const SUGGESTED_SESSIONS: readonly SuggestedSession[] = [
  {
    title: "Coffee & Learn",
    type: "discussion",
    durationMinutes: 30,
    description: "An informal half hour to talk through a module with colleagues.",
  },
  {
    title: "Peer Learning Circle",
    type: "study",
    durationMinutes: 60,
    description: "A small group works through one pillar together and shares what it learned.",
  },
  {
    title: "Lightning Sessions",
    type: "presentation",
    durationMinutes: 15,
    description: "Short talks: one idea from a module each, fifteen minutes in all.",
  },
];

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  organizer: string;
  now: Date;
}

/** A team event for Add to Calendar (the .ics file). */
export function teamCalendarEvent(event: CalendarEvent): CalendarFileEvent {
  return {
    product: "Team Collaboration Hub",
    uid: event.uid,
    title: event.title,
    description: event.description,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
    organizer: { name: event.organizer, email: "noreply@pivot-learning.invalid" },
    now: event.now,
  };
}
