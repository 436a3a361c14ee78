import { Building2, CheckCircle2, Clock, Download, Gauge, Trophy, Users } from "lucide-react";
import { PillarProgressList } from "@/components/pillar-progress-list";
import { EmptyState } from "@/components/query-state";
import { StatTile } from "@/components/stat-tile";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { formatHours } from "../format";
import { downloadTeamReport } from "../team-report-csv";
import { OverlaySection } from "./overlay-section";

/**
 * spec 1 §2 Team Analytics: cards for team members with active this month, completion rate,
 * average learning hours and PIVOT score; pillar progress with Export Report; top three performers;
 * department performance.
 */
export function TeamAnalyticsTab({ analytics }: { analytics: OrganizationAnalytics }) {
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          icon={<Users className="size-5" aria-hidden="true" />}
          value={analytics.totalMembers}
          label="Team Members"
          hint={`${analytics.activeMembers} active this month`}
        />
        <StatTile
          icon={<CheckCircle2 className="size-5" aria-hidden="true" />}
          value={`${analytics.completionRate}%`}
          label="Completion Rate"
          hint="of the modules members started"
        />
        <StatTile
          icon={<Clock className="size-5" aria-hidden="true" />}
          value={formatHours(analytics.avgLearningHours)}
          label="Avg. Learning Hours"
          hint="per team member"
        />
        <StatTile
          icon={<Gauge className="size-5" aria-hidden="true" />}
          value={analytics.avgPivotScore}
          label="PIVOT Score"
          hint="team average, out of 100"
        />
      </div>

      <OverlaySection
        id="employer-pillar-progress"
        title="PIVOT Pillar Progress"
        icon={<Gauge className="size-4 text-icon" aria-hidden="true" />}
        action={
          <Button variant="outline" size="sm" onClick={() => downloadTeamReport(analytics)}>
            <Download aria-hidden="true" /> Export Report
          </Button>
        }
      >
        <p className="mb-3 text-sm text-muted-foreground">
          Each bar is the share of the pillar's modules the team has completed, counted across the whole catalogue; the
          Completion Rate above counts only the modules someone started, so it is higher.
        </p>
        <PillarProgressList pillars={analytics.pivotProgress} />
      </OverlaySection>

      <div className="grid gap-4 md:grid-cols-2">
        <OverlaySection
          id="employer-top-performers"
          title="Top Performers"
          icon={<Trophy className="size-4 text-icon" aria-hidden="true" />}
        >
          {analytics.topPerformers.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title="No completed modules yet"
              description="The three team members with the most completed modules show here."
            />
          ) : (
            <ol className="grid gap-2">
              {analytics.topPerformers.map((person, index) => (
                <li key={`${person.name}-${index}`} className="flex items-center gap-3 rounded-lg bg-surface p-3">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-highlight text-sm font-bold text-highlight-foreground"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-foreground">{person.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{person.role}</p>
                  </div>
                  <p className="shrink-0 text-sm text-body">
                    {person.progress} {person.progress === 1 ? "module" : "modules"}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </OverlaySection>

        <OverlaySection
          id="employer-department-performance"
          title="Department Performance"
          icon={<Building2 className="size-4 text-icon" aria-hidden="true" />}
        >
          {analytics.departmentBreakdown.length === 0 ? (
            <EmptyState icon={Building2} title="No team members yet" />
          ) : (
            <ul className="grid gap-3">
              {analytics.departmentBreakdown.map((d) => (
                <li key={d.department} className="grid gap-1">
                  <div className="flex justify-between gap-2 text-sm">
                    <span className="font-medium text-foreground">{d.department}</span>
                    <span className="shrink-0 text-body">
                      {d.members} {d.members === 1 ? "member" : "members"} · {d.avgProgress}%
                    </span>
                  </div>
                  <Progress value={d.avgProgress} aria-label={`${d.department} average progress`} />
                </li>
              ))}
            </ul>
          )}
        </OverlaySection>
      </div>
    </div>
  );
}
