import { Award, CalendarDays, Flame, Target } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { weekActivity } from "@/components/week-activity";
import { cn } from "@/lib/cn";
import { formatLongDate } from "@/lib/format";
import type { Stats } from "../../../../contracts/learning";
import { plural } from "../../../../domain/plural";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function StreakCards({ stats }: { stats: Stats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="flex items-center gap-4 bg-gradient-to-br from-streak-surface to-white p-5">
        <span className="flex size-12 items-center justify-center rounded-full bg-streak-tint text-streak">
          <Flame className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-sm font-medium text-body">Current Streak</h2>
          <p className="text-3xl font-bold text-foreground">{days(stats.currentStreak)}</p>
          <p className="text-xs text-muted-foreground">
            {stats.currentStreak > 0 ? "Learn today to keep it going." : "Complete a module to start a streak."}
          </p>
        </div>
      </Card>
      <Card className="flex items-center gap-4 bg-gradient-to-br from-primary-surface to-white p-5">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
          <Award className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-sm font-medium text-body">Longest Streak</h2>
          <p className="text-3xl font-bold text-foreground">{days(stats.longestStreak)}</p>
          <p className="text-xs text-muted-foreground">
            {stats.lastActivityDate
              ? `Last active ${formatLongDate(`${stats.lastActivityDate}T00:00:00Z`)}`
              : "No activity yet."}
          </p>
        </div>
      </Card>
    </div>
  );
}

/**
 * spec 1 §9: progress = completed this week modulo the goal; issue 26: the goal is the learner's own
 * (set on /profile, default 4), the same on every screen.
 */
export function WeeklyGoalCard({ stats }: { stats: Stats }) {
  const goal = stats.weeklyGoal;
  const progress = stats.weeklyProgress;
  return (
    <SectionCard
      title="Weekly Goal"
      icon={<Target className="size-5 text-icon" aria-hidden="true" />}
      headingId="weekly-goal-heading"
    >
      <p className="text-3xl font-bold text-foreground">
        {progress}
        <span className="text-base font-medium text-muted-foreground"> of {plural(goal, "module", "modules")}</span>
      </p>
      <Progress value={(100 * progress) / goal} aria-label="Weekly goal progress" className="mt-3" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{stats.weeklyModulesCompleted} completed this week</span>
        {stats.weeklyGoalsMet > 0 && <Badge variant="accent">Goal reached ×{stats.weeklyGoalsMet}</Badge>}
      </div>
    </SectionCard>
  );
}

/** The last 7 days (stats.activeDaysThisWeek), today last. */
export function ActivityThisWeek({ stats, today = new Date() }: { stats: Stats; today?: Date }) {
  const week = weekActivity(stats.activeDaysThisWeek, today);
  const active = week.filter((d) => d.active).length;
  return (
    <SectionCard
      title="Activity This Week"
      icon={<CalendarDays className="size-5 text-icon" aria-hidden="true" />}
      headingId="activity-heading"
      description={`Active on ${active} of the last 7 days`}
    >
      <ol className="grid grid-cols-7 gap-2">
        {week.map((d) => (
          <li key={d.day} className="flex flex-col items-center gap-1.5">
            <span
              className={cn(
                "flex h-16 w-full items-end justify-center rounded-lg border",
                d.active ? "border-brand-500 bg-brand-500" : "bg-surface",
                d.isToday && "ring-2 ring-highlight ring-offset-1",
              )}
            >
              <span className="sr-only">{`${formatLongDate(`${d.day}T00:00:00Z`)}: ${d.active ? "active" : "no activity"}`}</span>
            </span>
            <span
              className={cn("text-xs", d.isToday ? "font-semibold text-foreground" : "text-muted-foreground")}
              aria-hidden="true"
            >
              {d.weekday}
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
