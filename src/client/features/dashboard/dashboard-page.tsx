import { useEffect, useState } from "react";
import { QueryError } from "../../components/query-state";
import { toast } from "../../components/ui/use-toast";
import { useUnauthorizedRedirect } from "../../components/use-unauthorized-redirect";
import { isUnauthorizedError } from "../../lib/api-request";
import { useDashboard } from "./api/get-dashboard";
import { ContinueLearning } from "./components/continue-learning";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { LearningAssistant } from "./components/learning-assistant";
import { LibraryWidget } from "./components/library-widget";
import { NeedHelpCard } from "./components/need-help-card";
import { PivotProfileCard } from "./components/pivot-profile-card";
import { PivotProgressCard } from "./components/pivot-progress-card";
import { PlanCard } from "./components/plan-card";
import { RecentModules } from "./components/recent-modules";
import { RecommendedPathways } from "./components/recommended-pathways";
import { TeamAnalyticsPanel } from "./components/team-analytics-panel";
import { WeeklyProgressCard } from "./components/weekly-progress-card";
import { WelcomeBanner } from "./components/welcome-banner";

/** spec 1 §2: the learner dashboard at / for signed-in users. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  const [teamPanelOpen, setTeamPanelOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  useUnauthorizedRedirect(dashboard.error);

  useEffect(() => {
    // spec 1 §8: "Unable to load dashboard" / "Please try refreshing the page".
    if (dashboard.isError && !isUnauthorizedError(dashboard.error)) {
      toast({
        title: "Unable to load dashboard",
        description: "Please try refreshing the page",
        variant: "destructive",
      });
    }
  }, [dashboard.isError, dashboard.error]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <title>Dashboard · PIVOT Learning</title>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <>
          <h1 className="sr-only">Dashboard</h1>
          <QueryError title="Unable to load dashboard" onRetry={() => dashboard.refetch()} />
        </>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <WelcomeBanner
            user={dashboard.data.user}
            stats={dashboard.data.stats}
            teamPanelOpen={teamPanelOpen}
            onToggleTeamPanel={() => setTeamPanelOpen((o) => !o)}
          />
          {dashboard.data.user.role === "employer" && teamPanelOpen && <TeamAnalyticsPanel />}
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
              <ContinueLearning items={dashboard.data.continueProgress} />
              <LibraryWidget />
              <RecommendedPathways />
              <RecentModules modules={dashboard.data.recentModules} />
            </div>
            <div className="grid min-w-0 content-start gap-6">
              <WeeklyProgressCard stats={dashboard.data.stats} />
              <PivotProgressCard stats={dashboard.data.stats} />
              <PivotProfileCard saved={dashboard.data.pivotAssessment} />
              <PlanCard user={dashboard.data.user} />
              <NeedHelpCard user={dashboard.data.user} onOpenChat={() => setAssistantOpen(true)} />
            </div>
          </div>
          <LearningAssistant
            stats={dashboard.data.stats}
            firstName={dashboard.data.user.firstName}
            open={assistantOpen}
            onOpenChange={setAssistantOpen}
          />
        </div>
      )}
    </div>
  );
}
