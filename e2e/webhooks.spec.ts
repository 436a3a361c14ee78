import { Webhook } from "standardwebhooks";
import { startHttpReceiver } from "../src/server/test/http-receiver";
import { expect, expectNoA11yViolations, signUpViaApi, test, uniqueId } from "./fixtures";

/**
 * Issue 23 item 5: an owner registers a webhook endpoint (a receiver on loopback, started here), keeps
 * its secret, sends a test event and sees it delivered in the endpoint's log; the receiver verifies
 * the Standard Webhooks signature with that secret.
 */
test("an owner registers a webhook endpoint, sends a test event and sees it delivered", async ({ page }, testInfo) => {
  const receiver = await startHttpReceiver();
  try {
    await signUpViaApi(page, { firstName: "Wendy", lastName: "Owner" });
    await page.goto("/organization/new");
    await page.getByLabel("Organisation name").fill(`Hooked Ltd ${uniqueId()}`);
    await page.getByRole("button", { name: "Create organisation" }).click();
    await expect(page).toHaveURL(/\/organization$/);

    await page.goto("/organization/settings");
    const section = page.getByRole("region", { name: "Webhooks" });
    await expect(section.getByText("No webhook endpoints yet")).toBeVisible();
    await expect(page.getByRole("region", { name: "Learning record store" })).toBeVisible();

    const form = section.getByRole("form", { name: "Add a webhook endpoint" });
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(form.getByText("Choose at least one event")).toBeVisible();
    await form.getByLabel("Endpoint URL").fill(`${receiver.url}/hooks`);
    await form.getByLabel("Description").fill("HR system");
    await form.getByRole("checkbox", { name: /Module completed/ }).check();
    await form.getByRole("checkbox", { name: /Member joined/ }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();

    const shown = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
    const secret = await shown.getByRole("textbox", { name: "Signing secret" }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoA11yViolations(page);
    await shown.getByRole("button", { name: "Done" }).click();

    const endpoint = section.getByRole("listitem", { name: `Endpoint ${receiver.url}/hooks` });
    await expect(endpoint.getByText("Active")).toBeVisible();
    await expect(endpoint.getByText("Nothing sent yet")).toBeVisible();
    await endpoint.getByRole("button", { name: /Send a test event/ }).click();

    const [request] = await receiver.received(1, 45_000);
    expect(
      new Webhook(secret).verify(request.body, {
        "webhook-id": String(request.headers["webhook-id"]),
        "webhook-timestamp": String(request.headers["webhook-timestamp"]),
        "webhook-signature": String(request.headers["webhook-signature"]),
      }),
    ).toMatchObject({ type: "webhook.test" });

    const log = endpoint.getByRole("table", { name: "Deliveries" });
    const row = log.getByRole("row").filter({ hasText: "webhook.test" });
    await expect(row.getByText("Delivered")).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole("cell", { name: "200" })).toBeVisible();
    await expectNoA11yViolations(page);

    await section.screenshot({ path: testInfo.outputPath("webhooks-1280.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: testInfo.outputPath("webhooks-390.png") });
    await page
      .getByRole("region", { name: "Learning record store" })
      .screenshot({ path: testInfo.outputPath("lrs-390.png") });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await receiver.close();
  }
});
