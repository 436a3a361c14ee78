import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { payments, vatInvoices } from "../../db/schema";

let invoiceNumber = 900_000;

/** A succeeded Team Leader payment of the organisation's and, unless `invoice` is false, its VAT invoice. */
export async function createOrganizationPaymentRow(
  db: Db,
  input: { organizationId: string; invoice?: boolean },
): Promise<{ paymentId: number }> {
  const [payment] = await db
    .insert(payments)
    .values({
      organizationId: input.organizationId,
      amountPence: 24_900,
      currency: "gbp",
      planId: "team_leader",
      billingCycle: "monthly",
      status: "succeeded",
      provider: "test",
      providerRef: `test_pay_fixture_${randomUUID()}`,
    })
    .returning({ id: payments.id });
  if (input.invoice ?? true)
    await db.insert(vatInvoices).values({
      number: ++invoiceNumber,
      paymentId: payment.id,
      organizationId: input.organizationId,
      issuedAt: new Date(),
      supplierName: "PIVOT Learning Ltd",
      supplierAddress: "1 Example Street, London",
      supplierVatNumber: "GB123456789",
      supplierCompanyNumber: "01234567",
      customerName: "Customer Ltd",
      customerAddress: "2 Example Road, Leeds",
      customerCountry: "GB",
      description: "Team Leader, 5 seats, monthly",
      seats: 5,
      netPence: 20_750,
      vatRateBasisPoints: 2000,
      vatPence: 4150,
      grossPence: 24_900,
      treatment: "standard",
    });
  return { paymentId: payment.id };
}
