/**
 * Benchmark (not a test): Lighthouse 13 performance, accessibility and best-practices scores,
 * desktop preset, in Debian's Chromium (DESIGN §7–§8), on the landing page and on the dashboard a
 * signed-in learner sees at /. Each page runs RUNS times (3 unless LIGHTHOUSE_RUNS says otherwise);
 * the medians are reported, with the audits that lost points in the median run by performance.
 * Exits 1 when a median score is below 95.
 *
 *   npm run build
 *   PORT=5081 PGLITE_DIR=memory:// BASE_URL=http://localhost:5081 npx tsx src/server/main.ts &
 *   npm run bench:lighthouse-app -- [http://localhost:5081]   (Lighthouse 13 needs Node 22+: the npm script runs on Node 24)
 *
 * The server must hold the demo learner (SEED_DEMO, on by default outside production), or give
 * LIGHTHOUSE_EMAIL / LIGHTHOUSE_PASSWORD. LIGHTHOUSE_BASE_URL may name the server instead of the
 * argument; CHROME_PATH the browser.
 */
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROME_FLAGS } from "./chrome-flags.mjs";

const MIN_SCORE = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const baseUrl = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? "http://localhost:5081").replace(/\/+$/, "");
const email = process.env.LIGHTHOUSE_EMAIL ?? "learner@example.com";
const password = process.env.LIGHTHOUSE_PASSWORD ?? "PivotDemo2026!";
process.env.CHROME_PATH ??= "/usr/bin/chromium";

const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`No server answering at ${baseUrl} (start one first, see the comment at the top of this file).`);
  process.exit(1);
}

/** The session cookie of the demo learner, as a browser would send it back. */
async function signIn() {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";", 1)[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-in answered without a session cookie");
  return cookie;
}

const PAGES = [
  { name: "/ (signed out: landing)", path: "/", cookie: null },
  { name: "/ (signed in: dashboard)", path: "/", cookie: await signIn() },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const loadBefore = os.loadavg();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
let version = "13";
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        `${baseUrl}${page.path}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          // Cookie on every request of the page load, so the dashboard renders instead of the landing page.
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        },
        desktopConfig,
      );
      const { categories, audits, lighthouseVersion, finalDisplayedUrl, runtimeError } = result.lhr;
      version = lighthouseVersion;
      if (runtimeError) {
        // A run the loaded machine spoiled (no paint, a timeout): reported, left out of the median.
        console.warn(`${page.name}, run ${run + 1}: ${runtimeError.code} ${runtimeError.message}`);
        continue;
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
        lcpMs: audits["largest-contentful-paint"].numericValue,
        fcpMs: audits["first-contentful-paint"].numericValue,
        finalUrl: finalDisplayedUrl,
        failing: CATEGORIES.flatMap((id) =>
          categories[id].auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
            .map((ref) => `${id}: ${audits[ref.id].title} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
        ),
      });
    }
    if (runs.length === 0) throw new Error(`Every Lighthouse run of ${page.name} failed`);
    const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const middle = byPerformance[Math.floor(runs.length / 2)];
    rows.push({
      ...page,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      all: runs.map((r) => `${r.scores.performance}/${Math.round(r.lcpMs)}ms`).join(", "),
      finalUrl: middle.finalUrl,
      failing: middle.failing,
    });
  }
} finally {
  await chrome.kill();
}
const loadAfter = os.loadavg();

const fmt = (values) => values.map((v) => v.toFixed(2)).join(" ");
console.log(`Lighthouse ${version} (desktop preset) against ${baseUrl}, median of ${RUNS} runs`);
console.log(`Load average before: ${fmt(loadBefore)}, after: ${fmt(loadAfter)} (${os.cpus().length} CPUs)\n`);
console.log(
  `${"page".padEnd(26)}${"perf".padStart(6)}${"a11y".padStart(6)}${"BP".padStart(6)}${"FCP".padStart(9)}${"LCP".padStart(9)}  runs (perf/LCP)`,
);
for (const row of rows) {
  const s = row.scores;
  console.log(
    `${row.name.padEnd(26)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}${String(s["best-practices"]).padStart(6)}${`${Math.round(row.fcpMs)} ms`.padStart(9)}${`${Math.round(row.lcpMs)} ms`.padStart(9)}  ${row.all}`,
  );
  if (row.finalUrl !== `${baseUrl}${row.path}`) console.log(`${"".padEnd(28)}! ended at ${row.finalUrl}`);
  for (const audit of row.failing) console.log(`${"".padEnd(28)}- ${audit}`);
}
const below = rows.filter((row) => CATEGORIES.some((id) => row.scores[id] < MIN_SCORE));
if (below.length > 0) {
  console.error(`\nBelow ${MIN_SCORE} on: ${below.map((row) => row.name).join(", ")}`);
  process.exit(1);
}
console.log(`\nEvery page scores at least ${MIN_SCORE} for ${CATEGORIES.join(", ")}.`);
