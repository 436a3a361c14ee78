import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { OrganizationAnalytics } from "../src/contracts/employer";
import type { TestEmployerTeam } from "../src/server/features/test-support/routes";
import {
  createEmployerTeam,
  type E2eUser,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpViaApi,
  test,
} from "./fixtures";

/**
 * Each test makes its own employer owning a new organisation of TEAM_SIZE members (role member) with
 * deterministic progress (DESIGN §8: never the seeded demo organisation, never another test's team).
 * The console counts everyone in the organisation, the owner too (decision 403): PEOPLE.
 * The progress seed is fixed, so the team always has three top performers and three recent updates.
 */
const TEAM_SIZE = 8;
const PEOPLE = TEAM_SIZE + 1;

async function signInWithForm(page: Page, user: Pick<E2eUser, "email" | "password">) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
}

/** A new employer with a team, signed in, on the dashboard. */
async function employerOnDashboard(page: Page): Promise<TestEmployerTeam> {
  const team = await createEmployerTeam(page, { members: TEAM_SIZE });
  await signInAs(page, team.employer);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
  return team;
}

/** Issue 26: the overlay is the console's quick view, opened from the navigation's Organisation menu. */
async function openEmployerDashboard(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Organisation" }).click();
  await nav.getByRole("button", { name: "Employer Dashboard quick view" }).click();
  const dialog = page.getByRole("dialog", { name: "Employer Dashboard" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("an employer with a team", () => {
  test("signs in and sees the team's figures in the dashboard's Team Analytics panel", async ({ page }) => {
    const team = await createEmployerTeam(page, { members: TEAM_SIZE });
    await signInWithForm(page, team.employer);

    // Dashboard: the Team Analytics panel (employer role only) with the organisation's figures.
    await page.getByRole("button", { name: "Team Analytics" }).click();
    const panel = page.getByRole("region", { name: "Team Analytics" });
    await expect(panel.locator("dl > div").filter({ hasText: "Team members" }).locator("dd")).toHaveText(
      String(PEOPLE),
    );
    await expect(panel.getByRole("listitem")).toHaveCount(3); // top performers
  });

  test("opens the Employer Dashboard on the organisation's overview, which has no axe violations", async ({ page }) => {
    const team = await employerOnDashboard(page);
    const organizations = page.waitForResponse((r) => r.url().endsWith("/api/organizations") && r.ok());
    const dialog = await openEmployerDashboard(page);
    await organizations; // spec 1 §7: issued when the overlay opens
    for (const name of ["Overview", "Team Analytics", "Learning Pathways", "Team Members"]) {
      await expect(dialog.getByRole("tab", { name })).toBeVisible();
    }
    await expect(dialog.getByText(team.organization.name)).toBeVisible();
    const totalTile = dialog.getByText("Total Employees").locator("..");
    await expect(totalTile).toContainText(String(PEOPLE));
    await expect(dialog.getByRole("region", { name: "Recent Activity" }).getByRole("listitem")).toHaveCount(3);
    await expectNoA11yViolations(page);
  });

  test("Team Members lists one row per member under the five spec columns, with no axe violations", async ({
    page,
  }) => {
    await employerOnDashboard(page);
    const dialog = await openEmployerDashboard(page);
    await dialog.getByRole("tab", { name: "Team Members" }).click();
    const table = dialog.getByRole("table");
    for (const column of ["Employee", "Department", "Current Pathway", "Progress", "Last Activity"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(table.locator("tbody tr")).toHaveCount(PEOPLE); // the owner is listed too (decision 403)
    await expectNoA11yViolations(page);
  });

  test("Team Analytics shows pillar progress and Export Report downloads the CSV, with no axe violations", async ({
    page,
  }) => {
    await employerOnDashboard(page);
    const dialog = await openEmployerDashboard(page);
    await dialog.getByRole("tab", { name: "Team Analytics" }).click();
    await expect(dialog.getByRole("region", { name: "PIVOT Pillar Progress" }).getByRole("progressbar")).toHaveCount(5);
    // Export Report downloads the CSV built in the browser.
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Export Report" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^team-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, "utf8");
    expect(csv).toContain(`Total employees,${PEOPLE}`);
    expect(csv).toContain("Employee,Email,Department,Current pathway");
    await expectNoA11yViolations(page);
  });

  test("assigns a pathway to a member without one: its count goes up and the member's row shows it", async ({
    page,
  }) => {
    test.setTimeout(90_000); // a long journey: two tabs, a dialog, an assignment and its refresh
    await employerOnDashboard(page);
    const dialog = await openEmployerDashboard(page);

    // Learning Pathways: assign a pathway to one member who has none; its assigned count goes up.
    const analytics: OrganizationAnalytics = await (await page.request.get("/api/organizations/analytics")).json();
    const member = analytics.members.find((m) => m.activePathway === null);
    expect(member, "a team member without a pathway").toBeDefined();
    const pathway = analytics.pathways[0];
    await dialog.getByRole("tab", { name: "Learning Pathways" }).click();
    const pathwayItem = dialog.getByRole("listitem").filter({ hasText: pathway.title });
    await expect(pathwayItem).toContainText(`${pathway.assignedCount} assigned`);

    await dialog.getByRole("button", { name: "Assign New Pathway" }).click();
    const assignDialog = page.getByRole("dialog", { name: "Assign New Pathway" });
    await assignDialog.getByLabel("Pathway").selectOption({ label: pathway.title });
    await assignDialog.getByRole("searchbox", { name: "Search team members" }).fill(member!.name);
    await assignDialog.getByRole("checkbox", { name: new RegExp(member!.name) }).check();
    await expectNoA11yViolations(page);
    await assignDialog.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByText(`${pathway.title} assigned to 1 team member`, { exact: true })).toBeVisible();
    await expect(assignDialog).toBeHidden();
    await expect(pathwayItem).toContainText(`${pathway.assignedCount + 1} assigned`);
    await expect(pathwayItem).toContainText("Active");

    await dialog.getByRole("tab", { name: "Team Members" }).click();
    await expect(dialog.getByRole("table").getByRole("row", { name: new RegExp(member!.name) })).toContainText(
      pathway.title,
    );
  });
});

test.describe("the employer console as pages (issue 26)", () => {
  test("an owner opens the console from the navigation, sees the analytics and an assignment's due date", async ({
    page,
  }) => {
    test.setTimeout(90_000); // a long journey: two pages, a dialog, an assignment and its refresh
    const team = await employerOnDashboard(page);

    // The navigation's Organisation menu leads to the team analytics page.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Organisation" }).click();
    await expect(nav.getByRole("button", { name: "Organisation" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Team analytics" }).click();
    await expect(page).toHaveURL(/\/organization\/analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: "Team analytics" })).toBeVisible();
    await expect(page.getByText(`The learning of ${team.organization.name}'s team`, { exact: false })).toBeVisible();
    await expect(page.getByText("Total Employees").locator("..")).toContainText(String(PEOPLE));
    // The switcher says where we are.
    await expect(page.getByRole("combobox", { name: "View" }).first()).toHaveText(/Employer Dashboard/);
    await expectNoA11yViolations(page);

    // Pathways: assign one with a due date; the card and the assignment list show it.
    await page
      .getByRole("navigation", { name: "Organisation" })
      .getByRole("link", { name: "Pathways", exact: true })
      .click();
    await expect(page).toHaveURL(/\/organization\/pathways$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pathways and assignments" })).toBeVisible();
    const analytics: OrganizationAnalytics = await (await page.request.get("/api/organizations/analytics")).json();
    // The member with the fewest completions: their new assignment is still open.
    const member = analytics.members.reduce((a, b) => (b.modulesCompleted < a.modulesCompleted ? b : a));
    const pathway = analytics.pathways.find((p) => p.nextDueDate === null) ?? analytics.pathways[0];
    await page.getByRole("button", { name: "Assign New Pathway" }).click();
    const assignDialog = page.getByRole("dialog", { name: "Assign New Pathway" });
    await assignDialog.getByLabel("Pathway").selectOption({ label: pathway.title });
    // Two weeks from today, London time, as the form reads it.
    const due = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/London" });
    const dueText = new Date(`${due}T12:00:00`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    await assignDialog.getByLabel("Due date (optional)").fill(due);
    await assignDialog.getByRole("searchbox", { name: "Search team members" }).fill(member.name);
    await assignDialog.getByRole("checkbox", { name: new RegExp(member.name) }).check();
    await assignDialog.getByRole("button", { name: "Assign" }).click();
    await expect(assignDialog).toBeHidden();

    const card = page.getByRole("region", { name: "Learning Pathways" }).getByRole("listitem").filter({
      hasText: pathway.title,
    });
    await expect(card).toContainText(`Next due ${dueText}`);
    const row = page
      .getByRole("table", { name: /Pathways assigned to team members/ })
      .getByRole("row", { name: new RegExp(member.name) });
    await expect(row.filter({ hasText: pathway.title })).toContainText(dueText);
    await expect(row.filter({ hasText: pathway.title })).toContainText("In progress");
    await expectNoA11yViolations(page);
  });

  test("the view switcher opens the console and Individual Learner returns to the dashboard", async ({ page }) => {
    await employerOnDashboard(page);
    const switcher = page.getByRole("combobox", { name: "View" }).first();
    await switcher.click();
    await page.getByRole("option", { name: "Employer Dashboard" }).click();
    await expect(page).toHaveURL(/\/organization\/analytics$/);
    await expect(page.getByRole("heading", { level: 1, name: "Team analytics" })).toBeVisible();
    await switcher.click();
    await page.getByRole("option", { name: "Individual Learner" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
  });

  test("the dashboard's Team Analytics panel and the quick view link to the console", async ({ page }) => {
    await employerOnDashboard(page);
    await page.getByRole("button", { name: "Team Analytics" }).click();
    const panel = page.getByRole("region", { name: "Team Analytics" });
    await expect(panel.getByRole("link", { name: "Open the employer console" })).toHaveAttribute(
      "href",
      "/organization/analytics",
    );
    const dialog = await openEmployerDashboard(page);
    await dialog.getByRole("link", { name: "Open the employer console" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/organization\/analytics$/);
  });
});

test("a learner without an organisation is not offered the Employer Dashboard and is shown how to get one", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Team Analytics" })).toHaveCount(0);
  await page.getByRole("combobox", { name: "View" }).first().click();
  await expect(page.getByRole("option", { name: "Individual Learner" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Employer Dashboard" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Issue 20: the organisation area tells them how to create one or join their employer's.
  await page.goto("/organization");
  await expect(page.getByText("You are not part of an organisation yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an organisation" })).toHaveAttribute("href", "/organization/new");
  await expectNoA11yViolations(page);
});
