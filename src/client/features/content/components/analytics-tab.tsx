import { BarChart3, FileCheck2, FilePen, Library } from "lucide-react";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { StatTile } from "@/components/stat-tile";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { isPillar } from "../../../../domain/pillars";
import { useContentAnalytics } from "../api/get-content-analytics";

/** spec 3 §9: content completion percentage = modules with content over total modules; coverage per pillar. */
export function AnalyticsTab() {
  const analytics = useContentAnalytics();
  if (analytics.isPending) return <Skeleton className="h-48" />;
  if (analytics.isError) {
    return (
      <QueryError
        title="Content analytics could not be loaded"
        description={errorMessage(analytics.error)}
        onRetry={() => analytics.refetch()}
      />
    );
  }
  const a = analytics.data;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          icon={<BarChart3 aria-hidden="true" />}
          value={`${a.completionPercentage}%`}
          label="Content completion"
          hint="Modules with content over all modules"
        />
        <StatTile
          icon={<Library aria-hidden="true" />}
          value={`${a.modulesWithContent} / ${a.totalModules}`}
          label="Modules with content"
        />
        <StatTile icon={<FilePen aria-hidden="true" />} value={a.drafts} label="Drafts awaiting review" />
        <StatTile icon={<FileCheck2 aria-hidden="true" />} value={a.published} label="Generated and published" />
      </div>
      <SectionCard
        title="Coverage by pillar"
        description="How much of each PIVOT pillar has content learners can read."
      >
        {a.pillars.length === 0 ? (
          <EmptyState title="No modules yet" />
        ) : (
          <ul className="space-y-3">
            {a.pillars.map((p) => (
              <li key={p.pillar}>
                <div className="flex items-center justify-between gap-2 text-sm">
                  {isPillar(p.pillar) ? <PillarBadge pillar={p.pillar} /> : <span>{p.pillar}</span>}
                  <span className="text-body">
                    {p.withContent} of {p.total} · {p.percentage}%
                  </span>
                </div>
                <Progress value={p.percentage} className="mt-1.5" aria-label={`${p.pillar} coverage`} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
