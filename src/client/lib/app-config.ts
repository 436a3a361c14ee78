/** The supplier's registered details (COMPANY_* settings), shown on every legal page. */
export interface CompanyDetails {
  name: string;
  number: string;
  address: string;
  vatNumber: string;
}

export interface PublicAppConfig {
  bookingUrl: string;
  contactEmail: string;
  companyDetails: CompanyDetails;
}

// The server's development defaults (server/config.ts), for a page served without its settings.
const DEFAULTS: PublicAppConfig = {
  bookingUrl: "https://calendly.com/pivot-learning/consultation",
  contactEmail: "hello@pivotlearning.co.uk",
  companyDetails: {
    name: "PIVOT Learning Ltd",
    number: "00000000 (set COMPANY_NUMBER)",
    address: "Registered address not set (set COMPANY_ADDRESS)",
    vatNumber: "GB000000000 (set COMPANY_VAT_NUMBER)",
  },
};

let cached: PublicAppConfig | undefined;

/** Settings the server inlines into index.html (booking calendar, contact address, company details). */
export function appConfig(): PublicAppConfig {
  if (!cached) {
    const element = typeof document !== "undefined" ? document.getElementById("app-config") : null;
    try {
      cached = {
        ...DEFAULTS,
        ...(element?.textContent ? (JSON.parse(element.textContent) as Partial<PublicAppConfig>) : {}),
      };
    } catch {
      cached = DEFAULTS;
    }
  }
  return cached;
}
