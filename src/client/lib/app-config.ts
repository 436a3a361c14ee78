export interface PublicAppConfig {
  bookingUrl: string;
  contactEmail: string;
}

const DEFAULTS: PublicAppConfig = {
  bookingUrl: "https://calendly.com/pivot-learning/consultation",
  contactEmail: "hello@pivotlearning.co.uk",
};

let cached: PublicAppConfig | undefined;

/** Settings the server inlines into index.html (booking calendar, contact address). */
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
