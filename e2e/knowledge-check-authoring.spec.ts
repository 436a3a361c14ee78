import { createAdmin, E2E_ORIGIN, expect, expectNoA11yViolations, signInAs, test, uniqueId } from "./fixtures";

/**
 * Issue 22 item 4: an admin edits a module's question bank. It writes the catalogue, so it runs in the
 * "catalogue-writers" project after the other journeys, on a module of its own without a bank (every
 * catalogue module has one since issue 46), which one question does not make assessed.
 */
test("an admin adds a question to a module's bank, sees it answered nowhere yet, and retires it", async ({ page }) => {
  const created = await page.request.post("/api/test-support/module-without-content", {
    data: {},
    headers: { origin: E2E_ORIGIN },
  });
  expect(created.status(), await created.text()).toBe(201);
  const MODULE = ((await created.json()) as { title: string }).title;
  await signInAs(page, await createAdmin(page));
  await page.goto("/admin/knowledge-checks");
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge checks" })).toBeVisible();
  const option = page.locator("#bank-module option", { hasText: MODULE });
  await page.getByLabel("Module").selectOption((await option.getAttribute("value")) ?? "");
  await expect(page.getByText("Not assessed", { exact: true })).toBeVisible();

  // Add a true/false question; the form explains what is missing first.
  await page.getByRole("button", { name: "Add question" }).click();
  const dialog = page.getByRole("dialog", { name: "Add question" });
  await dialog.getByLabel("Question type").selectOption({ label: "True/false" });
  await dialog.getByRole("button", { name: "Add question" }).click();
  await expect(dialog.getByText(/required|Write the question/i).first()).toBeVisible();
  const text = `True or false: partners co-create with stakeholders (${uniqueId()}).`;
  await dialog.getByRole("textbox", { name: /^Question/ }).fill(text);
  await dialog.getByLabel("Option 1 is right").check();
  await dialog.getByRole("textbox", { name: /^Feedback/ }).fill("Co-creation is the lab's way of working.");
  await dialog.getByRole("button", { name: "Add question" }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator('[data-slot="card"]', { hasText: text });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("0 answers")).toBeVisible();
  await expectNoA11yViolations(page);

  // Retired, it keeps its history and can come back.
  await card.getByRole("button", { name: "Retire" }).click();
  await expect(card.getByText("Retired", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Restore" })).toBeVisible();

  // The item analysis tab lists the modules' figures.
  await page.getByRole("tab", { name: "Item analysis" }).click();
  await expect(page.getByRole("table").or(page.getByText("No attempts yet"))).toBeVisible();
});
