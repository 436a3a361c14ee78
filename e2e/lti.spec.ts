import type { Page } from "@playwright/test";
import { type LtiPlatform, startLtiPlatform } from "../src/server/test/lti-platform";
import { E2E_ORIGIN, expect, expectNoA11yViolations, test } from "./fixtures";
import { completeByPassingCheck } from "./knowledge-check";
import { assessedModule, enterprisePlusOwner } from "./lms";

/**
 * Issue 24 item 2: PIVOT as an LTI 1.3 tool of an LMS. The LMS is the in-process platform stand-in
 * (src/server/test/lti-platform.ts, its keys made here), on another origin. The owner registers it in
 * the settings card; a learner launches a module from the course page and is signed in on it; passing
 * the knowledge check sends the score to the LMS's gradebook (AGS); a teacher picks a module in the
 * deep-linking picker and the LMS receives it. Nothing waits a fixed time: the stand-in is polled.
 */

test.describe.configure({ timeout: 180_000 });

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an LMS launches PIVOT: registration, sign-in on the module, the score back and deep linking", async ({
  page,
  browser,
}, testInfo) => {
  const { organisationName } = await enterprisePlusOwner(page, browser);
  const module = await assessedModule(page);
  const platform: LtiPlatform = await startLtiPlatform({
    toolLoginUrl: `${E2E_ORIGIN}/api/lti/login`,
    toolJwks: `${E2E_ORIGIN}/api/lti/jwks`,
    courseModules: [module],
  });
  try {
    // The owner registers the LMS in the settings card.
    await page.goto("/organization/settings");
    const card = page.getByRole("region", { name: "LTI 1.3" });
    await expect(card.getByText("No LMS registered yet")).toBeVisible();
    await expect(card.getByRole("textbox", { name: "Login initiation URL" })).toHaveValue(
      `${E2E_ORIGIN}/api/lti/login`,
    );
    await expect(card.getByRole("textbox", { name: "PIVOT keyset (JWKS) URL" })).toHaveValue(
      `${E2E_ORIGIN}/api/lti/jwks`,
    );
    const form = card.getByRole("form", { name: "Register an LMS" });
    await form.getByRole("button", { name: "Register LMS" }).click();
    await expect(form.getByText("Add at least one deployment id")).toBeVisible();
    await form.getByLabel("Name").fill("Course LMS");
    await form.getByLabel("Issuer (platform ID)").fill(platform.issuer);
    await form.getByLabel("Client ID").fill(platform.clientId);
    await form.getByLabel("Authorisation URL").fill(platform.authLoginUrl);
    await form.getByLabel("Access token URL").fill(platform.accessTokenUrl);
    await form.getByLabel("LMS keyset (JWKS) URL").fill(platform.jwksUrl);
    await form.getByLabel("Deployment IDs").fill(platform.deploymentId);
    await form.getByRole("button", { name: "Register LMS" }).click();
    await expect(card.getByRole("listitem", { name: "LMS Course LMS" })).toBeVisible();
    await expectNoA11yViolations(page);
    await card.screenshot({ path: testInfo.outputPath("lti-card-1280.png") });

    // A learner opens the module from the course: signed in on its page, a member of the organisation.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await learner.goto(`${platform.url}/course?sub=e2e-learner&name=Lee%20Learner`);
    await learner.getByRole("button", { name: `Open ${module.title}` }).click();
    await expect(learner).toHaveURL(new RegExp(`/module/${module.id}$`), { timeout: 30_000 });
    await expect(learner.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    const session = (await (await learner.request.get("/api/auth/session")).json()) as {
      user?: { firstName: string | null; lastName: string | null } | null;
    };
    expect(session.user).toMatchObject({ firstName: "Lee", lastName: "Learner" });
    const organizations = (await (await learner.request.get("/api/organizations")).json()) as { name: string }[];
    expect(organizations.map((o) => o.name)).toContain(organisationName);

    // Passing the knowledge check on the module page sends the score to the LMS's line item.
    const isProgressUpdate = (r: { url(): string; request(): { method(): string } }) =>
      new URL(r.url()).pathname === "/api/user/progress" && r.request().method() === "POST";
    const started = learner.waitForResponse(isProgressUpdate);
    await learner.getByRole("button", { name: "Start Learning Journey" }).click();
    await started;
    await completeByPassingCheck(learner);
    const [score] = await platform.receivedScores(1, 90_000);
    expect(score.score).toMatchObject({
      userId: "e2e-learner",
      scoreMaximum: 100,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
    });
    await learnerContext.close();

    // The owner sees the course and the score in the card.
    await page.reload();
    await expect(card.getByRole("listitem", { name: "Course Sustainable Business 101" })).toBeVisible();
    await expect(card.getByRole("table").getByText("Sent", { exact: true })).toBeVisible({ timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath("lti-card-with-course-1280.png") });
    await page.setViewportSize({ width: 390, height: 900 });
    await card.screenshot({ path: testInfo.outputPath("lti-card-390.png") });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A teacher adds the module to the course through deep linking; the LMS receives it, signed.
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await teacher.goto(`${platform.url}/course`);
    await teacher.getByRole("button", { name: "Add PIVOT modules" }).click();
    await expect(teacher.getByRole("heading", { name: "Add PIVOT modules to your course" })).toBeVisible({
      timeout: 30_000,
    });
    const pickerUrl = teacher.url();
    await shoot(teacher, "lti-picker", (name) => testInfo.outputPath(name));
    await teacher.getByLabel("Search modules").fill("zzzz no such module");
    await teacher.getByRole("button", { name: "Search" }).click();
    await expect(teacher.getByText("No modules found")).toBeVisible();
    await teacher.getByLabel("Search modules").fill(module.title);
    await teacher.getByRole("button", { name: "Search" }).click();
    await teacher
      .getByRole("checkbox", { name: new RegExp(module.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .check();
    await teacher.getByRole("button", { name: "Add to course" }).click();
    await expect(teacher.getByRole("heading", { name: "Content added" })).toBeVisible({ timeout: 30_000 });
    await expect(teacher.getByText(module.title)).toBeVisible();
    expect(platform.deepLinks).toHaveLength(1);
    const items = platform.deepLinks[0].payload["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"] as {
      title: string;
      custom: { module_id: string };
      lineItem?: { scoreMaximum: number };
    }[];
    expect(items).toEqual([
      expect.objectContaining({
        title: module.title,
        custom: { module_id: String(module.id) },
        lineItem: expect.objectContaining({ scoreMaximum: 100 }),
      }),
    ]);

    // The same picker, opened again, is refused with a page that says why.
    await teacher.goto(pickerUrl);
    await expect(teacher.getByRole("heading", { name: "These modules were already sent" })).toBeVisible();
    await shoot(teacher, "lti-refusal", (name) => testInfo.outputPath(name));
    await teacherContext.close();
  } finally {
    await platform.close();
  }
});
