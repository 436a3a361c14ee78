import { PDFDocument, rgb } from "pdf-lib";
import { formatPence, PLANS, type PlanId } from "../../../domain/plans";
import { embedPdfFonts } from "../../platform/pdf-fonts";

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
  const plan = PLANS[input.planId];
  // issue 27: a Unicode font, so a customer's name prints as written (Chinese only when it needs it).
  const { sans: regular, sansBold: bold } = await embedPdfFonts(
    pdf,
    ["sans", "sansBold"],
    [input.customerName, input.customerEmail],
  );

  let y = 780;
  bold.drawText(page, "PIVOT Learning", { x: 56, y, size: 20, color: TEAL });
  y -= 36;
  bold.drawText(page, "Receipt", { x: 56, y, size: 16, color: INK });
  y -= 30;
  const rows: [string, string][] = [
    ["Receipt number", input.receiptNumber],
    ["Date paid", longDate(input.paidAt)],
    ["Billed to", `${input.customerName} <${input.customerEmail}>`],
    ["Plan", `${plan.name}${input.billingCycle ? ` (${input.billingCycle})` : ""}`],
    ["Amount paid", formatPence(input.amountPence)],
    ["Paid with", input.provider === "stripe" ? "Card (Stripe)" : "Test payment: no card was charged"],
  ];
  for (const [label, value] of rows) {
    bold.drawText(page, label, { x: 56, y, size: 11, color: MUTED });
    regular.drawText(page, value, { x: 200, y, size: 11, color: INK });
    y -= 22;
  }
  y -= 20;
  regular.drawText(page, "Subscriptions are billed in advance and renew automatically until cancelled.", {
    x: 56,
    y,
    size: 9,
    color: MUTED,
  });
  return pdf.save();
}
