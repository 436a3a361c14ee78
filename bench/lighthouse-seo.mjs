/**
 * Benchmark (not a test): Lighthouse 13 SEO and accessibility scores, desktop preset, for every
 * public page of a running server, in Debian's Chromium (DESIGN §7–§8). Fails (exit 1) when a page
 * scores below 95 for SEO; lists the audits that lost points.
 *
 *   npm run build
 *   PORT=5077 PGLITE_DIR=memory:// BASE_URL=http://localhost:5077 npx tsx src/server/main.ts &
 *   npm run bench:lighthouse -- [http://localhost:5077]   (Lighthouse 13 needs Node 22+: the npm script runs on Node 24)
 *
 * LIGHTHOUSE_BASE_URL may name the server instead of the argument; CHROME_PATH the browser.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROME_FLAGS } from "./chrome-flags.mjs";

const MIN_SEO = 95;
const PUBLIC_PAGES = [
  "/",
  "/training-services",
  "/pivot-framework",
  "/learning-library",
  "/pilot",
  "/terms",
  "/privacy",
];

const baseUrl = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? "http://localhost:5077").replace(/\/+$/, "");
process.env.CHROME_PATH ??= "/usr/bin/chromium";

const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`No server answering at ${baseUrl} (start one first, see the comment at the top of this file).`);
  process.exit(1);
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
let version = "12";
try {
  for (const path of PUBLIC_PAGES) {
    const url = `${baseUrl}${path}`;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["seo", "accessibility"] },
      desktopConfig,
    );
    const { categories, audits, lighthouseVersion } = result.lhr;
    version = lighthouseVersion;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = ["seo", "accessibility"].flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${id}: ${audits[ref.id].title}`),
    );
    rows.push({ path, seo: score("seo"), accessibility: score("accessibility"), failing });
  }
} finally {
  await chrome.kill();
}

console.log(`Lighthouse ${version} (desktop preset) against ${baseUrl}\n`);
console.log(`${"page".padEnd(20)}${"SEO".padStart(5)}${"a11y".padStart(6)}`);
for (const row of rows) {
  console.log(`${row.path.padEnd(20)}${String(row.seo).padStart(5)}${String(row.accessibility).padStart(6)}`);
  for (const audit of row.failing) console.log(`${"".padEnd(22)}- ${audit}`);
}
const below = rows.filter((row) => row.seo < MIN_SEO);
if (below.length > 0) {
  console.error(`\nSEO below ${MIN_SEO} on: ${below.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
console.log(`\nEvery public page scores at least ${MIN_SEO} for SEO.`);
