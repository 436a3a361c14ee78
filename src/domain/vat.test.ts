import { describe, expect, it } from "vitest";
import { PLANS, planForSeats, seatPrice, seatPriceDescription } from "./plans";
import {
  normaliseVatId,
  OUTSIDE_SCOPE_TEXT,
  REVERSE_CHARGE_TEXT,
  vatAmounts,
  vatIdLooksValid,
  vatTreatmentFor,
} from "./vat";

const priceOf = (...args: Parameters<typeof seatPrice>) => {
  const result = seatPrice(...args);
  if (!result.ok) throw new Error(result.reason);
  return result.price;
};

describe("seat prices (decision 401)", () => {
  it("prices 120 seats of Organisation as £899 for 100 and £7 for each of the 20 more", () => {
    const price = priceOf(PLANS.organisation, "monthly", 120);
    expect(price).toMatchObject({ basePence: 89_900, includedSeats: 100, extraSeats: 20, extraSeatPence: 700 });
    expect(price.netPence).toBe(89_900 + 20 * 700);
    expect(seatPriceDescription(price)).toBe(
      "PIVOT Learning Organisation, monthly: up to 120 users (100 included, 20 more at £7 each), a month",
    );
  });

  it("charges ten months for a year, seats included", () => {
    expect(priceOf(PLANS.organisation, "yearly", 120).netPence).toBe(899_000 + 20 * 7_000);
    expect(priceOf(PLANS.team_leader, "yearly", 25).netPence).toBe(249_000);
  });

  it("keeps the plan's own price up to its included seats, on both sides of the threshold", () => {
    expect(priceOf(PLANS.organisation, "monthly", 100).netPence).toBe(89_900);
    expect(priceOf(PLANS.organisation, "monthly", 101).netPence).toBe(90_600);
    expect(priceOf(PLANS.organisation, "monthly", 1).netPence).toBe(89_900);
    expect(priceOf(PLANS.team_leader, "monthly", 1).netPence).toBe(24_900);
  });

  it("sells online up to each plan's limit and no further; Enterprise Plus and personal plans never by the seat", () => {
    expect(seatPrice(PLANS.team_leader, "monthly", 25).ok).toBe(true);
    expect(seatPrice(PLANS.team_leader, "monthly", 26)).toMatchObject({ ok: false });
    expect(seatPrice(PLANS.organisation, "monthly", 250).ok).toBe(true);
    expect(seatPrice(PLANS.organisation, "monthly", 251)).toEqual({
      ok: false,
      reason: "Organisation is bought online for up to 250 seats; contact sales for more.",
    });
    expect(seatPrice(PLANS.organisation, "monthly", 0)).toMatchObject({ ok: false });
    expect(seatPrice(PLANS.enterprise_plus, "monthly", 10)).toMatchObject({ ok: false });
    expect(seatPrice(PLANS.individual, "monthly", 1)).toMatchObject({ ok: false });
  });

  it("names the cheapest plan for a head count, and Contact Sales (null) above 250", () => {
    expect(planForSeats(25)?.id).toBe("team_leader");
    expect(planForSeats(26)?.id).toBe("organisation");
    expect(planForSeats(120)?.id).toBe("organisation");
    expect(planForSeats(251)).toBeNull();
  });
});

describe("VAT (decision 401)", () => {
  it("charges UK VAT at 20 % to a customer in the UK and the Isle of Man", () => {
    expect(vatTreatmentFor({ country: "GB", vatId: null })).toEqual({
      ok: true,
      treatment: "standard",
      rateBasisPoints: 2000,
      note: null,
    });
    expect(vatTreatmentFor({ country: "IM", vatId: "GB123456789" })).toMatchObject({ treatment: "standard" });
    expect(vatAmounts(103_900, 2000)).toEqual({
      netPence: 103_900,
      rateBasisPoints: 2000,
      vatPence: 20_780,
      grossPence: 124_680,
    });
  });

  it("applies the reverse charge to an EU business with a VAT number, and refuses one without", () => {
    expect(vatTreatmentFor({ country: "FR", vatId: "FR12345678901" })).toEqual({
      ok: true,
      treatment: "reverse_charge",
      rateBasisPoints: 0,
      note: REVERSE_CHARGE_TEXT,
    });
    expect(REVERSE_CHARGE_TEXT).toBe("Reverse charge: customer to account for VAT");
    expect(vatTreatmentFor({ country: "DE", vatId: null })).toMatchObject({ ok: false });
    expect(vatAmounts(103_900, 0)).toMatchObject({ vatPence: 0, grossPence: 103_900 });
  });

  it("puts a business outside the UK and the EU outside the scope of UK VAT", () => {
    expect(vatTreatmentFor({ country: "US", vatId: null })).toEqual({
      ok: true,
      treatment: "outside_scope",
      rateBasisPoints: 0,
      note: OUTSIDE_SCOPE_TEXT,
    });
  });

  it("rounds the VAT to the nearest penny, in whole pence", () => {
    expect(vatAmounts(1, 2000).vatPence).toBe(0); // 0.2p
    expect(vatAmounts(3, 2000).vatPence).toBe(1); // 0.6p
    expect(vatAmounts(7, 2000).vatPence).toBe(1); // 1.4p
    expect(vatAmounts(8, 2000).vatPence).toBe(2); // 1.6p
    expect(vatAmounts(5, 1000).vatPence).toBe(1); // 0.5p rounds up
    expect(vatAmounts(24_900, 2000)).toMatchObject({ vatPence: 4_980, grossPence: 29_880 });
    expect(() => vatAmounts(1.5, 2000)).toThrow(RangeError);
  });

  it("tidies VAT numbers and checks their shape", () => {
    expect(normaliseVatId("FR", "12 345 678 901")).toBe("FR12345678901");
    expect(normaliseVatId("GR", "123456789")).toBe("EL123456789");
    expect(normaliseVatId("GB", "gb 123-456-789")).toBe("GB123456789");
    expect(normaliseVatId("GB", "  ")).toBeNull();
    expect(vatIdLooksValid("GB", "GB123456789")).toBe(true);
    expect(vatIdLooksValid("GB", "GB12345")).toBe(false);
    expect(vatIdLooksValid("FR", "FR12345678901")).toBe(true);
    expect(vatIdLooksValid("FR", "DE123456789")).toBe(false);
  });
});
