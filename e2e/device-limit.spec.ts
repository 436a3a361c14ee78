import { E2E_ORIGIN, expect, signUpViaApi, strongPassword, test, uniqueId } from "./fixtures";

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

  // Issue 26 item 2: a device is a browser session, not a tab. The page's browser and two others make
  // three; a second tab, and signing in again in that browser, add none, while a fourth browser would.
  test("tabs of one browser, and signing in again in it, are one device", async ({ page, context, playwright }) => {
    const user = await signUpViaApi(page);
    for (const userAgent of [
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    ]) {
      const device = await playwright.request.newContext({ baseURL: E2E_ORIGIN, userAgent });
      const response = await device.post("/api/auth/sign-in/email", {
        data: { email: user.email, password: user.password },
        headers: { origin: E2E_ORIGIN },
      });
      expect(response.ok(), await response.text()).toBe(true);
      await device.dispose();
    }

    // Both tabs are signed in (the shell's profile link), with no device refusal anywhere.
    await page.goto("/progress");
    await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
    const secondTab = await context.newPage();
    await secondTab.goto("/library");
    await expect(secondTab.getByRole("link", { name: "Your profile" })).toBeVisible();
    await expect(secondTab).toHaveURL(/\/library$/);

    // Signing in again from this browser (its cookie goes along) replaces its session: still three.
    const again = await page.request.post("/api/auth/sign-in/email", {
      data: { email: user.email, password: user.password },
      headers: { origin: E2E_ORIGIN },
    });
    expect(again.ok(), await again.text()).toBe(true);
    await secondTab.reload();
    await expect(secondTab.getByRole("link", { name: "Your profile" })).toBeVisible();
    await expect(secondTab).toHaveURL(/\/library$/);

    // A fourth browser is refused: the limit still holds.
    const fourth = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
    const refused = await fourth.post("/api/auth/sign-in/email", {
      data: { email: user.email, password: user.password },
      headers: { origin: E2E_ORIGIN },
    });
    expect(refused.status()).toBe(403);
    await fourth.dispose();
  });
});
