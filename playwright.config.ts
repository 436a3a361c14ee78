import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

/** A port nothing listens on now (the kernel picks it), found synchronously for the config. */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

// Ports the system reports free, chosen once in the main process: its workers inherit the
// environment, so every process of the run agrees. A fixed port could be taken on a shared machine.
for (const name of ["E2E_PORT", "E2E_SMTP_PORT", "E2E_MAIL_PORT"]) process.env[name] ??= String(freePort());
const PORT = Number(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
// The browser tests' mail catcher (e2e/mail-catcher.ts): SMTP in, the received messages out over HTTP.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT);

// DESIGN §8: Debian's Chromium, never a downloaded browser.
const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const CATALOGUE_WRITERS = /(content-admin|knowledge-check-authoring|module-notify-when-ready)\.spec\.ts$/;

// DESIGN §8: the suite runs on 2 cores that other work may load. Every test owns its data (its own
// users and organisation, through e2e/fixtures.ts), so tests run in any order and side by side, and
// every limit leaves room for a slow machine: nothing waits a fixed time, everything waits on a role,
// a text or a response, and only gives up well after a loaded machine would have answered.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace (actions, network, console, sources) and Playwright's snapshot of
    // the page's accessibility tree at the failure (error-context.md). Recording screenshots made the
    // journeys about a third slower on 2 cores (issue 29 item 13); a DOM snapshot at every action cost
    // another twentieth of the browser phase's processor time (decision 348).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: true },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  // Journeys that change the shared catalogue (a module created and published by the content admin)
  // run after every other journey, which read catalogue-wide figures (pillar shares, the first video).
  projects: [
    { name: "chromium", testIgnore: CATALOGUE_WRITERS, use: desktop },
    { name: "catalogue-writers", testMatch: CATALOGUE_WRITERS, dependencies: ["chromium"], use: desktop },
  ],
  webServer: [
    // The mail server the app delivers to; journeys read e-mail there (e2e/mail.ts), never from the outbox.
    {
      command: "node --import tsx e2e/mail-catcher.ts",
      url: `http://127.0.0.1:${MAIL_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_PORT: String(MAIL_PORT) },
    },
    {
      command: "node --import tsx src/server/main.ts",
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        BASE_URL: E2E_BASE_URL,
        PGLITE_DIR: "memory://",
        SIGN_IN_RATE_LIMIT: "1000",
        API_RATE_LIMIT: "100000",
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
        // Tests make their own users and organisations (/api/test-support); none may use the demo data.
        E2E_TEST_SUPPORT: "true",
        SEED_DEMO: "false",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  ],
});
