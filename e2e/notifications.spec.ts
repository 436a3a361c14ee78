import type { Page } from "@playwright/test";
import type { TestCredentials } from "../src/server/features/test-support/routes";
import {
  createAdmin,
  createEmployerTeam,
  E2E_ORIGIN,
  type E2eUser,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpViaApi,
  strongPassword,
  test,
  uniqueId,
} from "./fixtures";
import { mailText } from "./mail";

/** Issue 10: a forgotten password, and an assignment with a due date that reaches the learner's bell. */

async function signInWithForm(page: Page, user: Pick<E2eUser, "email" | "password">) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
}

test.describe("a forgotten password", () => {
  // The used link's refusal (400) is the point of the last step.
  test.use({ allowConsoleErrors: [/the server responded with a status of 400/] });

  test("request a link, open it from the e-mail, choose a new one, sign in", async ({ page }) => {
    test.setTimeout(90_000);
    const learner = await signUpViaApi(page, { email: `forgetful-${uniqueId()}@e2e.example.com` });
    await page.context().clearCookies();

    // "Forgot password?" on /login: the same answer whether or not the address has an account.
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const forgot = page.getByRole("form", { name: "Reset your password" });
    await forgot.getByRole("button", { name: "Send reset link" }).click();
    await expect(forgot.getByText("Email is required")).toBeVisible();
    await forgot.getByLabel("Email").fill(learner.email);
    await forgot.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${learner.email}, we have sent it a link`)).toBeVisible();

    // The link arrives by e-mail (the test mail server, e2e/mail.ts).
    const mail = await mailText(learner.email, "Reset your PIVOT Learning password");
    const link = /http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link, mail).toBeDefined();

    // Issue 29: an administrator sees in the outbox that a reset link was sent, never the link itself.
    const admin = await createAdmin(page);
    await signInAs(page, admin);
    await page.goto("/admin/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: learner.email });
    await row.getByRole("button", { name: "Reset your PIVOT Learning password" }).click();
    const message = page.getByRole("dialog", { name: "Reset your PIVOT Learning password" });
    const text = await message.getByRole("region", { name: "Plain text" }).locator("pre").innerText();
    expect(text).toContain("/reset-password?token=[hidden]");
    expect(text).not.toContain(new URL(link!).searchParams.get("token")!);
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");

    // The learner opens the link, signed out.
    await page.context().clearCookies();
    const newPassword = strongPassword();
    await page.goto(link!.replace(/^http:\/\/[^/]+/, E2E_ORIGIN));
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
    await page.getByRole("textbox", { name: "Repeat the new password", exact: true }).fill(`${newPassword}-typo`);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The two passwords are not the same")).toBeVisible();
    await page.getByRole("textbox", { name: "Repeat the new password", exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Your password has been changed. Sign in with your new password.")).toBeVisible();

    // The link works once.
    await page.goto(link!.replace(/^http:\/\/[^/]+/, E2E_ORIGIN));
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(strongPassword().concat("2"));
    await page
      .getByRole("textbox", { name: "Repeat the new password", exact: true })
      .fill(await page.getByRole("textbox", { name: "New password", exact: true }).inputValue());
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText(/This reset link has already been used or has expired/)).toBeVisible();

    await signInWithForm(page, { email: learner.email, password: newPassword });
  });
});

test("an employer assigns a pathway with a due date and the learner's bell shows it", async ({ page }) => {
  test.setTimeout(90_000);
  const team = await createEmployerTeam(page, { members: 2 });
  const response = await page.request.post("/api/test-support/team-member", {
    data: { organizationId: team.organization.id, firstName: "Dana", lastName: `Due${uniqueId()}` },
    headers: { origin: E2E_ORIGIN },
  });
  expect(response.status()).toBe(201);
  const learner: TestCredentials = await response.json();
  const learnerName = `${learner.firstName} ${learner.lastName}`;

  await signInAs(page, team.employer);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
  // Issue 26: the switcher opens the employer console; pathways are assigned on its Pathways page.
  await page.getByRole("combobox", { name: "View" }).first().click();
  await page.getByRole("option", { name: "Employer Dashboard" }).click();
  await expect(page).toHaveURL(/\/organization\/analytics$/);
  await page
    .getByRole("navigation", { name: "Organisation" })
    .getByRole("link", { name: "Pathways", exact: true })
    .click();
  await page.getByRole("button", { name: "Assign New Pathway" }).click();
  const assign = page.getByRole("dialog", { name: "Assign New Pathway" });
  const pathwayOption = assign.getByLabel("Pathway").locator("option").nth(1);
  await expect(pathwayOption).toBeAttached();
  const pathwayTitle = (await pathwayOption.textContent())!.trim();
  await assign.getByLabel("Pathway").selectOption({ label: pathwayTitle });
  await assign.getByRole("searchbox", { name: "Search team members" }).fill(learnerName);
  await assign.getByRole("checkbox", { name: new RegExp(learnerName) }).check();
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await assign.getByLabel("Due date (optional)").fill(due);
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(`${pathwayTitle} assigned to 1 team member`, { exact: true })).toBeVisible();

  // The learner signs in: the bell counts the assignment and opens it.
  await page.context().clearCookies();
  await signInAs(page, learner);
  await page.goto("/");
  const bell = page.getByRole("button", { name: "Notifications (1 unread)" });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole("button", { name: new RegExp(`New pathway assigned: ${pathwayTitle}`) });
  await expect(item).toContainText("due on");
  await expectNoA11yViolations(page);
  await item.click();
  await expect(page).toHaveURL(/\/pathways$/);
  // /pathways shows the assignment and its due date on the pathway.
  await expect(page.getByText(/^Assigned · due \d{1,2} \w+ \d{4}$/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
