import { Download, Inbox } from "lucide-react";
import type { PilotApplicationRecord } from "../../../contracts/pilot";
import { PageHeader } from "../../components/page-header";
import { QueryStates } from "../../components/query-state";
import { DateTimeCell, RecordTable } from "../../components/record-table";
import { Button } from "../../components/ui/button";
import { TableCell, TableHead, TableRow } from "../../components/ui/table";
import { errorMessage } from "../../lib/api-request";
import { PILOT_APPLICATIONS_CSV_URL, usePilotApplications } from "./api/get-pilot-applications";

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
    </RecordTable>
  );
}

/** Administrators review pilot applications and download them as CSV. */
export default function AdminApplicationsPage() {
  const applications = usePilotApplications();

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
              <p className="mb-3 text-sm text-slate-700">
                {data.length} {data.length === 1 ? "application" : "applications"}
              </p>
              <ApplicationsTable applications={data} />
            </>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
