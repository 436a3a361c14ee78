import { useUserStats } from "@/components/api/get-user-stats";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { RecentAchievements } from "./components/recent-achievements";
import { RecentActivity } from "./components/recent-activity";
import { ActivityThisWeek, StreakCards, WeeklyGoalCard } from "./components/streak-cards";

/** spec 1 §2: Learning Progress at /progress. */
export default function ProgressPage() {
  const stats = useUserStats();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="Learning Progress"
        description="Your streaks, weekly goal, achievements and recent learning."
      />
      {stats.isPending ? (
        <div role="status" aria-label="Loading your progress" className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : stats.isError ? (
        <QueryError title="Failed to load your progress" onRetry={() => stats.refetch()} />
      ) : (
        <>
          <StreakCards stats={stats.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <WeeklyGoalCard stats={stats.data} />
            <ActivityThisWeek stats={stats.data} />
          </div>
        </>
      )}
      <RecentAchievements />
      <RecentActivity />
    </div>
  );
}
