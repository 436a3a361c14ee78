import { E2E_ORIGIN, expect, signUpViaApi, test } from "./fixtures";

/**
 * Spec 3 §3: "Notify When Ready" on a module without a body. Every catalogue module has one (issue 46),
 * so the test makes a module of its own, which writes the catalogue: it runs in "catalogue-writers".
 */
// The module is a video one with no video built yet: the player's look-up of its media answers 404.
test.use({ allowConsoleErrors: [/status of 404/] });

test("'Notify When Ready' on a module without content is remembered", async ({ page }) => {
  // Every catalogue module has a body (issue 46): a module of this test's own that has none yet.
  const created = await page.request.post("/api/test-support/module-without-content", {
    data: {},
    headers: { origin: E2E_ORIGIN },
  });
  expect(created.status(), await created.text()).toBe(201);
  const module = (await created.json()) as { id: number };
  await signUpViaApi(page);
  await page.goto(`/module/${module.id}`);
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByRole("heading", { name: "Content Being Prepared" })).toBeVisible();
  await page.getByRole("button", { name: "Notify When Ready" }).click();
  await expect(page.getByText("We'll let you know when this module is ready", { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByRole("button", { name: "You'll be notified" })).toBeDisabled();
});
