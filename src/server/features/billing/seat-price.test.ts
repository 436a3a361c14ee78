import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationSubscription } from "../../../contracts/organization-billing";
import { payments, subscriptions, vatInvoices } from "../../db/schema";
import { usersWritten } from "../../platform/caches/writes";
import { addMember } from "../../test/factories";
import { pdfPageText } from "../../test/pdf-text";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 45 item 4 (decision 401): a 120-person organisation buys Organisation by the seat in the
 * browser's API, downloads a quote first, and gets a VAT invoice with the supplier's details from
 * settings; the reverse charge for an EU business; the callers who may not.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT: "100000",
    COMPANY_NAME: "PIVOT Learning Test Supplier Ltd",
    COMPANY_ADDRESS: "2 Supplier Row, Manchester, M1 1AA",
    COMPANY_VAT_NUMBER: "GB987654321",
    COMPANY_NUMBER: "12345678",
  });
});
afterAll(() => t?.close());

const UK_BILLING = { name: "Kindred Social Enterprise CIC", address: "5 Mill Lane\nBristol\nBS1 4ST", country: "GB" };
const FR_BILLING = {
  name: "Atelier Solidaire SAS",
  address: "10 rue de la Paix, Paris, 75002",
  country: "FR",
  vatId: "FR 12 345678901",
};

