import { Activity, CheckCircle2, Clock, PlayCircle, Route, Users } from "lucide-react";
import { EmptyState } from "@/components/query-state";
import { StatTile } from "@/components/stat-tile";
import type { OrganizationAnalytics } from "../../../../contracts/employer";
import { formatAgo, formatHours } from "../format";
import { OverlaySection } from "./overlay-section";

/** spec 1 §2 Overview: four stat cards and Recent Activity with three entries. */
export function OverviewTab({ analytics }: { analytics: OrganizationAnalytics }) {
  const tiles = [
    { icon: Users, value: analytics.totalMembers, label: "Total Employees" },
    { icon: Route, value: analytics.activePathways, label: "Active Pathways" },
    { icon: CheckCircle2, value: `${analytics.completionRate}%`, label: "Completion Rate" },
    { icon: Clock, value: formatHours(analytics.learningHours), label: "Learning Hours" },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ icon: Icon, value, label }) => (
          <StatTile key={label} icon={<Icon className="size-5" aria-hidden="true" />} value={value} label={label} />
        ))}
      </div>
      <OverlaySection
        id="employer-recent-activity"
        title="Recent Activity"
        icon={<Activity className="size-4 text-icon" aria-hidden="true" />}
      >
        {analytics.recentActivity.length === 0 ? (
          <EmptyState
            icon={Activity}
            title="No learning activity yet"
            description="Progress your team members make on modules shows here."
          />
        ) : (
          <ul className="grid gap-2">
            {analytics.recentActivity.map((entry) => (
              <li
                key={`${entry.memberName}-${entry.at}-${entry.moduleTitle}`}
                className="flex items-start gap-3 rounded-lg bg-surface p-3"
              >
                {entry.type === "completed" ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <PlayCircle className="mt-0.5 size-5 shrink-0 text-icon" aria-hidden="true" />
                )}
                <div className="min-w-0">
                  <p className="text-sm text-foreground">
                    <span className="font-medium">{entry.memberName}</span>{" "}
                    {entry.type === "completed" ? "completed" : "started"}{" "}
                    <span className="font-medium">{entry.moduleTitle}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.at}>{formatAgo(entry.at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </OverlaySection>
    </div>
  );
}
