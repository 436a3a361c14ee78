import { Download, ReceiptPoundSterling } from "lucide-react";
import { EmptyState } from "@/components/query-state";

/** The payment history (a person's, or an organisation's) before any payment. */
export function NoPaymentsYet() {
  return (
    <EmptyState
      icon={ReceiptPoundSterling}
      title="No payments yet"
      description="Each payment appears here with its receipt."
    />
  );
}

/** A payment's receipt, downloaded as the PDF the server writes. */
export function ReceiptLink({ href, receiptNumber }: { href: string; receiptNumber: string }) {
  return (
    <a href={href} download className="inline-flex items-center gap-1 text-primary underline underline-offset-2">
      <Download className="size-4" aria-hidden="true" />
      Receipt {receiptNumber}
    </a>
  );
}
