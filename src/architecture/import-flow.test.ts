import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkImportFlow,
  collectImports,
  findImportSpecifiers,
  formatViolations,
  type ImportEdge,
  ruleBroken,
} from "./import-flow";

const SRC = path.resolve(import.meta.dirname, "..");

const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });

describe("findImportSpecifiers", () => {
  it("reads static, type-only, multi-line, re-export, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      "import {",
      "  c,",
      "  d,",
      '} from "./c-and-d";',
      'export { e } from "./e";',
      'export * from "./f";',
      'import "./side-effect.css";',
      'const Page = lazy(() => import("../features/g/g-page"));',
      "export const notAnImport = Array.from([1]);",
    ].join("\n");
    expect(findImportSpecifiers(source).sort()).toEqual(
      ["./a", "../b", "./c-and-d", "./e", "./f", "./side-effect.css", "../features/g/g-page"].sort(),
    );
  });
});

describe("the import-flow rules", () => {
  it("flags each forbidden direction and lets the allowed ones through", () => {
    const forbidden: ImportEdge[] = [
      edge("client/features/library/library-page.tsx", "client/app/use-auth"),
      edge("client/lib/query-client.ts", "client/app/query-provider"),
      edge("domain/roi.ts", "contracts/learning"),
      edge("domain/roi.ts", "package:react"),
      edge("contracts/routes.ts", "client/lib/format"),
      edge("contracts/routes.ts", "server/config"),
      edge("client/features/marketing/page-head.tsx", "server/features/marketing/page-meta"),
      edge("server/plugins/spa.ts", "client/app/paths"),
      edge("server/plugins/spa.ts", "client/lib/format"),
      edge("client/features/modules/api/update-progress.ts", "client/features/dashboard/api/get-dashboard"),
      edge("client/components/module-card.tsx", "client/features/modules/module-page"),
      edge("client/lib/use-auth.ts", "client/features/auth/api/sign-in"),
    ];
    const allowed: ImportEdge[] = [
      edge("client/main.tsx", "client/app/router"),
      edge("client/app/router.tsx", "client/features/library/library-page"),
      edge("client/app/layouts.tsx", "client/app/use-auth"),
      edge("client/features/library/library-page.tsx", "client/features/library/api/get-bookmarks"),
      edge("client/features/library/library-page.tsx", "client/lib/use-auth"),
      edge("client/features/library/library-page.tsx", "client/components/module-card"),
      edge("client/features/library/library-page.tsx", "contracts/routes"),
      edge("client/features/library/library-page.tsx", "domain/access"),
      edge("client/components/logo.tsx", "contracts/routes"),
      edge("client/lib/redirect-to-login.tsx", "client/components/ui/use-toast"),
      edge("server/plugins/spa.ts", "contracts/routes"),
      edge("server/features/modules/service.ts", "domain/access"),
      edge("contracts/modules.ts", "domain/pillars"),
      edge("domain/roi.ts", "domain/pillars"),
      edge("domain/roi.test.ts", "package:vitest"),
      edge("server/db/seed.ts", "../content/modules"),
    ];
    expect(forbidden.map(ruleBroken).filter((rule) => rule === null)).toEqual([]);
    expect(allowed.map((e) => [e.from, e.to, ruleBroken(e)])).toEqual(allowed.map((e) => [e.from, e.to, null]));
  });

  it("reports the offending imports as a readable list", () => {
    const violations = checkImportFlow([
      edge("client/features/library/library-page.tsx", "client/app/use-auth"),
      edge("client/features/modules/module-page.tsx", "client/app/use-auth"),
      edge("client/features/modules/api/update-progress.ts", "client/features/dashboard/api/get-dashboard"),
      edge("client/main.tsx", "client/app/router"),
    ]);
    expect(violations).toHaveLength(3);
    expect(formatViolations(violations)).toBe(
      [
        "nothing imports the composition root (client/app) but client/main.tsx:",
        '  src/client/features/library/library-page.tsx imports "client/app/use-auth"',
        '  src/client/features/modules/module-page.tsx imports "client/app/use-auth"',
        "a feature never imports another feature's files (move what they share to components, lib or domain):",
        '  src/client/features/modules/api/update-progress.ts imports "client/features/dashboard/api/get-dashboard"',
      ].join("\n"),
    );
  });
});

describe("src/", () => {
  it("follows the import flow", () => {
    const edges = collectImports(SRC);
    // A check over a list first checks that the list is not empty (STYLE): the reader found imports,
    // among them the lazy routes' dynamic ones.
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((e) => e.from === "client/app/router.tsx" && e.to.startsWith("client/features/"))).toBe(true);
    // An empty report; otherwise the failure lists each offending import under the rule it breaks.
    expect(formatViolations(checkImportFlow(edges)), "imports against the flow (DESIGN §3)").toBe("");
  });
});
