import { Inbox } from "lucide-react";
import { useState } from "react";
import { useSalesEnquiries } from "@/components/api/get-sales-enquiries";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-state";
import { DateTimeCell, RecordTable } from "@/components/record-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import type { SalesEnquiryRecord } from "../../../contracts/billing";
import { PLANS } from "../../../domain/plans";
import { ConvertEnquiryDialog } from "./components/convert-enquiry-dialog";

function EnquiriesTable({
  enquiries,
  onConvert,
}: {
  enquiries: SalesEnquiryRecord[];
  onConvert: (enquiry: SalesEnquiryRecord) => void;
}) {
  return (
    <RecordTable
      label="Sales enquiries, newest first"
      className="min-w-[64rem]"
      columns={["Received", "Organisation", "Contact", "Plan", "People", "Message", "Plan recorded"]}
    >
      {enquiries.map((e) => (
        <TableRow key={e.id} className="align-top">
          <DateTimeCell value={e.createdAt} />
          <TableHead scope="row" className="text-foreground">
            {e.organisation}
          </TableHead>
          <TableCell>
            <div className="font-medium text-foreground">{e.name}</div>
            <a href={`mailto:${e.email}`} className="text-primary underline underline-offset-2">
              {e.email}
            </a>
          </TableCell>
          <TableCell>{PLANS[e.planId].name}</TableCell>
          <TableCell>{e.teamSize}</TableCell>
          <TableCell className="max-w-sm text-body">
            {e.message ?? <span className="text-subtle">None given</span>}
          </TableCell>
          <TableCell>
            {e.convertedAt ? (
              <div className="grid gap-1">
                <Badge variant="accent" className="w-fit">
                  Converted
                </Badge>
                <span className="text-sm text-body">
                  {e.convertedOrganization ? e.convertedOrganization.name : "Organisation deleted"},{" "}
                  {formatDate(e.convertedAt)}
                </span>
              </div>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onConvert(e)}
                aria-label={`Convert to plan: ${e.organisation}`}
              >
                Convert to Plan
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

/**
 * /admin/enquiries: the "Contact Sales" enquiries from the pricing page, for administrators; a closed
 * sale becomes an organisation plan with "Convert to Plan" (issue 20).
 */
export default function AdminEnquiriesPage() {
  const enquiries = useSalesEnquiries();
  const [converting, setConverting] = useState<SalesEnquiryRecord | null>(null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Sales Enquiries"
        description="Contact Sales enquiries from the pricing page, newest first. Record a closed sale as an organisation's plan with Convert to Plan."
      />
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
              <p className="mb-3 text-sm text-body">
                {data.length} {data.length === 1 ? "enquiry" : "enquiries"}, {data.filter((e) => e.convertedAt).length}{" "}
                converted
              </p>
              <EnquiriesTable enquiries={data} onConvert={setConverting} />
            </>
          )}
        </QueryStates>
      </div>
      <ConvertEnquiryDialog
        key={converting?.id ?? "closed"}
        enquiry={converting}
        onOpenChange={(open) => {
          if (!open) setConverting(null);
        }}
      />
    </div>
  );
}
