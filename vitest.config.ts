import fs from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// `@/` is src/client/, as in vite.config.ts and tsconfig.json "paths".
const resolve = { alias: { "@": path.resolve(import.meta.dirname, "src/client") } };

/**
 * The route matrices: each sends every route of the app from every kind of caller, and checks what the
 * HTTP layer and the in-process caches decide (authorization, Origin, input validation, cache
 * invalidation), which no database changes. They run once, on PGlite; every route's own tests run on
 * both databases (decision 347).
 */
const ROUTE_MATRICES = [
  "src/server/authorization-matrix.test.ts",
  "src/server/csrf-matrix.test.ts",
  "src/server/bad-input.test.ts",
  "src/server/cache-invalidation.test.ts",
];

// API tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const apiProjects = [
  { name: "api-pglite", env: { TEST_DB_DRIVER: "pglite" }, exclude: [] as string[] },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "api-postgres", env: { TEST_DB_DRIVER: "postgres" }, exclude: ROUTE_MATRICES }]
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
  const test = { environment: project.environment, setupFiles: ["src/test/fail-on-console-error.ts"] };
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
          include: ["src/server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...p.exclude],
          env: p.env,
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
