import { Download, Inbox, RefreshCw, ShieldAlert } from "lucide-react";
import type { PilotApplicationRecord } from "../../../contracts/pilot";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
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
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-labelledby="applications-caption"
      className="overflow-x-auto rounded-xl border bg-white"
    >
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption id="applications-caption" className="sr-only">
          Pilot applications, newest first
        </caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Submitted
            </th>
            <th scope="col" className="px-4 py-3">
              Organisation
            </th>
            <th scope="col" className="px-4 py-3">
              Primary contact
            </th>
            <th scope="col" className="px-4 py-3">
              Employees
            </th>
            <th scope="col" className="px-4 py-3">
              Industry sector
            </th>
            <th scope="col" className="px-4 py-3">
              B-Corp timeline
            </th>
            <th scope="col" className="px-4 py-3">
              Leadership commitment
            </th>
            <th scope="col" className="px-4 py-3">
              Initiatives and goals
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {applications.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={a.createdAt}>{submittedAt(a.createdAt)}</time>
              </td>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {a.organizationName}
              </th>
              <td className="px-4 py-3">
                <div className="font-medium text-slate-900">{a.contactName}</div>
                <a href={`mailto:${a.email}`} className="text-brand-700 underline underline-offset-2">
                  {a.email}
                </a>
                {a.phone && <div className="text-slate-600">{a.phone}</div>}
              </td>
              <td className="px-4 py-3">{a.employeeCount}</td>
              <td className="px-4 py-3">{a.industry}</td>
              <td className="px-4 py-3">{a.bCorpTimeline}</td>
              <td className="px-4 py-3">{a.leadershipCommitment}</td>
              <td className="max-w-xs px-4 py-3 text-slate-700">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Administrators review pilot applications and download them as CSV. */
export default function AdminApplicationsPage() {
  const auth = useAuth();
  const isAdmin = auth.status === "signed-in" && auth.user.role === "admin";
  const applications = usePilotApplications(isAdmin);

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
        {isAdmin && (
          <Button asChild variant="outline">
            <a href={PILOT_APPLICATIONS_CSV_URL} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        )}
      </div>

      <div className="mt-6">
        {!isAdmin ? (
          <Card>
            <CardContent className="flex items-center gap-3 pt-5">
              <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
              <p>You need administrator access to view pilot applications.</p>
            </CardContent>
          </Card>
        ) : applications.isPending ? (
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
