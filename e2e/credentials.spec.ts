import { E2E_ORIGIN, expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";
import { completeByPassingCheck } from "./knowledge-check";

const CERTIFICATE = "Gender Pay Gap Reporting Certificate";
// The one module that certificate asks for (content/certificates.json), open on the free plan.
const MODULE = "Gender Pay Gap Reporting: Beyond the Numbers";

test("a learner earns a certificate, anyone verifies it, the portfolio goes public and the badge verifies", async ({
  page,
  browser,
}) => {
  const learner = await signUpViaApi(page, { firstName: "Robin", lastName: "Tester" });

  // Before: nothing earned, and the certificate cannot be claimed yet.
  await page.goto("/credentials");
  await expect(page.getByRole("heading", { level: 1, name: "Digital Credentials" })).toBeVisible();
  await expect(page.getByText("No Certificates Yet")).toBeVisible();
  await page.getByRole("tab", { name: "Available" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CERTIFICATE }) });
  await expect(card.getByRole("button", { name: "View Requirements" })).toBeVisible();
  await card.getByRole("button", { name: "View Requirements" }).click();
  const requirements = page.getByRole("dialog");
  await expect(requirements.getByRole("link", { name: `Complete ${MODULE}` })).toBeVisible();
  await requirements.getByRole("link", { name: `Complete ${MODULE}` }).click();

  // Complete the module from its page, as a learner does.
  await expect(page.getByRole("heading", { level: 1, name: MODULE })).toBeVisible();
  const isProgressUpdate = (r: { url(): string; request(): { method(): string } }) =>
    new URL(r.url()).pathname === "/api/user/progress" && r.request().method() === "POST";
  const started = page.waitForResponse(isProgressUpdate);
  await page.getByRole("button", { name: "Start Learning Journey" }).click();
  await started;
  // Issue 22: the module completes when its knowledge check is passed.
  await completeByPassingCheck(page);
  await expect(page.getByRole("button", { name: "Review" })).toBeVisible();

  // Claim it.
  await page.goto("/credentials");
  await page.getByRole("tab", { name: "Available" }).click();
  const claim = card.getByRole("button", { name: "Claim Certificate" });
  await expect(claim).toBeVisible();
  await claim.click();
  await expect(card.getByRole("button", { name: "Earned" })).toBeDisabled();

  // My Credentials: the card, the View dialog and the badge download.
  await page.getByRole("tab", { name: "My Credentials" }).click();
  const earned = page.getByRole("list", { name: "My certificates" }).getByRole("listitem");
  await expect(earned).toHaveCount(1);
  await earned.getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name: CERTIFICATE });
  await expect(dialog.getByRole("button", { name: /^Copy verification code/ })).toBeVisible();
  const verificationUrl = await dialog.getByRole("link", { name: "Verification page" }).getAttribute("href");
  expect(verificationUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{22}$/);
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Badge image (PNG)" }).click();
  const badgePath = await (await download).path();
  expect(badgePath).toBeTruthy();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Signed out, anyone sees it valid.
  const visitorContext = await browser.newContext({ baseURL: E2E_ORIGIN });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(verificationUrl ?? "", E2E_ORIGIN).pathname);
  await expect(visitor.getByRole("heading", { level: 1, name: "Certificate verification" })).toBeVisible();
  await expect(visitor.getByText("This certificate is valid")).toBeVisible();
  await expect(visitor.getByText(`${learner.firstName} ${learner.lastName}`)).toBeVisible();
  await expect(visitor.getByText("The issuer's signature (eddsa-rdfc-2022) is valid").first()).toBeVisible();
  await expectNoA11yViolations(visitor);

  // The downloaded badge, uploaded, verifies too.
  await visitor.getByLabel("Credential file").setInputFiles(badgePath);
  const uploaded = visitor.getByRole("region", { name: "Uploaded credential result" });
  await expect(uploaded.getByText("This certificate is valid")).toBeVisible();

  // Make the wallet public and open the portfolio signed out.
  await page.getByRole("tab", { name: "Wallet Settings" }).click();
  await page.getByRole("switch", { name: "Public Portfolio" }).click();
  await expect(page.getByText("Your credential wallet settings have been updated.", { exact: true })).toBeVisible();
  const portfolioUrl = await page.getByRole("textbox", { name: "Public portfolio address" }).inputValue();
  expect(portfolioUrl).toMatch(/\/portfolio\/[a-z0-9-]+$/);
  await visitor.goto(new URL(portfolioUrl).pathname);
  await expect(
    visitor.getByRole("heading", { level: 1, name: `${learner.firstName} ${learner.lastName}` }),
  ).toBeVisible();
  await expect(visitor.getByRole("heading", { name: CERTIFICATE })).toBeVisible();
  await visitorContext.close();
});

test("signed out, /credentials asks to log in", async ({ page }) => {
  await page.goto("/credentials");
  await expect(page.getByRole("heading", { name: "Access Your Credentials" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", /^\/api\/login/);
});
