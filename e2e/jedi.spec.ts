import fs from "node:fs";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/**
 * Issue 12 "Done when": complete the JEDI assessment and see the percentage and level; import a CSV
 * of employees, run the analysis and read the median gap; download the report and read it as JSON.
 */

// Option values 1-5 in each question are listed in order; these are the labels chosen, by question order
// (leadership-commitment, pay-equity, representation, psychological-safety, supplier-diversity,
// advancement-opportunities, cultural-competency, voice-agency).
const CHOICES = [
  "Informal support", // justice 2
  "Regular equal pay audit", // equity 4
  "Unknown", // diversity 1
  "Embedded", // inclusion 5
  "Policy in place", // justice 3 → (2 + 3) / 2 × 20 = 50
  "Monitored", // equity 4 → 80
  "One-off sessions", // diversity 2 → 30
  "Representative voice", // inclusion 4 → 90
];
// (50 + 80 + 30 + 90) / 4 = 62.5 → 63, Developing.

test("the readiness assessment gives the expected percentage and level, saved to the account", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/jedi");
  await expect(page.getByRole("heading", { level: 1, name: "B-Corp JEDI Hub" })).toBeVisible();
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await page.getByRole("button", { name: "Begin Assessment" }).click();

  for (const [index, choice] of CHOICES.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 8`)).toBeVisible();
    const next = page.getByRole("button", { name: index === 7 ? "Complete Assessment" : "Next Question" });
    await expect(next).toBeDisabled();
    await page.getByRole("radio", { name: new RegExp(`^${choice}`) }).check();
    if (index === 1) {
      // Answers can be revised by going back.
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(page.getByRole("radio", { name: /^Informal support/ })).toBeChecked();
      await page.getByRole("button", { name: "Next Question" }).click();
      await expect(page.getByRole("radio", { name: /^Regular equal pay audit/ })).toBeChecked();
    }
    if (index < 7) await next.click();
  }
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/jedi/assessments") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  expect((await saved).status()).toBe(201);
  const result = page.getByRole("region", { name: "Your JEDI Readiness" });
  await expect(result.getByText("63%", { exact: true })).toBeVisible();
  await expect(result.getByText("Developing", { exact: true })).toBeVisible();
  await expect(result.getByText("Saved to your account.")).toBeVisible();

  const history = page.getByRole("list", { name: "Earlier attempts" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem").first()).toContainText("63%");
  await expectNoA11yViolations(page);

  // View Learning Pathways: the latest attempt's recommendations (justice 50, diversity 30) link to real modules.
  await result.getByRole("button", { name: "View Learning Pathways" }).click();
  const latest = page.getByRole("region", { name: "From your latest assessment" });
  await expect(latest.getByText("Justice", { exact: true })).toBeVisible();
  await expect(latest.getByText("Diversity", { exact: true })).toBeVisible();
  await expect(latest.getByText("Equity", { exact: true })).toHaveCount(0);
  await latest.getByRole("link", { name: "Inclusive Recruitment and Selection" }).click();
  await expect(page).toHaveURL(/\/module\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inclusive Recruitment and Selection" })).toBeVisible();
});

const HEADER = "role,gender,ethnicity,age,disability,salary,department,yearsExperience,weeklyHours,bonus";
// Six valid rows on hourly pay and three bad ones (rows 3, 6 and 9 of the file).
//   men £20.00 and £25.00 an hour (median 22.50); women £15.00, £18.00 and £20.00 (median 18.00)
//   median gap (22.50 − 18.00) / 22.50 = 20.0%
const CSV = [
  HEADER,
  "Engineer,male,white,26-35,no,41600,engineering,4,40,",
  ",female,white,26-35,no,30000,engineering,2,40,",
  "Lead,male,asian,36-45,no,52000,engineering,9,40,2000",
  "Analyst,female,white,26-35,no,31200,finance,3,40,500",
  "Designer,woman,white,26-35,no,30000,marketing,2,40,",
  "Officer,female,black,46-55,yes,37440,operations,6,40,",
  "Assistant,female,white,18-25,no,20800,operations,1,20,",
  "Clerk,non-binary,mixed,26-35,no,0,hr,1,40,",
  "",
].join("\n");

test("a CSV import, the analysis's median gap and the report read back as JSON", async ({ page }, testInfo) => {
  await signUpViaApi(page);
  await page.goto("/jedi?tab=pay-equity");
  await expect(page.getByRole("tab", { name: "Data Entry", selected: true })).toBeVisible();
  await expect(
    page.getByText("Minimum 5 employee records required for statistical analysis. Currently have 0 entries."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Run Analysis" })).toBeDisabled();

  // A file that is not CSV is refused with a message.
  await page.getByLabel("Import a CSV file (up to 5 MB)").setInputFiles({
    name: "staff.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByText('"staff.txt" is not a CSV file.', { exact: false })).toBeVisible();

  await page.getByLabel("Import a CSV file (up to 5 MB)").setInputFiles({
    name: "staff.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await expect(page.getByText("5 records imported from staff.csv; 3 rejected.")).toBeVisible();
  const rejected = page.getByRole("list", { name: "Rejected rows" }).getByRole("listitem");
  await expect(rejected).toHaveCount(3);
  await expect(rejected.nth(0)).toContainText("Row 3: role is missing");
  await expect(rejected.nth(1)).toContainText('Row 6: unknown gender "woman"');
  await expect(rejected.nth(2)).toContainText('Row 9: salary "0" is not an amount above 0');

  await page.getByRole("button", { name: "Run Analysis" }).click();
  await expect(page.getByRole("tab", { name: "Analysis Results", selected: true })).toBeVisible();
  const median = page.locator("dl > div").filter({ hasText: "Median gender pay gap" });
  await expect(median.locator("dd")).toHaveText("20.0%");
  await expect(page.getByText("Pay basis: Hourly pay", { exact: false })).toBeVisible();

  // Records stay in the browser across a reload.
  await page.reload();
  await page.getByRole("tab", { name: "Compliance Report" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download JSON" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pay-equity-report-\d{4}-\d{2}-\d{2}\.json$/);
  const saveAs = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saveAs);
  const report = JSON.parse(fs.readFileSync(saveAs, "utf8"));
  expect(report.recordCount).toBe(5);
  expect(report.payBasis).toBe("hourly");
  expect(report.measures.medianGenderPayGapPercent).toBe(20);
  expect(report.measures.payQuarters.map((q: { headcount: number }) => q.headcount)).toEqual([2, 1, 1, 1]);

  // Clear data removes the records from the browser.
  await page.getByRole("button", { name: "Clear data" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Clear data" }).click();
  await page.getByRole("tab", { name: "Data Entry" }).click();
  await expect(page.getByText("No employee records yet")).toBeVisible();
});

test("audit preparation opens each step only through its gate and downloads the plan", async ({ page }, testInfo) => {
  await signUpViaApi(page);
  await page.goto("/jedi?tab=audit-prep");
  await expect(page.getByRole("tab", { name: "2. Vendor Selection" })).toBeDisabled();
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await page.getByLabel("Organization size").selectOption("medium");
  await page.getByLabel("Industry").selectOption("healthcare");
  await page.getByLabel("Timeline").selectOption("3-months");
  await next.click();

  // Vendors filtered by industry: only the healthcare specialist.
  const vendors = page.getByRole("checkbox");
  await expect(vendors).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await vendors.first().check();
  await page.getByRole("button", { name: "Continue" }).click();

  const generate = page.getByRole("button", { name: "Generate Implementation Plan" });
  const items = page.getByRole("checkbox");
  await expect(items).toHaveCount(25);
  for (let i = 0; i < 14; i++) await items.nth(i).check();
  await expect(page.getByText("56% complete")).toBeVisible();
  await expect(generate).toBeDisabled();
  await items.nth(14).check();
  await expect(page.getByText("reaching 80% first is advised", { exact: false })).toBeVisible();
  await generate.click();

  await expect(page.getByText("Preparation: weeks 1-4")).toBeVisible();
  await expect(page.getByText("Audit: weeks 5-6")).toBeVisible();
  await expect(page.getByText("Follow-up: weeks 7-8")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download JSON" }).click();
  const file = await download;
  const saveAs = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saveAs);
  const plan = JSON.parse(fs.readFileSync(saveAs, "utf8"));
  expect(plan.timeline).toEqual({ prepWeeks: 4, auditWeeks: 2, followUpWeeks: 2, totalWeeks: 8 });
  expect(plan.checklistPercent).toBe(60);

  // Back is allowed; the steps are kept in the browser.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("60% complete")).toBeVisible();
  await page.reload();
  await expect(page.getByText("60% complete")).toBeVisible();
});
