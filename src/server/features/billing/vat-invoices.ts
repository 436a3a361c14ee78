import { and, eq, sql } from "drizzle-orm";
import type { BillingDetails } from "../../../contracts/organization-billing";
import type { SeatPrice } from "../../../domain/plans";
import { seatPriceDescription } from "../../../domain/plans";
import { type VatAmounts, type VatTreatment, vatAmounts, vatTreatmentFor } from "../../../domain/vat";
import type { CompanyDetails } from "../../config";
import type { Db } from "../../db/client";
import { organizationBillingDetails, vatInvoices } from "../../db/schema";
import { badRequest, notFound } from "../../errors";

/**
 * VAT invoices of organisation payments (issue 45 item 4, decision 401): the customer an organisation
 * is billed as, the VAT that applies to it, and one invoice per payment numbered without gaps.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The lock under which the next invoice number is taken (one class for the billing feature). */
const INVOICE_NUMBER_LOCK = 401_001;

/** "INV-000042". */
export const vatInvoiceNumber = (number: number) => `INV-${String(number).padStart(6, "0")}`;
export const vatInvoiceFilename = (number: number) => `pivot-vat-invoice-${vatInvoiceNumber(number)}.pdf`;

/** The details the organisation was last billed as, or null before its first purchase. */
export async function storedBillingDetails(db: Db | Tx, organizationId: string): Promise<BillingDetails | null> {
  const [row] = await db
    .select()
    .from(organizationBillingDetails)
    .where(eq(organizationBillingDetails.organizationId, organizationId))
    .limit(1);
  return row ? { name: row.name, address: row.address, country: row.country, vatId: row.vatId } : null;
}

export async function saveBillingDetails(tx: Tx, organizationId: string, details: BillingDetails, now: Date) {
  await tx
    .insert(organizationBillingDetails)
    .values({ organizationId, ...details, updatedAt: now })
    .onConflictDoUpdate({
      target: organizationBillingDetails.organizationId,
      set: {
        name: details.name,
        address: details.address,
        country: details.country,
        vatId: details.vatId,
        updatedAt: now,
      },
    });
}

export interface PricedPurchase {
  price: SeatPrice;
  customer: BillingDetails;
  treatment: VatTreatment;
  amounts: VatAmounts;
  description: string;
}

/** The net price, the VAT that applies to the customer and the gross; 400 when it cannot be sold online. */
export function pricePurchase(price: SeatPrice, customer: BillingDetails): PricedPurchase {
  const vat = vatTreatmentFor(customer);
  if (!vat.ok) throw badRequest(vat.reason, [{ path: "billing.vatId", message: vat.reason }]);
  return {
    price,
    customer,
    treatment: vat.treatment,
    amounts: vatAmounts(price.netPence, vat.rateBasisPoints),
    description: seatPriceDescription(price),
  };
}

export interface IssueVatInvoice {
  paymentId: number;
  organizationId: string;
  issuedAt: Date;
  company: CompanyDetails;
  customer: BillingDetails;
  description: string;
  seats: number;
  treatment: VatTreatment;
  amounts: VatAmounts;
}

/** Issues the payment's VAT invoice in the caller's transaction, with the next number. */
export async function issueVatInvoice(tx: Tx, invoice: IssueVatInvoice): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`);
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${vatInvoices.number}), 0)::int + 1` })
    .from(vatInvoices);
  await tx.insert(vatInvoices).values({
    number: next,
    paymentId: invoice.paymentId,
    organizationId: invoice.organizationId,
    issuedAt: invoice.issuedAt,
    supplierName: invoice.company.name,
    supplierAddress: invoice.company.address.join("\n"),
    supplierVatNumber: invoice.company.vatNumber,
    supplierCompanyNumber: invoice.company.companyNumber,
    customerName: invoice.customer.name,
    customerAddress: invoice.customer.address,
    customerCountry: invoice.customer.country,
    customerVatId: invoice.customer.vatId,
    description: invoice.description,
    seats: invoice.seats,
    netPence: invoice.amounts.netPence,
    vatRateBasisPoints: invoice.amounts.rateBasisPoints,
    vatPence: invoice.amounts.vatPence,
    grossPence: invoice.amounts.grossPence,
    treatment: invoice.treatment,
  });
  return next;
}

export type VatInvoiceRow = typeof vatInvoices.$inferSelect;

/** The VAT invoice of one of the organisation's payments; another's (or none) is not found. */
export async function organizationVatInvoice(db: Db, organizationId: string, paymentId: number) {
  const [row] = await db
    .select()
    .from(vatInvoices)
    .where(and(eq(vatInvoices.paymentId, paymentId), eq(vatInvoices.organizationId, organizationId)))
    .limit(1);
  if (!row) throw notFound("VAT invoice not found");
  return row;
}

/** The invoice numbers of the organisation's payments, by payment id. */
export async function invoiceNumbersByPayment(db: Db, organizationId: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ paymentId: vatInvoices.paymentId, number: vatInvoices.number })
    .from(vatInvoices)
    .where(eq(vatInvoices.organizationId, organizationId));
  return new Map(rows.flatMap((r) => (r.paymentId === null ? [] : [[r.paymentId, vatInvoiceNumber(r.number)]])));
}
