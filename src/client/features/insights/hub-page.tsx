import { CheckCircle2, Circle, Clock, Flame, Gauge, PlayCircle, Target } from "lucide-react";
import { Link } from "react-router";
import { useModules } from "@/components/api/get-modules";
import { useUserProgress } from "@/components/api/get-user-progress";
import { useUserStats } from "@/components/api/get-user-stats";
import { PageHeader } from "@/components/page-header";
import { PillarProgressList } from "@/components/pillar-progress-list";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { StatTile } from "@/components/stat-tile";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Stats } from "../../../contracts/learning";
import { paths } from "../../../contracts/routes";
import { InsightCards } from "./components/insight-cards";
import { ModulePick } from "./components/module-pick";
import { type HubModel, hubModel } from "./hub-data";

const LEVEL_TEXT = {
  accelerated: "Accelerated: you are engaged and on a streak, so your path moves to intermediate and advanced modules.",
  foundation: "Foundation: short beginner modules of 20 minutes or less to build a steady habit.",
  balanced: "Balanced: two beginner modules, then two intermediate ones.",
} as const;

// spec 1 §8: hub load failure.
const HUB_FAILED = { title: "Error", description: "Failed to load intelligent dashboard data" };

/** spec 1 §2 Intelligent hub at /ai-dashboard: Smart Picks, My Path, Analytics, PIVOT from spec 1 §9's rules. */
export default function HubPage() {
  const modules = useModules({}, { errorToast: HUB_FAILED });
  const progress = useUserProgress({ errorToast: HUB_FAILED });
  const stats = useUserStats({ errorToast: HUB_FAILED });
  const failed = modules.isError || progress.isError || stats.isError;
  const retry = () => {
    for (const q of [modules, progress, stats]) if (q.isError) q.refetch();
  };
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="Intelligent Learning Hub"
        description="Picks, a path and insights worked out from your own progress."
      />
      {failed ? (
        <QueryError title="Failed to load intelligent dashboard data" onRetry={retry} />
      ) : modules.isPending || progress.isPending || stats.isPending ? (
        <div role="status" aria-label="Loading the hub" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <HubTabs model={hubModel(modules.data, progress.data, stats.data, new Date())} stats={stats.data} />
      )}
    </div>
  );
}

function HubTabs({ model, stats }: { model: HubModel; stats: Stats }) {
  // Issue 26: the learner's own weekly goal, not the spec's hub 3.
  const goal = stats.weeklyGoal;
  return (
    <Tabs defaultValue="picks">
      <TabsList aria-label="Intelligent hub sections">
        <TabsTrigger value="picks">Smart Picks</TabsTrigger>
        <TabsTrigger value="path">My Path</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
        <TabsTrigger value="pivot">PIVOT</TabsTrigger>
      </TabsList>
      <TabsContent value="picks" className="grid gap-6">
        <SectionCard title="Recommended for you" headingId="hub-recommended-heading">
          {model.recommendations.length === 0 ? (
            <EmptyState title="Nothing left to recommend" description="You have completed every module. Well done!" />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {model.recommendations.map((r) => (
                <ModulePick key={r.module.id} module={r.module} reason={r.reason} />
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard
          title="Quick Wins"
          headingId="hub-quick-wins-heading"
          description="Modules of 20 minutes or less, shortest first."
        >
          {model.quickWins.length === 0 ? (
            <EmptyState title="No quick wins left" description="Every module of 20 minutes or less is done." />
          ) : (
            <ul className="grid gap-3 md:grid-cols-3">
              {model.quickWins.map((m) => (
                <ModulePick key={m.id} module={m} />
              ))}
            </ul>
          )}
        </SectionCard>
      </TabsContent>
      <TabsContent value="path">
        <SectionCard title="Your Adaptive Path" headingId="hub-path-heading" description={LEVEL_TEXT[model.path.level]}>
          {model.path.steps.length === 0 ? (
            <EmptyState title="No path yet" description="There are no modules at your level to suggest right now." />
          ) : (
            <ol className="grid gap-3">
              {model.path.steps.map((step, i) => (
                <li key={step.module.id} className="flex items-start gap-3 rounded-lg border p-3">
                  {step.status === "completed" ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  ) : step.status === "current" ? (
                    <PlayCircle className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-faint" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-foreground">
                      Step {i + 1}: {step.module.title}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Allow about {step.timeAllocationMinutes} min ·{" "}
                      <span className="capitalize">{step.module.difficulty}</span>
                    </p>
                  </div>
                  <Badge
                    variant={
                      step.status === "current" ? "default" : step.status === "completed" ? "secondary" : "outline"
                    }
                    className="capitalize"
                  >
                    {step.status}
                  </Badge>
                  {step.status !== "completed" && (
                    <Button asChild size="sm" variant={step.status === "current" ? "default" : "outline"}>
                      <Link to={paths.module(step.module.id)} aria-label={`Open ${step.module.title}`}>
                        Open
                      </Link>
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </SectionCard>
      </TabsContent>
      <TabsContent value="analytics" className="grid gap-6">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatTile
            icon={<Gauge className="size-5" aria-hidden="true" />}
            value={stats.engagementScore}
            label="Engagement"
            hint="out of 100"
          />
          <StatTile
            icon={<Flame className="size-5" aria-hidden="true" />}
            value={stats.currentStreak}
            label="Day streak"
          />
          <StatTile
            icon={<Clock className="size-5" aria-hidden="true" />}
            value={stats.totalLearningHours}
            label="Hours learned"
          />
          <StatTile
            icon={<Target className="size-5" aria-hidden="true" />}
            value={`${stats.weeklyProgress}/${goal}`}
            label="Weekly goal"
          />
        </div>
        <SectionCard title="Insights" headingId="hub-insights-heading">
          {model.insights.length === 0 ? (
            <EmptyState title="No insights yet" description="Complete a few modules and patterns appear here." />
          ) : (
            <InsightCards insights={model.insights} />
          )}
        </SectionCard>
      </TabsContent>
      <TabsContent value="pivot">
        <SectionCard
          title="PIVOT Balance"
          headingId="hub-pivot-heading"
          description="Share of each pillar's modules you have completed."
        >
          <PillarProgressList pillars={model.pillars} figure={(p) => `${p.completed} of ${p.total} · ${p.progress}%`} />
        </SectionCard>
      </TabsContent>
    </Tabs>
  );
}
