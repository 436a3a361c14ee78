import {
  E2E_ORIGIN,
  expect,
  expectNoA11yViolations,
  signInAs,
  signUpViaApi,
  strongPassword,
  test,
  uniqueId,
} from "./fixtures";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/**
 * Issue 21 item 3: a person signed in on two browsers sees both on /profile and signs the other one
 * out; that browser is signed out on its next page. And the device limit's refusal lets someone who
 * does not know which device is which sign out the least recently used one and go on.
 */
test.describe("signed-in devices", () => {
  test("two browsers of one person: the other is signed out from /profile", async ({ page, browser }) => {
    const user = await signUpViaApi(page);
    const other = await browser.newContext({ baseURL: E2E_ORIGIN, userAgent: FIREFOX_LINUX });
    try {
      const otherPage = await other.newPage();
      await signInAs(otherPage, user);
      await otherPage.goto("/progress");
      await expect(otherPage.getByRole("link", { name: "Your profile" })).toBeVisible();

      await page.goto("/profile");
      const devices = page.getByRole("list", { name: "Signed-in devices" });
      await expect(devices.getByRole("listitem")).toHaveCount(2);
      await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
      const firefox = devices.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
      await expect(firefox).toBeVisible();
      await expectNoA11yViolations(page);

      await firefox.getByRole("button", { name: "Sign out Firefox on Linux" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign out Firefox on Linux?" });
      await dialog.getByRole("button", { name: "Sign out" }).click();
      await expect(dialog).toBeHidden();
      await expect(devices.getByRole("listitem")).toHaveCount(1);
      await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();

      // The other browser still holds its cookie; its next page finds it signed out.
      await otherPage.goto("/progress");
      await expect(otherPage).toHaveURL(/\/login\?returnTo=%2Fprogress/);
      // This one stays signed in.
      await page.goto("/progress");
      await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test.describe("at the device limit", () => {
    // The refused sign-in answers 403 (the browser logs the failed request).
    test.use({ allowConsoleErrors: [/status of 403/] });

    test("a fourth sign-in may sign out the least recently used device and continue", async ({ page, playwright }) => {
      const user = { email: `oldest-${uniqueId()}@e2e.example.com`, password: strongPassword() };
      const devices = [];
      for (const [i, userAgent] of [FIREFOX_LINUX, FIREFOX_LINUX, FIREFOX_LINUX].entries()) {
        const device = await playwright.request.newContext({ baseURL: E2E_ORIGIN, userAgent });
        const response =
          i === 0
            ? await device.post("/api/auth/sign-up/email", {
                data: { ...user, firstName: "Old", lastName: "Est" },
                headers: { origin: E2E_ORIGIN },
              })
            : await device.post("/api/auth/sign-in/email", { data: user, headers: { origin: E2E_ORIGIN } });
        expect(response.ok(), await response.text()).toBe(true);
        devices.push(device);
      }
      // None has been used since it signed in: the first is the least recently used.
      try {
        await page.goto("/api/login?returnTo=%2Fprogress");
        await page.getByLabel("Email").fill(user.email);
        await page.getByLabel("Password").fill(user.password);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("button", { name: "Sign out the least recently used device and continue" }).click();
        await expect(page).toHaveURL(/\/progress$/);
        const statuses = await Promise.all(devices.map(async (d) => (await d.get("/api/auth/user")).status()));
        expect(statuses).toEqual([401, 200, 200]);
      } finally {
        await Promise.all(devices.map((d) => d.dispose()));
      }
    });
  });
});
