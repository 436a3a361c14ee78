import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/** Screenshots at phone and desktop widths, into E2E_SCREENSHOTS when it names a folder. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Chromium's virtual WebAuthn authenticator (DevTools protocol): a platform authenticator holding
 * discoverable credentials that verifies its user at once, as a fingerprint reader would.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/**
 * Decision 388: a learner adds a passkey on /profile (named), signs out, signs in with it from the
 * sign-in page without a password or a code, lands on the dashboard, and removes it.
 */
test.describe("passkeys", () => {
  test("add one on /profile, sign in with it, remove it", async ({ page }) => {
    const authenticator = await virtualAuthenticator(page);
    const user = await signUpViaApi(page);

    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Passkeys" });
    await expect(card.getByText("You have no passkeys yet.")).toBeVisible();
    await card.getByRole("button", { name: "Add a passkey" }).click();
    // Unnamed: refused in the form.
    await card.getByRole("button", { name: "Create passkey" }).click();
    await expect(card.getByText(/Name the passkey/)).toBeVisible();
    await card.getByRole("textbox", { name: "Passkey name" }).fill("Work laptop");
    await expectNoA11yViolations(page);
    await card.getByRole("button", { name: "Create passkey" }).click();

    const list = card.getByRole("list", { name: "Your passkeys" });
    await expect(list.getByText("Work laptop")).toBeVisible();
    await expect(list.getByText(/^Added \d{1,2} \w+ \d{4}$/)).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await screenshots(page, "passkeys-profile");
    await expectNoA11yViolations(page);

    // Signed out, the sign-in page offers the passkey; no password, no code.
    await page.locator("#main").getByRole("link", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    const passkeyButton = page.getByRole("button", { name: "Use a passkey" });
    await expect(passkeyButton).toBeVisible();
    await screenshots(page, "passkeys-sign-in");
    await expectNoA11yViolations(page);
    await passkeyButton.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(`^Welcome( back)?, ${user.firstName}`) }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto("/profile");
    await card.getByRole("button", { name: "Remove passkey Work laptop" }).click();
    await expect(card.getByText("You have no passkeys yet.")).toBeVisible();
  });
});
