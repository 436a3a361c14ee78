/**
 * The layering of src/ (DESIGN §3, STYLE "Layout and boundaries") as dependency-cruiser rules, run by
 * boundaries.test.ts inside `npm test`.
 *
 * Shared code (domain, contracts) sits below both sides; client and server meet only there.
 * - Client: shared (domain, contracts, client/lib, client/components) → client/features → client/app;
 *   client features never import each other; nothing imports client/app but client/main.tsx.
 * - Server: domain, contracts → db → platform → auth, plugins → features → the composition root
 *   (app.ts, main.ts, background-work.ts). Features never import each other; platform never imports a
 *   feature or auth; auth and plugins import no feature; db imports none of them. The seed and the
 *   command-line scripts (cli/) are composition roots of their own.
 * - No cycles anywhere, type-only imports included.
 *
 * Type-only imports count as dependencies for every rule: a feature that imports another feature's
 * types is coupled to it just the same.
 *
 * TypeScript 7 has no JavaScript API, so dependency-cruiser parses with swc (`@swc/core`); its tsc
 * parser (`tsPreCompilationDeps`) would find no compiler. The `@/` alias is resolved from tsconfig.json
 * "paths".
 */
import fs from "node:fs";
import path from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from "dependency-cruiser";

const TEST_FILE = "\\.test\\.tsx?$";
/** Files that wire everything together and may import anything: the server's roots, the seed and the command-line scripts. */
const SERVER_ROOTS = "^src/server/((app|main|background-work)\\.ts$|cli/)";
/** Packages domain/ may use: pure functions that run the same in the browser and on the server. */
const DOMAIN_PACKAGES = "^node_modules/(date-fns|@date-fns/tz)/";

/** What a browser journey may borrow from the source: fixtures and test servers, never the app's internals. */
const E2E_MAY_IMPORT = "^src/server/(test/|features/test-support/)|^src/server/.+(-fixtures|/test-[a-z-]+)\\.ts$";

export const BOUNDARY_RULES: IForbiddenRuleType[] = [
  {
    name: "no-circular",
    comment: "Modules never import each other in a circle, type-only imports included.",
    severity: "error",
    from: {},
    to: { circular: true },
  },
  // Shared code
  {
    name: "domain-imports-only-domain",
    comment:
      "src/domain is pure: it imports only domain and the pure date library (date-fns), no other package (its tests may).",
    severity: "error",
    from: { path: "^src/domain/", pathNot: TEST_FILE },
    to: { pathNot: ["^src/domain/", DOMAIN_PACKAGES] },
  },
  {
    name: "domain-tests-import-only-domain",
    comment: "A domain test imports domain and test packages, nothing else of src/.",
    severity: "error",
    from: { path: `^src/domain/.+${TEST_FILE}` },
    to: { path: "^src/", pathNot: "^src/domain/" },
  },
  {
    name: "contracts-import-neither-side",
    comment: "src/contracts imports neither the client nor the server.",
    severity: "error",
    from: { path: "^src/contracts/" },
    to: { path: "^src/(client|server)/" },
  },
  // Client and server meet only in domain and contracts
  {
    name: "client-never-imports-server",
    comment: "The client never imports the server: share through domain or contracts.",
    severity: "error",
    from: { path: "^src/client/" },
    to: { path: "^src/server/" },
  },
  {
    name: "server-never-imports-client",
    comment: "The server never imports the client: share through domain or contracts.",
    severity: "error",
    from: { path: "^src/server/" },
    to: { path: "^src/client/" },
  },
  // Client
  {
    name: "client-shared-imports-no-feature",
    comment: "Shared client code (client/lib, client/components) imports no feature.",
    severity: "error",
    from: { path: "^src/client/(lib|components)/" },
    to: { path: "^src/client/features/" },
  },
  {
    name: "client-feature-to-feature",
    comment: "A client feature never imports another feature: what two share moves to components, lib or domain.",
    severity: "error",
    from: { path: "^src/client/features/([^/]+)/" },
    to: { path: "^src/client/features/", pathNot: "^src/client/features/$1/" },
  },
  {
    name: "nothing-imports-client-app",
    comment: "client/app is the composition root: only client/main.tsx imports it.",
    severity: "error",
    from: { pathNot: "^src/client/(app/|main\\.tsx$)" },
    to: { path: "^src/client/app/" },
  },
  // Server
  {
    name: "server-feature-to-feature",
    comment:
      "A server feature never imports another: shared infrastructure goes down to platform/, a borrowed query to the layer below, or the owner registers a hook.",
    severity: "error",
    from: { path: "^src/server/features/([^/]+)/" },
    to: { path: "^src/server/features/", pathNot: "^src/server/features/$1/" },
  },
  {
    name: "platform-imports-no-feature-or-auth",
    comment: "platform/ is what features use, never the reverse: it imports no feature and not auth/.",
    severity: "error",
    from: { path: "^src/server/platform/" },
    to: { path: "^src/server/(features|auth)/" },
  },
  {
    name: "auth-imports-no-feature",
    comment:
      "auth/ (sessions, requireUser) and plugins/ sit below the features: a feature that must act on an account registers a hook in platform/.",
    severity: "error",
    from: { path: "^src/server/(auth|plugins)/" },
    to: { path: "^src/server/features/" },
  },
  {
    name: "db-imports-no-feature-platform-or-auth",
    comment:
      "db/ (schema, client, migrations, shared read queries) is the lowest server layer: no feature, platform or auth, its tests included.",
    severity: "error",
    from: { path: "^src/server/db/" },
    to: { path: "^src/server/(features|platform|auth)/" },
  },
  // The folders around the product (issue 41 item 4)
  {
    name: "src-imports-no-tooling",
    comment: "The product never imports its journeys, benchmarks or build scripts (e2e/, bench/, scripts/).",
    severity: "error",
    from: { path: "^src/" },
    to: { path: "^(e2e|bench|scripts)/" },
  },
  {
    name: "e2e-uses-the-product-from-outside",
    comment:
      "A browser journey drives the product as a person does: it may read contracts, domain and client formatting, and use test servers and fixtures (server/test, test-support, *-fixtures), never the server's internals.",
    severity: "error",
    from: { path: "^e2e/" },
    to: { path: "^src/server/", pathNot: E2E_MAY_IMPORT },
  },
  {
    name: "e2e-reads-no-client-internals",
    comment:
      "A browser journey finds the client's screens by role and text, not by importing them (client/lib's formatting aside).",
    severity: "error",
    from: { path: "^e2e/" },
    to: { path: "^src/client/", pathNot: "^src/client/lib/" },
  },
  {
    name: "tooling-imports-no-client",
    comment: "Benchmarks and build scripts run on the server side: they import no client code.",
    severity: "error",
    from: { path: "^(bench|scripts)/" },
    to: { path: "^src/client/" },
  },
  {
    name: "only-tests-import-the-composition-root",
    comment:
      "app.ts, main.ts, background-work.ts and cli/ (the seed, the command-line scripts) wire everything; only each other, tests and the test helpers (server/test) import them.",
    severity: "error",
    from: { path: "^src/server/", pathNot: [SERVER_ROOTS, TEST_FILE, "^src/server/test/"] },
    to: { path: SERVER_ROOTS },
  },
];

