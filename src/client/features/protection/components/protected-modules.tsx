import { ShieldCheck } from "lucide-react";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-request";
import { paths } from "../../../../contracts/routes";
import { useProtectedModules } from "../api/get-protected-modules";
import { UsageCells, UsageHeads } from "./usage-columns";

const RISK_VARIANT = { Medium: "secondary", High: "accent", Critical: "destructive" } as const;

/** spec 3 §3 "Protected module": protection and risk, with the last 30 days' use from the access log. */
export function ProtectedModules() {
  const modules = useProtectedModules();
  return (
    <SectionCard title="Protected modules" description="Risk rises with refused attempts in the last 30 days.">
      {modules.isPending ? (
        <Skeleton className="h-32" />
      ) : modules.isError ? (
        <QueryError
          title="Protected modules could not be loaded"
          description={errorMessage(modules.error)}
          onRetry={() => modules.refetch()}
        />
      ) : modules.data.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No protected modules"
          description="Premium modules are always protected; turn on global protection to protect every module."
        />
      ) : (
        <Table
          scrollLabel="Protected modules"
          containerClassName="max-h-96 overflow-y-auto rounded-lg border"
          className="min-w-[36rem]"
        >
          <TableHeader>
            <TableRow>
              <TableHead>Module</TableHead>
              <TableHead>Protection</TableHead>
              <TableHead>Risk</TableHead>
              <UsageHeads />
            </TableRow>
          </TableHeader>
          <TableBody>
            {modules.data.map((m) => (
              <TableRow key={m.id}>
                <TableHead scope="row">
                  <a href={paths.module(m.id)} className="font-medium text-primary underline-offset-2 hover:underline">
                    {m.title}
                  </a>
                </TableHead>
                <TableCell>
                  <Badge variant={m.protection === "Premium" ? "default" : "outline"}>{m.protection}</Badge>
                </TableCell>
                <TableCell>
                  <Badge variant={RISK_VARIANT[m.risk]}>{m.risk}</Badge>
                </TableCell>
                <UsageCells views={m.views30d} downloads={m.downloads30d} refusals={m.refusals30d} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
