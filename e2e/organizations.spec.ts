import type { APIResponse, Browser, Page } from "@playwright/test";
import type { ModuleSummary } from "../src/contracts/modules";
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

/** Issue 20: organisations that buy, staff and run themselves. */

async function ok(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const send = (page: Page, method: "POST" | "PATCH", url: string, data?: unknown) =>
  page.request.fetch(url, { method, data, headers: { origin: E2E_ORIGIN } });

async function premiumModule(page: Page): Promise<ModuleSummary> {
  const modules = (await ok(await page.request.get("/api/modules"))) as ModuleSummary[];
  const module = modules.find((m) => m.isPremium && m.hasContent);
  if (!module) throw new Error("the catalogue needs a premium module with content");
  return module;
}

/** A fresh person in their own browser context, signed up through the API. */
async function person(browser: Browser, firstName: string, lastName: string) {
  const page = await (await browser.newContext()).newPage();
  const user = await signUpViaApi(page, { firstName, lastName });
  return { page, user };
}

/** The person joins the organisation through its join link (the owner turns it on). */
async function joinThroughLink(owner: Page, organizationId: string, joiner: Page) {
  const detail = (await ok(
    await send(owner, "PATCH", `/api/organizations/${organizationId}`, { joinLinkEnabled: true }),
  )) as {
    joinPath: string;
  };
  await ok(await send(joiner, "POST", `/api${detail.joinPath}`));
}

async function activeOrganizationId(page: Page): Promise<string> {
  const organizations = (await ok(await page.request.get("/api/organizations"))) as { id: string; active: boolean }[];
  const active = organizations.find((o) => o.active);
  if (!active) throw new Error("no active organisation");
  return active.id;
}

async function memberId(page: Page, organizationId: string, email: string): Promise<string> {
  const list = (await ok(
    await page.request.get(`/api/organizations/${organizationId}/members?q=${encodeURIComponent(email)}`),
  )) as { items: { userId: string; email: string }[] };
  const found = list.items.find((m) => m.email === email);
  if (!found) throw new Error(`${email} is not a member`);
  return found.userId;
}

test("(b) an admin turns a Contact Sales enquiry into an Organisation plan and the members get premium at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // three people, an enquiry, a conversion and a premium module
  const team = await createEmployerTeam(page, { members: 2 });
  await signInAs(page, team.employer);
  const organizationId = await activeOrganizationId(page);
  const organizationName = (
    (await ok(await page.request.get(`/api/organizations/${organizationId}`))) as { name: string }
  ).name;

  // A member who can sign in joins, and meets the premium lock.
  const member = await person(browser, "Morgan", "Member");
  await joinThroughLink(page, organizationId, member.page);
  const module = await premiumModule(member.page);
  await member.page.goto(`/module/${module.id}`);
  await member.page.getByRole("tab", { name: "Content" }).click();
  await expect(member.page.getByText("Premium Content Access Required")).toBeVisible();

  // The owner asks sales for the Organisation plan.
  await ok(
    await send(page, "POST", "/api/sales-enquiries", {
      planId: "organisation",
      name: "Jordan Reyes",
      email: team.employer.email,
      organisation: organizationName,
      teamSize: "26-100",
      message: "We would like the Organisation plan for everyone.",
    }),
  );

  // An administrator records the sale.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, await createAdmin(adminPage));
  await adminPage.goto("/admin/enquiries");
  await adminPage
    .getByRole("button", { name: `Convert to plan: ${organizationName}` })
    .first()
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Convert to plan" });
  await dialog.getByLabel("An existing organisation").check();
  await dialog.getByLabel("Search organisations").fill(organizationName);
  // The search answers after a pause: pick this organisation by its name, not the first one listed.
  await dialog.getByRole("radiogroup", { name: "Organisations found" }).getByLabel(organizationName).check();
  await dialog.getByRole("combobox", { name: /^Plan/ }).selectOption({ label: "Organisation" });
  await dialog.getByRole("combobox", { name: /^Period/ }).selectOption({ label: "One year" });
  const invoice = `INV-E2E-${uniqueId()}`;
  await dialog.getByLabel("Invoice reference").fill(invoice);
  await dialog.getByRole("button", { name: "Record Plan" }).click();
  await expect(
    adminPage.getByRole("region", { name: /^Notifications/ }).getByText("Plan recorded", { exact: true }),
  ).toBeVisible();
  await expect(adminPage.getByText("Converted").first()).toBeVisible();

  // The member has premium on their next request, without signing in again.
  await member.page.reload();
  await member.page.getByRole("tab", { name: "Content" }).click();
  await expect(member.page.getByText("Premium Content Access Required")).toHaveCount(0);
  expect((await member.page.request.get(`/api/modules/${module.id}/content`)).status()).toBe(200);

  // The owner's billing page shows the plan and its invoice, and the audit log records it.
  await page.goto("/organization/billing");
  await expect(page.getByText(invoice)).toBeVisible();
  await page.goto("/organization/audit-log");
  await expect(page.getByRole("table").getByText(invoice, { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("(c) a manager sees only their own reports", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const team = await createEmployerTeam(page, { members: 3 });
  await signInAs(page, team.employer);
  const organizationId = await activeOrganizationId(page);

  // A manager joins; the owner makes them a manager of two members (one directly, one through them).
  const manager: { page: Page; user: E2eUser } = await person(browser, "Mina", "Manager");
  await joinThroughLink(page, organizationId, manager.page);
  const managerId = await memberId(page, organizationId, manager.user.email);
  const [direct, indirect, other] = team.members;
  await ok(await send(page, "PATCH", `/api/organizations/${organizationId}/members/${managerId}`, { role: "manager" }));
  await ok(await send(page, "PATCH", `/api/organizations/${organizationId}/members/${direct.id}`, { managerId }));
  await ok(
    await send(page, "PATCH", `/api/organizations/${organizationId}/members/${indirect.id}`, { managerId: direct.id }),
  );

  // The manager's Employer Dashboard (the console's team analytics page, issue 26) lists their two
  // reports, not the third member.
  await manager.page.goto("/");
  await manager.page.getByRole("combobox", { name: "View" }).first().click();
  await manager.page.getByRole("option", { name: "Employer Dashboard" }).click();
  await expect(manager.page).toHaveURL(/\/organization\/analytics$/);
  await manager.page.getByRole("tab", { name: "Team Members" }).click();
  const table = manager.page.getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.getByText(direct.name)).toBeVisible();
  await expect(table.getByText(indirect.name)).toBeVisible();
  await expect(table.getByText(other.name)).toHaveCount(0);

  // Their members page is "My reports": the same two, read-only.
  await manager.page.goto("/organization/members");
  await expect(manager.page.getByRole("heading", { level: 1, name: "My reports" })).toBeVisible();
  const reports = manager.page.getByRole("table");
  await expect(reports.getByText(direct.name).first()).toBeVisible();
  await expect(reports.getByText(indirect.name)).toBeVisible();
  await expect(manager.page.getByText(other.name)).toHaveCount(0);
  await expectNoA11yViolations(manager.page);

  // And the API refuses them anyone else's membership.
  const refused = await send(manager.page, "PATCH", `/api/organizations/${organizationId}/members/${other.id}`, {
    managerId: null,
  });
  expect(refused.status()).toBe(403);
});

test("(a) a learner creates an organisation, buys Team Leader, invites by CSV; an invitee signs up from the e-mail, has premium until removed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // the whole life of a small team, in two browsers
  const owner = await signUpViaApi(page, { firstName: "Olivia", lastName: "Owner" });
  const organizationName = `Fernhill Studio ${uniqueId()}`;

  // Create the organisation.
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(organizationName);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole("heading", { level: 1, name: organizationName })).toBeVisible();

  // Buy Team Leader with the test provider.
  await page.goto("/organization/billing");
  await expect(
    page.getByText("Test payments: this site uses the built-in test provider", { exact: false }),
  ).toBeVisible();
  await page.getByRole("spinbutton", { name: "Seats" }).fill("10");
  await page.getByRole("textbox", { name: "Billing name" }).fill(organizationName);
  await page.getByRole("textbox", { name: "Billing address" }).fill("4 Mill Lane, Bristol BS1 4DJ");
  await expect(page.getByText("VAT at 20%")).toBeVisible();
  await page.getByRole("button", { name: "Buy Team Leader" }).click();
  await expect(page.getByText("Welcome to Team Leader", { exact: true })).toBeVisible();
  await expect(page.getByText(/1 of 10 seats used/)).toBeVisible();

  // Invite two people from a CSV file.
  const invitees = ["Ines", "Ivo"].map((firstName) => ({
    firstName,
    lastName: "Invitee",
    email: `${firstName.toLowerCase()}-${uniqueId()}@e2e.example.com`,
  }));
  const csv = ["email,first name,last name", ...invitees.map((i) => `${i.email},${i.firstName},${i.lastName}`)].join(
    "\n",
  );
  await page.goto("/organization/invitations");
  await page.getByRole("tab", { name: "Upload a CSV file" }).click();
  await page.getByLabel("CSV file (up to 5 MB)").setInputFiles({
    name: "people.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Send 2 invitations" }).click();
  await expect(page.getByText("2 people invited.")).toBeVisible();

  // The first invitee signs up from the e-mailed link (read from the test SMTP server).
  const [ines] = invitees;
  const mail = await mailText(ines.email, `Olivia Owner invited you to join ${organizationName} on PIVOT Learning`);
  const link = mail.match(/Accept the invitation: (\S+)/)?.[1];
  expect(link, mail).toBeTruthy();
  const inviteePage = await (await browser.newContext()).newPage();
  await inviteePage.goto(new URL(link!).pathname);
  await expect(inviteePage.getByRole("heading", { name: `Join ${organizationName}` })).toBeVisible();
  await inviteePage.getByLabel("First name").fill(ines.firstName);
  await inviteePage.getByLabel("Last name").fill(ines.lastName);
  await inviteePage.getByLabel("Password").fill(strongPassword());
  await inviteePage.getByRole("button", { name: "Create account and join" }).click();
  await expect(inviteePage).toHaveURL(/\/organization$/);

  // Through the organisation's plan, a premium module opens.
  const module = await premiumModule(inviteePage);
  await inviteePage.goto(`/module/${module.id}`);
  await inviteePage.getByRole("tab", { name: "Content" }).click();
  await expect(inviteePage.getByText("Premium Content Access Required")).toHaveCount(0);
  expect((await inviteePage.request.get(`/api/modules/${module.id}/content`)).status()).toBe(200);

  // The owner removes them.
  await page.goto("/organization/members");
  const name = `${ines.firstName} ${ines.lastName}`;
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `Remove ${name}` })
    .click();
  await expect(page.getByRole("button", { name: `Remove ${name}` })).toHaveCount(0);

  // On their next request the upgrade notice is back; their own account goes on.
  await inviteePage.reload();
  await inviteePage.getByRole("tab", { name: "Content" }).click();
  await expect(inviteePage.getByText("Premium Content Access Required")).toBeVisible();
  expect(owner.email).not.toBe(ines.email);
});

