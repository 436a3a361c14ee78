import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { E2E_ORIGIN, expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";
import { completeByPassingCheck } from "./knowledge-check";
import { mailText } from "./mail";

// The certificate of e2e/credentials.spec.ts: one module, open on the free plan.
const CERTIFICATE = "Gender Pay Gap Reporting Certificate";
const MODULE = "Gender Pay Gap Reporting: Beyond the Numbers";
const READY_SUBJECT = "Your PIVOT Learning data is ready to download";

test("a learner downloads their data through the e-mailed link, and the ZIP holds their signed credential", async ({
  page,
  browser,
}) => {
  const learner = await signUpViaApi(page, { firstName: "Dana", lastName: "Export" });

  // Earn a certificate, as a learner does.
  await page.goto("/credentials");
  await page.getByRole("tab", { name: "Available" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CERTIFICATE }) });
  await card.getByRole("button", { name: "View Requirements" }).click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: `Complete ${MODULE}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: MODULE })).toBeVisible();
  const started = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/user/progress" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Start Learning Journey" }).click();
  await started;
  await completeByPassingCheck(page);
  await page.goto("/credentials");
  await page.getByRole("tab", { name: "Available" }).click();
  await card.getByRole("button", { name: "Claim Certificate" }).click();
  await expect(card.getByRole("button", { name: "Earned" })).toBeDisabled();

  // Ask for the data on /profile; the job builds it while the bar shows its progress.
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Download my data" });
  await expect(section.getByText("You have not asked for a copy of your data yet.")).toBeVisible();
  await section.getByRole("button", { name: "Request my data" }).click();
  await expect(section.getByText(/^Your data is ready\./)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("link", { name: "Download now" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Follow the e-mailed link: it opens a page with a Download button, not the file.
  const text = await mailText(learner.email, READY_SUBJECT);
  const link = /https?:\/\/\S+\/account\/data-export\/\d+\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const path = new URL(link ?? "", E2E_ORIGIN);
  const fileUrl = `${path.pathname.replace("/account/", "/api/account/")}/download${path.search}`;
  // The file's address alone, signed out (a forwarded mail, a scanner): nothing, and nothing spent.
  const stranger = await browser.newContext();
  try {
    expect((await stranger.request.get(new URL(fileUrl, E2E_ORIGIN).toString())).status()).toBe(404);
    // A scanner opening the link itself gets the page, which spends nothing either.
    expect(
      (await stranger.request.get(new URL(`${path.pathname}${path.search}`, E2E_ORIGIN).toString())).status(),
    ).toBe(200);
  } finally {
    await stranger.close();
  }
  // The owner opens the link: the page, and the export still ready after it (and after a reload).
  await page.goto(`${path.pathname}${path.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Download your data" })).toBeVisible();
  await page.reload();
  const button = page.getByRole("link", { name: "Download", exact: true });
  await expect(button).toBeVisible();
  await expectNoA11yViolations(page);
  // Its Download button carries the token; signed in as its owner, it downloads.
  const saved = page.waitForEvent("download");
  await button.click();
  const file = await saved;
  await expect(page.getByText("Your download has started.")).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^pivot-learning-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await file.path()));
  expect(await zip.file("README.txt")?.async("string")).toContain(learner.email);
  const data = JSON.parse((await zip.file("data.json")?.async("string")) ?? "{}") as {
    sections: Record<string, { rows: { certificate_title?: string }[] }>;
  };
  expect(data.sections.certificates.rows.map((row) => row.certificate_title)).toEqual([CERTIFICATE]);

  // The certificate's signed credential, as issued.
  const credentials = zip.file(/^credentials\/.+\.json$/);
  expect(credentials).toHaveLength(1);
  const credential = JSON.parse(await credentials[0].async("string")) as {
    type: string[];
    credentialSubject: { achievement?: { name?: string } };
    proof: { type: string; cryptosuite: string; proofValue: string }[];
  };
  expect(credential.type).toContain("OpenBadgeCredential");
  // One proof, in an array as the Open Badges 3.0 schema requires (decision 396).
  expect(credential.proof).toHaveLength(1);
  expect(credential.proof[0]).toMatchObject({ type: "DataIntegrityProof", cryptosuite: "eddsa-rdfc-2022" });
  expect(credential.proof[0].proofValue.length).toBeGreaterThan(40);

  // The link works once.
  expect((await page.request.get(fileUrl)).status()).toBe(410);
  await page.reload();
  await expect(page.getByText("This copy was already downloaded: the link works once.")).toBeVisible();
  await page.goto("/profile");
  await expect(section.getByText(/Your last copy was downloaded/)).toBeVisible();
});
