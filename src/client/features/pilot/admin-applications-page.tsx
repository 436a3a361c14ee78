import { Download, Inbox } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { EmptyState, QueryError, QueryStates } from "@/components/query-state";
import { DateTimeCell, RecordTable } from "@/components/record-table";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-request";
import type { PilotApplicationRecord, PilotWaitingListEntry } from "../../../contracts/pilot";
import { plural } from "../../../domain/plural";
import { AdminCohorts } from "./admin-cohorts";
import { PILOT_APPLICATIONS_CSV_URL, usePilotApplications, usePilotWaitingList } from "./api/get-pilot-applications";

/** Issue 26 item 4: the page lists applications, or the waiting list people joined once a cohort closed. */
const LISTS = { applications: "Applications", waitingList: "Waiting list" } as const;
type ListName = keyof typeof LISTS;

const COLUMNS = [
  "Submitted",
  "Organisation",
  "Primary contact",
  "Employees",
  "Industry sector",
  "B-Corp timeline",
  "Leadership commitment",
  "Initiatives and goals",
];

function ApplicationsTable({ applications }: { applications: PilotApplicationRecord[] }) {
  return (
    <RecordTable label="Pilot applications, newest first" className="min-w-[64rem]" columns={COLUMNS}>
      {applications.map((a) => (
        <TableRow key={a.id} className="align-top">
          <DateTimeCell value={a.createdAt} />
          <TableHead scope="row" className="text-foreground">
            {a.organizationName}
          </TableHead>
          <TableCell>
            <div className="font-medium text-foreground">{a.contactName}</div>
            <a href={`mailto:${a.email}`} className="text-primary underline underline-offset-2">
              {a.email}
            </a>
            {a.phone && <div className="text-muted-foreground">{a.phone}</div>}
          </TableCell>
          <TableCell>{a.employeeCount}</TableCell>
          <TableCell>{a.industry}</TableCell>
          <TableCell>{a.bCorpTimeline}</TableCell>
          <TableCell>{a.leadershipCommitment}</TableCell>
          <TableCell className="max-w-xs text-body">
            {a.currentInitiatives && (
              <p>
                <span className="font-medium text-foreground">Initiatives: </span>
                {a.currentInitiatives}
              </p>
            )}
            {a.pilotGoals && (
              <p className="mt-1">
                <span className="font-medium text-foreground">Goals: </span>
                {a.pilotGoals}
              </p>
            )}
            {!a.currentInitiatives && !a.pilotGoals && <span className="text-subtle">None given</span>}
          </TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

function WaitingList() {
  const list = usePilotWaitingList();
  if (list.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading the waiting list">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <QueryError
        title={`The waiting list could not be loaded: ${errorMessage(list.error)}`}
        description={null}
        retryLabel="Try again"
        onRetry={() => list.refetch()}
      />
    );
  }
  const entries: PilotWaitingListEntry[] = list.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="Nobody is on the waiting list"
        description="Visitors can join it once a cohort's applications have closed."
      />
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-body">
        {plural(entries.length, "person", "people")}
        {list.hasNextPage ? " so far, newest first" : " on the waiting list"}
      </p>
      <RecordTable
        label="Pilot waiting list, newest first"
        className="min-w-[48rem]"
        columns={["Joined", "Name", "Email", "Organisation", "Cohort seen closed"]}
      >
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <DateTimeCell value={entry.createdAt} />
            <TableHead scope="row" className="text-foreground">
              {entry.name}
            </TableHead>
            <TableCell>
              <a href={`mailto:${entry.email}`} className="text-primary underline underline-offset-2">
                {entry.email}
              </a>
            </TableCell>
            <TableCell>{entry.organizationName}</TableCell>
            <TableCell>{entry.cohortName ?? "None yet"}</TableCell>
          </TableRow>
        ))}
      </RecordTable>
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? "Loading..." : "Show older entries"}
        </Button>
      )}
    </>
  );
}

/** Administrators review pilot applications and download them as CSV. */
export default function AdminApplicationsPage() {
  const [shown, setShown] = useState<ListName>("applications");
  const applications = usePilotApplications(shown === "applications");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Pilot Applications"
        description="Applications to the founding partner pilot programme, newest first."
        actions={
          <Button asChild variant="outline">
            <a href={PILOT_APPLICATIONS_CSV_URL} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        }
      />
      <div className="mt-6">
        <div className="mb-4">
          <Label htmlFor="pilot-list">Show</Label>
          <NativeSelect id="pilot-list" value={shown} onChange={(e) => setShown(e.target.value as ListName)}>
            {Object.entries(LISTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {shown === "waitingList" ? (
          <WaitingList />
        ) : (
          <QueryStates
            query={applications}
            loadingLabel="Loading applications"
            skeletons={3}
            error={{
              title: `Pilot applications could not be loaded: ${errorMessage(applications.error)}`,
              description: null,
              retryLabel: "Try again",
            }}
            isEmpty={(data) => data.length === 0}
            empty={{ icon: Inbox, title: "No applications yet" }}
          >
            {(data) => (
              <>
                <p className="mb-3 text-sm text-body">{plural(data.length, "application", "applications")}</p>
                <ApplicationsTable applications={data} />
              </>
            )}
          </QueryStates>
        )}
      </div>
      <AdminCohorts />
    </div>
  );
}
