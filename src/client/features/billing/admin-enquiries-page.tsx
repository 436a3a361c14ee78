import { Inbox } from "lucide-react";
import type { SalesEnquiryRecord } from "../../../contracts/billing";
import { PLANS } from "../../../domain/plans";
import { PageHeader } from "../../components/page-header";
import { QueryStates } from "../../components/query-state";
import { DateTimeCell, RecordTable } from "../../components/record-table";
import { TableCell, TableHead, TableRow } from "../../components/ui/table";
import { useSalesEnquiries } from "./api/get-sales-enquiries";

function EnquiriesTable({ enquiries }: { enquiries: SalesEnquiryRecord[] }) {
  return (
    <RecordTable
      label="Sales enquiries, newest first"
      className="min-w-[56rem]"
      columns={["Received", "Organisation", "Contact", "Plan", "People", "Message"]}
    >
      {enquiries.map((e) => (
        <TableRow key={e.id} className="align-top">
          <DateTimeCell value={e.createdAt} />
          <TableHead scope="row" className="text-slate-900">
            {e.organisation}
          </TableHead>
          <TableCell>
            <div className="font-medium text-slate-900">{e.name}</div>
            <a href={`mailto:${e.email}`} className="text-brand-700 underline underline-offset-2">
              {e.email}
            </a>
          </TableCell>
          <TableCell>{PLANS[e.planId].name}</TableCell>
          <TableCell>{e.teamSize}</TableCell>
          <TableCell className="max-w-sm text-slate-700">
            {e.message ?? <span className="text-slate-500">None given</span>}
          </TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

/** /admin/enquiries: the "Contact Sales" enquiries from the pricing page, for administrators. */
export default function AdminEnquiriesPage() {
  const enquiries = useSalesEnquiries();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title="Sales Enquiries" description="Contact Sales enquiries from the pricing page, newest first." />
      <div className="mt-6">
        <QueryStates
          query={enquiries}
          loadingLabel="Loading enquiries"
          error={{ title: "Sales enquiries could not be loaded" }}
          isEmpty={(data) => data.length === 0}
          empty={{ icon: Inbox, title: "No enquiries yet", description: "Contact Sales enquiries will appear here." }}
        >
          {(data) => (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {data.length} {data.length === 1 ? "enquiry" : "enquiries"}
              </p>
              <EnquiriesTable enquiries={data} />
            </>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
