/**
 * VAT on what PIVOT sells (issue 45 item 4, decision 401). PIVOT is a UK supplier of electronically
 * supplied services to organisations:
 * - a customer in the UK (Isle of Man included: one VAT area with the UK) pays UK VAT at the standard
 *   rate, 20 %;
 * - an EU business that gives its VAT number is charged 0 % and accounts for the VAT itself (the
 *   reverse charge: the invoice says "Reverse charge: customer to account for VAT");
 * - an EU customer without a VAT number would be a sale to a consumer taxed in its own country,
 *   which PIVOT does not make online: it is refused, and Contact Sales offered;
 * - a business elsewhere is outside the scope of UK VAT (the place of supply is where it belongs).
 * Amounts are whole pence; the VAT of an invoice is rounded to the nearest penny (HMRC allows
 * rounding the total VAT of an invoice up or down to the nearest whole penny).
 */

/** The standard rate of UK VAT, in basis points (20 %). */
export const UK_STANDARD_VAT_BASIS_POINTS = 2000;

/** The wording HMRC asks for on an invoice under the reverse charge. */
export const REVERSE_CHARGE_TEXT = "Reverse charge: customer to account for VAT";

export const OUTSIDE_SCOPE_TEXT = "Outside the scope of UK VAT: supplied to a business outside the UK and the EU";

/** The 27 member states of the EU, by ISO 3166-1 alpha-2 code. */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

/** Countries that are one VAT area with the UK. */
const UK_VAT_AREA = ["GB", "IM"] as const;

export type VatTreatment = "standard" | "reverse_charge" | "outside_scope";

export interface VatCustomer {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The customer's VAT number, if it has one. */
  vatId: string | null;
}

export const isEuCountry = (country: string) => (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());
export const isUkVatArea = (country: string) => (UK_VAT_AREA as readonly string[]).includes(country.toUpperCase());

/**
 * A VAT number as the customer typed it, tidied: upper case, without spaces, dots or hyphens. EU
 * numbers start with the member state's prefix (EL for Greece); a number without it gets it.
 */
export function normaliseVatId(country: string, vatId: string | null | undefined): string | null {
  const tidy = (vatId ?? "").toUpperCase().replace(/[\s.-]/g, "");
  if (!tidy) return null;
  const code = country.toUpperCase();
  const prefix = code === "GR" ? "EL" : code;
  if (isEuCountry(code) && !/^[A-Z]{2}/.test(tidy)) return `${prefix}${tidy}`;
  return tidy;
}

/** Whether a VAT number has the shape of one for its country (two-letter prefix and 2 to 13 characters). */
export function vatIdLooksValid(country: string, vatId: string): boolean {
  const code = country.toUpperCase();
  if (isEuCountry(code)) {
    const prefix = code === "GR" ? "EL" : code;
    return new RegExp(`^${prefix}[0-9A-Z+*]{2,12}$`).test(vatId);
  }
  if (isUkVatArea(code)) return /^(GB)?(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(vatId);
  return /^[0-9A-Z]{2,20}$/.test(vatId);
}

export type VatDecision =
  | { ok: true; treatment: VatTreatment; rateBasisPoints: number; note: string | null }
  | { ok: false; reason: string };

/** How VAT applies to a customer (see the rules above). */
export function vatTreatmentFor(customer: VatCustomer): VatDecision {
  const country = customer.country.toUpperCase();
  if (isUkVatArea(country))
    return { ok: true, treatment: "standard", rateBasisPoints: UK_STANDARD_VAT_BASIS_POINTS, note: null };
  if (isEuCountry(country)) {
    if (!customer.vatId)
      return {
        ok: false,
        reason:
          "An organisation in the EU buys online with its VAT number (the reverse charge applies). Without one, contact sales.",
      };
    return { ok: true, treatment: "reverse_charge", rateBasisPoints: 0, note: REVERSE_CHARGE_TEXT };
  }
  return { ok: true, treatment: "outside_scope", rateBasisPoints: 0, note: OUTSIDE_SCOPE_TEXT };
}

export interface VatAmounts {
  netPence: number;
  rateBasisPoints: number;
  vatPence: number;
  grossPence: number;
}

/** VAT of a net amount at a rate, rounded to the nearest penny (half a penny up). */
export function vatAmounts(netPence: number, rateBasisPoints: number): VatAmounts {
  if (!Number.isInteger(netPence) || netPence < 0) throw new RangeError("net must be whole, non-negative pence");
  // Integer arithmetic: net × rate is exact, and adding half the divisor rounds half up.
  const vatPence = Math.floor((netPence * rateBasisPoints + 5000) / 10000);
  return { netPence, rateBasisPoints, vatPence, grossPence: netPence + vatPence };
}

/** "20%" or "0%". */
export const formatVatRate = (rateBasisPoints: number) =>
  `${Number.isInteger(rateBasisPoints / 100) ? rateBasisPoints / 100 : (rateBasisPoints / 100).toFixed(2)}%`;

/**
 * The countries a buyer chooses from on the billing form, by code: the UK and the Isle of Man, the EU's
 * member states, and the other countries organisations most often buy from. Elsewhere: Contact Sales.
 */
export const BILLING_COUNTRIES: Readonly<Record<string, string>> = {
  GB: "United Kingdom",
  IM: "Isle of Man",
  AT: "Austria",
  BE: "Belgium",
  BG: "Bulgaria",
  HR: "Croatia",
  CY: "Cyprus",
  CZ: "Czechia",
  DK: "Denmark",
  EE: "Estonia",
  FI: "Finland",
  FR: "France",
  DE: "Germany",
  GR: "Greece",
  HU: "Hungary",
  IE: "Ireland",
  IT: "Italy",
  LV: "Latvia",
  LT: "Lithuania",
  LU: "Luxembourg",
  MT: "Malta",
  NL: "Netherlands",
  PL: "Poland",
  PT: "Portugal",
  RO: "Romania",
  SK: "Slovakia",
  SI: "Slovenia",
  ES: "Spain",
  SE: "Sweden",
  AU: "Australia",
  CA: "Canada",
  GG: "Guernsey",
  IN: "India",
  JE: "Jersey",
  NZ: "New Zealand",
  NO: "Norway",
  SG: "Singapore",
  ZA: "South Africa",
  CH: "Switzerland",
  AE: "United Arab Emirates",
  US: "United States",
};

export const BILLING_COUNTRY_CODES = Object.keys(BILLING_COUNTRIES) as [string, ...string[]];

/** "United Kingdom" for GB; the code itself for one not in the list. */
export const countryName = (code: string) => BILLING_COUNTRIES[code.toUpperCase()] ?? code.toUpperCase();
