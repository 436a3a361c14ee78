import fs from "node:fs";
import path from "node:path";
import { E2E_ORIGIN, expect, expectNoA11yViolations, test } from "./fixtures";
import { answerKnowledgeCheckInPage } from "./knowledge-check";
import {
  allowLmsOrigin,
  assessedModule,
  downloadPackage,
  enterprisePlusOwner,
  snapPage,
  snapRegion,
  startLms,
} from "./lms";

/** scorm-again's SCORM 1.2 runtime, as an LMS embeds it (the LMS side of the journey); its exports hide dist/. */
const SCORM_AGAIN = fs.readFileSync(path.resolve(import.meta.dirname, "../node_modules/scorm-again/dist/scorm12.js"));

/**
 * The LMS's page for a SCO: scorm-again's SCORM 1.2 API as `window.API`, loaded with the LMS's learner,
 * and the package's launch page in a frame (SCORM 1.2 RTE: the SCO finds the API in its parent).
 */
const HOST_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test LMS</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%}</style>
<script src="/scorm-again/scorm12.js"></script>
<script>
  window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
  window.API.loadFromJSON({ core: { student_id: "moodle-4711", student_name: "Lovelace, Ada" } });
  // What the SCO sets that the LMS cannot read back (session_time is write-only), and its commits.
  window.sessionTimes = [];
  window.commits = 0;
  window.API.on("LMSSetValue.cmi.core.session_time", function (element, value) { window.sessionTimes.push(value); });
  window.API.on("LMSCommit", function () { window.commits += 1; });
