import JSZip from "jszip";
import { E2E_ORIGIN, expect, expectNoA11yViolations, test, uniqueId } from "./fixtures";
import { allowLmsOriginByApi, assessedModule, enterprisePlusOwner, snapRegion } from "./lms";

/** The LMS origin the launches come from, registered for the package. */
const LMS_ORIGIN = "http://127.0.0.1:2";

/**
 * Decision 392: past ten new learners in an hour, a package's next learners wait for approval, with no
 * seat; the owner sees them on the organisation's settings page and approves or rejects each.
 */
test("an owner approves and rejects the LMS learners a package held for approval", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000); // a plan recorded by sales, a package and twelve launches
  const { organizationId } = await enterprisePlusOwner(page, browser);
  const module = await assessedModule(page);
  await page.goto("/organization/settings");
  const section = page.getByRole("region", { name: "LMS packages" });
  await expect(section.getByText("Nobody is waiting for approval")).toBeVisible();
  await snapRegion(page, "LMS packages", "lms-packages-nobody-waiting");

  const exported = await page.request.get(`/api/modules/${module.id}/export?format=scorm12`);
  expect(exported.status(), await exported.text()).toBe(200);
  const index = await (await JSZip.loadAsync(await exported.body())).file("index.html")!.async("string");
  const { packageKey } = JSON.parse(
    /<script type="application\/json" id="pivot-lms-config">(.*?)<\/script>/s.exec(index)![1],
  ) as { packageKey: string };
  await allowLmsOriginByApi(page, organizationId, LMS_ORIGIN);

  const lms = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const run = uniqueId();
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const launched = await lms.post("/api/lms/launches", {
      data: { packageKey, learner: { id: `moodle-${run}-${i}`, name: i === 11 ? "Hopper, Grace" : `Learner ${i}` } },
      headers: { origin: LMS_ORIGIN },
    });
    statuses.push(launched.status());
  }
  expect(statuses).toEqual([...Array(10).fill(200), 403, 403]);
  await lms.dispose();

  await page.reload();
  const waiting = section.getByRole("list", { name: "Learners waiting for approval" });
  await expect(waiting.getByRole("listitem")).toHaveCount(2);
  await expect(section.getByRole("link", { name: "2 learners are waiting for approval" })).toBeVisible();
  await snapRegion(page, "LMS packages", "lms-packages-waiting");
  await expectNoA11yViolations(page);

  await waiting.getByRole("button", { name: "Approve Grace Hopper" }).click();
  await expect(
    page.getByText("Grace Hopper is a member now and can launch the module again.", { exact: true }),
  ).toBeVisible();
  // The approved learner is a member: only Learner 12 still waits.
  await expect(waiting.getByRole("listitem")).toHaveCount(1);
  await waiting.getByRole("button", { name: "Reject Learner 12" }).click();
  await expect(section.getByText("Nobody is waiting for approval")).toBeVisible();
});
