import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { TestCredentials } from "../src/server/features/test-support/routes";
import {
  createEmployerTeam,
  E2E_ORIGIN,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpViaApi,
  test,
  uniqueId,
} from "./fixtures";

/** A learner who can sign in, added to the organisation as a team member (test support). */
async function createTeamMember(page: Page, organizationId: string, firstName: string, lastName: string) {
  const response = await page.request.post("/api/test-support/team-member", {
    data: { organizationId, firstName, lastName },
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TestCredentials;
}

async function signedInPage(browser: Browser, user: TestCredentials) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const page = await context.newPage();
  await signInAs(page, user);
  return page;
}

test("a learner creates a study group and an event; a teammate is told, joins both and adds the event to a calendar", async ({
  page,
  browser,
}) => {
  const team = await createEmployerTeam(page, { members: 3 });
  const learner = await createTeamMember(page, team.organization.id, "Lee", "Learner");
  const mate = await createTeamMember(page, team.organization.id, "Tia", "Mate");
  const groupName = `Purpose readers ${uniqueId()}`;
  const eventTitle = `Coffee & Learn ${uniqueId()}`;

  await signInAs(page, learner);
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team Collaboration Hub" })).toBeVisible();

  // Study group
  await page.getByRole("tab", { name: "Team Hub" }).click();
  await page.getByRole("tab", { name: "Study Groups" }).click();
  await page.getByRole("button", { name: "Create Study Group" }).click();
  const groupDialog = page.getByRole("dialog", { name: "Create Study Group" });
  await groupDialog.getByRole("button", { name: "Create Group" }).click();
  await expect(groupDialog.getByText("Name is required")).toBeVisible();
  await groupDialog.getByLabel("Group name").fill(groupName);
  await groupDialog.getByLabel("Topic").fill("Purpose-driven leadership");
  await groupDialog.getByLabel("Pillar").selectOption("Purpose");
  await groupDialog.getByRole("button", { name: "Create Group" }).click();
  await expect(groupDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: groupName })).toBeVisible();

  // Event, from the suggested Coffee & Learn session
  await page.getByRole("tab", { name: "Events" }).click();
  await page.getByRole("button", { name: "Schedule Coffee & Learn" }).click();
  const eventDialog = page.getByRole("dialog", { name: "Schedule Event" });
  await expect(eventDialog.getByLabel("Duration (minutes)")).toHaveValue("30");
  await eventDialog.getByLabel("Title").fill(eventTitle);
  await eventDialog.getByLabel("Topic").fill("Allyship in practice");
  await eventDialog.getByLabel("Date and time").fill("2030-01-15T10:00");
  await eventDialog.getByRole("button", { name: "Schedule Event" }).click();
  await expect(eventDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: eventTitle })).toBeVisible();

  // The teammate is told about both, and joins both
  const matePage = await signedInPage(browser, mate);
  await matePage.goto("/team");
  await matePage.getByRole("main").getByRole("button", { name: "Notifications", exact: true }).click();
  const notices = matePage.getByRole("dialog", { name: "Team notifications" });
  await expect(notices.getByText(`New study group: ${groupName}`)).toBeVisible();
  await expect(notices.getByText(`New event: ${eventTitle}`)).toBeVisible();
  await matePage.keyboard.press("Escape");

  await matePage.getByRole("tab", { name: "Team Hub" }).click();
  await matePage.getByRole("tab", { name: "Study Groups" }).click();
  await matePage.getByRole("button", { name: `Join ${groupName}` }).click();
  await expect(
    matePage.getByRole("main").getByRole("listitem").filter({ hasText: groupName }).getByText("You are a member"),
  ).toBeVisible();

  await matePage.getByRole("tab", { name: "Events" }).click();
  await matePage.getByRole("button", { name: `Join Event ${eventTitle}` }).click();
  await expect(
    matePage.getByRole("main").getByRole("listitem").filter({ hasText: eventTitle }).getByText("You are attending"),
  ).toBeVisible();

  // Add to Calendar downloads an iCalendar file
  const [download] = await Promise.all([
    matePage.waitForEvent("download"),
    matePage.getByRole("link", { name: `Add to Calendar (${eventTitle})` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync((await download.path())!, "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain("SUMMARY:Coffee & Learn");
  const href = await matePage.getByRole("link", { name: `Add to Calendar (${eventTitle})` }).getAttribute("href");
  const response = await matePage.request.get(href!);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);

  // The creator hears that the teammate joined
  await page.reload();
  await page.getByRole("main").getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(page.getByText(`Tia Mate joined ${groupName}`)).toBeVisible();
  await expect(page.getByText(`Tia Mate is joining ${eventTitle}`)).toBeVisible();
  await matePage.context().close();
});

for (const width of [390, 1280]) {
  test(`the Team Collaboration Hub has no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const team = await createEmployerTeam(page, { members: 4 });
    const learner = await createTeamMember(page, team.organization.id, "Ada", "Reader");
    await signInAs(page, learner);
    await page.goto("/team");
    await expect(page.getByRole("heading", { name: "Team goal this month" })).toBeVisible();
    await page.getByRole("tab", { name: "Team Hub" }).click();
    await page.getByRole("tab", { name: "Leaderboard" }).click();
    await page.getByRole("button", { name: "Month" }).click();
    await expect(page.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Leaderboard for the month" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("a learner without an organisation is told how to join one", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/team");
  await expect(page.getByText("You are not part of a team yet")).toBeVisible();
  // Issue 20: they can create an organisation or ask to be invited.
  await expect(
    page.getByText(/Create an organisation for your team, or ask your employer to invite you/),
  ).toBeVisible();
});
