import type { Page } from "@playwright/test";
import {
  createAdmin,
  createEmployerTeam,
  E2E_ORIGIN,
  expect,
  signInAs,
  signUpViaApi,
  test,
  uniqueId,
} from "./fixtures";
import { passKnowledgeCheck } from "./knowledge-check";
import { mailText } from "./mail";
import { layoutFailures } from "./wcag22";

/**
 * Issue 50 item 3 (decision 406): on the key pages of every role, 2.5.8 target size at 390 px, 1.4.10
 * reflow at 320 px, 1.4.4 at 200 % zoom, 1.4.12 text spacing and prefers-reduced-motion (e2e/wcag22.ts
 * measures each). One browser context per test, the pages visited in turn; every test owns its users.
 */
test.use({ reducedMotion: "reduce" });
test.setTimeout(240_000);

// The certificate of credentials.spec.ts: one module, open on the free plan.
const CERTIFICATE = "Gender Pay Gap Reporting Certificate";
const MODULE = "Gender Pay Gap Reporting: Beyond the Numbers";

async function check(page: Page, routes: string[]) {
  const failures: string[] = [];
  for (const route of routes) failures.push(...(await layoutFailures(page, route)));
  return failures;
}

test.describe("signed out", () => {
  // The unknown verification code's lookup answers 404, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("landing, pricing, sign-in, sign-up, the statement and a verification page", async ({ page }) => {
    const failures = await check(page, ["/", "/subscribe", "/login", "/login?mode=signup", "/accessibility"]);
    // An unknown code still answers with the page (its "not found" state).
    failures.push(...(await layoutFailures(page, "/verify/AAAAAAAAAAAAAAAAAAAAAA")));
    expect(failures).toEqual([]);
  });
});

test("a learner: dashboard, library, a module with its knowledge check and the certificate", async ({ page }) => {
  await signUpViaApi(page);
  const modules = (await (await page.request.get("/api/modules")).json()) as { id: number; title: string }[];
  const module = modules.find((m) => m.title === MODULE);
  expect(module, MODULE).toBeTruthy();
  const moduleId = module?.id ?? 0;
  const failures = await check(page, ["/", "/library", `/module/${moduleId}`]);

  // The module's knowledge check, open on its page.
  await page.getByRole("button", { name: "Start Learning Journey" }).click();
  await page.getByRole("button", { name: "Complete when passed" }).click();
  await page.getByRole("button", { name: "Start Knowledge Check" }).click();
  await expect(page.getByRole("progressbar", { name: /^Question 1 of \d+$/ })).toBeVisible();
  failures.push(...(await layoutFailures(page, `/module/${moduleId} (knowledge check)`, false)));

  // Earn and claim the certificate, then its page and its public verification page.
  await passKnowledgeCheck(page, moduleId);
  const available = (await (await page.request.get("/api/certificates/available")).json()) as {
    id: number;
    name?: string;
    title?: string;
  }[];
  const certificate = available.find((c) => (c.name ?? c.title) === CERTIFICATE);
  expect(certificate, CERTIFICATE).toBeTruthy();
  const claimed = await page.request.post("/api/certificates/claim", {
    data: { certificateId: certificate?.id },
    headers: { origin: E2E_ORIGIN },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  failures.push(...(await check(page, ["/credentials"])));
  expect(failures).toEqual([]);
});

test("an organisation's owner and manager: the console pages, pay gap and the survey with its answer page", async ({
  page,
  browser,
}) => {
  const team = await createEmployerTeam(page, { members: 6 });
  await signInAs(page, team.employer);
  const failures = await check(page, [
    "/organization",
    "/organization/analytics",
    "/organization/pathways",
    "/organization/members",
    "/organization/invitations",
    "/organization/settings",
    "/organization/audit-log",
    "/team",
    "/jedi?tab=pay-equity",
    "/jedi?tab=organisation",
  ]);

  // A survey launched through the API; a member's one-time answer page from the e-mail it sends.
  const today = new Date().toISOString().slice(0, 10);
  const closes = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const title = `Layout survey ${uniqueId()}`;
  const launched = await page.request.post(`/api/organizations/${team.organization.id}/surveys`, {
    data: { title, opensOn: today, closesOn: closes },
    headers: { origin: E2E_ORIGIN },
  });
  expect(launched.status(), await launched.text()).toBe(201);
  const member = team.members[0];
  const text = await mailText(
    member?.email ?? "",
    `${team.organization.name} asks for your view: a confidential inclusion survey`,
  );
  const link = text.match(/\/inclusion-survey\/[0-9a-f]{64}/)?.[0];
  expect(link, "the survey link in the e-mail").toBeTruthy();
  const respondentContext = await browser.newContext({ baseURL: E2E_ORIGIN, reducedMotion: "reduce" });
  const respondent = await respondentContext.newPage();
  failures.push(...(await layoutFailures(respondent, link ?? "")));
  await expect(respondent.getByRole("heading", { name: title })).toBeVisible();
  await respondentContext.close();
  expect(failures).toEqual([]);
});

test("a site administrator and author: the administration and content pages", async ({ page }) => {
  await signInAs(page, await createAdmin(page));
  const failures = await check(page, [
    "/admin",
    "/admin/users",
    "/admin/knowledge-checks",
    "/admin/support",
    "/content-generator",
    "/content-protection",
  ]);
  expect(failures).toEqual([]);
});
