/**
 * `npm run lint`'s layering check (issue 41 item 4): the dependency-cruiser rules of
 * src/architecture/boundaries.ts over src/, e2e/, bench/ and scripts/, in seconds, so a wrong import
 * shows in the lint loop and the editor's task runner, not only in the test suite.
 */
import path from "node:path";
import { CRUISED_FOLDERS, checkBoundaries, formatViolations } from "../src/architecture/boundaries";

const root = path.resolve(import.meta.dirname, "..");
const started = performance.now();
const report = await checkBoundaries(root);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (report.violations.length > 0) {
  console.error(`Imports against the layering (docs/ARCHITECTURE.md "Layers and boundaries"):\n`);
  console.error(formatViolations(report.violations));
  process.exit(1);
}
const modules = report.modules.filter((m) => CRUISED_FOLDERS.some((folder) => m.source.startsWith(`${folder}/`)));
console.log(`Boundaries: ${modules.length} modules in ${CRUISED_FOLDERS.join(", ")}, no violation (${seconds} s).`);
