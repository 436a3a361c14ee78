import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

const PAGES = [
  { path: "/", ready: (page: Page) => page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / }) },
  { path: "/library", ready: (page: Page) => page.getByText(/^\d+ modules$/) },
  { path: "/progress", ready: (page: Page) => page.getByRole("heading", { name: "Recent Learning Activity" }) },
  { path: "/pathways", ready: (page: Page) => page.getByRole("heading", { name: "All Pathways" }) },
  { path: "/analytics", ready: (page: Page) => page.getByRole("heading", { name: "PIVOT Profile" }) },
];

test("the AI Learning Assistant answers at once, ignores blank input and fills chips", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Open AI Learning Assistant" }).click();
  const panel = page.getByRole("region", { name: "AI Learning Assistant" });
  for (const label of ["Quick tip", "Next steps", "Motivation"])
    await expect(panel.getByText(`${label}:`)).toBeVisible();

  const log = panel.getByRole("log");
  const messages = log.locator("p");
  await expect(messages).toHaveCount(1); // the greeting
  const input = panel.getByRole("textbox", { name: "Message the assistant" });

  await input.fill("   ");
  await input.press("Enter");
  await expect(messages).toHaveCount(1);

  await input.fill("What should I learn next?");
  await input.press("Enter");
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText("What should I learn next?");
  await expect(messages.nth(2)).toContainText(/Focus on \w+ next/);
  await expect(input).toHaveValue("");

  const chip = panel.getByRole("group", { name: "Suggestions" }).getByRole("button").first();
  const chipText = (await chip.textContent()) ?? "";
  await chip.click();
  await expect(input).toHaveValue(chipText);
  await expect(messages).toHaveCount(3);

  await panel.getByRole("button", { name: "Close AI Learning Assistant" }).first().click();
  await expect(panel).toBeHidden();
});

test("the library widget filters by category word and shows its empty state", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  const widget = page.getByRole("region", { name: "Content Library" });
  await widget.getByRole("button", { name: "Resilience" }).click();
  await expect(widget.getByRole("article").first()).toBeVisible();
  for (const card of await widget.getByRole("article").all()) {
    await expect(card.getByRole("link", { name: /^View Module/ })).toBeVisible();
  }
  // Issue 15: every category button finds modules, Interview Skills the recruitment module.
  await widget.getByRole("button", { name: "Interview Skills" }).click();
  await expect(widget.getByRole("article").filter({ hasText: "Inclusive Recruitment and Selection" })).toBeVisible();
  await widget.getByPlaceholder("Search modules...").fill("no module is called this");
  await expect(widget.getByText("No modules found")).toBeVisible();
  await expect(widget.getByText("Try adjusting your search or filter criteria")).toBeVisible();
});

// DESIGN §8: one page per axe scan, one scan per test.
for (const { path, ready } of PAGES) {
  test(`the learner page ${path} has no axe violations`, async ({ page }) => {
    await signUpViaApi(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test.describe("on a 390 px screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, ready } of [
    ...PAGES,
    { path: "/mobile", ready: (p: Page) => p.getByRole("tab", { name: "Social" }) },
  ]) {
    test(`the learner page ${path} fits without sideways scrolling`, async ({ page }) => {
      await signUpViaApi(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow} px`).toBeLessThanOrEqual(0);
    });
  }
});
