import { type Page, request as playwrightRequest } from "@playwright/test";
import { type LtiPlatform, startLtiPlatform } from "../src/server/test/lti-platform";
import { E2E_ORIGIN, expect, expectNoA11yViolations, test } from "./fixtures";
import { assessedModule, enterprisePlusOwner } from "./lms";

/**
 * Decision 397: the LMS registers PIVOT from one link (LTI Dynamic Registration) and embeds the
 * activity in its own page, as Canvas and Moodle do by default. The LMS is the platform stand-in
 * (src/server/test/lti-platform.ts) on 127.0.0.1, another site than PIVOT's localhost: inside its
 * frame PIVOT is a third party, so the learner's session rides on a partitioned cookie.
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

test("an LMS registers PIVOT from one link and opens a module inside its own page", async ({
  page,
  browser,
}, testInfo) => {
  await enterprisePlusOwner(page, browser);
  const module = await assessedModule(page);
  const platform: LtiPlatform = await startLtiPlatform({
    toolLoginUrl: `${E2E_ORIGIN}/api/lti/login`,
    toolJwks: `${E2E_ORIGIN}/api/lti/jwks`,
    courseModules: [module],
  });
  try {
    // The owner makes a registration link on the LTI card.
    await page.goto("/organization/settings");
    const card = page.getByRole("region", { name: "LTI 1.3" });
    await expect(card.getByText("No LMS registered yet")).toBeVisible();
    await card.getByRole("button", { name: "Make a registration link" }).click();
    const linkField = card.getByRole("textbox", { name: "Registration link" });
    await expect(linkField).toHaveValue(new RegExp(`^${E2E_ORIGIN}/api/lti/register/`));
    const link = await linkField.inputValue();
    await expectNoA11yViolations(page);
    const section = card.getByRole("region", { name: "Register with one link" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: testInfo.outputPath(`lti-registration-link-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the settings at ${width}px scroll sideways`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The LMS opens it in a frame of its administration page; PIVOT registers itself and says so.
    const lms = await browser.newContext();
    const admin = await lms.newPage();
    await admin.goto(`${platform.url}/register-tool?url=${encodeURIComponent(link)}`);
    const registration = admin.frameLocator('iframe[title="Tool registration"]');
    await expect(registration.getByRole("heading", { name: "PIVOT is registered with your LMS" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(registration.getByText(platform.clientId)).toBeVisible();
    await admin.screenshot({ path: testInfo.outputPath("lti-registered-1280.png"), fullPage: true });
    await registration.getByRole("button", { name: "Finish" }).click();
    await expect(admin.getByRole("status")).toHaveText("Registration closed");
    expect(platform.toolRegistrations).toHaveLength(1);
    await lms.close();

    await page.reload();
    const registered = card.getByRole("listitem", { name: /^LMS Standin at 127\.0\.0\.1/ });
    await expect(registered).toBeVisible();
    await expect(registered.getByText(`Deployment ${platform.deploymentId}`)).toBeVisible();

    // A learner opens the course page: the activity, in its frame, is the module, signed in.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await learner.goto(`${platform.url}/embedded-course?module=${module.id}&sub=e2e-embedded&name=Emma%20Bedded`);
    const activity = learner.frameLocator('iframe[title="PIVOT activity"]');
    await expect(activity.getByRole("heading", { level: 1, name: module.title })).toBeVisible({ timeout: 45_000 });
    await expect(activity.getByRole("button", { name: "Start Learning Journey" })).toBeVisible();
    await shoot(learner, "lti-embedded-module", (name) => testInfo.outputPath(name));
    // The session is the frame's own (partitioned): PIVOT opened on its own site is not signed in as them.
    const own = await learnerContext.newPage();
    await own.goto(`${E2E_ORIGIN}/api/auth/session`);
    expect(JSON.parse((await own.textContent("body")) ?? "null")?.user ?? null).toBeNull();
    await learnerContext.close();

    // A browser that keeps cookies from frames: the launch's answer reaches the frame without its cookie
    // (the launch is made outside the browser and only its redirect handed on). The frame explains, and
    // "Open in a new window" continues the same launch there, signed in.
    const blockedContext = await browser.newContext();
    const outside = await playwrightRequest.newContext();
    await blockedContext.route(`${E2E_ORIGIN}/api/lti/launch`, async (route) => {
      const answer = await outside.fetch(route.request(), {
        headers: { ...route.request().headers(), "sec-fetch-dest": "iframe" },
        maxRedirects: 0,
      });
      expect(answer.headers()["set-cookie"]).toContain("Partitioned");
      await route.fulfill({ status: answer.status(), headers: { location: answer.headers().location ?? "" } });
    });
    const blocked = await blockedContext.newPage();
    await blocked.goto(`${platform.url}/embedded-course?module=${module.id}&sub=e2e-blocked&name=Bo%20Blocked`);
    const blockedFrame = blocked.frameLocator('iframe[title="PIVOT activity"]');
    await expect(blockedFrame.getByRole("heading", { name: "Open the module in a new window" })).toBeVisible({
      timeout: 45_000,
    });
    await shoot(blocked, "lti-embedded-blocked", (name) => testInfo.outputPath(name));
    const [opened] = await Promise.all([
      blocked.waitForEvent("popup"),
      blockedFrame.getByRole("link", { name: "Open in a new window" }).click(),
    ]);
    await expect(opened).toHaveURL(new RegExp(`/module/${module.id}$`), { timeout: 30_000 });
    await expect(opened.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    await expect(opened.getByText("Bo Blocked").first()).toBeVisible();
    await blockedContext.close();
    await outside.dispose();
  } finally {
    await platform.close();
  }
});
