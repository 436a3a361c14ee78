import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { formatPence, PLANS, type PlanId } from "../../../domain/plans";

export interface ReceiptInput {
  receiptNumber: string;
  paidAt: Date;
  amountPence: number;
  planId: PlanId;
  billingCycle: string | null;
  customerName: string;
  customerEmail: string;
  provider: string;
}

const TEAL = rgb(0x0f / 255, 0x3d / 255, 0x3e / 255);
const INK = rgb(0x1f / 255, 0x29 / 255, 0x37 / 255);
const MUTED = rgb(0x6b / 255, 0x72 / 255, 0x80 / 255);

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

/** The receipt file name: pivot-receipt-PIVOT-000012.pdf. */
export const receiptFilename = (receiptNumber: string) => `pivot-receipt-${receiptNumber}.pdf`;

/** A one-page A4 PDF receipt for one payment of the billing history. */
export async function renderReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${input.receiptNumber}`);
  pdf.setAuthor("PIVOT Learning");
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // WinAnsi fonts cannot draw every character a name may hold: those become "?".
  const safe = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff£€]/g, "?");

  let y = 780;
  page.drawText("PIVOT Learning", { x: 56, y, size: 20, font: bold, color: TEAL });
  y -= 36;
  page.drawText("Receipt", { x: 56, y, size: 16, font: bold, color: INK });
  y -= 30;
  const plan = PLANS[input.planId];
  const rows: [string, string][] = [
    ["Receipt number", input.receiptNumber],
    ["Date paid", longDate(input.paidAt)],
    ["Billed to", `${input.customerName} <${input.customerEmail}>`],
    ["Plan", `${plan.name}${input.billingCycle ? ` (${input.billingCycle})` : ""}`],
    ["Amount paid", formatPence(input.amountPence)],
    ["Paid with", input.provider === "stripe" ? "Card (Stripe)" : "Test payment: no card was charged"],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 56, y, size: 11, font: bold, color: MUTED });
    page.drawText(safe(value), { x: 200, y, size: 11, font: regular, color: INK });
    y -= 22;
  }
  y -= 20;
  page.drawText("Subscriptions are billed in advance and renew automatically until cancelled.", {
    x: 56,
    y,
    size: 9,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}
