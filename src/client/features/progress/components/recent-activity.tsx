import { History } from "lucide-react";
import { useUserProgress } from "@/components/api/get-user-progress";
import { BrowseLibraryButton, ModuleActionLink } from "@/components/learning-links";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { progressItemLabel } from "../../../../domain/progress-labels";

/** spec 1 §9: 5 recent activity rows, the latest progress items. */
const RECENT_ACTIVITY_ROWS = 5;

export function RecentActivity() {
  const progress = useUserProgress();
  return (
    <SectionCard
      title="Recent Learning Activity"
      icon={<History className="size-5 text-icon" aria-hidden="true" />}
      headingId="recent-activity-heading"
    >
      {progress.isPending ? (
        <Skeleton className="h-48" />
      ) : progress.isError ? (
        <QueryError title="Failed to load your activity" onRetry={() => progress.refetch()} />
      ) : progress.data.length === 0 ? (
        <EmptyState
          title="No learning activity yet"
          description="Modules you start appear here with your progress."
          action={<BrowseLibraryButton />}
        />
      ) : (
        <ul className="divide-y">
          {progress.data.slice(0, RECENT_ACTIVITY_ROWS).map((item) => {
            const { label, action } = progressItemLabel(item.status, item.progressPercentage, item.module.duration);
            return (
              <li key={item.moduleId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-foreground">{item.module.title}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <PillarBadge pillar={item.module.pivotPillar} />
                    <span>{label}</span>
                    <span aria-hidden="true">·</span>
                    <span>Updated {formatDate(item.updatedAt)}</span>
                  </div>
                </div>
                <div className="flex items-center gap-3 sm:w-64">
                  <Progress
                    value={item.progressPercentage}
                    aria-label={`${item.module.title} progress`}
                    className="h-1.5"
                  />
                  <ModuleActionLink
                    moduleId={item.moduleId}
                    title={item.module.title}
                    action={action}
                    className="shrink-0"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
