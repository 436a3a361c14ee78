import type { Page } from "@playwright/test";
import { totpFromUri } from "../src/server/test/totp";
import { E2E_ORIGIN, expect, expectNoA11yViolations, signUpViaApi, test, uniqueId } from "./fixtures";

/** Screenshots of the card at phone and desktop widths, into E2E_SCREENSHOTS when it names a folder. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const card = page.getByRole("region", { name: "Two-factor requirement" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Decision 381: an owner (two-factor sign-in on for themselves) requires it of owners and admins with a
 * 7-day grace period on /organization/settings and sees who has not set it up yet.
 */
test("an owner requires two-factor sign-in of owners and admins with a grace period", async ({ page }) => {
  const owner = await signUpViaApi(page, { firstName: "Avery", lastName: "Owner" });
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(`Two Factor Ltd ${uniqueId()}`);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);

  // Requiring it of others first needs it for themselves: refused, and the card says why.
  await page.goto("/organization/settings");
  const card = page.getByRole("region", { name: "Two-factor requirement" });
  await expect(card.getByText("Two-factor sign-in is not required in your organisation.")).toBeVisible();
  await expect(card.getByText("1 member of 1 sign in with a password only.")).toBeVisible();
  await expect(card.getByRole("list", { name: "Members without a second factor" })).toContainText("Avery Owner");

  // The owner adds an authenticator app (its own journey is two-factor.spec.ts).
  const enable = await page.request.post("/api/auth/two-factor/enable", {
    headers: { origin: E2E_ORIGIN },
    data: { password: owner.password },
  });
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const confirm = await page.request.post("/api/auth/two-factor/verify-totp", {
    headers: { origin: E2E_ORIGIN },
    data: { code: totpFromUri(totpURI) },
  });
  expect(confirm.ok()).toBe(true);

  await page.reload();
  await expect(card.getByText(/has a second factor or uses single sign-on/)).toBeVisible();
  await card.getByLabel("Require two-factor sign-in of").selectOption({ label: "Owners and admins" });
  await card.getByLabel("Grace period").selectOption({ label: "7 days from now" });
  await expectNoA11yViolations(page);
  await card.getByRole("button", { name: "Save two-factor requirement" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Owners and admins must sign in" })).toContainText(
    /from \d{1,2} \w+ \d{4}\./,
  );
  // Saved: the grace period keeps the date unless a new one is chosen.
  await expect(card.getByLabel("Grace period")).toHaveValue("");
  await expect(card.getByLabel("Grace period").locator("option:checked")).toHaveText(/^Keep \d{1,2} \w+ \d{4}$/);
  await screenshots(page, "two-factor-policy");
  await expectNoA11yViolations(page);

  // Lifted again: nobody.
  await card.getByLabel("Require two-factor sign-in of").selectOption({ label: "Nobody" });
  await card.getByRole("button", { name: "Save two-factor requirement" }).click();
  await expect(card.getByText("Two-factor sign-in is not required in your organisation.")).toBeVisible();
});
