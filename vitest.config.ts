import { defineConfig } from "vitest/config";

// API tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const apiProjects = [
  { name: "api-pglite", env: { TEST_DB_DRIVER: "pglite" } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "api-postgres", env: { TEST_DB_DRIVER: "postgres" } }] : []),
];

export default defineConfig({
  test: {
    projects: [
      {
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
          setupFiles: ["src/test/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
