import { createAdmin, E2E_ORIGIN, expect, expectNoA11yViolations, signInAs, signUpViaApi, test } from "./fixtures";

/**
 * Issue 14: the admin generates content for a module, previews it, edits it and publishes it; a
 * learner who pressed "Notify When Ready" reads it and finds a notification in the bell.
 */
test("an admin generates, edits and publishes a module that a waiting learner then reads", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A module of this test's own with no content yet (the catalogue's modules may all have some).
  const created = await page.request.post("/api/test-support/module-without-content", {
    data: {},
    headers: { origin: E2E_ORIGIN },
  });
  expect(created.status(), await created.text()).toBe(201);
  const module = (await created.json()) as { id: number; title: string };

  // The learner finds the module being prepared and asks to be told when it is ready.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await signUpViaApi(learnerPage);
  await learnerPage.goto(`/module/${module.id}`);
  await learnerPage.getByRole("tab", { name: "Content" }).click();
  await expect(learnerPage.getByRole("heading", { name: "Content Being Prepared" })).toBeVisible();
  const stored = learnerPage.waitForResponse((r) => r.url().includes("/api/content/notify-when-ready/") && r.ok());
  await learnerPage.getByRole("button", { name: "Notify When Ready" }).click();
  await stored;
  await expect(learnerPage.getByRole("button", { name: "You'll be notified" })).toBeDisabled();

  // The admin reaches the generator from the shell's admin area.
  const admin = await createAdmin(page);
  await signInAs(page, admin);
  await page.goto("/");
  await page.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pilot Applications" })).toBeVisible();
  const adminNav = page.getByRole("navigation", { name: "Administration" });
  await adminNav.getByRole("link", { name: "Content generator" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AI Content Generator" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Generate Content" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: `Generate content for ${module.title}` }).click();
  await expect(page.getByText("Content Generated Successfully", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Generated comprehensive content for module ${module.id}`, { exact: true }),
  ).toBeVisible();

  // Preview: the draft rendered as learners will read it.
  await expect(page.getByRole("tab", { name: "Preview Content" })).toHaveAttribute("aria-selected", "true");
  const preview = page.getByRole("article", { name: `Preview of ${module.title}` });
  await expect(preview.getByRole("heading", { name: "Learning objectives" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Edit, then publish.
  await page.getByRole("button", { name: "Edit" }).click();
  const body = page.getByLabel("Module body (markdown: # headings, - bullet lists, paragraphs)");
  const note = "Reviewed by the content team for the hybrid meetings pilot.";
  await body.fill(`${await body.inputValue()}\n## Editor's note\n\n${note}\n`);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await expect(preview.getByText(note)).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Content Published", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${module.title} is now live for learners; 1 waiting learner was notified.`, { exact: true }),
  ).toBeVisible();

  // The module no longer lacks content.
  await page.getByRole("tab", { name: "Generate Content" }).click();
  await expect(page.getByRole("button", { name: `Generate content for ${module.title}` })).toHaveCount(0);

  // The learner has a notification that opens the module, and reads the published content.
  await learnerPage.goto("/");
  await learnerPage.getByRole("button", { name: "Notifications (1 unread)" }).click();
  await learnerPage.getByRole("button", { name: new RegExp(`${module.title} is ready`) }).click();
  await expect(learnerPage).toHaveURL(new RegExp(`/module/${module.id}$`));
  await learnerPage.getByRole("tab", { name: "Content" }).click();
  await expect(learnerPage.getByText(note)).toBeVisible();
  await expect(learnerPage.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
  await learnerContext.close();
});
