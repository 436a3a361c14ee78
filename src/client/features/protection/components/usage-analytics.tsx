import { Ban, Download, Eye, Users } from "lucide-react";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { StatTile } from "@/components/stat-tile";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-request";
import type { ProtectionAnalytics } from "../../../../contracts/protection";
import { TIER_LABELS } from "../../../../domain/protection";
import { useProtectionAnalytics } from "../api/get-protection-analytics";
import { UsageCells, UsageHeads } from "./usage-columns";

const tierLabel = (tier: string) => TIER_LABELS[tier as keyof typeof TIER_LABELS] ?? tier;

/** Usage of protected content from the access log: totals, per plan tier and per day (last 30 days). */
export function UsageAnalytics() {
  const analytics = useProtectionAnalytics();
  return (
    <SectionCard
      title="Usage analytics"
      description="Views, downloads and refused attempts on protected modules, last 30 days."
    >
      {analytics.isPending ? (
        <Skeleton className="h-32" />
      ) : analytics.isError ? (
        <QueryError
          title="Usage analytics could not be loaded"
          description={errorMessage(analytics.error)}
          onRetry={() => analytics.refetch()}
        />
      ) : (
        <UsageFigures data={analytics.data} />
      )}
    </SectionCard>
  );
}

export function UsageFigures({ data }: { data: ProtectionAnalytics }) {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile icon={<Eye aria-hidden="true" />} value={data.views} label="Views" />
        <StatTile icon={<Download aria-hidden="true" />} value={data.downloads} label="Downloads" />
        <StatTile icon={<Ban aria-hidden="true" />} value={data.refusals} label="Refused attempts" />
        <StatTile icon={<Users aria-hidden="true" />} value={data.activeUsers} label="Learners" />
      </div>
      {data.byTier.length === 0 ? (
        <EmptyState
          title="No protected content used yet"
          description="Views and downloads of protected modules appear here."
        />
      ) : (
        <Table scrollLabel="Use by plan" containerClassName="rounded-lg border">
          <TableHeader>
            <TableRow>
              <TableHead>Plan tier</TableHead>
              <UsageHeads />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.byTier.map((t) => (
              <TableRow key={t.tier}>
                <TableHead scope="row">{tierLabel(t.tier)}</TableHead>
                <UsageCells views={t.views} downloads={t.downloads} refusals={t.refusals} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
