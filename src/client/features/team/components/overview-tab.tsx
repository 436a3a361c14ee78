import { BookOpenCheck, CalendarDays, Clock, Users } from "lucide-react";
import { QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { StatTile } from "@/components/stat-tile";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { plural } from "../../../../domain/plural";
import { challengeProgressLabel } from "../../../../domain/team-hub";
import { useTeamOverview } from "../api/get-team-overview";

/** Overview: the team's figures this week and month, from its members' real progress. */
export function OverviewTab({ organizationId }: { organizationId: string }) {
  const overview = useTeamOverview(organizationId);
  if (overview.isError)
    return <QueryError title="Failed to load the team overview" onRetry={() => overview.refetch()} />;
  if (overview.isPending) {
    return (
      <div role="status" aria-label="Loading the team overview" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const o = overview.data;
  const monthly = Math.min(100, Math.round((100 * o.modulesThisMonth) / o.monthlyTarget));
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile icon={<Users className="size-5" aria-hidden="true" />} value={o.totalMembers} label="Team members" />
        <StatTile
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          value={o.activeThisWeek}
          label="Active this week"
        />
        <StatTile
          icon={<BookOpenCheck className="size-5" aria-hidden="true" />}
          value={o.modulesThisMonth}
          label="Modules this month"
        />
        <StatTile
          icon={<Clock className="size-5" aria-hidden="true" />}
          value={o.hoursThisMonth}
          label="Hours this month"
        />
      </div>
      <SectionCard
        title="Team goal this month"
        headingId="team-goal-heading"
        description={`Since the 1st, ${o.organization.name}: ${challengeProgressLabel(o.modulesThisMonth, o.monthlyTarget)}`}
      >
        <Progress value={monthly} aria-label="Team goal this month" />
        <p className="mt-2 text-sm text-body">
          {o.modulesThisMonth >= o.monthlyTarget
            ? "Target reached — well done, team!"
            : `${plural(o.monthlyTarget - o.modulesThisMonth, "more module", "more modules")} to reach the team target of ${o.monthlyTarget}.`}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          {plural(o.studyGroups, "study group", "study groups")} ·{" "}
          {plural(o.upcomingEvents, "upcoming event", "upcoming events")}
        </p>
      </SectionCard>
    </div>
  );
}
