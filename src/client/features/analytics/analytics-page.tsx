import { BookOpenCheck, Clock, Gauge, GraduationCap, Lightbulb } from "lucide-react";
import { AchievementList } from "@/components/achievement-list";
import { useAchievements } from "@/components/api/get-achievements";
import { useUserProgress } from "@/components/api/get-user-progress";
import { useUserStats } from "@/components/api/get-user-stats";
import { InsightList } from "@/components/insight-list";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { StatTile } from "@/components/stat-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { generateInsights } from "../../../domain/insights";
import { completionsByWeek, minutesByCategory, pillarPoints } from "./analytics-data";
import { CategoryTimeChart, CompletionsChart, PillarBarChart, PillarRadarChart } from "./components/charts";

const INSIGHT_TYPE_LABELS = {
  positive: "Going well",
  warning: "Needs attention",
  opportunity: "Opportunity",
  info: "Good to know",
} as const;

const ANALYTICS_FAILED = { title: "Error", description: "Failed to load analytics data" };

/** spec 1 §2: Learning Analytics at /analytics, with the tabs Overview, Progress, Achievements, Insights. */
export default function AnalyticsPage() {
  // spec 1 §8: "Failed to load analytics data".
  const stats = useUserStats({ errorToast: ANALYTICS_FAILED });
  const progress = useUserProgress({ errorToast: ANALYTICS_FAILED });
  const achievements = useAchievements({ errorToast: ANALYTICS_FAILED });
  const failed = stats.isError || progress.isError || achievements.isError;

  const retry = () => {
    for (const query of [stats, progress, achievements]) if (query.isError) query.refetch();
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader title="Learning Analytics" description="How your learning is going, drawn from your own progress." />
      {failed ? (
        <QueryError title="Failed to load analytics data" onRetry={retry} />
      ) : stats.isPending || progress.isPending || achievements.isPending ? (
        <div role="status" aria-label="Loading analytics" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="progress">Progress</TabsTrigger>
            <TabsTrigger value="achievements">Achievements</TabsTrigger>
            <TabsTrigger value="insights">Insights</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-6">
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <StatTile
                icon={<BookOpenCheck className="size-5" aria-hidden="true" />}
                value={stats.data.totalModulesCompleted}
                label="Modules completed"
              />
              <StatTile
                icon={<Clock className="size-5" aria-hidden="true" />}
                value={stats.data.totalLearningHours}
                label="Hours learned"
              />
              <StatTile
                icon={<Gauge className="size-5" aria-hidden="true" />}
                value={stats.data.engagementScore}
                label="Engagement"
                hint="out of 100"
              />
              <StatTile
                icon={<GraduationCap className="size-5" aria-hidden="true" />}
                value={stats.data.skillLevel}
                label="Skill level"
              />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <PillarRadarChart points={pillarPoints(stats.data)} />
              <PillarBarChart points={pillarPoints(stats.data)} />
            </div>
          </TabsContent>
          <TabsContent value="progress" className="grid gap-6 lg:grid-cols-2">
            <CompletionsChart weeks={completionsByWeek(progress.data, new Date())} />
            {minutesByCategory(progress.data).length > 0 ? (
              <CategoryTimeChart categories={minutesByCategory(progress.data)} />
            ) : (
              <SectionCard title="Time Spent by Category" headingId="category-time-heading">
                <EmptyState
                  icon={Clock}
                  title="No learning time yet"
                  description="Time you spend in modules is added up here by category."
                />
              </SectionCard>
            )}
          </TabsContent>
          <TabsContent value="achievements">
            <SectionCard
              title="Achievements"
              headingId="analytics-achievements-heading"
              description={`${achievements.data.filter((a) => a.isCompleted).length} of ${achievements.data.length} earned`}
            >
              {achievements.data.length === 0 ? (
                <EmptyState title="No achievements yet" description="Complete your first module to earn First Steps." />
              ) : (
                <AchievementList achievements={achievements.data} />
              )}
            </SectionCard>
          </TabsContent>
          <TabsContent value="insights">
            <SectionCard
              title="Insights"
              headingId="insights-heading"
              description="Patterns in your learning and what to do next."
            >
              {(() => {
                const insights = generateInsights(stats.data, new Date());
                return insights.length === 0 ? (
                  <EmptyState
                    icon={Lightbulb}
                    title="No insights yet"
                    description="Keep learning: insights appear as patterns emerge in your progress."
                  />
                ) : (
                  <InsightList insights={insights} typeLabels={INSIGHT_TYPE_LABELS} />
                );
              })()}
            </SectionCard>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