test("(d) an owner downloads the organisation's data, closes it by typing its name, sees the closing date and cancels closing", async ({
  page,
}) => {
  await signUpViaApi(page, { firstName: "Cleo", lastName: "Closer" });
  const organizationName = `Brookside Works ${uniqueId()}`;
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(organizationName);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);

  // Issue 28: the export is a ZIP download, recorded in the audit log.
  await page.goto("/organization/settings");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download organisation data" }).click();
  expect((await download).suggestedFilename()).toMatch(/^organisation-data-.+\.zip$/);

  // Closing needs the exact name; a wrong one is explained in the dialog.
  await page.getByRole("button", { name: "Close organisation" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Organisation name").fill("Brookside");
  await dialog.getByRole("button", { name: "Close organisation" }).click();
  await expect(dialog.getByText(/exactly as it is shown to confirm/)).toBeVisible();
  await dialog.getByLabel("Organisation name").fill(organizationName);
  await dialog.getByRole("button", { name: "Close organisation" }).click();
  await expect(page.getByText("Organisation closing", { exact: true })).toBeVisible();
  await expect(page.getByText(/^.+ is closing: it will be deleted on /)).toBeVisible();

  await page.goto("/organization");
  await expect(page.getByRole("heading", { name: /^This organisation closes on / })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Cancel closing" }).click();
  await expect(page.getByRole("heading", { name: /^This organisation closes on / })).toHaveCount(0);
});
