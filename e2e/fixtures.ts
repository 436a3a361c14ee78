import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Console messages a test expects (for example the 401 of a signed-out visitor's user check). */
const ALLOWED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 401/];

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

let userCounter = 0;
export const E2E_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 5055}`;

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A fresh learner through the API; the page's context keeps the session cookie. */
export async function signUpViaApi(page: Page, overrides: Partial<E2eUser> = {}): Promise<E2eUser> {
  const user: E2eUser = {
    email: `e2e-${Date.now()}-${process.pid}-${++userCounter}@example.com`,
    password: "e2e-password-123",
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

/** DESIGN §7: no WCAG 2.2 A/AA violations. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
