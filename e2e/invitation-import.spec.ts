import type { Locator, Page } from "@playwright/test";
import { E2E_ORIGIN, expect, expectNoA11yViolations, signUpViaApi, strongPassword, test, uniqueId } from "./fixtures";
import { mailText } from "./mail";

/**
 * Issue 45 item 1: an HR lead's CSV import does what its preview said. The preview is the server's
 * dry run of the send, so each row's fate before sending is its fate after; the departments the file
 * names are created when the owner agrees; an internationalised address is refused before anything
 * is sent, with the reason; the names in the file are already filled in when an invitee accepts.
 */

/** Each row of a list of rows: its row number and what will happen (or happened) to it. */
async function rowFates(list: Locator): Promise<{ row: string; fate: string }[]> {
  const rows = list.getByRole("listitem");
  const fates: { row: string; fate: string }[] = [];
  for (let i = 0; i < (await rows.count()); i++)
    fates.push({
      row: (await rows.nth(i).locator('[data-slot="row-number"]').innerText()).trim(),
      fate: `${await rows.nth(i).getAttribute("data-outcome")}`,
    });
  return fates;
}

/** The page is no wider than its viewport: nothing sticks out sideways (the table scrolls in its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("(a) a CSV with departments and an internationalised address: the preview says what the send then does, row for row; the invitee finds their name filled in", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, { firstName: "Hana", lastName: "Head" });
  const organizationName = `Brightwater Social ${uniqueId()}`;
  const created = await page.request.post("/api/organizations", {
    data: { name: organizationName },
    headers: { origin: E2E_ORIGIN },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: organizationId } = (await created.json()) as { id: string };

  // A free organisation: 5 seats, the owner takes one.
  const s = uniqueId();
  const lena = { email: `lena-${s}@e2e.example.com`, firstName: "Lena", lastName: "Lead" };
  const csv = [
    "email,first name,last name,department,role,manager email",
    `${lena.email},${lena.firstName},${lena.lastName},Operations,manager,`,
    `rob-${s}@e2e.example.com,Rob,Report,operations,member,${lena.email}`,
    "josé.núñez@e2e.example.com,José,Núñez,Operations,member,",
    `fin-${s}@e2e.example.com,Fay,Finch,Finance,member,`,
    `${lena.email.toUpperCase()},Lena,Again,,,`,
    `third-${s}@e2e.example.com,Tom,Third,,,`,
    `fourth-${s}@e2e.example.com,Fran,Fourth,,,`,
    `fifth-${s}@e2e.example.com,Faye,Fifth,,,`,
  ].join("\r\n");

  await page.goto("/organization/invitations");
  await page.getByRole("tab", { name: "Upload a CSV file" }).click();
  await page.getByLabel("CSV file (up to 5 MB)").setInputFiles({
    name: "brightwater.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });

  const preview = page.getByRole("region", { name: "Preview of the invitations" });
  const previewTable = page.getByRole("list", { name: "What will happen to each row" });
  // Both departments are new to the organisation, and offered for creation.
  await expect(preview.getByRole("checkbox", { name: "Create department Operations (2 people)" })).toBeChecked();
  await expect(preview.getByRole("checkbox", { name: "Create department Finance (1 person)" })).toBeChecked();
  await expect(preview.getByText("4 people to invite from brightwater.csv; 4 rows left out.")).toBeVisible();
  // The internationalised address is refused here, with the reason the server gives when sending.
  await expect(
    previewTable.getByText(
      "PIVOT cannot use an address with accents or non-Latin letters before the @ (josé.núñez@e2e.example.com) yet: use an address without them",
    ),
  ).toBeVisible();
  await expect(preview.getByRole("alert")).toHaveText(
    "Your organisation has 4 free seats: 2 rows of this list will not be invited. Buy more seats on the billing page, or send fewer people.",
  );

  // The owner decides against a Finance department: its row is left out, and a seat goes to the next row.
  await preview.getByRole("checkbox", { name: "Create department Finance (1 person)" }).uncheck();
  await expect(previewTable.getByText('There is no department "Finance" in this organisation')).toBeVisible();
  await expect(preview.getByRole("alert")).toContainText("1 row of this list will not be invited");
  const before = await rowFates(previewTable);
  expect(before).toEqual([
    { row: "Row 2", fate: "invite" },
    { row: "Row 3", fate: "invite" },
    { row: "Row 4", fate: "invalid" },
    { row: "Row 5", fate: "no_department" },
    { row: "Row 6", fate: "duplicate" },
    { row: "Row 7", fate: "invite" },
    { row: "Row 8", fate: "invite" },
    { row: "Row 9", fate: "over_seats" },
  ]);
  // A repeat names the file's row of the first one.
  await expect(previewTable.getByText("Appears more than once in the list (first at row 2)")).toBeVisible();
  await expectNoA11yViolations(page);

  // The preview at a phone's width and a laptop's.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(previewTable).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`preview-${width}.png`), fullPage: true });
  }

  await preview.getByRole("button", { name: "Send 4 invitations" }).click();
  const result = page.getByRole("region", { name: "Result of sending the list" });
  await expect(result.getByText("4 people invited.")).toBeVisible();
  const after = await rowFates(page.getByRole("list", { name: "What happened to each row" }));
  expect(after).toEqual(before);
  await page.screenshot({ path: testInfo.outputPath("result-1280.png"), fullPage: true });

  // Operations was created with the list; Finance was not.
  const departments = (await (await page.request.get(`/api/organizations/${organizationId}/departments`)).json()) as {
    name: string;
  }[];
  expect(departments.map((d) => d.name)).toEqual(["Operations"]);

  // Lena accepts: her name is already filled in, and she joins Operations as a manager.
  const mail = await mailText(lena.email, `Hana Head invited you to join ${organizationName} on PIVOT Learning`);
  const link = mail.match(/Accept the invitation: (\S+)/)?.[1];
  expect(link, mail).toBeTruthy();
  const invitee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await invitee.goto(new URL(link as string).pathname);
  await expect(invitee.getByRole("heading", { name: `Join ${organizationName}` })).toBeVisible();
  await expect(invitee.getByLabel("First name")).toHaveValue("Lena");
  await expect(invitee.getByLabel("Last name")).toHaveValue("Lead");
  await invitee.screenshot({ path: testInfo.outputPath("accept-390.png"), fullPage: true });
  await invitee.getByLabel("Password").fill(strongPassword());
  await invitee.getByRole("button", { name: "Create account and join" }).click();
  await expect(invitee).toHaveURL(/\/organization$/);

  const members = (await (await page.request.get(`/api/organizations/${organizationId}/members`)).json()) as {
    items: { email: string; firstName: string | null; lastName: string | null; role: string; department: string }[];
  };
  expect(members.items.find((m) => m.email === lena.email)).toMatchObject({
    firstName: "Lena",
    lastName: "Lead",
    role: "manager",
    department: "Operations",
  });
});
