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
  /** Absent only when a page is served without the server's settings (the legal pages then say "Not set"). */
  companyDetails?: CompanyDetails;
}

const DEFAULTS: PublicAppConfig = {
  bookingUrl: "https://calendly.com/pivot-learning/consultation",
  contactEmail: "hello@pivotlearning.co.uk",
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

/** Forgets the settings read, so the next read takes the page's again (a test that sets them). */
export function forgetAppConfig(): void {
  cached = undefined;
}
