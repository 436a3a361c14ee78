import { Award, Flame, Gauge, Repeat, Zap } from "lucide-react";
import { useMemo } from "react";
import { useModules } from "@/components/api/get-modules";
import { useUserProgress } from "@/components/api/get-user-progress";
import { useUserStats } from "@/components/api/get-user-stats";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { StatTile } from "@/components/stat-tile";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pillarStyle } from "@/lib/pillar-styles";
import type { ProgressItem, Stats } from "../../../contracts/learning";
import {
  type AnalyticsRow,
  milestones,
  modulesPerWeek,
  predict,
  retentionRate,
  weeklyTrends,
} from "../../../domain/advanced-analytics";
import { SKILL_DEFINITIONS } from "../../../domain/data/intelligence-samples";
import { figureState, INSIGHT_FIGURES, insightEvidence } from "../../../domain/insight-evidence";
import { generateInsights } from "../../../domain/insights";
import { PILLARS } from "../../../domain/pillars";
import { plural } from "../../../domain/plural";
import { skillGaps } from "../../../domain/skills-gap";
import { MONTHLY_GOAL_DEFAULT } from "../../../domain/stats";
import { FigureTile } from "./components/figure-tile";
import { InsightCards } from "./components/insight-cards";
import { ReportActions } from "./components/share-progress";
import { TrendCharts } from "./components/trend-chart";

const toRows = (progress: ProgressItem[]): AnalyticsRow[] =>
  progress.map((p) => ({
    moduleId: p.moduleId,
    title: p.module.title,
    pivotPillar: p.module.pivotPillar,
    isCompleted: p.isCompleted,
    timeSpent: p.timeSpent,
    completedAt: p.completedAt ? new Date(p.completedAt) : null,
    updatedAt: new Date(p.updatedAt),
  }));
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" });

const ANALYTICS_FAILED = { title: "Error", description: "Failed to load analytics data" };

/** spec 3 §2 Advanced Learning Analytics at /advanced-analytics, from the learner's real progress. */
export default function AdvancedAnalyticsPage() {
  const stats = useUserStats({ errorToast: ANALYTICS_FAILED });
  const progress = useUserProgress({ errorToast: ANALYTICS_FAILED });
  const modules = useModules({}, { errorToast: ANALYTICS_FAILED });
  const failed = stats.isError || progress.isError || modules.isError;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="Advanced Learning Analytics"
        description="Performance, competencies, milestones and predictions from your own learning."
        actions={<ReportActions />}
      />
      {failed ? (
        <QueryError
          title="Failed to load analytics data"
          onRetry={() => {
            for (const q of [stats, progress, modules]) if (q.isError) q.refetch();
          }}
        />
      ) : !stats.data || !progress.data || !modules.data ? (
        <div role="status" aria-label="Loading analytics" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <AnalyticsTabs stats={stats.data} progress={progress.data} modules={modules.data} />
      )}
    </div>
  );
}

