import type { ModuleSummary } from "../src/contracts/modules";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/**
 * Issue 47 item 1: the statutory library is a category of the catalogue, and each of its modules shows
 * the law it covers, with its primary sources, status and the day it was checked.
 */
for (const width of [1280, 390]) {
  test(`a learner finds the UK Compliance library and reads a module's law and sources (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page);
    const response = await page.request.get("/api/modules?category=UK%20Compliance");
    expect(response.ok()).toBe(true);
    const library = (await response.json()) as ModuleSummary[];
    expect(library.length).toBeGreaterThanOrEqual(19);
    const module = library.find((m) => m.title === "Preventing Sexual Harassment at Work")!;

    await page.goto(`/module/${module.id}`);
    await expect(page.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    await expect(page.getByText("UK Compliance", { exact: true })).toBeVisible();
    const law = page.getByRole("heading", { name: "Law and sources" });
    await law.scrollIntoViewIfNeeded();
    await expect(law).toBeVisible();
    await expect(page.getByText(/Checked against these sources on \d{1,2} \w+ 20\d\d\./)).toBeVisible();
    const source = page.getByRole("link", { name: /Equality Act 2010, section 40A/ });
    await expect(source).toHaveAttribute("href", "https://www.legislation.gov.uk/ukpga/2010/15/section/40A");
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`compliance-module-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
