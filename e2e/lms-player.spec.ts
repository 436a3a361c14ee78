import JSZip from "jszip";
import type { PlayerMessage } from "../src/contracts/lms-player";
import { E2E_ORIGIN, expect, expectNoA11yViolations, test, uniqueId } from "./fixtures";
import { answerKnowledgeCheckInPage } from "./knowledge-check";
import { allowLmsOriginByApi, assessedModule, enterprisePlusOwner, startLms } from "./lms";

/**
 * A page of another origin that frames the PIVOT player as a package's launch page does (the LMS
 * launch protocol's step 3), and keeps the player's messages, from PIVOT's origin only (step 4).
 */
const HOST_PAGE = (pivotOrigin: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Launch page</title><link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;display:block}</style>
</head>
<body>
<iframe title="PIVOT module"></iframe>
<script>
  window.received = [];
  window.addEventListener("message", function (event) {
    if (event.origin !== ${JSON.stringify(pivotOrigin)}) return;
    if (!event.data || event.data.source !== "pivot-lms") return;
    window.received.push(event.data);
  });
  document.querySelector("iframe").src = decodeURIComponent(location.hash.slice("#player=".length));
</script>
</body>
</html>`;

/** The LMS origin the launch requests come from, registered for the package (decision 392). */
const LAUNCH_ORIGIN = "http://127.0.0.1:1";

/** A launch of the module for an LMS learner, through the package's own route (POST /api/lms/launches). */
async function launchFor(
  request: import("@playwright/test").APIRequestContext,
  packageKey: string,
  learnerId: string,
): Promise<string> {
  const launched = await request.post("/api/lms/launches", {
    data: { packageKey, learner: { id: learnerId, name: "Lovelace, Ada" } },
    headers: { origin: LAUNCH_ORIGIN },
  });
  expect(launched.status(), await launched.text()).toBe(200);
  const { playerUrl } = (await launched.json()) as { playerUrl: string };
  expect(playerUrl).toMatch(new RegExp(`^${E2E_ORIGIN}/lms/play#launch=`));
  return playerUrl;
}

/**
 * Issue 24 item 1, PIVOT's side: the player opens inside a page of another origin, takes the launch
 * token out of its address, shows the module, passes its knowledge check and tells the launch page
 * ready, progress (passed, with the score) and exit. The spent link then shows the refusal page.
 */
