import { expect, signUpViaApi, test } from "./fixtures";

// Issue 26 item 3: one weekly goal per person, set on /profile (default 4), the same on every screen.
test("a learner sets their weekly goal on /profile and every screen measures the week against it", async ({ page }) => {
  await signUpViaApi(page);

  await page.goto("/");
  await expect(page.getByText("0 of 4 modules").first()).toBeVisible();
  await page.goto("/mobile");
  await expect(page.getByText("0 of 4 modules this week")).toBeVisible();

  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Weekly goal" });
  const field = form.getByLabel("Modules a week");
  await expect(field).toHaveValue("4");
  // Refused in the form (the same schema as the server's), so no request fails.
  await field.fill("21");
  await form.getByRole("button", { name: "Save weekly goal" }).click();
  await expect(form.getByText("Weekly goal must be a whole number of modules from 1 to 20")).toBeVisible();
  await field.fill("6");
  await form.getByRole("button", { name: "Save weekly goal" }).click();
  // The toast repeats the sentence in its live region: the card's own line is the exact match.
  await expect(page.getByText("Your goal is 6 modules a week.", { exact: true })).toBeVisible();

  await page.goto("/");
  await expect(page.getByText("0 of 6 modules").first()).toBeVisible();
  await page.goto("/mobile");
  await expect(page.getByText("0 of 6 modules this week")).toBeVisible();
  await page.goto("/progress");
  await expect(page.getByText("of 6 modules").first()).toBeVisible();
});