function AnalyticsTabs({
  stats,
  progress,
  modules,
}: {
  stats: Stats;
  progress: ProgressItem[];
  modules: NonNullable<ReturnType<typeof useModules>["data"]>;
}) {
  const now = useMemo(() => new Date(), []);
  const rows = useMemo(() => toRows(progress), [progress]);
  const completed = new Set(progress.filter((p) => p.isCompleted).map((p) => p.moduleId));
  const weeks = weeklyTrends(rows, now);
  const insights = generateInsights({ ...stats, totalLearningHours: Number(stats.totalLearningHours) }, now);
  const gaps = skillGaps(SKILL_DEFINITIONS, modules, completed);
  const events = milestones(rows);
  const prediction = predict(rows, modules.length, now);
  // Issue 26 item 7: pace and retention only with enough data behind them.
  const evidence = insightEvidence(rows);
  const paceState = figureState("modulesPerWeek", evidence, now);
  const retentionState = figureState("retentionRate", evidence, now);
  // Issue 26: the learner's own weekly goal, as on every screen.
  const weeklyGoal = stats.weeklyGoal;
  return (
    <Tabs defaultValue="performance">
      <TabsList aria-label="Analytics sections">
        <TabsTrigger value="performance">Performance</TabsTrigger>
        <TabsTrigger value="competency">Competency Matrix</TabsTrigger>
        <TabsTrigger value="pivot">PIVOT Analysis</TabsTrigger>
        <TabsTrigger value="milestones">Milestones</TabsTrigger>
        <TabsTrigger value="predictions">Predictions</TabsTrigger>
      </TabsList>
      <TabsContent value="performance" className="grid gap-6">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatTile
            icon={<Gauge className="size-5" aria-hidden="true" />}
            value={stats.engagementScore}
            label="Engagement score"
            hint="out of 100"
          />
          <FigureTile
            icon={<Zap className="size-5" aria-hidden="true" />}
            figure={INSIGHT_FIGURES.modulesPerWeek}
            state={paceState}
            value={modulesPerWeek(rows, now)}
            label="Velocity"
            hint="modules a week, last 4 weeks"
          />
          <FigureTile
            icon={<Repeat className="size-5" aria-hidden="true" />}
            figure={INSIGHT_FIGURES.retentionRate}
            state={retentionState}
            value={`${retentionRate(rows)}%`}
            label="Retention rate"
            hint="of started modules completed"
          />
          <StatTile
            icon={<Flame className="size-5" aria-hidden="true" />}
            value={stats.currentStreak}
            label="Streak days"
          />
        </div>
        <Tabs defaultValue="overview">
          <TabsList aria-label="Performance views">
            <TabsTrigger value="overview">Performance</TabsTrigger>
            <TabsTrigger value="trends">Trends</TabsTrigger>
            <TabsTrigger value="insights">AI Insights</TabsTrigger>
            <TabsTrigger value="goals">Goal Tracking</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <SectionCard title="This month" headingId="performance-month-heading">
              <dl className="grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-muted-foreground">Modules this month</dt>
                  <dd className="text-2xl font-bold">{stats.monthlyProgress}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Hours learned in all</dt>
                  <dd className="text-2xl font-bold">{stats.totalLearningHours}</dd>
                  {/* spec 3 §9: the monthly hours bar scales against 25 h. */}
                  <Progress
                    value={(100 * Math.min(25, Number(stats.totalLearningHours))) / 25}
                    aria-label="Hours against 25"
                  />
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">Skill level</dt>
                  <dd className="text-2xl font-bold">{stats.skillLevel}</dd>
                </div>
              </dl>
            </SectionCard>
          </TabsContent>
          <TabsContent value="trends">
            <SectionCard title="Weekly trends" headingId="weekly-trends-heading" description="The last 8 weeks.">
              <TrendCharts weeks={weeks} />
            </SectionCard>
          </TabsContent>
          <TabsContent value="insights">
            <SectionCard title="AI Insights" headingId="advanced-insights-heading">
              {insights.length === 0 ? (
                <EmptyState title="No insights yet" description="Complete a few modules and patterns appear here." />
              ) : (
                <InsightCards insights={insights} />
              )}
            </SectionCard>
          </TabsContent>
          <TabsContent value="goals">
            <SectionCard title="Goal Tracking" headingId="goal-tracking-heading">
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-1">
                  <p className="text-sm font-medium">
                    Weekly goal: {stats.weeklyProgress} of {weeklyGoal}
                  </p>
                  <Progress value={(100 * stats.weeklyProgress) / weeklyGoal} aria-label="Weekly goal" />
                </div>
                <div className="grid gap-1">
                  <p className="text-sm font-medium">
                    Monthly goal: {Math.min(stats.monthlyProgress, MONTHLY_GOAL_DEFAULT)} of {MONTHLY_GOAL_DEFAULT}
                  </p>
                  <Progress
                    value={(100 * Math.min(stats.monthlyProgress, MONTHLY_GOAL_DEFAULT)) / MONTHLY_GOAL_DEFAULT}
                    aria-label="Monthly goal"
                  />
                </div>
              </div>
            </SectionCard>
          </TabsContent>
        </Tabs>
      </TabsContent>
      <TabsContent value="competency">
        <SectionCard
          title="Competency Matrix"
          headingId="competency-heading"
          description="You against peers, industry leaders and the target (sample benchmarks)."
        >
          <Table scrollLabel="Competency matrix">
            <TableHeader>
              <TableRow>
                <TableHead>Skill</TableHead>
                <TableHead>You</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>Industry</TableHead>
                <TableHead>Peers</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {gaps.map((g) => (
                <TableRow key={g.id}>
                  <TableCell className="font-medium">{g.skillName}</TableCell>
                  <TableCell>{g.currentLevel}%</TableCell>
                  <TableCell>{g.targetLevel}%</TableCell>
                  <TableCell>{g.benchmarkData.industryLeaders}%</TableCell>
                  <TableCell>{g.benchmarkData.peerAverage}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SectionCard>
      </TabsContent>
      <TabsContent value="pivot">
        <SectionCard
          title="PIVOT Analysis"
          headingId="pivot-analysis-heading"
          description="Share of each pillar's modules you have completed."
        >
          <ul className="grid gap-3">
            {PILLARS.map((pillar) => {
              const value = stats.pivotProgress[pillar.toLowerCase() as keyof Stats["pivotProgress"]];
              const count = modules.filter((m) => m.pivotPillar === pillar && completed.has(m.id)).length;
              return (
                <li key={pillar} className="grid gap-1">
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{pillar}</span>
                    <span>
                      {plural(count, "module", "modules")} · {value}%
                    </span>
                  </div>
                  <Progress
                    value={value}
                    aria-label={`${pillar} progress`}
                    indicatorClassName={pillarStyle(pillar).bar}
                  />
                </li>
              );
            })}
          </ul>
        </SectionCard>
      </TabsContent>
      <TabsContent value="milestones">
        <SectionCard title="Milestones" headingId="milestones-heading">
          {events.length === 0 ? (
            <EmptyState
              icon={Award}
              title="No milestones yet"
              description="Your first completed module is your first milestone."
            />
          ) : (
            <ol className="grid gap-3">
              {events.map((m) => (
                <li key={`${m.date}-${m.title}`} className="flex items-start gap-3 rounded-lg border p-3">
                  <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-foreground">{m.title}</p>
                    <p className="text-sm text-body">{m.description}</p>
                    <p className="text-xs text-muted-foreground">{formatDay(m.date)}</p>
                  </div>
                  <Badge variant={m.impact === "high" ? "default" : "secondary"}>
                    {m.impact === "high" ? "High" : "Medium"} impact
                  </Badge>
                </li>
              ))}
            </ol>
          )}
        </SectionCard>
      </TabsContent>
      <TabsContent value="predictions">
        <SectionCard
          title="Predictions"
          headingId="predictions-heading"
          description="A straight line from your last 4 weeks: if your pace holds, this is where it leads."
        >
          {!paceState.ready ? (
            <EmptyState title="Not enough learning yet to predict" description={paceState.toSee} />
          ) : prediction.pace === 0 ? (
            <EmptyState
              title="Not enough recent learning to predict"
              description="Complete a module this month and a forecast appears here."
            />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted-foreground">Your pace</dt>
                <dd className="text-2xl font-bold">{prediction.pace} a week</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Expected in the next 30 days</dt>
                <dd className="text-2xl font-bold">{plural(prediction.nextThirtyDays, "module", "modules")}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Whole library completed by</dt>
                <dd className="text-2xl font-bold">{prediction.finishDate ? formatDay(prediction.finishDate) : "—"}</dd>
              </div>
            </dl>
          )}
        </SectionCard>
      </TabsContent>
    </Tabs>
  );
}
