import path from "node:path";
import { defineConfig } from "vitest/config";

// `@/` is src/client/, as in vite.config.ts and tsconfig.json "paths".
const resolve = { alias: { "@": path.resolve(import.meta.dirname, "src/client") } };

// API tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const apiProjects = [
  { name: "api-pglite", env: { TEST_DB_DRIVER: "pglite" } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "api-postgres", env: { TEST_DB_DRIVER: "postgres" } }] : []),
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. API tests spend
    // much of their time waiting for PostgreSQL and PGlite, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: [
            "src/domain/**/*.test.ts",
            "src/contracts/**/*.test.ts",
            "src/client/**/*.test.ts",
            "src/architecture/**/*.test.ts",
            "content/**/*.test.ts",
          ],
          setupFiles: ["src/test/fail-on-console-error.ts"],
        },
      },
      {
        // Shared components and hooks: Testing Library on happy-dom (STYLE "Tests").
        resolve,
        test: {
          name: "components",
          environment: "happy-dom",
          include: ["src/client/**/*.test.tsx"],
          setupFiles: ["src/test/fail-on-console-error.ts"],
        },
      },
      ...apiProjects.map((p) => ({
        test: {
          name: p.name,
          include: ["src/server/**/*.test.ts"],
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
