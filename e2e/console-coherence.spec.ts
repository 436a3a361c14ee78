import type { OrganizationAnalytics } from "../src/contracts/employer";
import { createEmployerTeam, expect, expectNoA11yViolations, signInAs, test } from "./fixtures";

/**
 * Issue 45 item 2 (decision 403): right after "assigned to 3 people" the same page read "0 assigned · No
 * pathways assigned yet" until a reload. An owner assigns a compliance programme to everyone from
 * /organization/pathways; without a reload, the pathway's card and the Assignments table show what the
 * server now answers, the owner among those assigned.
 */
const PROGRAMME = "UK Compliance Essentials for Everyone";

for (const width of [1280, 390]) {
  test(`an assignment shows at once on the pathways page, owner included (${width} px)`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const team = await createEmployerTeam(page, { members: 2 });
    await signInAs(page, team.employer);
    await page.goto("/organization/pathways");
    await expect(page.getByRole("heading", { level: 1, name: "Pathways and assignments" })).toBeVisible();
    const before: OrganizationAnalytics = await (await page.request.get("/api/organizations/analytics")).json();
    const pathway = before.pathways.find((p) => p.title === PROGRAMME);
    expect(pathway, "the statutory library's everyone programme").toBeDefined();
    const card = page
      .getByRole("region", { name: "Learning Pathways" })
      .getByRole("listitem")
      .filter({ hasText: PROGRAMME })
      .filter({ hasText: "% complete" });
    await expect(card).toContainText(`${pathway?.assignedCount} assigned`);

    const programmes = page.getByRole("region", { name: "Ready-made compliance programmes" });
    await programmes
      .getByRole("listitem")
      .filter({ hasText: PROGRAMME })
      .getByRole("button", { name: "Assign to everyone yearly" })
      .click();
    await expect(page.getByText(`${PROGRAMME} assigned to 3 people`).first()).toBeVisible();

    // What the server answers now, read beside the page (never a reload of it).
    const after: OrganizationAnalytics = await (await page.request.get("/api/organizations/analytics")).json();
    const assigned = after.pathways.find((p) => p.title === PROGRAMME)?.assignedCount ?? 0;
    expect(assigned).toBe(3);
    await expect(card).toContainText(`${assigned} assigned`);
    const assignments = page.getByRole("region", { name: "Assignments" });
    const total = after.assignments.length;
    await expect(assignments.getByText(`${total} ${total === 1 ? "pathway" : "pathways"} assigned`)).toBeVisible();
    const table = page.getByRole("table", { name: /Pathways assigned to team members/ });
    const owner = `${team.employer.firstName} ${team.employer.lastName}`;
    for (const name of [owner, ...team.members.map((m) => m.name)])
      await expect(table.getByRole("row", { name: new RegExp(name) }).filter({ hasText: PROGRAMME })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`console-coherence-${width}.png`), fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await expectNoA11yViolations(page);
  });
}