export interface BoundaryReport {
  /** Every module cruised (source files of the tree, and the packages they import). */
  modules: ICruiseResult["modules"];
  violations: IViolation[];
}

/** The folders cruised: the product and the tooling around it. */
export const CRUISED_FOLDERS = ["src", "e2e", "bench", "scripts"];

/**
 * Cruises `root`'s source folders (CRUISED_FOLDERS) with the rules. `root` holds tsconfig.json (its "paths" resolve `@/`);
 * module paths in the report are relative to it (`src/server/...`), as the rules expect.
 */
export async function checkBoundaries(root: string): Promise<BoundaryReport> {
  const tsConfigFile = path.join(root, "tsconfig.json");
  const compilerOptions = JSON.parse(fs.readFileSync(tsConfigFile, "utf8")).compilerOptions ?? {};
  const result = await cruise(
    CRUISED_FOLDERS.filter((folder) => fs.existsSync(path.join(root, folder))),
    {
      baseDir: root,
      parser: "swc",
      tsPreCompilationDeps: false,
      tsConfig: { fileName: tsConfigFile },
      doNotFollow: { path: "node_modules" },
      exclude: { path: ["^src/architecture/fixtures/", "^e2e/fixtures/", "\\.d\\.ts$", "\\.css$"] },
      validate: true,
      ruleSet: { forbidden: BOUNDARY_RULES },
    },
    {
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".json"],
      // Packages' subpath exports (better-auth/api, tsx/esm/api) as Node resolves them.
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    // dependency-cruiser reads "paths" from the parsed tsconfig to label aliased imports; TypeScript 7
    // cannot parse it for us, and these two options are all it reads.
    { tsConfig: { options: { baseUrl: compilerOptions.baseUrl, paths: compilerOptions.paths ?? {} } } },
  );
  const output = result.output as ICruiseResult;
  return { modules: output.modules, violations: output.summary.violations };
}

/** One line per violation, grouped under the rule it breaks (the test's failure message). */
export function formatViolations(violations: readonly IViolation[]): string {
  const byRule = new Map<string, IViolation[]>();
  for (const v of violations) byRule.set(v.rule.name, [...(byRule.get(v.rule.name) ?? []), v]);
  return [...byRule]
    .map(([name, list]) => {
      const comment = BOUNDARY_RULES.find((r) => r.name === name)?.comment ?? "";
      const lines = list.map((v) =>
        v.cycle?.length ? `  ${v.from} → ${v.cycle.map((step) => step.name).join(" → ")}` : `  ${v.from} → ${v.to}`,
      );
      return [`${name}: ${comment}`, ...lines].join("\n");
    })
    .join("\n");
}
