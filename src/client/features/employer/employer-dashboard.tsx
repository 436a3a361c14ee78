import type { CurrentUser } from "../../../contracts/auth";
import { isNoOrganizationError, useOrganizationAnalytics } from "../../components/api/get-organization-analytics";
import { useActiveOrganization } from "../../components/api/get-organizations";
import { QueryError } from "../../components/query-state";
import { RegionBoundary } from "../../components/region-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { EmployerDashboardSkeleton } from "./components/employer-dashboard-skeleton";
import { MembersTab } from "./components/members-tab";
import { NoOrganizationNotice } from "./components/no-organization-notice";
import { OverviewTab } from "./components/overview-tab";
import { PathwaysTab } from "./components/pathways-tab";
import { TeamAnalyticsTab } from "./components/team-analytics-tab";

/**
 * spec 1 §2: the Employer Dashboard overlay's body, four tabs over the organisation's real figures.
 * Loaded lazily by the shell's EmployerOverlay, inside its dialog.
 */
export default function EmployerDashboard({ onClose }: { user: CurrentUser; onClose: () => void }) {
  // spec 1 §7: GET /api/organizations is issued when the overlay opens.
  const { managesTeam: managesTeams } = useActiveOrganization({ fresh: true });
  const analytics = useOrganizationAnalytics({ enabled: managesTeams });

  if (!managesTeams) return <NoOrganizationNotice onNavigate={onClose} />;
  if (analytics.isPending) return <EmployerDashboardSkeleton />;
  if (analytics.isError) {
    return isNoOrganizationError(analytics.error) ? (
      <NoOrganizationNotice onNavigate={onClose} />
    ) : (
      <QueryError title="Failed to load team analytics" onRetry={() => analytics.refetch()} />
    );
  }
  const data = analytics.data;
  return (
    <div className="grid min-w-0 gap-2">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{data.organization.name}</span> · {data.totalMembers}{" "}
        {data.totalMembers === 1 ? "team member" : "team members"}
      </p>
      <Tabs defaultValue="overview" className="min-w-0">
        <TabsList aria-label="Employer Dashboard sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="analytics">Team Analytics</TabsTrigger>
          <TabsTrigger value="pathways">Learning Pathways</TabsTrigger>
          <TabsTrigger value="members">Team Members</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <RegionBoundary name="The Overview tab">
            <OverviewTab analytics={data} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="analytics">
          <RegionBoundary name="The Team Analytics tab">
            <TeamAnalyticsTab analytics={data} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="pathways">
          <RegionBoundary name="The Learning Pathways tab">
            <PathwaysTab analytics={data} />
          </RegionBoundary>
        </TabsContent>
        <TabsContent value="members">
          <RegionBoundary name="The Team Members tab">
            <MembersTab members={data.members} />
          </RegionBoundary>
        </TabsContent>
      </Tabs>
    </div>
  );
}
