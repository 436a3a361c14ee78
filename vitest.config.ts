import fs from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// `@/` is src/client/, as in vite.config.ts and tsconfig.json "paths".
const resolve = { alias: { "@": path.resolve(import.meta.dirname, "src/client") } };

/**
 * The route matrices: each sends every route of the app from every kind of caller, and checks what the
 * HTTP layer and the in-process caches decide (authorization, Origin, input validation, cache
 * invalidation), which no database changes. They run once, on PGlite (decision 347).
 */
const ROUTE_MATRICES = [
  "src/server/authorization-matrix.test.ts",
  "src/server/csrf-matrix.test.ts",
  "src/server/bad-input.test.ts",
  "src/server/cache-invalidation.test.ts",
];

/**
 * Files whose behaviour differs between the engines (issue 41 item 6): the database layer, the job
 * runner, the progress writer and the caches' change feed, the bulk invitation job, the rate limit's
 * store, and the event-loop and app-lifetime checks, which measure the embedded engine on the server's
 * own thread. With PostgreSQL at hand (CI) every other API file runs once, on PostgreSQL; PGlite, the
 * default engine, keeps these, the route matrices and every browser journey (its server runs on PGlite).
 */
const ENGINE_SENSITIVE = [
  "src/server/db/**/*.test.ts",
  "src/server/platform/jobs/**/*.test.ts",
  "src/server/platform/caches/**/*.test.ts",
  "src/server/features/progress/progress-batching.test.ts",
  "src/server/features/progress/idempotency.test.ts",
  "src/server/features/organizations/invitations-bulk.test.ts",
  "src/server/features/organizations/invitations-yield.test.ts",
  // A transaction that reads beside itself waits forever on PGlite's one connection, never on PostgreSQL.
  "src/server/features/pay-gap/equality-plans.test.ts",
  "src/server/plugins/api-rate-limit.test.ts",
  "src/server/event-loop-cost.test.ts",
  "src/server/app-lifetime.test.ts",
];

// Without PostgreSQL every API file runs on PGlite; with it (TEST_DATABASE_URL), each file runs once:
// the route matrices and the engine-sensitive files on PGlite (and the latter on PostgreSQL as well),
// everything else on PostgreSQL.
const onPostgresToo = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Tests that measure how long other clients wait (issue 44 item 2). They run after every other file and
 * one engine at a time (vitest runs project groups one after another), so what they measure is the
 * server giving way, not the rest of the suite sharing the machine's two cores: beside it, one slow
 * answer in a thousand reached 333 ms that took under 150 ms alone.
 */
const LATENCY = ["src/server/features/organizations/invitations-yield.test.ts"];

const apiProjects: {
  name: string;
  env: Record<string, string>;
  include: string[];
  exclude: string[];
  group?: number;
}[] = [
  {
    name: "api-pglite",
    env: { TEST_DB_DRIVER: "pglite" },
    include: onPostgresToo ? [...ROUTE_MATRICES, ...ENGINE_SENSITIVE] : ["src/server/**/*.test.ts"],
    exclude: LATENCY,
  },
  { name: "api-pglite-latency", env: { TEST_DB_DRIVER: "pglite" }, include: LATENCY, exclude: [], group: 1 },
  ...(onPostgresToo
    ? [
        {
          name: "api-postgres",
          env: { TEST_DB_DRIVER: "postgres" },
          include: ["src/server/**/*.test.ts"],
          exclude: [...ROUTE_MATRICES, ...LATENCY],
        },
        { name: "api-postgres-latency", env: { TEST_DB_DRIVER: "postgres" }, include: LATENCY, exclude: [], group: 2 },
      ]
    : []),
];

/** A test file that replaces a module (`vi.mock`): in a module graph other files share, the real one stays. */
const REPLACES_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

/**
 * Client and domain tests share one module graph per worker (`isolate: false`): importing React, the
 * contracts and the UI once per worker instead of once per file took four fifths of their time. The
 * files that replace a module run in a second project of the same name with `-own-modules`, isolated.
 */
function clientProjects(project: { name: string; include: string[]; environment?: "happy-dom" }) {
  const files = fs.globSync(project.include, { cwd: import.meta.dirname });
  const replacing = files.filter((file) =>
    REPLACES_A_MODULE.test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8")),
  );
  const test = {
    environment: project.environment,
    setupFiles: ["src/test/fail-on-console-error.ts", "src/test/testing-library.ts"],
  };
  return [
    {
      resolve,
      test: {
        ...test,
        name: project.name,
        include: project.include,
        exclude: [...configDefaults.exclude, ...replacing],
        isolate: false,
      },
    },
    ...(replacing.length > 0
      ? [{ resolve, test: { ...test, name: `${project.name}-own-modules`, include: replacing } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. API tests spend
    // much of their time waiting for PostgreSQL and PGlite, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      ...clientProjects({
        name: "unit",
        include: [
          "src/domain/**/*.test.ts",
          "src/contracts/**/*.test.ts",
          "src/client/**/*.test.ts",
          "src/architecture/**/*.test.ts",
          "content/**/*.test.ts",
        ],
      }),
      // Shared components and hooks: Testing Library on happy-dom (STYLE "Tests").
      ...clientProjects({ name: "components", environment: "happy-dom", include: ["src/client/**/*.test.tsx"] }),
      ...apiProjects.map((p) => ({
        test: {
          name: p.name,
          include: p.include,
          exclude: [...configDefaults.exclude, ...p.exclude],
          env: p.env,
          sequence: { groupOrder: p.group ?? 0 },
          // Migrates one database per project; every test file gets a copy (src/test/global-setup.ts).
          globalSetup: ["src/test/global-setup.ts"],
          // Every file imports the whole app: evaluate it once per worker, not once per file (a third
          // of the time). Files share no state through it: each builds its own app on its own database.
          isolate: false,
          setupFiles: ["src/test/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
