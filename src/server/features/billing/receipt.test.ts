import { describe, expect, it } from "vitest";
import { embeddedFonts, pdfPageText, printsText } from "../../test/pdf-text";
import { renderReceipt } from "./receipt";

describe("the receipt PDF (issue 27)", () => {
  it.each(["José Ñúñez", "李小龙"])("prints the customer's name %s as written", async (name) => {
    const pdf = await renderReceipt({
      receiptNumber: "PIVOT-000012",
      paidAt: new Date("2026-03-01T10:00:00Z"),
      amountPence: 2900,
      planId: "individual",
      billingCycle: "monthly",
      customerName: name,
      customerEmail: "customer@example.com",
      provider: "test",
    });
    expect(printsText(await embeddedFonts(pdf), name)).toBe(true);
    const text = await pdfPageText(pdf);
    expect(text).toContain(`${name} <customer@example.com>`);
    expect(text).toContain("Amount paid £29");
  });
});
