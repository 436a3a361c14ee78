import fs from "node:fs";
import path from "node:path";

/**
 * DESIGN §3, STYLE "Layout and boundaries": imports flow shared (domain, contracts, client/lib,
 * client/components) → features → app, and client and server meet only in domain and contracts.
 * TypeScript 7 has no JavaScript compiler API, so imports are read with patterns over the source.
 */

/** One import of a file under src/, both paths relative to src/ with forward slashes. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

export interface ImportViolation extends ImportEdge {
  rule: string;
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;

// `import x from "y"`, `import type { x } from "y"`, `export * from "y"`, `export { x } from "y"`.
const FROM_PATTERN = /^[ \t]*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']/gm;
// `import "./side-effect"`.
const BARE_IMPORT_PATTERN = /^[ \t]*import\s*["']([^"']+)["']/gm;
// `import("./lazy-page")`, as React.lazy routes load their pages.
const DYNAMIC_IMPORT_PATTERN = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier a source file imports or re-exports, static and dynamic. */
export function findImportSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  for (const pattern of [FROM_PATTERN, BARE_IMPORT_PATTERN, DYNAMIC_IMPORT_PATTERN]) {
    for (const match of source.matchAll(pattern)) specifiers.push(match[1]);
  }
  return specifiers;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const toPosix = (p: string) => p.split(path.sep).join("/");

/**
 * The imports between files of `srcDir`. Package imports (react, zod) are kept with `to` set to
 * the package name prefixed by "package:", so rules can tell them apart from src files.
 */
export function collectImports(srcDir: string): ImportEdge[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const from = toPosix(path.relative(srcDir, file));
    return findImportSpecifiers(fs.readFileSync(file, "utf8")).map((specifier) => ({
      from,
      specifier,
      to: specifier.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
        : `package:${specifier}`,
    }));
  });
}

type Layer =
  | { kind: "domain" | "contracts" | "server" | "app" | "main" | "lib" | "components" | "other" }
  | { kind: "feature"; name: string }
  | { kind: "outside" }
  | { kind: "package" };

function layerOf(file: string): Layer {
  if (file.startsWith("package:")) return { kind: "package" };
  if (file.startsWith("../")) return { kind: "outside" };
  const [top, second, third] = file.split("/");
  if (top === "domain" || top === "contracts" || top === "server") return { kind: top };
  if (top !== "client") return { kind: "other" };
  if (/^main(\.tsx?)?$/.test(second)) return { kind: "main" };
  if (second === "app") return { kind: "app" };
  if (second === "lib") return { kind: "lib" };
  if (second === "components") return { kind: "components" };
  if (second === "features" && third) return { kind: "feature", name: third };
  return { kind: "other" };
}

const isClient = (layer: Layer) => ["app", "main", "lib", "components", "feature"].includes(layer.kind);
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** The rule an import breaks, or null when it follows the flow. */
export function ruleBroken(edge: ImportEdge): string | null {
  const from = layerOf(edge.from);
  const to = layerOf(edge.to);
  if (from.kind === "domain") {
    if (to.kind === "package") return isTestFile(edge.from) ? null : "domain is pure: it imports no packages";
    return to.kind === "domain" ? null : "domain imports only domain";
  }
  if (to.kind === "app" && from.kind !== "app" && from.kind !== "main") {
    return "nothing imports the composition root (client/app) but client/main.tsx";
  }
  if (from.kind === "contracts" && (to.kind === "server" || isClient(to))) {
    return "contracts import neither client nor server";
  }
  if (isClient(from) && to.kind === "server")
    return "the client never imports the server (share through domain or contracts)";
  if (from.kind === "server" && isClient(to))
    return "the server never imports the client (share through domain or contracts)";
  if ((from.kind === "lib" || from.kind === "components") && to.kind === "feature") {
    return "shared client code (lib, components) imports no feature";
  }
  if (from.kind === "feature" && to.kind === "feature" && from.name !== to.name) {
    return "a feature never imports another feature's files (move what they share to components, lib or domain)";
  }
  return null;
}

export function checkImportFlow(edges: readonly ImportEdge[]): ImportViolation[] {
  return edges.flatMap((edge) => {
    const rule = ruleBroken(edge);
    return rule ? [{ ...edge, rule }] : [];
  });
}

/** One line per offending import, grouped under the rule it breaks. */
export function formatViolations(violations: readonly ImportViolation[]): string {
  const byRule = new Map<string, ImportViolation[]>();
  for (const v of violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  return [...byRule]
    .map(([rule, list]) => [`${rule}:`, ...list.map((v) => `  src/${v.from} imports "${v.specifier}"`)].join("\n"))
    .join("\n");
}
