import type { Page } from "@playwright/test";
import { formatDate } from "../src/client/lib/format";
import type { ModuleSummary } from "../src/contracts/modules";
import { expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

async function premiumModuleWithContent(page: Page): Promise<ModuleSummary> {
  const response = await page.request.get("/api/modules");
  expect(response.ok()).toBe(true);
  const module = ((await response.json()) as ModuleSummary[]).find((m) => m.isPremium && m.hasContent);
  if (!module) throw new Error("the catalogue needs a premium module with content");
  return module;
}

const header = (page: Page) => page.getByRole("banner");

test.describe("subscriptions", () => {
  test("a free learner upgrades to Professional monthly, opens a premium module, cancels and keeps access", async ({
    page,
  }) => {
    test.setTimeout(90_000); // upgrade, module, cancel and history in one journey
    await signUpViaApi(page);
    const module = await premiumModuleWithContent(page);

    // Free: the premium module is locked and the header says Free.
    await page.goto(`/module/${module.id}`);
    await expect(page.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    await expect(header(page).getByText("Free", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Learning Journey" })).toBeDisabled();
    await page.getByRole("tab", { name: "Content" }).click();
    await page.getByRole("link", { name: "Upgrade to Professional - £29/month" }).click();

    // The pricing page (spec 2 §2).
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByText("Save 17%")).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Plans & Pricing", "Current Subscription", "Enterprise Solutions"]);
    const freeCard = page.getByRole("listitem", { name: "Free plan" });
    await expect(freeCard.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(page.getByRole("listitem", { name: "Team Leader plan" }).getByText("Most Popular")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Team Leader plan" }).getByText("From")).toBeVisible();
    await expect(page.getByText("Test payments: this site uses the built-in test provider")).toBeVisible();
    await expectNoA11yViolations(page);

    const professional = page.getByRole("listitem", { name: "Professional plan" });
    await expect(professional.getByText("£29")).toBeVisible();
    const created = page.waitForResponse((r) => r.url().endsWith("/api/subscription/create") && r.ok());
    await professional.getByRole("button", { name: "Subscribe" }).click();
    await created;

    // The plan is live at once: header badge, Current Subscription tab, billing history.
    await expect(header(page).getByText("Professional plan", { exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Current Subscription" })).toHaveAttribute("aria-selected", "true");
    const summary = page.getByRole("region", { name: "Your Subscription" });
    await expect(summary.getByText("£29/month")).toBeVisible();
    await expect(summary.getByText("Active", { exact: true })).toBeVisible();
    await expect(summary.getByText("Next billing date")).toBeVisible();
    const history = page.getByRole("region", { name: "Billing History" });
    await expect(history.getByRole("cell", { name: "£29" })).toBeVisible();
    await expect(history.getByRole("cell", { name: formatDate(new Date()) })).toBeVisible();
    const receipt = history.getByRole("link", { name: /^Receipt PIVOT-\d{6}$/ });
    await expect(receipt).toBeVisible();
    const pdf = await page.request.get((await receipt.getAttribute("href")) ?? "");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // The premium module opens.
    await page.goto(`/module/${module.id}`);
    await expect(page.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Learning Journey" })).toBeEnabled();
    await expect(page.getByText("Premium Only")).toHaveCount(0);

    // Cancel Subscription: access stays and the page shows the end date.
    await page.goto("/subscription");
    await expect(page.getByRole("tab", { name: "Current Subscription" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Cancel your Professional subscription?" })).toBeVisible();
    const cancelled = page.waitForResponse((r) => r.url().endsWith("/api/subscription/cancel") && r.ok());
    await dialog.getByRole("button", { name: "Confirm Cancellation" }).click();
    await cancelled;
    await expect(page.getByText(/^Cancels on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Billing History" }).getByRole("cell", { name: "£29" }),
    ).toBeVisible();

    await page.goto(`/module/${module.id}`);
    await expect(page.getByRole("heading", { level: 1, name: module.title })).toBeVisible();
    await expect(header(page).getByText("Professional plan", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Learning Journey" })).toBeEnabled();
  });

  test("Contact Sales stores an enquiry that says what is wrong until it is complete", async ({ page }) => {
    await signUpViaApi(page, { firstName: "Ola", lastName: "Buyer" });
    await page.goto("/subscribe");
    await page
      .getByRole("listitem", { name: "Organisation plan" })
      .getByRole("button", { name: "Contact Sales" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Contact Sales" });
    await expect(dialog.getByLabel("Name")).toHaveValue("Ola Buyer");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByText("Organisation is required")).toBeVisible();
    await expect(dialog.getByText("Team size is required")).toBeVisible();
    await dialog.getByLabel("Organisation").fill("Greenleaf Co-operative");
    await dialog.getByLabel("Number of people to train").selectOption("26-100");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/sales-enquiries") && r.status() === 201);
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await sent;
    await expect(page.getByText("Enquiry sent", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test("the payment test page creates a payment intent signed out", async ({ page }) => {
    await page.goto("/test-payment");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Test" })).toBeVisible();
    await page.getByLabel("Name").fill("Sam Visitor");
    await page.getByLabel("Email").fill("sam@example.com");
    await page.getByRole("button", { name: "Test £249 payment" }).click();
    await expect(page.getByText(/Team Leader: Success! Payment intent created: pi_test_/)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
