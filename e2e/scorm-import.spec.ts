import type { TestCredentials } from "../src/contracts/test-support";
import { samplePackage } from "../src/server/features/scorm-courses/scorm-fixtures";
import { E2E_ORIGIN, expect, expectNoA11yViolations, signInAs, test, uniqueId } from "./fixtures";
import { enterprisePlusOwner, snapPage } from "./lms";

// The refused upload answers 400; the sample SCO shows the sandbox at work: its call to PIVOT's API is
// refused by connect-src, its move of the top window by the sandbox, both reported on the console.
test.use({
  allowConsoleErrors: [/status of 400|Content Security Policy|Failed to fetch|Unsafe attempt to initiate navigation/],
});

/**
 * Issue 24 item 3 (acceptance): an owner of an Enterprise Plus organisation uploads a SCORM 1.2 package
 * made in the test and assigns it; a member plays it — the SCO runs in the runtime frame on the courses'
 * own origin, finds scorm-again's API in its parent window and reports passed with its score — and the course and
 * the member's result appear in the employer view's Organisation courses.
 */
test("an imported SCORM package plays in the sandbox, reports completion and appears in the employer view", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { organizationId } = await enterprisePlusOwner(page, browser);
  const lastName = `Learner${uniqueId()}`;
  const response = await page.request.post("/api/test-support/team-member", {
    data: { organizationId, firstName: "Sami", lastName },
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(201);
  const learner: TestCredentials = await response.json();
  const title = `Manual handling ${uniqueId()}`;

  // The owner uploads the package and assigns it.
  await page.goto("/organization/courses");
  await expect(page.getByRole("heading", { level: 1, name: "SCORM courses" })).toBeVisible();
  await expect(page.getByText("No courses imported yet")).toBeVisible();
  await page.getByLabel("SCORM package (.zip)").setInputFiles({
    name: "not-a-package.zip",
    mimeType: "application/zip",
    buffer: Buffer.from("this is not a zip"),
  });
  await page.getByRole("button", { name: "Upload package" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The file is not a zip." })).toBeVisible();
  await page.getByLabel("SCORM package (.zip)").setInputFiles({
    name: "manual-handling.zip",
    mimeType: "application/zip",
    buffer: await samplePackage({ version: "1.2", title, finishStatus: "passed", score: 85 }),
  });
  await page.getByRole("button", { name: "Upload package" }).click();
  const courses = page.getByRole("region", { name: "Imported courses" });
  await expect(courses.getByRole("cell", { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(courses.getByText("SCORM 1.2")).toBeVisible();
  await snapPage(page, "scorm-courses-admin");
  await expectNoA11yViolations(page);

  await courses.getByRole("button", { name: `Assign ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Assign ${title}` });
  await dialog.getByLabel("Search members").fill(lastName);
  await dialog.getByRole("checkbox", { name: new RegExp(lastName) }).check();
  await dialog.getByLabel("Due date (optional)").fill("2099-12-31");
  await dialog.getByRole("button", { name: "Assign course" }).click();
  await expect(dialog).toBeHidden();
  await expect(courses.getByText("1 assigned")).toBeVisible();

  // The member plays it.
  const learnerContext = await browser.newContext();
  try {
    const learnerPage = await learnerContext.newPage();
    await signInAs(learnerPage, learner);
    await learnerPage.goto("/courses");
    await expect(learnerPage.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(learnerPage.getByText("Assigned to you · due 31 Dec 2099")).toBeVisible();
    await snapPage(learnerPage, "scorm-my-courses");
    await learnerPage.getByRole("link", { name: `Start ${title}` }).click();
    await expect(learnerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const frameElement = learnerPage.locator(`iframe[title="${title}"]`);
    await expect(frameElement).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-same-origin allow-forms allow-popups allow-modals",
    );
    const sco = learnerPage.frameLocator(`iframe[title="${title}"]`).frameLocator("#sco");
    // The SCO found the API in its parent window (the runtime), with the learner's name from PIVOT.
    await expect(sco.getByText(`Connected as Sami ${lastName}`)).toBeVisible();
    // The courses' origin: no way into PIVOT's page, no cookies, no move of the top window, no API.
    await expect(
      sco.getByText("PIVOT page blocked, no cookies, top navigation blocked, API blocked", { exact: true }),
    ).toBeVisible();
    await expect(learnerPage).toHaveURL(/\/courses\/[^/]+$/);
    await expect(learnerPage.getByText("Progress saved")).toBeVisible();
    await expect(learnerPage.getByText("In progress")).toBeVisible();
    await sco.getByRole("button", { name: "Finish the course" }).click();
    await expect(sco.getByText("Course finished")).toBeVisible();
    await expect(learnerPage.getByText("Passed", { exact: true })).toBeVisible();
    await expect(learnerPage.getByText("85%")).toBeVisible();
    await expect(learnerPage.getByText("1 min")).toBeVisible();
    await snapPage(learnerPage, "scorm-player");
    await expectNoA11yViolations(learnerPage);

    // Reopened, the SCO resumes with the stored status.
    await learnerPage.reload();
    await expect(sco.getByText(`Connected as Sami ${lastName} (passed)`)).toBeVisible();
  } finally {
    await learnerContext.close();
  }

  // A new version with the same launch file: the member keeps their result.
  await page.goto("/organization/courses");
  await page.getByLabel(`New version of ${title} (.zip)`).setInputFiles({
    name: "manual-handling-v2.zip",
    mimeType: "application/zip",
    buffer: await samplePackage({ version: "1.2", title, extra: { "notes.txt": "Version 2" } }),
  });
  await expect(page.getByText(`${title}: learners keep their progress.`, { exact: true })).toBeVisible();
  await expect(courses.getByText("3 files · launches index.html")).toBeVisible();

  // The employer view.
  await page.goto("/organization/analytics");
  const section = page.getByRole("region", { name: "Organisation courses" });
  const course = section.getByRole("region", { name: title });
  await expect(course.getByRole("heading", { name: new RegExp(title) })).toBeVisible();
  await expect(course.getByRole("definition").nth(3)).toHaveText("1");
  await expect(course.getByRole("definition").nth(4)).toHaveText("85%");
  const row = course.getByRole("row", { name: new RegExp(lastName) });
  await expect(row.getByText("Passed")).toBeVisible();
  await expect(row.getByText("85%")).toBeVisible();
  await snapPage(page, "scorm-employer-view");
});
