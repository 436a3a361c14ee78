import path from "node:path";
import { getAvailableTranspilers } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";
import { type BoundaryReport, checkBoundaries, formatViolations } from "./boundaries";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixtures/boundaries");

/** A violation as "rule: from → to" (a cycle: its modules in order, starting from the reporting one). */
const described = (report: BoundaryReport) =>
  report.violations.map((v) =>
    v.cycle?.length
      ? `${v.rule.name}: ${[v.from, ...v.cycle.map((step) => step.name)].join(" → ")}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );

describe("the boundary rules (dependency-cruiser, DESIGN §3)", () => {
  it("parse TypeScript with swc: TypeScript 7 has no compiler API for dependency-cruiser's own parser", () => {
    const swc = getAvailableTranspilers().find((t) => t.name === "swc");
    expect(swc?.available).toBe(true);
  });

  describe("on a fixture with one violation of each kind", () => {
    let report: BoundaryReport;
    beforeAll(async () => {
      report = await checkBoundaries(FIXTURE);
    }, 60_000);

    it("report each violation, and nothing else", () => {
      const found = described(report);
      expect(found).toEqual(
        expect.arrayContaining([
          "server-feature-to-feature: src/server/features/billing/service.ts → src/server/features/organizations/service.ts",
          "platform-imports-no-feature-or-auth: src/server/platform/mail/queue-mail.ts → src/server/features/organizations/service.ts",
          "db-imports-no-feature-platform-or-auth: src/server/db/module-summary.ts → src/server/platform/caches/catalogue-writes.ts",
          "client-feature-to-feature: src/client/features/dashboard/dashboard-page.ts → src/client/features/library/library-list.ts",
          "e2e-uses-the-product-from-outside: e2e/journey.spec.ts → src/server/features/organizations/service.ts",
          "tooling-imports-no-client: bench/dashboard.ts → src/client/features/dashboard/dashboard-page.ts",
        ]),
      );
      // The cycle is reported once, from one of its modules round to the same module.
      const cycles = report.violations.filter((v) => v.rule.name === "no-circular");
      expect(cycles).toHaveLength(1);
      const [cycle] = cycles;
      expect(cycle.cycle?.at(-1)?.name).toBe(cycle.from);
      expect([cycle.from, ...(cycle.cycle ?? []).map((step) => step.name)].sort()).toEqual([
        "src/server/platform/caches/catalogue-cache.ts",
        "src/server/platform/caches/catalogue-cache.ts",
        "src/server/platform/caches/catalogue-writes.ts",
      ]);
      expect(found).toHaveLength(8);
    });

    it("count a type-only import: a feature importing another's types is coupled to it", () => {
      const typeOnly = report.violations.filter((v) => v.from === "src/server/features/billing/seat-types.ts");
      expect(typeOnly.map((v) => [v.rule.name, v.to])).toEqual([
        ["server-feature-to-feature", "src/server/features/organizations/service.ts"],
      ]);
      const edge = report.modules
        .find((m) => m.source === "src/server/features/billing/seat-types.ts")
        ?.dependencies.find((d) => d.resolved === "src/server/features/organizations/service.ts");
      expect(edge?.dependencyTypes).toContain("type-only");
    });

    it("resolve the @/ alias from tsconfig.json, so an aliased import is judged like a relative one", () => {
      const dashboard = report.modules.find((m) => m.source === "src/client/features/dashboard/dashboard-page.ts");
      const aliased = dashboard?.dependencies.find((d) => d.module === "@/features/library/library-list");
      expect(aliased?.resolved).toBe("src/client/features/library/library-list.ts");
      expect(aliased?.couldNotResolve).toBe(false);
    });

    it("let the allowed directions through (feature → platform, client feature → client/lib)", () => {
      const allowedFrom = report.violations.filter(
        (v) => v.to === "src/server/platform/mail/queue-mail.ts" || v.to === "src/client/lib/format.ts",
      );
      expect(allowedFrom).toEqual([]);
    });
  });

  describe("on src/", () => {
    let report: BoundaryReport;
    beforeAll(async () => {
      report = await checkBoundaries(ROOT);
    }, 120_000);

    it("see the whole tree: client and server, type-only and aliased imports, every local import resolved", () => {
      const local = report.modules.filter((m) => m.source.startsWith("src/"));
      expect(local.length).toBeGreaterThan(500);
      expect(local.some((m) => m.source.startsWith("src/client/features/"))).toBe(true);
      expect(local.some((m) => m.source.startsWith("src/server/platform/"))).toBe(true);
      expect(local.some((m) => m.source.startsWith("src/architecture/fixtures/"))).toBe(false);
      const edges = local.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, ...d })));
      expect(edges.some((e) => e.dependencyTypes.includes("type-only"))).toBe(true);
      // The client's `@/` imports resolve into src/client/ (not taken for a package).
      const aliased = edges.filter((e) => e.module.startsWith("@/"));
      expect(aliased.length).toBeGreaterThan(0);
      expect(aliased.filter((e) => !e.resolved.startsWith("src/client/"))).toEqual([]);
      // The composition root reaches the lazy pages through dynamic imports.
      expect(
        edges.some(
          (e) => e.from === "src/client/app/router.tsx" && e.dynamic && e.resolved.startsWith("src/client/features/"),
        ),
      ).toBe(true);
      expect(edges.filter((e) => e.couldNotResolve).map((e) => `${e.from} → ${e.module}`)).toEqual([]);
    });

    it("find no violation (the failure lists each under the rule it breaks)", () => {
      expect(formatViolations(report.violations), "imports against the layering (DESIGN §3)").toBe("");
    });
  });
});