</script>
</head>
<body><iframe title="Course" src="/package/index.html"></iframe></body>
</html>`;

/**
 * Issue 24 item 1 (acceptance): an owner downloads the SCORM 1.2 package of a module from the settings;
 * an LMS (scorm-again in a page of another origin) launches it; the LMS's learner opens the module in
 * the PIVOT player, passes its knowledge check, and the LMS's API holds "passed" with the score.
 * The owner then sees the launch counted, and revoking the package refuses the next launch.
 */
test("a SCORM 1.2 package launched from an LMS reports passed with the score", async ({ page, browser }) => {
  test.setTimeout(180_000); // a plan recorded by sales, a download, a launch and a knowledge check in a frame
  const { organisationName } = await enterprisePlusOwner(page, browser);
  const module = await assessedModule(page);

  await page.goto("/organization/settings");
  const section = page.getByRole("region", { name: "LMS packages" });
  await expect(section.getByText("No packages yet")).toBeVisible();
  await snapRegion(page, "LMS packages", "lms-packages-empty");
  await expectNoA11yViolations(page);
  const files = await downloadPackage(page, module.title, "SCORM 1.2");
  expect([...files.keys()].sort()).toEqual(["imsmanifest.xml", "index.html", "launch.css", "launch.js"]);
  expect(files.get("imsmanifest.xml")?.toString()).toContain('adlcp:scormtype="sco"');
  await expect(section.getByRole("list", { name: "LMS packages" }).getByText("Not launched yet")).toBeVisible();

  const lms = await startLms(files, {
    "/course.html": { type: "text/html; charset=utf-8", body: HOST_PAGE },
    "/scorm-again/scorm12.js": { type: "text/javascript; charset=utf-8", body: SCORM_AGAIN },
  });
  try {
    // The learner's browser: no PIVOT session, only the LMS.
    const learnerContext = await browser.newContext();
    // Decision 392: until the owner adds the LMS's address to the package, it adds nobody, and says so in words.
    const early = await learnerContext.newPage();
    await early.goto(`${lms.origin}/course.html`);
    await expect(
      early.frameLocator('iframe[title="Course"]').getByText(/This package is not set up for your LMS yet/),
    ).toBeVisible({ timeout: 30_000 });
    await snapPage(early, "lms-scorm12-origin-not-registered");
    await early.close();
    await expect(section.getByText(/No LMS web address yet/)).toBeVisible();
    await expect(section.getByText("Nobody is waiting for approval")).toBeVisible();
    await section.getByRole("button", { name: `Edit the LMS web addresses of ${module.title} (SCORM 1.2)` }).click();
    await section.getByLabel("LMS web addresses, one a line").fill("http://lms.example.com");
    await section.getByRole("button", { name: "Save addresses" }).click();
    await expect(section.getByText(/must start with https:\/\//)).toBeVisible();
    await snapRegion(page, "LMS packages", "lms-packages-origins-form");
    await expectNoA11yViolations(page);
    await section.getByRole("button", { name: "Cancel" }).click();
    await allowLmsOrigin(page, module.title, "SCORM 1.2", lms.origin);
    await snapRegion(page, "LMS packages", "lms-packages-origins-saved");

    const learner = await learnerContext.newPage();
    const errors: string[] = [];
    learner.on("pageerror", (error) => errors.push(error.message));
    await learner.goto(`${lms.origin}/course.html`);
    const player = learner.frameLocator('iframe[title="Course"]').frameLocator("#pivot-lms-player");
    await expect(player.getByRole("heading", { level: 1, name: module.title })).toBeVisible({ timeout: 30_000 });
    expect(await learner.evaluate(() => (window as unknown as ScormWindow).API.isInitialized())).toBe(true);
    await snapPage(learner, "lms-scorm12-player");

    await player.getByRole("button", { name: "Take the Knowledge Check" }).click();
    await player.getByRole("button", { name: "Start Knowledge Check" }).click();
    await answerKnowledgeCheckInPage(player, true);

    // The LMS's API: passed, with the check's score out of 100.
    await learner.waitForFunction(
      () => (window as unknown as ScormWindow).API.cmi.core.lesson_status === "passed",
      undefined,
      { timeout: 30_000 },
    );
    const core = await learner.evaluate(() => {
      const host = window as unknown as ScormWindow;
      const { cmi } = host.API;
      return {
        status: cmi.core.lesson_status,
        raw: cmi.core.score.raw,
        min: cmi.core.score.min,
        max: cmi.core.score.max,
        sessionTime: host.sessionTimes[host.sessionTimes.length - 1],
        commits: host.commits,
      };
    });
    expect(core.status).toBe("passed");
    expect(Number(core.raw)).toBeGreaterThanOrEqual(80);
    expect(Number(core.raw)).toBeLessThanOrEqual(100);
    expect([core.min, core.max]).toEqual(["0", "100"]);
    expect(core.sessionTime).toMatch(/^\d{4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    expect(core.commits).toBeGreaterThan(0);

    // Finish ends the SCORM session.
    await player.getByRole("button", { name: "Finish" }).click();
    await learner.waitForFunction(() => (window as unknown as ScormWindow).API.isTerminated(), undefined, {
      timeout: 15_000,
    });
    expect(errors).toEqual([]);

    // The owner sees the launch; revoking the package refuses the next one with PIVOT's message.
    await page.reload();
    const row = section.getByRole("list", { name: "LMS packages" }).getByRole("listitem").first();
    await expect(row.getByText("1 launch · 1 learner")).toBeVisible();
    await snapRegion(page, "LMS packages", "lms-packages-launched");
    await row.getByRole("button", { name: /^Revoke / }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke package" }).click();
    await expect(row.getByText(/^Withdrawn/)).toBeVisible();

    const again = await learnerContext.newPage();
    await again.goto(`${lms.origin}/course.html`);
    const launchPage = again.frameLocator('iframe[title="Course"]');
    await expect(
      launchPage.getByText(
        `This package has been withdrawn by ${organisationName}. Ask your LMS administrator for a new one.`,
      ),
    ).toBeVisible();
    await snapPage(again, "lms-scorm12-withdrawn");
    await expectNoA11yViolations(again);
    await learnerContext.close();
  } finally {
    await lms.close();
  }
  expect(E2E_ORIGIN).toMatch(/^http:\/\/localhost:/);
});

interface ScormWindow {
  sessionTimes: string[];
  commits: number;
  API: {
    isInitialized(): boolean;
    isTerminated(): boolean;
    cmi: {
      core: {
        lesson_status: string;
        score: { raw: string; min: string; max: string };
      };
    };
  };
}
