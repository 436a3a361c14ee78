import { PDFDocument, rgb } from "pdf-lib";
import { formatPence } from "../../../domain/plans";
import {
  countryName,
  formatVatRate,
  OUTSIDE_SCOPE_TEXT,
  REVERSE_CHARGE_TEXT,
  type VatAmounts,
  type VatTreatment,
} from "../../../domain/vat";
import { embedPdfFonts } from "../../platform/pdf-fonts";

/**
 * The VAT invoice and the quote as one-page A4 PDFs (decision 401). HMRC's list for a full VAT invoice
 * (VAT Notice 700 §16; checked 2 December 2026): a unique sequential number, the date of issue and the
 * time of supply, the supplier's name, address and VAT registration number, the customer's name and
 * address, a description with the extent of the service, the unit price, the rate of VAT, the amount
 * excluding VAT, the VAT in sterling and the total; under the reverse charge, a note saying so.
 */

const TEAL = rgb(0x0f / 255, 0x3d / 255, 0x3e / 255);
const INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
const MUTED = rgb(0x6b / 255, 0x72 / 255, 0x80 / 255);

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

export interface PartyLines {
  name: string;
  /** Address lines. */
  address: string[];
  vatNumber: string | null;
  companyNumber?: string | null;
}

export interface BillingDocument {
  kind: "invoice" | "quote";
  /** "VAT invoice" or "Quote". */
  title: string;
  /** [label, value] rows under the title: number, dates. */
  facts: [string, string][];
  supplier: PartyLines;
  customer: PartyLines;
  description: string;
  seats: number;
  amounts: VatAmounts;
  treatment: VatTreatment;
  /** Lines at the foot (validity, payment terms). */
  notes: string[];
}

const addressLines = (address: string, country: string) => [
  ...address
    .split(/\n|,/)
    .map((line) => line.trim())
    .filter(Boolean),
  countryName(country),
];

export const customerLines = (customer: {
  name: string;
  address: string;
  country: string;
  vatId: string | null;
}): PartyLines => ({
  name: customer.name,
  address: customer.address ? addressLines(customer.address, customer.country) : [countryName(customer.country)],
  vatNumber: customer.vatId,
});

/** The note a treatment puts on the document: the reverse charge's wording, or outside the scope. */
export const treatmentNote = (treatment: VatTreatment) =>
  treatment === "reverse_charge" ? REVERSE_CHARGE_TEXT : treatment === "outside_scope" ? OUTSIDE_SCOPE_TEXT : null;