async function organisation(members = 0) {
  const owner = await t.signUp({ firstName: "Hana", lastName: "Head" });
  const res = await t.as(owner, {
    method: "POST",
    url: "/api/organizations",
    payload: { name: `Kindred ${randomUUID().slice(0, 6)}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const org = res.json() as { id: string; name: string };
  const people: TestUser[] = [];
  for (let i = 0; i < members; i++) {
    const person = await t.signUp();
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role: "member", department: null });
    await usersWritten(t.database.db, person.id);
    people.push(person);
  }
  return { org, owner, people };
}

const buy = (u: TestUser, orgId: string, payload: object) =>
  t.as(u, { method: "POST", url: `/api/organizations/${orgId}/subscription`, payload });
const paymentsOf = (u: TestUser, orgId: string) =>
  t.as(u, { method: "GET", url: `/api/organizations/${orgId}/payments` });
const invoiceOf = (u: TestUser, orgId: string, paymentId: number) =>
  t.as(u, { method: "GET", url: `/api/organizations/${orgId}/payments/${paymentId}/invoice` });
const quoteUrl = (orgId: string, query: Record<string, string>) =>
  `/api/organizations/${orgId}/quote?${new URLSearchParams(query).toString()}`;

describe("a 120-seat organisation buys Organisation by the seat (test provider)", () => {
  it("downloads the quote, pays the gross, gets 120 seats and a VAT invoice that reads as HMRC asks", async () => {
    const { org, owner, people } = await organisation(1);

    const quote = await t.as(owner, {
      method: "GET",
      url: quoteUrl(org.id, { planId: "organisation", billingCycle: "monthly", seats: "120", ...UK_BILLING }),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.headers["content-type"]).toBe("application/pdf");
    expect(quote.headers["content-disposition"]).toMatch(/attachment; filename="pivot-quote-Q-\d{8}-[0-9A-F]{6}\.pdf"/);
    const quoteText = await pdfPageText(quote.rawPayload);
    expect(quoteText).toContain("Quote");
    expect(quoteText).toContain("PIVOT Learning Test Supplier Ltd");
    expect(quoteText).toContain("VAT registration number GB987654321");
    expect(quoteText).toContain("Kindred Social Enterprise CIC");
    expect(quoteText).toContain("Total excluding VAT £1,039");
    expect(quoteText).toContain("VAT at 20% £207.80");
    expect(quoteText).toContain("Total to pay £1,246.80");
    // Nothing is bought by a quote.
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, org.id))).toEqual(
      [],
    );

    const res = await buy(owner, org.id, {
      planId: "organisation",
      billingCycle: "monthly",
      seats: 120,
      billing: UK_BILLING,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: "activated", checkoutUrl: null });

    const seen = (
      await t.as(owner, { method: "GET", url: `/api/organizations/${org.id}/subscription` })
    ).json() as OrganizationSubscription;
    expect(seen).toMatchObject({ planId: "organisation", status: "active" });
    expect(seen.seats).toMatchObject({ limit: 120, used: 2 });
    expect(seen.billing).toMatchObject({ seatsBought: 120, billingDetails: { ...UK_BILLING, vatId: null } });

    const history = (await paymentsOf(owner, org.id)).json() as {
      id: number;
      amountPence: number;
      vatInvoiceNumber: string;
    }[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ amountPence: 124_680, planId: "organisation" });
    const invoice = await invoiceOf(owner, org.id, history[0].id);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    const text = await pdfPageText(invoice.rawPayload);
    for (const expected of [
      "VAT invoice",
      `Invoice number ${history[0].vatInvoiceNumber}`,
      "Invoice date",
      "Time of supply",
      "PIVOT Learning Test Supplier Ltd",
      "2 Supplier Row",
      "Manchester",
      "VAT registration number GB987654321",
      "Company number 12345678",
      "Kindred Social Enterprise CIC",
      "5 Mill Lane",
      "BS1 4ST",
      "United Kingdom",
      "Seats 120",
      "Total excluding VAT £1,039",
      "VAT at 20% £207.80",
      "Total paid £1,246.80",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Reverse charge");

    // A member sees the plan but neither the quote nor the invoice.
    expect((await invoiceOf(people[0], org.id, history[0].id)).statusCode).toBe(403);
    expect(
      (
        await t.as(people[0], {
          method: "GET",
          url: quoteUrl(org.id, { planId: "organisation", billingCycle: "monthly", seats: "120" }),
        })
      ).statusCode,
    ).toBe(403);
    // Another organisation's owner cannot read it through their own organisation's address either.
    const other = await organisation();
    expect((await invoiceOf(other.owner, other.org.id, history[0].id)).statusCode).toBe(404);
    expect([403, 404]).toContain((await invoiceOf(other.owner, org.id, history[0].id)).statusCode);

    // Seats are enforced after purchase: 120 is the limit.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, org.id));
    expect(row.seats).toBe(120);
  });

  it("numbers VAT invoices one after another, and keeps the stored customer for the next purchase", async () => {
    const a = await organisation();
    const b = await organisation();
    expect(
      (await buy(a.owner, a.org.id, { planId: "team_leader", billingCycle: "monthly", seats: 10, billing: UK_BILLING }))
        .statusCode,
    ).toBe(200);
    expect(
      (await buy(b.owner, b.org.id, { planId: "team_leader", billingCycle: "yearly", seats: 10, billing: UK_BILLING }))
        .statusCode,
    ).toBe(200);
    const numbersOf = async (orgId: string) =>
      (await t.database.db.select().from(vatInvoices).where(eq(vatInvoices.organizationId, orgId)))
        .map((r) => r.number)
        .sort((x, y) => x - y);
    const [first] = await numbersOf(a.org.id);
    expect(await numbersOf(b.org.id)).toEqual([first + 1]);
    // A change of cycle without billing details uses the stored ones and issues the next number.
    const change = await buy(a.owner, a.org.id, { planId: "team_leader", billingCycle: "yearly", seats: 10 });
    expect(change.statusCode, change.body).toBe(200);
    const [, second] = await numbersOf(a.org.id);
    expect(second).toBeGreaterThan(first + 1);
  });

  it("charges an EU business with a VAT number no VAT and says the reverse charge applies", async () => {
    const { org, owner } = await organisation();
    const res = await buy(owner, org.id, {
      planId: "organisation",
      billingCycle: "monthly",
      seats: 120,
      billing: FR_BILLING,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.organizationId, org.id));
    expect(payment.amountPence).toBe(103_900);
    const text = await pdfPageText((await invoiceOf(owner, org.id, payment.id)).rawPayload);
    expect(text).toContain("Customer VAT number FR12345678901");
    expect(text).toContain("France");
    expect(text).toContain("VAT at 0% £0");
    expect(text).toContain("Total paid £1,039");
    expect(text).toContain("Reverse charge: customer to account for VAT");
  });

  it.each([
    [{ ...FR_BILLING, vatId: "" }, "billing.vatId", "EU gives its VAT number"],
    [{ ...UK_BILLING, vatId: "GB12" }, "billing.vatId", "Enter the VAT number as it is registered"],
    [{ ...UK_BILLING, country: "XX" }, "billing.country", "Choose the country"],
    [{ ...UK_BILLING, address: "" }, "billing.address", "Billing address is required"],
  ])("refuses billing %j (400 at %s) and writes nothing", async (billing, path, message) => {
    const { org, owner } = await organisation();
    const res = await buy(owner, org.id, { planId: "organisation", billingCycle: "monthly", seats: 120, billing });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json().issues)).toContain(path);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, org.id))).toEqual(
      [],
    );
  });

  it("refuses a first purchase without billing details, and a quote above 250 seats", async () => {
    const { org, owner } = await organisation();
    const res = await buy(owner, org.id, { planId: "organisation", billingCycle: "monthly", seats: 120 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name and address the organisation is billed under/);
    const quote = await t.as(owner, {
      method: "GET",
      url: quoteUrl(org.id, { planId: "organisation", billingCycle: "monthly", seats: "251" }),
    });
    expect(quote.statusCode).toBe(400);
    expect(JSON.stringify(quote.json())).toContain("contact sales");
  });
});
