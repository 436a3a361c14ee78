import { createEmployerTeam, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

/**
 * Issue 47 item 3: an owner assigns the statutory library's "everyone" programme yearly in one step
 * from the employer console, and every member is assigned it.
 */
const PROGRAMME = "UK Compliance Essentials for Everyone";

for (const width of [1280, 390]) {
  test(`an owner assigns the everyone compliance programme yearly in one step (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const team = await createEmployerTeam(page, { members: 2 });
    await signInAs(page, team.employer);
    await page.goto("/organization/pathways");
    const programmes = page.getByRole("region", { name: "Ready-made compliance programmes" });
    await expect(programmes).toBeVisible();
    const card = programmes.getByRole("listitem").filter({ hasText: PROGRAMME });
    await expect(
      card.getByText(/Everyone in the organisation · 7 modules, about \d+(\.\d+)? hours · yearly/),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await card.getByRole("button", { name: "Assign to everyone yearly" }).click();
    await expect(page.getByText(/^Compliance assignment created/)).toBeVisible();
    await expect(card.getByRole("button", { name: "Assign to everyone yearly" })).toBeDisabled();
    await expect(card.getByText("Assigned", { exact: true })).toBeVisible();
    const rule = page.getByRole("region", { name: "Compliance assignments" }).getByRole("listitem").filter({
      hasText: PROGRAMME,
    });
    await expect(rule.getByText(/Everyone · Every 12 months · Due in 30 days/)).toBeVisible();
    await programmes.screenshot({ path: testInfo.outputPath(`compliance-programmes-${width}.png`) });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);

    // Every member of the team is assigned it.
    await rule.getByRole("button", { name: /^Show people/ }).click();
    for (const member of team.members) await expect(rule.getByText(member.name, { exact: true })).toBeVisible();
  });
}
