import { type PageMeta, pageHeadTags, pageMetaFor } from "../../contracts/routes";
import type { AppConfig } from "../config";
import type { PreloadTags } from "./page-preload";

export interface PublicAppConfig {
  bookingUrl: string;
  contactEmail: string;
  /** Issue 45 items 4 and 5: the supplier's registered details, on every legal page (from config.company). */
  companyDetails: { name: string; number: string; address: string; vatNumber: string };
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_PATTERN = /[ \t]*<meta\s+name="description"[^>]*>\s*/i;

/**
 * The head of a known public page: its title, description, Open Graph tags and canonical link,
 * each marked data-server-meta so the client can hand over to its own React-rendered tags.
 */
function pageHead(meta: PageMeta, baseUrl: string): string {
  const tags = pageHeadTags(meta, baseUrl).map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(" ");
    return `<${tag} ${attrs} data-server-meta />`;
  });
  return [`<title data-server-meta>${escapeHtml(meta.title)}</title>`, ...tags].join("\n    ");
}

/**
 * The history fallback: every non-API path gets index.html, with the public settings the client
 * needs (booking calendar, contact address, company details) inlined as JSON so no extra request is made. Known
 * public pages also get their own title, description, Open Graph tags and canonical link; a
 * signed-in page its preload links (page-preload.ts): its reads before the entry script, its
 * chunks after the entry's own.
 */
export function renderIndexHtml(template: string, url: string, config: AppConfig, preload?: PreloadTags): string {
  const publicConfig: PublicAppConfig = {
    bookingUrl: config.bookingUrl,
    contactEmail: config.contactEmail,
    companyDetails: {
      name: config.company.name,
      number: config.company.companyNumber,
      address: config.company.address.join(", "),
      vatNumber: config.company.vatNumber,
    },
  };
  const configScript = `<script id="app-config" type="application/json">${escapeJson(publicConfig)}</script>`;
  let html = template.replace("<!--app-config-->", () =>
    preload?.data ? `${configScript}\n    ${preload.data}` : configScript,
  );
  if (preload?.modules) html = html.replace("</head>", () => `  ${preload.modules}\n  </head>`);
  const meta = pageMetaFor(url);
  if (meta) {
    const head = pageHead(meta, config.baseUrl);
    html = html.replace(DESCRIPTION_PATTERN, "");
    html = TITLE_PATTERN.test(html)
      ? html.replace(TITLE_PATTERN, () => head)
      : html.replace("</head>", () => `${head}\n  </head>`);
  }
  return html;
}
