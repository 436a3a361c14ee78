// Prints the JavaScript a signed-out visitor downloads on the first load of / (gzipped) and fails
// the build above the DESIGN §7 budget of 120 KB.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_BYTES = 120 * 1024;
const outDir = path.resolve("dist/client");
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));

/** The entry's static imports, plus the lazy chunks the landing route loads at once. */
const LANDING_CHUNKS = ["index.html", "src/client/features/marketing/landing-page.tsx"];

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of LANDING_CHUNKS) collect(key);

let total = 0;
const rows = [];
for (const file of [...files].filter((f) => f.endsWith(".js"))) {
  const gzipped = zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
  total += gzipped;
  rows.push(`  ${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`Landing page first load (gzipped JavaScript):\n${rows.join("\n")}`);
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) {
  console.error("The landing page's JavaScript is over budget.");
  process.exit(1);
}
