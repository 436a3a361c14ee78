import { Scale } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import type { AdminModule } from "../../../../contracts/content-admin";
import { paths } from "../../../../contracts/routes";
import { useAdminModules } from "../api/get-admin-modules";
import { ModulesQueryError } from "./modules-query-error";

/** Overdue first, then the oldest review: the order an editor works through them. */
const byUrgency = (a: AdminModule, b: AdminModule) =>
  Number(b.reviewOverdue) - Number(a.reviewOverdue) || (a.reviewedOn ?? "").localeCompare(b.reviewedOn ?? "");

/**
 * Issue 47 item 1: each module's last check of its law against its sources, and the ones whose check
 * is more than a year old, flagged for review.
 */
export function LawReviewTab() {
  const modules = useAdminModules();
  if (modules.isPending) return <Skeleton className="h-48" />;
  if (modules.isError) return <ModulesQueryError error={modules.error} onRetry={() => modules.refetch()} />;
  const rows = [...modules.data].sort(byUrgency);
  const overdue = rows.filter((m) => m.reviewOverdue).length;
  return (
    <SectionCard
      title="Law review"
      description={
        overdue === 0
          ? "Every module's law was checked against its sources within the last 12 months."
          : `${overdue} ${overdue === 1 ? "module needs" : "modules need"} its law checked again: the last check is more than 12 months old, or there has been none.`
      }
    >
      {rows.length === 0 ? (
        <EmptyState icon={Scale} title="No modules yet" description="Modules appear here once the catalogue has any." />
      ) : (
        <Table scrollLabel="Modules and their law review">
          <TableHeader>
            <TableRow>
              <TableHead>Module</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Sources</TableHead>
              <TableHead>Last checked</TableHead>
              <TableHead>Next check due</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Link className="font-medium text-primary underline underline-offset-2" to={paths.module(m.id)}>
                    {m.title}
                  </Link>
                </TableCell>
                <TableCell>{m.category}</TableCell>
                <TableCell>{m.legalSourceCount}</TableCell>
                <TableCell>{m.reviewedOn ? formatLongDate(m.reviewedOn) : "Never"}</TableCell>
                <TableCell>{m.reviewDueOn ? formatLongDate(m.reviewDueOn) : "Now"}</TableCell>
                <TableCell>
                  {m.reviewOverdue ? (
                    <Badge variant="destructive">Review due</Badge>
                  ) : (
                    <Badge variant="secondary">Up to date</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
