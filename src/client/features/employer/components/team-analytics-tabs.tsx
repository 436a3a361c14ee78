import type { ReactNode } from "react";
import { RegionBoundary } from "@/components/region-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { MembersTab } from "./members-tab";
import { OverviewTab } from "./overview-tab";
import { TeamAnalyticsTab } from "./team-analytics-tab";

/**
 * The employer console's team figures as tabs, each in its own error boundary: Overview, Team
 * Analytics, Learning Pathways (where `pathways` is given: the overlay's) and Team Members.
 */
export function TeamAnalyticsTabs({
  analytics,
  label,
  pathways,
}: {
  analytics: OrganizationAnalytics;
  /** The tab list's accessible name. */
  label: string;
  pathways?: ReactNode;
}) {
  const sections = [
    { value: "overview", label: "Overview", content: <OverviewTab analytics={analytics} /> },
    { value: "analytics", label: "Team Analytics", content: <TeamAnalyticsTab analytics={analytics} /> },
    ...(pathways ? [{ value: "pathways", label: "Learning Pathways", content: pathways }] : []),
    { value: "members", label: "Team Members", content: <MembersTab members={analytics.members} /> },
  ];
  return (
    <Tabs defaultValue="overview" className="min-w-0">
      <TabsList
        aria-label={label}
        className={`grid w-full ${sections.length === 3 ? "grid-cols-3" : "grid-cols-2"} sm:inline-flex sm:w-auto`}
      >
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value}>
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value}>
          <RegionBoundary name={`The ${section.label} tab`}>{section.content}</RegionBoundary>
        </TabsContent>
      ))}
    </Tabs>
  );
}
