import { OrganizationGate } from "@/components/organization-gate";
import { PageHeader } from "@/components/page-header";
import { RegionBoundary } from "@/components/region-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MembersTab } from "./components/members-tab";
import { OrganisationCourses } from "./components/organisation-courses";
import { OverviewTab } from "./components/overview-tab";
import { TeamAnalyticsLoader } from "./components/team-analytics-loader";
import { TeamAnalyticsTab } from "./components/team-analytics-tab";

/** Owners, admins and managers (a manager sees their reports only; the server scopes the figures). */
export const EMPLOYER_CONSOLE_ROLES = ["owner", "admin", "manager"] as const;

/**
 * /organization/analytics (issue 26): the employer console's team analytics as a page, over the
 * active organisation — the overlay's Overview, Team Analytics and Team Members.
 */
export default function TeamAnalyticsPage() {
  return (
    <div className="py-6">
      <OrganizationGate
        header={
          <PageHeader
            title="Team analytics"
            description="Your team's learning: progress, pillars, top performers and every team member."
          />
        }
        roles={EMPLOYER_CONSOLE_ROLES}
        loadingLabel="Loading team analytics"
        denied={{
          title: "Team analytics are for owners, admins and managers",
          description: "Ask your organisation's owner if you need to see your team's learning.",
        }}
      >
        {(active) => (
          <div className="grid gap-4">
            <PageHeader
              title="Team analytics"
              description={
                active.role === "manager"
                  ? `Your reports in ${active.name}: their progress, pillars and activity.`
                  : `The learning of ${active.name}'s team: progress, pillars, top performers and every team member.`
              }
            />
            <TeamAnalyticsLoader>
              {(data) => (
                <Tabs defaultValue="overview" className="min-w-0">
                  <TabsList
                    aria-label="Team analytics sections"
                    className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto"
                  >
                    <TabsTrigger value="overview">Overview</TabsTrigger>
                    <TabsTrigger value="analytics">Team Analytics</TabsTrigger>
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
                  <TabsContent value="members">
                    <RegionBoundary name="The Team Members tab">
                      <MembersTab members={data.members} />
                    </RegionBoundary>
                  </TabsContent>
                </Tabs>
              )}
            </TeamAnalyticsLoader>
            <RegionBoundary name="Organisation courses">
              <OrganisationCourses organizationId={active.id} canManage={active.role !== "manager"} />
            </RegionBoundary>
          </div>
        )}
      </OrganizationGate>
    </div>
  );
}
