import fs from "node:fs";
import type { Page } from "@playwright/test";
import {
  createEmployerTeam,
  E2E_ORIGIN,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpViaApi,
  test,
} from "./fixtures";
import { passKnowledgeCheck } from "./knowledge-check";

interface ModuleRow {
  id: number;
  title: string;
  isPremium: boolean;
  hasContent: boolean;
}

/** A learner with three completed modules and one started, through the progress API. */
async function learnerWithProgress(page: Page) {
  const user = await signUpViaApi(page, { firstName: "Ines", lastName: "Insight" });
  const modules = (await (await page.request.get("/api/modules")).json()) as ModuleRow[];
  const open = modules.filter((m) => !m.isPremium && m.hasContent).slice(0, 4);
  expect(open.length).toBe(4);
  for (const [i, m] of open.entries()) {
    const response = await page.request.post("/api/user/progress", {
      data: { moduleId: m.id, isCompleted: false, progressPercentage: 40, timeSpent: 900 },
      headers: { origin: E2E_ORIGIN },
    });
    expect(response.ok(), await response.text()).toBe(true);
    // Issue 22: a module with a knowledge check is completed by passing it.
    if (i < 3) await passKnowledgeCheck(page, m.id);
  }
  return { user, modules: open };
}

for (const width of [390, 1280]) {
  test(`the insight screens have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await learnerWithProgress(page);

    await page.goto("/ai-recommendations");
    await expect(page.getByRole("heading", { level: 1, name: "AI-Powered Learning Intelligence" })).toBeVisible();
    await page.getByRole("tab", { name: "Skills Gap Analysis" }).click();
    await expect(page.getByRole("heading", { name: "Industry Skills Trends" })).toBeVisible();
    await page.getByRole("button", { name: "Critical", exact: true }).click();
    await expect(page.getByRole("button", { name: "Critical", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expectNoA11yViolations(page);

    await page.goto("/ai-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Intelligent Learning Hub" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommended for you" })).toBeVisible();
    await page.getByRole("tab", { name: "My Path" }).click();
    await expect(page.getByRole("heading", { name: "Your Adaptive Path" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto("/advanced-analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Advanced Learning Analytics" })).toBeVisible();
    await page.getByRole("tab", { name: "Trends" }).click();
    await expect(page.getByRole("figure", { name: "Modules completed per week" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("a learner sets a learning goal, and it is stored with progress from their completions", async ({ page }) => {
  const { modules } = await learnerWithProgress(page);
  await page.goto("/ai-recommendations");
  await page.getByRole("tab", { name: "Learning Goals" }).click();
  await page.getByRole("button", { name: "Add Learning Goal" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Learning Goal" });
  await dialog.getByRole("button", { name: "Save Goal" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Choose at least one module")).toBeVisible();
  await dialog.getByLabel("Title").fill("Finish my first pillar");
  await dialog.getByLabel("Target date").fill("2030-06-30");
  await dialog.getByLabel("Priority").selectOption("High");
  await dialog.getByRole("checkbox", { name: modules[0].title }).check();
  await dialog.getByRole("checkbox", { name: modules[3].title }).check();
  await dialog.getByRole("button", { name: "Save Goal" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole("tab", { name: "Learning Goals" }).click();
  await expect(page.getByRole("heading", { name: "Finish my first pillar" })).toBeVisible();
  await expect(page.getByText("50% complete")).toBeVisible();
});

test("Export Report downloads a PDF; Share Progress opens a read-only page until it is turned off", async ({
  page,
  browser,
}) => {
  await learnerWithProgress(page);
  await page.goto("/advanced-analytics");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export Report" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  await page.getByRole("button", { name: "Share Progress" }).click();
  await expect(page.getByRole("button", { name: "Stop sharing" })).toBeVisible();
  const share = (await (await page.request.get("/api/progress-share")).json()) as { path: string };
  const visitor = await (await browser.newContext({ baseURL: E2E_ORIGIN })).newPage();
  await visitor.goto(share.path);
  await expect(visitor.getByRole("heading", { name: "Ines I.'s learning progress" })).toBeVisible();
  await expect(visitor.getByText("Modules completed")).toBeVisible();

  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByRole("button", { name: "Share Progress" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("This progress page is not shared")).toBeVisible();
  await visitor.context().close();
});

test("the employer quick view closes back to the page, the switcher still on Individual Learner", async ({ page }) => {
  // Issue 20: the Employer Dashboard is offered to an organisation's owners, admins and managers; issue
  // 26: the switcher opens its pages, and the overlay is a quick view in the Organisation menu.
  const team = await createEmployerTeam(page, { members: 2 });
  await signInAs(page, team.employer);
  await page.goto("/ai-dashboard");
  const switcher = page.getByRole("combobox", { name: "View" }).first();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Organisation" }).click();
  await nav.getByRole("button", { name: "Employer Dashboard quick view" }).click();
  const overlay = page.getByRole("dialog", { name: "Employer Dashboard" });
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/ai-dashboard$/);
  await expect(switcher).toHaveText(/Individual Learner/);
});

// Issue 26 item 7: a new learner sees what to do to see each figure, not "AI Confidence 50%".
test("a new learner sees what to do to see the insight figures, and how each is computed", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/ai-recommendations");
  await expect(page.getByText("Complete 3 more modules to see how much your figures rest on.")).toBeVisible();
  await expect(page.getByText("Complete 3 more modules to see how you match careers.").first()).toBeVisible();
  await expect(page.getByText("Complete 3 more modules to see your learning velocity.")).toBeVisible();
  await expect(page.getByText(/^How it is worked out: Completed modules ÷/)).toBeVisible();
  await page.goto("/advanced-analytics");
  await expect(page.getByText("Complete 3 more modules to see your weekly pace.")).toBeVisible();
  await expect(page.getByText("Start 3 more modules to see your retention rate.")).toBeVisible();
});
