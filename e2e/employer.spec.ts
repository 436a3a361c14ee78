import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { OrganizationAnalytics } from "../src/contracts/employer";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/** The seed's Northwind Social Ltd: the owner (the demo employer) and 24 team members (role member). */
const DEMO_TEAM_SIZE = 24;

async function signInAsDemoEmployer(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill("employer@example.com");
  await page.getByLabel("Password").fill("PivotDemo2026!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
}

async function openEmployerDashboard(page: Page) {
  await page.getByRole("combobox", { name: "View" }).click();
  await page.getByRole("option", { name: "Employer Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Employer Dashboard" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the demo employer sees the team's real figures, exports them and assigns a pathway", async ({ page }) => {
  await signInAsDemoEmployer(page);

  // Dashboard: the Team Analytics panel (employer role only) with the organisation's figures.
  await page.getByRole("button", { name: "Team Analytics" }).click();
  const panel = page.getByRole("region", { name: "Team Analytics" });
  await expect(panel.locator("dl > div").filter({ hasText: "Team members" }).locator("dd")).toHaveText(
    String(DEMO_TEAM_SIZE),
  );
  await expect(panel.getByRole("listitem")).toHaveCount(3); // top performers

  const organizations = page.waitForResponse((r) => r.url().endsWith("/api/organizations") && r.ok());
  const dialog = await openEmployerDashboard(page);
  await organizations; // spec 1 §7: issued when the overlay opens
  for (const name of ["Overview", "Team Analytics", "Learning Pathways", "Team Members"]) {
    await expect(dialog.getByRole("tab", { name })).toBeVisible();
  }
  await expect(dialog.getByText("Northwind Social Ltd")).toBeVisible();
  const totalTile = dialog.getByText("Total Employees").locator("..");
  await expect(totalTile).toContainText(String(DEMO_TEAM_SIZE));
  await expect(dialog.getByRole("region", { name: "Recent Activity" }).getByRole("listitem")).toHaveCount(3);
  await expectNoA11yViolations(page);

  // Team Members: one row per member under the five spec columns.
  await dialog.getByRole("tab", { name: "Team Members" }).click();
  const table = dialog.getByRole("table");
  for (const column of ["Employee", "Department", "Current Pathway", "Progress", "Last Activity"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await expect(table.locator("tbody tr")).toHaveCount(DEMO_TEAM_SIZE);
  await expectNoA11yViolations(page);

  // Team Analytics: Export Report downloads the CSV built in the browser.
  await dialog.getByRole("tab", { name: "Team Analytics" }).click();
  await expect(dialog.getByRole("region", { name: "PIVOT Pillar Progress" }).getByRole("progressbar")).toHaveCount(5);
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export Report" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^team-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv).toContain(`Total employees,${DEMO_TEAM_SIZE}`);
  expect(csv).toContain("Employee,Email,Department,Current pathway");
  await expectNoA11yViolations(page);

  // Learning Pathways: assign a pathway to one member who has none; its assigned count goes up.
  const analytics: OrganizationAnalytics = await (await page.request.get("/api/organizations/analytics")).json();
  const member = analytics.members.find((m) => m.activePathway === null);
  expect(member, "a demo member without a pathway").toBeDefined();
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
  await expect(table.getByRole("row", { name: new RegExp(member!.name) })).toContainText(pathway.title);
});

test("a learner choosing Employer Dashboard is told how to get an organisation", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Team Analytics" })).toHaveCount(0);
  const dialog = await openEmployerDashboard(page);
  await expect(
    dialog.getByText(
      "The Employer Dashboard shows your organisation's learning. Ask your organisation's owner to add you, or contact us to set one up.",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Contact us about team training" })).toHaveAttribute(
    "href",
    "/training-services",
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
