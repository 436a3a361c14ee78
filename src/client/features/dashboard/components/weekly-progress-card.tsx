import { Target, Trophy } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import type { Stats } from "../../../../contracts/learning";
import { ofTotal } from "../../../../domain/plural";

/**
 * spec 1 §9: progress = completed this week modulo the goal; issue 26: the goal is the learner's own
 * (set on /profile, default 4), the same on every screen.
 */
export function WeeklyProgressCard({ stats }: { stats: Stats }) {
  const goal = stats.weeklyGoal;
  const progress = stats.weeklyProgress;
  return (
    <SectionCard
      title="This Week's Progress"
      icon={<Target className="size-5 text-icon" aria-hidden="true" />}
      headingId="week-heading"
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm text-body">Weekly goal</p>
        <p className="text-sm font-semibold text-foreground">{ofTotal(progress, goal, "module", "modules")}</p>
      </div>
      <Progress value={(100 * progress) / goal} aria-label="Weekly goal progress" className="mt-2" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{stats.weeklyModulesCompleted} completed this week</span>
        {stats.weeklyGoalsMet > 0 && (
          <Badge variant="accent">
            <Trophy className="size-3" aria-hidden="true" />
            Goal reached ×{stats.weeklyGoalsMet}
          </Badge>
        )}
      </div>
      <div className="mt-4 flex items-baseline justify-between gap-2 border-t pt-3">
        <p className="text-sm text-body">This month</p>
        <p className="text-sm font-semibold text-foreground">
          {ofTotal(stats.monthlyProgress, stats.monthlyGoal, "module", "modules")}
        </p>
      </div>
      <Progress
        value={(100 * stats.monthlyProgress) / Math.max(1, stats.monthlyGoal)}
        aria-label="Monthly goal progress"
        className="mt-2"
      />
    </SectionCard>
  );
}
