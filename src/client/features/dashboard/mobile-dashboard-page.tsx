import { BarChart3, BookOpen, Brain, Clock, Flame, Gauge, Library, TrendingUp, Trophy, Users } from "lucide-react";
import { Link } from "react-router";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { StatTile } from "@/components/stat-tile";
import { StreakDots } from "@/components/streak-dots";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatLongDate } from "@/lib/format";
import { paths } from "../../../contracts/routes";
import { OverviewTab, PivotTab, ProgressTab, SocialTab } from "./components/mobile-tabs";
import { useDashboardPage } from "./use-dashboard-page";
import { welcomeHeading } from "./welcome-heading";

const QUICK_ACTIONS = [
  { label: "My Progress", to: paths.progress, icon: TrendingUp },
  { label: "Library", to: paths.library, icon: Library },
  { label: "Team", to: paths.team, icon: Users },
  { label: "AI Insights", to: paths.aiRecommendations, icon: Brain },
];

/** spec 1 §2: the mobile-style dashboard at /mobile. */
export default function MobileDashboardPage() {
  const dashboard = useDashboardPage();

  if (dashboard.isPending) {
    return (
      <div role="status" aria-label="Loading your dashboard" className="mx-auto grid max-w-2xl gap-4 px-4 py-6">
        <Skeleton className="h-16" />
        <Skeleton className="h-24" />
        <div className="grid grid-cols-2 gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-6">
        <h1 className="sr-only">Dashboard</h1>
        <QueryError title="Unable to load dashboard" onRetry={() => dashboard.refetch()} />
      </div>
    );
  }

  const { user, stats, continueProgress } = dashboard.data;
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-5 px-4 py-6">
      <title>Dashboard · PIVOT Learning</title>
      <div>
        <p className="text-sm text-muted-foreground">{formatLongDate(new Date())}</p>
        <h1 className="text-2xl font-bold text-heading">{welcomeHeading(user.firstName, stats.lastActivityDate)}</h1>
      </div>

      <section
        aria-label="Learning streak"
        className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-primary to-inverse p-4 text-white"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Flame className="size-6 text-highlight" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold">{stats.currentStreak}-day streak</p>
          <p className="text-sm text-inverse-muted">
            {stats.currentStreak > 0
              ? "Keep it going: learn something today."
              : "Complete a module today to start a streak."}
          </p>
        </div>
        <StreakDots activeDays={stats.activeDaysThisWeek} />
      </section>

      <div className="grid grid-cols-2 gap-3">
        <StatTile
          icon={<BookOpen className="size-5" aria-hidden="true" />}
          value={stats.totalModulesCompleted}
          label="Modules completed"
        />
        <StatTile
          icon={<Clock className="size-5" aria-hidden="true" />}
          value={stats.totalLearningHours}
          label="Hours learned"
        />
        <StatTile
          icon={<Trophy className="size-5" aria-hidden="true" />}
          value={stats.totalAchievements}
          label="Achievements"
        />
        <StatTile
          icon={<Gauge className="size-5" aria-hidden="true" />}
          value={stats.engagementScore}
          label="Engagement"
          hint="out of 100"
        />
      </div>

      <Tabs defaultValue="overview">
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="progress">Progress</TabsTrigger>
          <TabsTrigger value="pivot">PIVOT</TabsTrigger>
          <TabsTrigger value="social">Social</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <RegionBoundary name="Overview">
            <OverviewTab stats={stats} continueItems={continueProgress} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="progress">
          <RegionBoundary name="Progress">
            <ProgressTab stats={stats} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="pivot">
          <RegionBoundary name="PIVOT">
            <PivotTab stats={stats} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="social">
          <RegionBoundary name="Social">
            <SocialTab />
          </RegionBoundary>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold text-foreground">
          <BarChart3 className="size-5 text-icon" aria-hidden="true" /> Quick actions
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex flex-col items-center gap-2 rounded-xl border bg-white p-4 text-sm font-medium text-prose shadow-sm hover:border-primary-border"
              >
                <Icon className="size-6 text-primary" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
