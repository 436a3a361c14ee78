import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { EmployerTeamRequest, TestEmployerTeam } from "../src/server/features/test-support/routes";
import { e2ePort } from "./ports";

/**
 * Console messages every test may log. None: the signed-out sign-in check answers 200 (issue 26,
 * GET /api/auth/session), so a test that expects a failed request says so with allowConsoleErrors.
 */
const ALLOWED_CONSOLE_ERRORS: RegExp[] = [];

export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if ([...ALLOWED_CONSOLE_ERRORS, ...allowConsoleErrors].some((pattern) => pattern.test(text))) return;
      errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    // STYLE: console.error in a test fails it.
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

export const E2E_ORIGIN = `http://localhost:${e2ePort("E2E_PORT")}`;

/**
 * DESIGN §8: every test makes its own users, never the seeded demo accounts, and never reads another
 * test's: e-mails and organisation names carry a random part, unique across workers and runs.
 */
export const uniqueId = () => randomBytes(6).toString("hex");

/** Strong and unique: the server refuses passwords from a list of common ones. */
export const strongPassword = () => `Pivot-e2e-${randomBytes(9).toString("base64url")}!x`;

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A fresh learner through the public sign-up API; the page's context keeps the session cookie. */
export async function signUpViaApi(page: Page, overrides: Partial<E2eUser> = {}): Promise<E2eUser> {
  const user: E2eUser = {
    email: `learner-${uniqueId()}@e2e.example.com`,
    password: strongPassword(),
    firstName: "Robin",
    lastName: "Tester",
    ...overrides,
  };
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: user,
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return user;
}

/** Signs the page's context in through the API (the sign-in form has its own tests). */
export async function signInAs(page: Page, user: Pick<E2eUser, "email" | "password">) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * An employer owning a new organisation whose members have deterministic progress (the server's
 * factories, through /api/test-support). Not signed in: use signInAs or the sign-in form.
 */
export async function createEmployerTeam(page: Page, request: EmployerTeamRequest = {}): Promise<TestEmployerTeam> {
  const response = await page.request.post("/api/test-support/employer-team", {
    data: request,
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.status(), `${await response.text()} (is the server started with E2E_TEST_SUPPORT=true?)`).toBe(201);
  return response.json();
}

/** A new administrator (not signed in). */
export async function createAdmin(page: Page): Promise<E2eUser> {
  const response = await page.request.post("/api/test-support/admin", {
    data: {},
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.status(), `${await response.text()} (is the server started with E2E_TEST_SUPPORT=true?)`).toBe(201);
  return response.json();
}

/** DESIGN §7: no WCAG 2.2 A/AA violations. One scan per test (DESIGN §8). */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
