import { Trophy } from "lucide-react";
import { AchievementList } from "@/components/achievement-list";
import { useAchievements } from "@/components/api/get-achievements";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { plural } from "../../../../domain/plural";

/** The learner's achievements, earned ones first, with the points earned. */
export function RecentAchievements() {
  const achievements = useAchievements();
  const list = [...(achievements.data ?? [])].sort((a, b) => Number(b.isCompleted) - Number(a.isCompleted));
  const points = list.reduce((sum, a) => sum + (a.isCompleted ? a.points : 0), 0);
  return (
    <SectionCard
      title="Recent Achievements"
      icon={<Trophy className="size-5 text-icon-accent" aria-hidden="true" />}
      headingId="achievements-heading"
      action={
        achievements.data && (
          <span className="text-sm font-semibold text-primary">{plural(points, "point", "points")}</span>
        )
      }
    >
      {achievements.isPending ? (
        <Skeleton className="h-40" />
      ) : achievements.isError ? (
        <QueryError title="Failed to load achievements" onRetry={() => achievements.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No achievements yet" description="Complete your first module to earn First Steps." />
      ) : (
        <AchievementList achievements={list} />
      )}
    </SectionCard>
  );
}
