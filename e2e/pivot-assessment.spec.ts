import { expect, signUpViaApi, test } from "./fixtures";

// Two statements per pillar, in order (domain/pivot-assessment.ts).
const ANSWERS = [
  "Strongly Agree",
  "Strongly Agree", // Purpose 5.0 Strong
  "Agree",
  "Neutral", //                  Innovation 3.5 Developing
  "Disagree",
  "Neutral", //               Value 2.5 Emerging
  "Agree",
  "Agree", //                    Optimization 4.0 Strong
  "Strongly Disagree",
  "Disagree", //     Transformation 1.5 Emerging
];
const EXPECTED = [
  ["Purpose", "5.0 out of 5", "Strong"],
  ["Innovation", "3.5 out of 5", "Developing"],
  ["Value", "2.5 out of 5", "Emerging"],
  ["Optimization", "4.0 out of 5", "Strong"],
  ["Transformation", "1.5 out of 5", "Emerging"],
];

test("the PIVOT assessment scores 10 answers per pillar and the dashboard keeps the result", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  const card = page.getByRole("region", { name: "Discover Your PIVOT Profile" });
  await card.getByRole("button", { name: "Start PIVOT Assessment" }).click();

  const dialog = page.getByRole("dialog", { name: "PIVOT Assessment" });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/assessments/pivot") && r.request().method() === "POST",
  );
  for (const [index, answer] of ANSWERS.entries()) {
    // One statement at a time, answered once, with no back step.
    await expect(dialog.getByText(`Statement ${index + 1} of 10`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: /back|previous/i })).toHaveCount(0);
    await dialog.getByRole("button", { name: answer, exact: true }).click();
  }
  expect((await saved).ok()).toBe(true);
  await expect(dialog.getByText("Saved to your dashboard.")).toBeVisible();
  const results = dialog.getByRole("list", { name: "PIVOT profile by pillar" }).getByRole("listitem");
  for (const [i, [pillar, score, level]] of EXPECTED.entries()) {
    await expect(results.nth(i)).toContainText(pillar);
    await expect(results.nth(i)).toContainText(score);
    await expect(results.nth(i)).toContainText(level);
  }
  await dialog.getByRole("button", { name: "Done" }).click();

  // After a reload the card shows the saved result and offers a retake.
  await page.reload();
  const savedResults = card.getByRole("list", { name: "PIVOT profile by pillar" }).getByRole("listitem");
  for (const [i, [pillar, score, level]] of EXPECTED.entries()) {
    await expect(savedResults.nth(i)).toContainText(`${pillar}${score}${level}`);
  }
  await expect(card.getByRole("button", { name: "Retake" })).toBeVisible();
  await card.getByRole("button", { name: "Retake" }).click();
  await expect(dialog.getByText("Statement 1 of 10")).toBeVisible();
});
