import { Download, Inbox, RefreshCw } from "lucide-react";
import type { PilotApplicationRecord } from "../../../contracts/pilot";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { errorMessage } from "../../lib/api-request";
import { PILOT_APPLICATIONS_CSV_URL, usePilotApplications } from "./api/get-pilot-applications";

const submittedAt = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

function ApplicationsTable({ applications }: { applications: PilotApplicationRecord[] }) {
  return (
    <Table
      scrollLabel="Pilot applications, newest first"
      containerClassName="rounded-xl border bg-white"
      className="min-w-[64rem]"
    >
      <TableCaption className="sr-only">Pilot applications, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Submitted</TableHead>
          <TableHead>Organisation</TableHead>
          <TableHead>Primary contact</TableHead>
          <TableHead>Employees</TableHead>
          <TableHead>Industry sector</TableHead>
          <TableHead>B-Corp timeline</TableHead>
          <TableHead>Leadership commitment</TableHead>
          <TableHead>Initiatives and goals</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {applications.map((a) => (
          <TableRow key={a.id} className="align-top">
            <TableCell className="whitespace-nowrap text-slate-700">
              <time dateTime={a.createdAt}>{submittedAt(a.createdAt)}</time>
            </TableCell>
            <TableHead scope="row" className="text-slate-900">
              {a.organizationName}
            </TableHead>
            <TableCell>
              <div className="font-medium text-slate-900">{a.contactName}</div>
              <a href={`mailto:${a.email}`} className="text-brand-700 underline underline-offset-2">
                {a.email}
              </a>
              {a.phone && <div className="text-slate-600">{a.phone}</div>}
            </TableCell>
            <TableCell>{a.employeeCount}</TableCell>
            <TableCell>{a.industry}</TableCell>
            <TableCell>{a.bCorpTimeline}</TableCell>
            <TableCell>{a.leadershipCommitment}</TableCell>
            <TableCell className="max-w-xs text-slate-700">
              {a.currentInitiatives && (
                <p>
                  <span className="font-medium text-slate-900">Initiatives: </span>
                  {a.currentInitiatives}
                </p>
              )}
              {a.pilotGoals && (
                <p className="mt-1">
                  <span className="font-medium text-slate-900">Goals: </span>
                  {a.pilotGoals}
                </p>
              )}
              {!a.currentInitiatives && !a.pilotGoals && <span className="text-slate-500">None given</span>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Administrators review pilot applications and download them as CSV. */
export default function AdminApplicationsPage() {
  const applications = usePilotApplications();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <title>Pilot Applications · PIVOT Learning</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Pilot Applications</h1>
          <p className="mt-1 text-muted-foreground">
            Applications to the founding partner pilot programme, newest first.
          </p>
        </div>
        {
          <Button asChild variant="outline">
            <a href={PILOT_APPLICATIONS_CSV_URL} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        }
      </div>

      <div className="mt-6">
        {applications.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading applications">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : applications.isError ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3 pt-5" role="alert">
              <p>Pilot applications could not be loaded: {errorMessage(applications.error)}</p>
              <Button variant="outline" onClick={() => applications.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </CardContent>
          </Card>
        ) : applications.data.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
              <Inbox className="size-8 text-slate-400" aria-hidden="true" />
              <p className="font-medium">No applications yet</p>
            </CardContent>
          </Card>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {applications.data.length} {applications.data.length === 1 ? "application" : "applications"}
            </p>
            <ApplicationsTable applications={applications.data} />
          </>
        )}
      </div>
    </div>
  );
}
