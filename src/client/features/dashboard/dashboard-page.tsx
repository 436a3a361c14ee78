import { useState } from "react";
import { useSearchParams } from "react-router";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { AssignedWork } from "./components/assigned-work";
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
import { useDashboardPage } from "./use-dashboard-page";

/** spec 1 §2: the learner dashboard at / for signed-in users. */
export default function DashboardPage() {
  const dashboard = useDashboardPage();
  const [teamPanelOpen, setTeamPanelOpen] = useState(false);
  const { managesTeam } = useActiveOrganization();
  const [assistantOpen, setAssistantOpen] = useState(false);
  // A support reply's notification links to /?support=open: the conversation opens (issue 10).
  const [searchParams] = useSearchParams();
  const supportOpen = searchParams.get("support") === "open";

  return (
    // lg:pr-20 keeps a gutter for the assistant's floating button, so it covers no card (issue 15,
    // decision 222: this wins over issue 26's wish that the cards line up with the header's right edge).
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:pr-20">
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
          {/* Each card is its own region: one that fails shows Retry in its place, the rest stay. */}
          <RegionBoundary name="Welcome banner">
            <WelcomeBanner
              user={dashboard.data.user}
              stats={dashboard.data.stats}
              teamPanelOpen={teamPanelOpen}
              onToggleTeamPanel={() => setTeamPanelOpen((o) => !o)}
            />
          </RegionBoundary>
          {managesTeam && teamPanelOpen && (
            <RegionBoundary name="Team Analytics">
              <TeamAnalyticsPanel />
            </RegionBoundary>
          )}
          {/* Issue 45 item 3: assigned work with due dates first, above everything else to do. */}
          <RegionBoundary name="Assigned to you">
            <AssignedWork />
          </RegionBoundary>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
              <RegionBoundary name="Continue Learning">
                <ContinueLearning items={dashboard.data.continueProgress} />
              </RegionBoundary>
              <RegionBoundary name="Content Library">
                <LibraryWidget />
              </RegionBoundary>
              <RegionBoundary name="Recommended Learning Pathways">
                <RecommendedPathways />
              </RegionBoundary>
              <RegionBoundary name="Recent Modules">
                <RecentModules modules={dashboard.data.recentModules} />
              </RegionBoundary>
            </div>
            <div className="grid min-w-0 content-start gap-6">
              <RegionBoundary name="This Week's Progress">
                <WeeklyProgressCard stats={dashboard.data.stats} />
              </RegionBoundary>
              <RegionBoundary name="PIVOT Framework Progress">
                <PivotProgressCard stats={dashboard.data.stats} />
              </RegionBoundary>
              <RegionBoundary name="Discover Your PIVOT Profile">
                <PivotProfileCard saved={dashboard.data.pivotAssessment} />
              </RegionBoundary>
              <RegionBoundary name="Your Plan">
                <PlanCard user={dashboard.data.user} />
              </RegionBoundary>
              <RegionBoundary name="Need Help?">
                <NeedHelpCard
                  user={dashboard.data.user}
                  onOpenChat={() => setAssistantOpen(true)}
                  initialDialog={supportOpen ? "chat" : null}
                />
              </RegionBoundary>
            </div>
          </div>
          <RegionBoundary name="AI Learning Assistant">
            <LearningAssistant
              stats={dashboard.data.stats}
              firstName={dashboard.data.user.firstName}
              open={assistantOpen}
              onOpenChange={setAssistantOpen}
            />
          </RegionBoundary>
        </div>
      )}
    </div>
  );
}
