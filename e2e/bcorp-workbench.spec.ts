import fs from "node:fs";
import JSZip from "jszip";
import { expect, expectNoA11yViolations, signUpViaApi, test, uniqueId } from "./fixtures";

/**
 * Issue 25 item 4 "Done when": a B Corp item gets evidence uploaded and appears in the export pack.
 * An owner opens the evidence workbench in the B-Corp Impact tab, sets an item's owner, due date and
 * status, uploads a PDF (a text file is refused with the reason), and downloads the export pack.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

// The refused file's answer (400) is logged by the browser as a failed request.
test.use({ allowConsoleErrors: [/status of 400/] });

test("a B Corp item gets evidence uploaded and appears in the export pack", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { firstName: "Bea", lastName: "Owner" });
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(`Goodco ${uniqueId()}`);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);

  await page.goto("/jedi?tab=b-corp-impact");
  await expect(page.getByRole("heading", { name: "Evidence workbench" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Foundation Requirements" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Climate Action" }).last()).toBeVisible();

  const item = page.getByTestId("workbench-item-fw-living-wage");
  await item.locator("summary").click();
  const form = item.getByRole("form", { name: /Edit Everyone paid at least the real Living Wage/ });
  await form.getByLabel("Owner").selectOption({ label: "Bea Owner" });
  await form.getByLabel("Due date").fill("2027-03-31");
  await form.getByLabel("Status").selectOption("done");
  await form.getByLabel("Notes").fill("Accredited with the Living Wage Foundation");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(item.locator("summary")).toContainText("Done");
  await expect(item.locator("summary")).toContainText("due 31 March 2027");
  await expect(page.getByRole("progressbar", { name: "Fair Work evidence progress" })).toHaveAttribute(
    "aria-valuenow",
    "33",
  );

  // A file of another type is refused with the reason; a PDF is stored.
  await item.getByLabel("Upload evidence").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("only text, not a PDF"),
  });
  await expect(item.getByRole("alert")).toContainText("not a PDF, DOCX, XLSX or image");
  await item.getByLabel("Upload evidence").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(item.getByRole("alert")).toContainText("scan.pdf is larger than 10 MB");
  await item.getByLabel("Upload evidence").setInputFiles({
    name: "living-wage-certificate.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(item.getByRole("link", { name: "living-wage-certificate.pdf" })).toBeVisible();
  await expect(item.getByRole("alert")).toHaveCount(0);

  await expectNoA11yViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`workbench-${width}.png`), fullPage: true });
    await page
      .locator('[aria-label="Fair Work"]')
      .screenshot({ path: testInfo.outputPath(`workbench-fair-work-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download export pack" }).click();
  const download = await downloading;
  const zipPath = await download.path();
  const zip = await JSZip.loadAsync(fs.readFileSync(zipPath));
  const names = Object.keys(zip.files);
  const evidence = names.find(
    (name) => name.startsWith("03 Fair Work/") && name.endsWith("-living-wage-certificate.pdf"),
  );
  expect(evidence, names.join(", ")).toBeDefined();
  expect(Buffer.from(await zip.files[evidence as string].async("nodebuffer")).equals(PDF)).toBe(true);
  expect(names).toContain("index.pdf");
});