export async function renderBillingDocument(doc: BillingDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.facts[0]?.[1] ?? ""}`.trim());
  pdf.setAuthor(doc.supplier.name);
  const page = pdf.addPage([595.28, 841.89]);
  const texts = [
    doc.supplier.name,
    ...doc.supplier.address,
    doc.customer.name,
    ...doc.customer.address,
    doc.description,
  ];
  const { sans: regular, sansBold: bold } = await embedPdfFonts(pdf, ["sans", "sansBold"], texts);

  let y = 790;
  bold.drawText(page, doc.supplier.name, { x: 56, y, size: 18, color: TEAL });
  y -= 16;
  for (const line of doc.supplier.address) {
    regular.drawText(page, line, { x: 56, y, size: 9, color: INK });
    y -= 12;
  }
  if (doc.supplier.vatNumber) {
    regular.drawText(page, `VAT registration number ${doc.supplier.vatNumber}`, { x: 56, y, size: 9, color: INK });
    y -= 12;
  }
  if (doc.supplier.companyNumber) {
    regular.drawText(page, `Company number ${doc.supplier.companyNumber}`, { x: 56, y, size: 9, color: INK });
    y -= 12;
  }

  y -= 18;
  bold.drawText(page, doc.title, { x: 56, y, size: 16, color: INK });
  y -= 24;
  for (const [label, value] of doc.facts) {
    bold.drawText(page, label, { x: 56, y, size: 10, color: MUTED });
    regular.drawText(page, value, { x: 200, y, size: 10, color: INK });
    y -= 16;
  }

  y -= 12;
  bold.drawText(page, doc.kind === "invoice" ? "Billed to" : "Prepared for", { x: 56, y, size: 10, color: MUTED });
  y -= 15;
  regular.drawText(page, doc.customer.name, { x: 56, y, size: 10, color: INK });
  y -= 13;
  for (const line of doc.customer.address) {
    regular.drawText(page, line, { x: 56, y, size: 10, color: INK });
    y -= 13;
  }
  if (doc.customer.vatNumber) {
    regular.drawText(page, `Customer VAT number ${doc.customer.vatNumber}`, { x: 56, y, size: 10, color: INK });
    y -= 13;
  }

  y -= 18;
  bold.drawText(page, "Description", { x: 56, y, size: 10, color: MUTED });
  bold.drawText(page, "Net amount", { x: 460, y, size: 10, color: MUTED });
  y -= 16;
  regular.drawText(page, doc.description, { x: 56, y, size: 9, color: INK, maxWidth: 390 });
  regular.drawText(page, formatPence(doc.amounts.netPence), { x: 460, y, size: 10, color: INK });
  y -= 30;

  const totals: [string, string][] = [
    ["Total excluding VAT", formatPence(doc.amounts.netPence)],
    [`VAT at ${formatVatRate(doc.amounts.rateBasisPoints)}`, formatPence(doc.amounts.vatPence)],
    [doc.kind === "invoice" ? "Total paid" : "Total to pay", formatPence(doc.amounts.grossPence)],
  ];
  for (const [label, value] of totals) {
    bold.drawText(page, label, { x: 300, y, size: 10, color: MUTED });
    regular.drawText(page, value, { x: 460, y, size: 10, color: INK });
    y -= 16;
  }
  const note = treatmentNote(doc.treatment);
  if (note) {
    y -= 8;
    bold.drawText(page, note, { x: 56, y, size: 10, color: INK, maxWidth: 480 });
    y -= 16;
  }
  y -= 12;
  for (const line of doc.notes) {
    regular.drawText(page, line, { x: 56, y, size: 9, color: MUTED, maxWidth: 480 });
    y -= 13;
  }
  return pdf.save();
}

export { longDate };

export interface QuoteInput {
  reference: string;
  issuedAt: Date;
  validUntil: Date;
  supplier: PartyLines;
  customer: PartyLines;
  description: string;
  seats: number;
  amounts: VatAmounts;
  treatment: VatTreatment;
  billingCycle: "monthly" | "yearly";
}

/** The quote a buyer downloads before paying: the same figures the purchase charges. */
export function renderQuote(quote: QuoteInput): Promise<Uint8Array> {
  return renderBillingDocument({
    kind: "quote",
    title: "Quote",
    facts: [
      ["Quote reference", quote.reference],
      ["Date", longDate(quote.issuedAt)],
      ["Valid until", longDate(quote.validUntil)],
      ["Seats", String(quote.seats)],
      ["Billed", quote.billingCycle === "yearly" ? "Yearly, in advance" : "Monthly, in advance"],
    ],
    supplier: quote.supplier,
    customer: quote.customer,
    description: quote.description,
    seats: quote.seats,
    amounts: quote.amounts,
    treatment: quote.treatment,
    notes: [
      "This is a quote, not a VAT invoice. The VAT invoice is issued when the payment is taken.",
      "Pay by card on the organisation's billing page; the plan starts when the payment is taken.",
    ],
  });
}

export interface InvoiceRowForPdf {
  number: string;
  issuedAt: Date;
  supplierName: string;
  supplierAddress: string;
  supplierVatNumber: string;
  supplierCompanyNumber: string;
  customerName: string;
  customerAddress: string;
  customerCountry: string;
  customerVatId: string | null;
  description: string;
  seats: number;
  netPence: number;
  vatRateBasisPoints: number;
  vatPence: number;
  grossPence: number;
  treatment: VatTreatment;
  paidWith: string;
}

/** The VAT invoice of a payment, from its stored row (never from today's settings). */
export function renderVatInvoice(row: InvoiceRowForPdf): Promise<Uint8Array> {
  return renderBillingDocument({
    kind: "invoice",
    title: "VAT invoice",
    facts: [
      ["Invoice number", row.number],
      ["Invoice date", longDate(row.issuedAt)],
      ["Time of supply", longDate(row.issuedAt)],
      ["Seats", String(row.seats)],
      ["Paid with", row.paidWith],
    ],
    supplier: {
      name: row.supplierName,
      address: row.supplierAddress.split("\n").filter(Boolean),
      vatNumber: row.supplierVatNumber,
      companyNumber: row.supplierCompanyNumber,
    },
    customer: customerLines({
      name: row.customerName,
      address: row.customerAddress,
      country: row.customerCountry,
      vatId: row.customerVatId,
    }),
    description: row.description,
    seats: row.seats,
    amounts: {
      netPence: row.netPence,
      rateBasisPoints: row.vatRateBasisPoints,
      vatPence: row.vatPence,
      grossPence: row.grossPence,
    },
    treatment: row.treatment,
    notes: ["Amounts are in pounds sterling. Subscriptions are billed in advance and renew until cancelled."],
  });
}
