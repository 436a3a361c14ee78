import type { Page } from "@playwright/test";
import { totpFromUri } from "../src/server/test/totp";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/** Optional screenshots of the screens at phone and desktop widths (E2E_SCREENSHOTS=<folder>). */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The code an authenticator app shows now for the setup key on screen (RFC 6238, computed here). */
const codeFor = (setupKey: string) => totpFromUri(`otpauth://totp/x?secret=${setupKey.replace(/\s/g, "")}`);

async function signInWithPassword(page: Page, user: { email: string; password: string }) {
  await page.goto("/login?returnTo=%2Fprogress");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Enter your authentication code" })).toBeVisible();
}

async function signOut(page: Page) {
  await page.goto("/profile");
  await page.locator("#main").getByRole("link", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Issue 43: a learner adds an authenticator app on /profile (QR code or setup key, confirmed with a
 * code), saves the ten recovery codes, signs out and back in with a code from the app, then with a
 * recovery code, which works once only.
 */
test.describe("two-factor sign-in", () => {
  // The spent recovery code is refused with a 400 (the browser logs the failed request).
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("enrol on /profile, sign in with a code, then with a recovery code once", async ({ page }) => {
    const user = await signUpViaApi(page);
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Set up an authenticator app" }).click();
    await card.getByRole("textbox", { name: "Your password", exact: true }).fill(user.password);
    await card.getByRole("button", { name: "Continue" }).click();

    await expect(card.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const setupKey = await card.getByRole("textbox", { name: "Setup key" }).inputValue();
    expect(setupKey).toMatch(/^[A-Z2-7 ]{20,}$/);
    const codeBox = card.getByRole("textbox", { name: "Authentication code", exact: true });
    await expect(codeBox).toHaveAttribute("autocomplete", "one-time-code");
    await expect(codeBox).toHaveAttribute("inputmode", "numeric");
    await screenshots(page, "two-factor-enrolment");
    await expectNoA11yViolations(page);

    // A wrong code first: refused under the box, still off.
    const current = codeFor(setupKey);
    await codeBox.fill(current === "000000" ? "111111" : "000000");
    await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(
      card.getByText("That code is not right. Enter the code your authenticator app shows now."),
    ).toBeVisible();
    // Pasted with a space, as some apps copy it.
    const code = codeFor(setupKey);
    await codeBox.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

    await expect(card.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
    const codes = await card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download codes" }).click();
    expect((await download).suggestedFilename()).toBe("pivot-learning-recovery-codes.txt");
    await card.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(card.getByText("10 of 10 recovery codes left.")).toBeVisible();

    // Signing in again asks for a code after the password.
    await signOut(page);
    await signInWithPassword(page, user);
    const signInCode = page.getByRole("textbox", { name: "Authentication code", exact: true });
    await expect(signInCode).toHaveAttribute("autocomplete", "one-time-code");
    await screenshots(page, "two-factor-sign-in");
    await expectNoA11yViolations(page);
    await signInCode.fill(codeFor(setupKey));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/progress$/);

    // A recovery code instead of the app's.
    await signOut(page);
    await signInWithPassword(page, user);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByRole("textbox", { name: "Recovery code", exact: true }).fill(codes[0]);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await page.goto("/profile");
    await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();

    // The same recovery code a second time is refused.
    await signOut(page);
    await signInWithPassword(page, user);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByRole("textbox", { name: "Recovery code", exact: true }).fill(codes[0]);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText("That recovery code is not right, or it has already been used.")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
