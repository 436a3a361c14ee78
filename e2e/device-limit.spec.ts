import { E2E_ORIGIN, expect, strongPassword, test, uniqueId } from "./fixtures";

/**
 * Issue 29: a person signed in on three devices (the device limit) who signs in on a fourth is shown
 * their devices after the password is accepted, signs one out from the sign-in page and goes on.
 */
test.describe("the device limit", () => {
  // The refused sign-in answers 403 (the browser logs the failed request).
  test.use({ allowConsoleErrors: [/status of 403/] });

  test("a fourth sign-in signs out a chosen device and continues", async ({ page, playwright }) => {
    const user = { email: `devices-${uniqueId()}@e2e.example.com`, password: strongPassword() };
    // Three other devices: a sign-up and two sign-ins, each a client of its own.
    const devices = [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    ];
    for (const [i, userAgent] of devices.entries()) {
      const device = await playwright.request.newContext({ baseURL: E2E_ORIGIN, userAgent });
      const response =
        i === 0
          ? await device.post("/api/auth/sign-up/email", {
              data: { ...user, firstName: "Dev", lastName: "Ices" },
              headers: { origin: E2E_ORIGIN },
            })
          : await device.post("/api/auth/sign-in/email", { data: user, headers: { origin: E2E_ORIGIN } });
      expect(response.ok(), await response.text()).toBe(true);
      await device.dispose();
    }

    await page.goto("/api/login?returnTo=%2Fprogress");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(
      page.getByRole("heading", { name: "You are signed in on 3 devices, the most allowed at once" }),
    ).toBeVisible();
    const list = page.getByRole("list", { name: "Signed-in devices" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    const firefox = list.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
    await expect(firefox).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: "Chrome on Windows" })).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: "Safari on iOS" })).toBeVisible();

    await firefox.getByRole("button", { name: "Sign out this device and continue" }).click();
    await expect(page).toHaveURL(/\/progress$/);
  });
});
