import { OrganizationGate } from "@/components/organization-gate";
import { PageHeader } from "@/components/page-header";
import { RegionBoundary } from "@/components/region-boundary";
import { AssignmentList } from "./components/assignment-list";
import { PathwaysTab } from "./components/pathways-tab";
import { TeamAnalyticsLoader } from "./components/team-analytics-loader";
import { EMPLOYER_CONSOLE_ROLES } from "./team-analytics-page";

/**
 * /organization/pathways (issue 26): the team's pathways with their next due dates, who is assigned
 * what and when it is due (overdue marked), and Assign New Pathway with an optional due date.
 */
export default function PathwaysPage() {
  const header = (
    <PageHeader
      title="Pathways and assignments"
      description="Assign pathways to your team with a due date, and see who is on which pathway and when it is due."
    />
  );
  return (
    <div className="py-6">
      <OrganizationGate
        header={header}
        roles={EMPLOYER_CONSOLE_ROLES}
        loadingLabel="Loading pathways and assignments"
        denied={{
          title: "Assignments are for owners, admins and managers",
          description: "Your own assigned pathways and their due dates are on your Pathways page.",
        }}
      >
        {() => (
          <div className="grid gap-6">
            {header}
            <TeamAnalyticsLoader>
              {(data) => (
                <>
                  <RegionBoundary name="Learning Pathways">
                    <PathwaysTab analytics={data} headingLevel={2} />
                  </RegionBoundary>
                  <RegionBoundary name="Assignments">
                    <AssignmentList analytics={data} />
                  </RegionBoundary>
                </>
              )}
            </TeamAnalyticsLoader>
          </div>
        )}
      </OrganizationGate>
    </div>
  );
}
