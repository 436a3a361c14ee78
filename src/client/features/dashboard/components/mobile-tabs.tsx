import { Users } from "lucide-react";
import { Link } from "react-router";
import { AchievementList } from "@/components/achievement-list";
import { useAchievements } from "@/components/api/get-achievements";
import { EmptyState, QueryError } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { pillarStyle } from "@/lib/pillar-styles";
import type { ContinueItem, Stats } from "../../../../contracts/learning";
import { paths } from "../../../../contracts/routes";
import { PILLARS, pillarKey } from "../../../../domain/pillars";
import { ofTotal, plural } from "../../../../domain/plural";
import { progressItemLabel } from "../../../../domain/progress-labels";
import { pillarModuleCounts } from "../../../../domain/stats";

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b py-2.5 text-sm last:border-b-0">
      <dt className="text-body">{label}</dt>
      <dd className="font-semibold text-foreground">{value}</dd>
    </div>
  );
}

/**
 * spec 1 §9: progress = completed this week modulo the goal. Issue 26: the learner's own goal (default
 * 4), not the spec's mobile 5, so /mobile and / agree for the same person.
 */
export function OverviewTab({ stats, continueItems }: { stats: Stats; continueItems: ContinueItem[] }) {
  const goal = stats.weeklyGoal;
  const progress = stats.weeklyProgress;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="p-4">
        <h2 className="font-semibold text-foreground">Weekly goal</h2>
        <p className="mt-1 text-sm text-body">{ofTotal(progress, goal, "module", "modules")} this week</p>
        <Progress value={(100 * progress) / goal} aria-label="Weekly goal progress" className="mt-2" />
      </Card>
      <Card className="p-4">
        <h2 className="font-semibold text-foreground">Continue learning</h2>
        {continueItems.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Nothing in progress. Pick a module from the library to begin.
          </p>
        ) : (
          <ul className="mt-2 grid grid-cols-1 gap-2">
            {continueItems.map((item) => {
              const { label, action } = progressItemLabel(item.status, item.progressPercentage, item.duration);
              return (
                <li key={item.id} className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-foreground">{item.title}</p>
                    <p className="text-xs text-muted-foreground">{label}</p>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.module(item.id)} aria-label={`${action}: ${item.title}`}>
                      {action}
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}

export function ProgressTab({ stats }: { stats: Stats }) {
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-foreground">Your learning</h2>
      <dl className="mt-1">
        <Row label="Skill level" value={stats.skillLevel} />
        <Row label="Engagement score" value={`${stats.engagementScore}/100`} />
        <Row label="Longest streak" value={plural(stats.longestStreak, "day", "days")} />
        <Row label="This month" value={ofTotal(stats.monthlyProgress, stats.monthlyGoal, "module", "modules")} />
        <Row label="Favourite category" value={stats.favoriteCategory ?? "Not yet"} />
      </dl>
      <Button asChild variant="outline" className="mt-3 w-full">
        <Link to={paths.progress}>View detailed progress</Link>
      </Button>
    </Card>
  );
}

export function PivotTab({ stats }: { stats: Stats }) {
  const counts = pillarModuleCounts(stats);
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-foreground">PIVOT progress</h2>
      <ul className="mt-3 grid grid-cols-1 gap-3">
        {PILLARS.map((pillar) => (
          <li key={pillar}>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-prose">{pillar}</span>
              <span className="text-body">
                {counts[pillar]} done · {stats.pivotProgress[pillarKey(pillar)]}%
              </span>
            </div>
            <Progress
              value={stats.pivotProgress[pillarKey(pillar)]}
              aria-label={`${pillar} progress`}
              indicatorClassName={pillarStyle(pillar).bar}
              className="mt-1"
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function SocialTab() {
  const achievements = useAchievements();
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="p-4">
        <h2 className="mb-3 font-semibold text-foreground">Your achievements</h2>
        {achievements.isPending ? (
          <Skeleton className="h-40" />
        ) : achievements.isError ? (
          <QueryError title="Failed to load achievements" onRetry={() => achievements.refetch()} />
        ) : achievements.data.length === 0 ? (
          <EmptyState title="No achievements yet" description="Complete your first module to earn First Steps." />
        ) : (
          <AchievementList achievements={achievements.data} compact />
        )}
      </Card>
      <Card className="flex items-center justify-between gap-3 p-4">
        <div>
          <h2 className="font-semibold text-foreground">Learn with your team</h2>
          <p className="text-sm text-muted-foreground">
            Share progress and learn together in the Team Collaboration Hub.
          </p>
        </div>
        <Button asChild size="sm">
          <Link to={paths.team}>
            <Users aria-hidden="true" /> Team
          </Link>
        </Button>
      </Card>
    </div>
  );
}
