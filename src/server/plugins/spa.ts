import type { AppConfig } from "../config";

export interface PublicAppConfig {
  bookingUrl: string;
  contactEmail: string;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The history fallback: every non-API path gets index.html, with the public settings the client
 * needs (booking calendar, contact address) inlined as JSON so no extra request is made.
 */
export function renderIndexHtml(template: string, _url: string, config: AppConfig): string {
  const publicConfig: PublicAppConfig = { bookingUrl: config.bookingUrl, contactEmail: config.contactEmail };
  return template.replace(
    "<!--app-config-->",
    `<script id="app-config" type="application/json">${escapeJson(publicConfig)}</script>`,
  );
}