test("the PIVOT player plays a module in an LMS's frame and reports back to it", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000); // a plan recorded by sales, a package, a launch and a knowledge check in a frame
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const { organizationId } = await enterprisePlusOwner(ownerPage, browser);
  const module = await assessedModule(ownerPage);
  const exported = await ownerPage.request.get(`/api/modules/${module.id}/export?format=scorm12`);
  expect(exported.status(), await exported.text()).toBe(200);
  await allowLmsOriginByApi(ownerPage, organizationId, LAUNCH_ORIGIN);
  const index = await (await JSZip.loadAsync(await exported.body())).file("index.html")!.async("string");
  const { packageKey } = JSON.parse(
    /<script type="application\/json" id="pivot-lms-config">(.*?)<\/script>/s.exec(index)![1],
  ) as { packageKey: string };
  await ownerContext.close();

  // The launch page's request: no cookie, another origin.
  const lmsRequest = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const playerUrl = await launchFor(lmsRequest, packageKey, `moodle-${uniqueId()}`);
  const lms = await startLms(new Map(), {
    "/host.html": { type: "text/html; charset=utf-8", body: HOST_PAGE(E2E_ORIGIN) },
  });
  try {
    await page.goto(`${lms.origin}/host.html#player=${encodeURIComponent(playerUrl)}`);
    const player = page.frameLocator('iframe[title="PIVOT module"]');
    await expect(player.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    await expect(player.getByText("PIVOT Learning · Ada Lovelace")).toBeVisible();
    // The token is out of the player's address at once.
    const frame = page.frames().find((f) => f.url().startsWith(`${E2E_ORIGIN}/lms/play`));
    expect(frame?.url()).toBe(`${E2E_ORIGIN}/lms/play`);

    // Opening the module starts it (10 %); the body is the module's.
    await expect(player.getByRole("progressbar", { name: "Module progress" })).toHaveAttribute("aria-valuenow", "10");
    await expect(player.getByRole("heading", { name: "Module Content" })).toBeVisible();
    await expect(player.locator("article h3").first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Read to the end and save: the furthest point read, short of complete (a pass completes it).
    await player.getByRole("button", { name: "Save Progress" }).click();
    await expect(player.getByText(/^Progress saved: you're \d+% of the way through this module\.$/)).toBeVisible();
    await expect(player.getByRole("progressbar", { name: "Module progress" })).not.toHaveAttribute(
      "aria-valuenow",
      "10",
    );

    await player.getByRole("button", { name: "Take the Knowledge Check" }).click();
    await player.getByRole("button", { name: "Start Knowledge Check" }).click();
    await answerKnowledgeCheckInPage(player, true);
    await expect(player.getByText("Passed: this module is now complete.")).toBeVisible();
    await expect(player.getByText("Completed", { exact: true }).first()).toBeVisible();
    await expect(player.getByRole("progressbar", { name: "Module progress" })).toHaveAttribute("aria-valuenow", "100");

    await player.getByRole("button", { name: "Finish" }).click();
    await expect(player.getByRole("heading", { name: "You have finished for now" })).toBeVisible();

    const received = (await page.evaluate(() => (window as unknown as { received: PlayerMessage[] }).received)) ?? [];
    expect(received[0]).toEqual({
      source: "pivot-lms",
      version: 1,
      type: "ready",
      learnerName: "Ada Lovelace",
      moduleTitle: module.title,
    });
    const progress = received.filter((m) => m.type === "progress");
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[0]).toMatchObject({ progressPercentage: 10, completed: false, passed: null, scoreRaw: null });
    expect(progress.some((m) => m.type === "progress" && m.progressPercentage > 10 && !m.completed)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ progressPercentage: 100, completed: true, passed: true, scoreRaw: 100 });
    expect(progress.every((m) => m.type === "progress" && m.sessionSeconds >= 0)).toBe(true);
    expect(received.at(-1)).toEqual({ source: "pivot-lms", version: 1, type: "exit" });

    // The spent link, opened again (a replay): the refusal page, in the frame as well.
    const replayContext = await browser.newContext();
    const replay = await replayContext.newPage();
    await replay.goto(`${lms.origin}/host.html#player=${encodeURIComponent(playerUrl)}`);
    await expect(
      replay
        .frameLocator('iframe[title="PIVOT module"]')
        .getByText(
          "This launch link has expired or was already used. Close this window and launch the module again from your LMS.",
        ),
    ).toBeVisible();
    await replayContext.close();

    // For review: the player at a phone's and a desktop's width.
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) {
      const second = await launchFor(lmsRequest, packageKey, `moodle-${uniqueId()}`);
      const shotContext = await browser.newContext();
      const shot = await shotContext.newPage();
      await shot.goto(`${lms.origin}/host.html#player=${encodeURIComponent(second)}`);
      const view = shot.frameLocator('iframe[title="PIVOT module"]');
      await expect(view.locator("article h3").first()).toBeVisible();
      await expect(view.getByRole("progressbar", { name: "Module progress" })).toHaveAttribute("aria-valuenow", "10");
      for (const width of [390, 1280]) {
        await shot.setViewportSize({ width, height: 900 });
        await shot.screenshot({ path: `${dir}/lms-player-${width}.png` });
        await view.getByRole("button", { name: "Take the Knowledge Check" }).click();
        await shot.screenshot({ path: `${dir}/lms-player-check-${width}.png` });
      }
      // The same link again, from a fresh load of the launch page: spent.
      await shot.goto(`${lms.origin}/host.html?again#player=${encodeURIComponent(second)}`);
      for (const width of [390, 1280]) {
        await shot.setViewportSize({ width, height: 900 });
        await expect(view.getByText(/already used/)).toBeVisible();
        await shot.screenshot({ path: `${dir}/lms-player-refused-${width}.png` });
      }
      await shotContext.close();
    }
  } finally {
    await lmsRequest.dispose();
    await lms.close();
  }
});
