import { OrganizationGate } from "@/components/organization-gate";
import { PageHeader } from "@/components/page-header";
import { RegionBoundary } from "@/components/region-boundary";
import { OrganisationCourses } from "./components/organisation-courses";
import { TeamAnalyticsLoader } from "./components/team-analytics-loader";
import { TeamAnalyticsTabs } from "./components/team-analytics-tabs";

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
              {(data) => <TeamAnalyticsTabs analytics={data} label="Team analytics sections" />}
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
