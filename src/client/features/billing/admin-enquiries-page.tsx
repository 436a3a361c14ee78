import { Inbox } from "lucide-react";
import type { SalesEnquiryRecord } from "../../../contracts/billing";
import { PLANS } from "../../../domain/plans";
import { PageHeader } from "../../components/page-header";
import { EmptyState, QueryError } from "../../components/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { useSalesEnquiries } from "./api/get-sales-enquiries";

const submittedAt = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

function EnquiriesTable({ enquiries }: { enquiries: SalesEnquiryRecord[] }) {
  return (
    <Table
      scrollLabel="Sales enquiries, newest first"
      containerClassName="rounded-xl border bg-white"
      className="min-w-[56rem]"
    >
      <TableCaption className="sr-only">Sales enquiries, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>Organisation</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead>People</TableHead>
          <TableHead>Message</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {enquiries.map((e) => (
          <TableRow key={e.id} className="align-top">
            <TableCell className="whitespace-nowrap text-slate-700">
              <time dateTime={e.createdAt}>{submittedAt(e.createdAt)}</time>
            </TableCell>
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
      </TableBody>
    </Table>
  );
}

/** /admin/enquiries: the "Contact Sales" enquiries from the pricing page, for administrators. */
export default function AdminEnquiriesPage() {
  const enquiries = useSalesEnquiries();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title="Sales Enquiries" description="Contact Sales enquiries from the pricing page, newest first." />
      <div className="mt-6">
        {enquiries.isError ? (
          <QueryError title="Sales enquiries could not be loaded" onRetry={() => enquiries.refetch()} />
        ) : !enquiries.data ? (
          <div className="space-y-2" role="status" aria-label="Loading enquiries">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : enquiries.data.length === 0 ? (
          <EmptyState icon={Inbox} title="No enquiries yet" description="Contact Sales enquiries will appear here." />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {enquiries.data.length} {enquiries.data.length === 1 ? "enquiry" : "enquiries"}
            </p>
            <EnquiriesTable enquiries={enquiries.data} />
          </>
        )}
      </div>
    </div>
  );
}
