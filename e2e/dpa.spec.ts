import { CURRENT_DPA_VERSION } from "../src/domain/dpa";
import { expect, expectNoA11yViolations, signUpViaApi, test, uniqueId } from "./fixtures";

/**
 * Issue 45 item 5 (decision 402): the paperwork a DPO signs before the pay-gap upload. The privacy policy
 * says who is processor and controller and names the Article 9 conditions; /dpa shows the company details
 * the server runs with; an owner accepts the agreement in the browser, with a record in the audit log.
 */

test("the privacy policy and the data processing agreement read as a DPO needs them", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/privacy");
  const privacy = page.getByRole("main");
  await expect(privacy).toContainText("We are a processor for organisations.");
  await expect(privacy).toContainText("We are a controller for our own accounts.");
  await expect(privacy).toContainText("Schedule 1, Part 1, paragraph 1");
  await expect(privacy).toContainText("Schedule 1, Part 2, paragraph 8");
  await expect(privacy).toContainText("Legal references reviewed on 2 December 2026");

  await page.goto("/dpa");
  await expect(page.getByRole("heading", { level: 1, name: "Data Processing Agreement" })).toBeVisible();
  await expect(
    page.getByText(`Version ${CURRENT_DPA_VERSION.id} · Last updated: ${CURRENT_DPA_VERSION.date}`),
  ).toBeVisible();
  // The company details are the settings the server inlined into the page (COMPANY_*), not text of the client's.
  const served = JSON.parse((await page.locator("#app-config").textContent()) ?? "{}") as {
    companyDetails: { name: string; number: string; address: string; vatNumber: string };
  };
  expect(served.companyDetails.name).toBe("PIVOT Learning Ltd");
  const details = page.getByRole("region", { name: "Company details" });
  for (const value of Object.values(served.companyDetails)) await expect(details).toContainText(value);
  await expect(page.getByRole("heading", { name: "Sub-processors in use" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sub-processors in use" }).getByRole("listitem").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("dpa-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  await expect(page.getByRole("region", { name: "Company details" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("privacy-390.png"), fullPage: true });
  await page.goto("/dpa");
  await expect(page.getByRole("region", { name: "Company details" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("dpa-390.png"), fullPage: true });
});

test("an owner is asked at the pay-gap upload to accept the agreement, and accepts it in the settings", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, { firstName: "Priya", lastName: "Shah" });
  const name = `Fairpay ${uniqueId()}`;
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(name);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);

  await page.goto("/jedi?tab=pay-equity");
  await expect(page.getByText(/has not accepted the Data Processing Agreement/)).toBeVisible();
  await page.getByRole("link", { name: "Review and accept the agreement" }).click();
  await expect(page).toHaveURL(/\/organization\/settings#settings-dpa$/);
  const card = page.getByRole("region", { name: "Data processing agreement" });
  await expect(card.getByText(`Not yet accepted for ${name}.`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath("dpa-card-1280.png") });

  // The server's rules, in the browser: nothing typed is refused with each field's message.
  await card.getByRole("button", { name: "Accept the agreement" }).click();
  await expect(card.getByText("Your full name is required")).toBeVisible();
  await expect(card.getByText("Confirm that you accept the agreement for the organisation")).toBeVisible();
  await card.getByLabel(/Your full name/).fill("Priya Shah");
  await card.getByLabel(/Your job title/).fill("Head of People");
  await card.getByRole("checkbox", { name: /I accept the Data Processing Agreement/ }).check();
  await card.getByRole("button", { name: "Accept the agreement" }).click();
  await expect(card.getByText(`Accepted for ${name}`)).toBeVisible();
  await expect(card.getByText("Priya Shah, Head of People")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.screenshot({ path: testInfo.outputPath("dpa-card-390.png") });

  await page.goto("/organization/audit-log");
  // The entry, not the filter's option of the same name.
  await expect(page.getByText("Data processing agreement accepted").filter({ visible: true }).first()).toBeVisible();

  await page.goto("/jedi?tab=pay-equity");
  await expect(page.getByLabel(/^CSV file for/)).toBeVisible();
  await expect(page.getByText(/has not accepted the Data Processing Agreement/)).toHaveCount(0);
});
