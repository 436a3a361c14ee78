import type { Page } from "@playwright/test";
import {
  createAdmin,
  E2E_ORIGIN,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpViaApi,
  test,
  uniqueId,
} from "./fixtures";

/** Screenshots for review at a phone's and a desktop's width, when SCREENSHOT_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const section = page.getByRole("region", { name: "API keys" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${dir}/api-keys-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Issue 23 items 3 and 4: an owner whose plan includes the API creates a key in the settings, copies
 * it, the organisation's HR system (this test) reads the members through /api/v1 with it; the owner
 * revokes it and the next call is refused with 401.
 */
test("an owner creates an API key, the public API answers it, and revoking it stops it", async ({ page, browser }) => {
  test.setTimeout(120_000); // an organisation, a recorded plan, a key and four API calls
  const owner = await signUpViaApi(page, { firstName: "Avery", lastName: "Owner" });
  const organisationName = `API Ltd ${uniqueId()}`;
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(organisationName);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);

  // Without a plan that includes the API, the card says so and links to billing.
  await page.goto("/organization/settings");
  const section = page.getByRole("region", { name: "API keys" });
  await expect(section.getByText("Your plan does not include the API")).toBeVisible();
  await expect(section.getByRole("link", { name: "See plans and billing" })).toHaveAttribute(
    "href",
    "/organization/billing",
  );
  await snap(page, "no-plan");

  // Sales records the Organisation plan (as an administrator converts a Contact Sales enquiry).
  const organizations = (await (await page.request.get("/api/organizations")).json()) as {
    id: string;
    active: boolean;
  }[];
  const organizationId = organizations.find((o) => o.active)?.id ?? "";
  const enquiry = await page.request.post("/api/sales-enquiries", {
    headers: { origin: E2E_ORIGIN },
    data: {
      planId: "organisation",
      name: "Avery Owner",
      email: owner.email,
      organisation: organisationName,
      teamSize: "26-100",
    },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, await createAdmin(adminPage));
  const converted = await adminPage.request.post(`/api/admin/enquiries/${(await enquiry.json()).id}/convert`, {
    headers: { origin: E2E_ORIGIN },
    data: {
      organization: { kind: "existing", id: organizationId },
      planId: "organisation",
      seats: null,
      period: "yearly",
      invoiceRef: `INV-API-${uniqueId()}`,
    },
  });
  expect(converted.status(), await converted.text()).toBe(200);

  await page.reload();
  await expect(section.getByText("No API keys yet")).toBeVisible();
  await expect(section.getByLabel("API base URL")).toHaveValue(`${E2E_ORIGIN}/api/v1`);
  await snap(page, "empty");
  await section.getByLabel("Key name").fill("Workday sync");
  await section.getByRole("combobox", { name: /^Access/ }).selectOption({ label: "Read only" });
  await section.getByRole("combobox", { name: /^Expires/ }).selectOption({ label: "In 90 days" });
  await section.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("dialog", { name: "Your new API key" });
  const key = await shown.getByLabel('Key "Workday sync"').inputValue();
  expect(key).toMatch(/^pvt_[A-Za-z]{64}$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_ORIGIN });
  await shown.getByRole("button", { name: "Copy API key" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoA11yViolations(page);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(section.getByText("Not used yet")).toBeVisible();
  await expect(section.getByRole("list", { name: "API keys" }).getByText("Read only")).toBeVisible();

  // The organisation's HR system reads its members with the key (no cookie: a fresh request context).
  const hr = await (await browser.newContext()).request;
  const members = await hr.get("/api/v1/members", { headers: { authorization: `Bearer ${key}` } });
  expect(members.status(), await members.text()).toBe(200);
  const body = (await members.json()) as { items: { email: string; role: string }[]; nextCursor: string | null };
  expect(body.items).toEqual([expect.objectContaining({ email: owner.email, role: "owner" })]);
  expect(body.nextCursor).toBeNull();
  // A read-only key cannot assign.
  const write = await hr.post("/api/v1/assignments", {
    headers: { authorization: `Bearer ${key}` },
    data: { personId: "someone", pathwayId: 1 },
  });
  expect(write.status()).toBe(403);

  // Use is written every 5 seconds (decision 409): the card shows it once a write has happened.
  await expect(async () => {
    await page.reload();
    await expect(section.getByText("Last used")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snap(page, "listed");

  // Revoked: the next call is refused.
  await section.getByRole("button", { name: "Revoke Workday sync" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(section.getByText("No API keys yet")).toBeVisible();
  const refused = await hr.get("/api/v1/members", { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(typeof (await refused.json()).message).toBe("string");
});
