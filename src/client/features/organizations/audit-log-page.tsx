import { History } from "lucide-react";
import { useId, useState } from "react";
import { useActiveOrganization } from "@/components/api/get-organizations";
import { DateTime } from "@/components/date-time";
import { EmptyState, QueryError } from "@/components/query-state";
import { RecordTable } from "@/components/record-table";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditLogEntry,
  auditActionLabel,
} from "../../../contracts/organizations";
import { auditLogCsvUrl, useAuditLog } from "./api/get-audit-log";
import { ExportCsvLink } from "./components/export-csv-link";
import { describeAuditDetails } from "./components/org-audit-details";
import { OrganizationGate } from "./components/organization-gate";

const byName = (entry: AuditLogEntry) => entry.actorName ?? (entry.actorId ? "A former member" : "PIVOT Learning");

/**
 * /organization/audit-log (issue 20 item 6): who changed what in the organisation, when and from
 * which address — newest first, filtered by action, a page at a time, exportable as CSV. Owners
 * (and site admins) only; the server refuses everyone else.
 */
export default function AuditLogPage() {
  const organizations = useActiveOrganization();
  const active = organizations.active;
  const filterId = useId();
  const [action, setAction] = useState<AuditAction | null>(null);

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4 pt-6">
      <title>Audit log · PIVOT Learning</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-heading sm:text-3xl">Audit log</h1>
        <p className="mt-1 text-muted-foreground">
          Every change to {active?.name ?? "the organisation"}: who made it, when and from which address. Entries are
          never changed or deleted.
        </p>
      </div>
      {active?.role === "owner" && <ExportCsvLink href={auditLogCsvUrl(active.id, action)} />}
    </div>
  );

  return (
    <OrganizationGate
      header={header}
      roles={["owner"]}
      loadingLabel="Loading the audit log"
      denied={{
        title: "Only the owner reads the audit log",
        description: "Ask your organisation's owner if you need to know who changed something.",
      }}
    >
      {(organization) => (
        <div className="grid gap-4 pb-8">
          {header}
          <div className="grid max-w-xs gap-1">
            <label htmlFor={filterId} className="text-sm font-medium">
              Action
            </label>
            <NativeSelect
              id={filterId}
              value={action ?? ""}
              onChange={(event) => setAction((event.target.value || null) as AuditAction | null)}
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {auditActionLabel(a)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <AuditEntries organizationId={organization.id} action={action} />
        </div>
      )}
    </OrganizationGate>
  );
}

function AuditEntries({ organizationId, action }: { organizationId: string; action: AuditAction | null }) {
  const log = useAuditLog(organizationId, action);
  if (log.isPending)
    return (
      <div role="status" aria-label="Loading the audit log" className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  if (log.isError) return <QueryError title="Failed to load the audit log" onRetry={() => log.refetch()} />;
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <EmptyState
        icon={History}
        title={action ? `No "${auditActionLabel(action)}" entries` : "No entries to show"}
        description={
          action ? "Choose another action, or All actions." : "Changes to the organisation appear here as they happen."
        }
      />
    );
  return (
    <div className="grid gap-3">
      {/* Phones: one card per entry; wider screens: a table. */}
      <ul className="grid gap-2 md:hidden" aria-label="Audit log entries">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border bg-white p-3 text-sm">
            <p className="font-semibold text-foreground">{auditActionLabel(entry.action)}</p>
            <p className="text-body">
              {byName(entry)} · <DateTime value={entry.at} />
            </p>
            {Object.keys(entry.details).length > 0 && (
              <p className="mt-1 break-words text-body">{describeAuditDetails(entry)}</p>
            )}
            {entry.ipAddress && <p className="mt-1 text-xs text-muted-foreground">From {entry.ipAddress}</p>}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <RecordTable
          label="Audit log"
          className="min-w-[720px]"
          columns={["When", "Action", "By", "Details", "IP address"]}
        >
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap text-body">
                <DateTime value={entry.at} />
              </TableCell>
              <TableCell className="font-medium text-foreground">{auditActionLabel(entry.action)}</TableCell>
              <TableCell>{byName(entry)}</TableCell>
              <TableCell className="max-w-md break-words text-body">{describeAuditDetails(entry) || "—"}</TableCell>
              <TableCell className="whitespace-nowrap font-mono text-xs text-body">{entry.ipAddress ?? "—"}</TableCell>
            </TableRow>
          ))}
        </RecordTable>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {entries.length} {entries.length === 1 ? "entry" : "entries"}
          {log.hasNextPage ? "" : " — the whole log"}
        </p>
        {log.hasNextPage && (
          <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? "Loading..." : "Show older entries"}
          </Button>
        )}
      </div>
    </div>
  );
}
