import type { FastifyReply } from "fastify";
import type { PlanId } from "../../../domain/plans";
import { receiptFilename, renderReceipt } from "./receipt";
import { receiptNumber } from "./service";

interface ReceiptPayment {
  id: number;
  createdAt: Date;
  amountPence: number;
  planId: PlanId;
  billingCycle: string | null;
  provider: string;
}

/** Sends the PDF receipt of a succeeded payment as a private download (the learner's and the organisation's). */
export async function sendReceipt(
  reply: FastifyReply,
  payment: ReceiptPayment,
  customer: { name: string; email: string },
) {
  const number = receiptNumber(payment.id);
  const pdf = await renderReceipt({
    receiptNumber: number,
    paidAt: payment.createdAt,
    amountPence: payment.amountPence,
    planId: payment.planId,
    billingCycle: payment.billingCycle,
    customerName: customer.name,
    customerEmail: customer.email,
    provider: payment.provider,
  });
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${receiptFilename(number)}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}

/** Sends a generated PDF (a quote, a VAT invoice) as a private download. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}
