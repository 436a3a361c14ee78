import type { Locator, Page } from "@playwright/test";
import type { ModuleSummary } from "../src/contracts/modules";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/**
 * Issue 46 item 3: a learner plays an interactive module's branching scenario by keyboard alone, at a
 * phone's width and a desktop's: the situation, a decision, its outcome in words, Continue, the
 * summary and Try again; the choices count toward the module's progress.
 */

/** Presses Tab until the element has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1280]) {
  test(`a learner plays a scenario by keyboard at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signUpViaApi(page);
    const modules = (await (await page.request.get("/api/modules")).json()) as ModuleSummary[];
    const module = modules.find((m) => m.slug === "ethical-decision-making");
    expect(module?.type).toBe("interactive");
    await page.goto(`/module/${module!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: module!.title })).toBeVisible();

    // The tab list by keyboard: Tab to the selected tab, then the arrow keys to Scenarios.
    const overview = page.getByRole("tab", { name: "Overview" });
    await tabTo(page, overview, 80);
    const scenariosTab = page.getByRole("tab", { name: "Scenarios" });
    // Arrow keys along the tab list (automatic activation) until Scenarios, two to the right.
    await expect(async () => {
      await page.keyboard.press("ArrowRight");
      await expect(scenariosTab).toBeFocused({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(scenariosTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Scenarios" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "The board report" })).toBeVisible();
    await expect(page.getByText("Scenario 1 of 2")).toBeVisible();

    // Decision 1: the first option (the best) with Space, then Confirm choice with Enter.
    const first = page.getByRole("radio", { name: /Pause and write down the issue/ });
    await tabTo(page, first);
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Confirm choice" }));
    const recorded = page.waitForResponse((r) => r.url().includes("/scenarios/") && r.request().method() === "POST");
    await page.keyboard.press("Enter");
    expect((await recorded).status()).toBe(201);
    const outcome = page.getByRole("heading", { level: 4, name: /Best choice/ });
    await expect(outcome).toBeFocused();
    await expect(page.getByText("What happens next")).toBeVisible();
    await expect(page.getByText(/applications from disabled candidates fell by a third/)).toBeVisible();

    // Continue to decision 2; focus moves to its prompt. The third option (poor) by the arrow keys.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    const prompt = page.locator("legend", { hasText: "You meet the director" });
    await expect(prompt).toBeFocused();
    await expect(prompt).toContainText("Decision 2");
    await tabTo(page, page.getByRole("radio").first());
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /Agree to leave it out this quarter/ })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Confirm choice" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 4, name: /Poor choice/ })).toBeFocused();
    await expect(page.getByText(/Incremental steps make each compromise/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`scenario-outcome-${width}.png`), fullPage: true });

    // The end: the summary, in words, and the module's progress moved (started 10 % + the scenario's 15).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "See summary" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 4, name: "Scenario complete" })).toBeFocused();
    await expect(
      page.getByText("You made the best choice at 1 of 2 decisions, a poor one at 1. Try again to find a better path."),
    ).toBeVisible();
    const decisions = page.getByRole("list", { name: "Your decisions" }).getByRole("listitem");
    await expect(decisions).toHaveCount(2);
    await expect(decisions.nth(1)).toContainText("Poor choice");
    await expect(page.getByRole("region", { name: "Your Progress" })).toContainText("25%");
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`scenario-summary-${width}.png`), fullPage: true });
    await expectNoA11yViolations(page);

    // Try again: back to the start, focus on the scenario's title; the next scenario is one key away.
    await tabTo(page, page.getByRole("button", { name: "Try again" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 3, name: "The board report" })).toBeFocused();
    await expect(page.locator("legend", { hasText: "You feel uneasy" })).toContainText("Decision 1");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });
}
