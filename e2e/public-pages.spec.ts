import { PUBLIC_PAGE_META } from "../src/contracts/routes";
import { E2E_ORIGIN, expect, expectNoA11yViolations, signUpViaApi, test } from "./fixtures";

/** Each public page's main heading (spec 3 §2). */
const HEADINGS: Record<string, string | RegExp> = {
  "/": "From compliance to transformation",
  "/training-services": "Training Services",
  "/pivot-framework": "The PIVOT Framework",
  "/learning-library": /^\d+ modules for purpose-led organisations$/,
  "/pilot": "Help shape PIVOT Learning as a founding partner",
  "/terms": "Terms of Service",
  "/privacy": "Privacy Policy",
  "/dpa": "Data Processing Agreement",
  "/accessibility": "Accessibility statement",
};

test.describe("public pages", () => {
  for (const meta of PUBLIC_PAGE_META) {
    test(`${meta.path} renders its heading, its own title and description, and has no axe violations`, async ({
      page,
    }) => {
      await page.goto(meta.path);
      await expect(page.getByRole("heading", { level: 1, name: HEADINGS[meta.path] })).toBeVisible();
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator("title")).toHaveCount(1);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute("content", meta.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", meta.title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${E2E_ORIGIN}${meta.path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_ORIGIN}${meta.path}`);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toContainText(
        `© ${new Date().getFullYear()} PIVOT Learning. All rights reserved.`,
      );
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      await expectNoA11yViolations(page);
    });
  }

  test("the server sends each page's own title, description and Open Graph tags before any script runs", async ({
    request,
  }) => {
    for (const meta of PUBLIC_PAGE_META) {
      const html = await (await request.get(meta.path)).text();
      expect(html).toContain(`<title data-server-meta>${meta.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${meta.description}" data-server-meta />`);
      expect(html).toContain(`<meta property="og:type" content="${meta.ogType}" data-server-meta />`);
      expect(html).toContain(`<link rel="canonical" href="${E2E_ORIGIN}${meta.path}" data-server-meta />`);
      expect(html).toContain('<script id="app-config" type="application/json">');
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${E2E_ORIGIN}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(PUBLIC_PAGE_META.length);
  });

  test("the shared header links every public page and Book Consultation opens the calendar in a new tab", async ({
    page,
  }) => {
    await page.goto("/terms");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "PIVOT Framework" }).click();
    await expect(page).toHaveURL(/\/pivot-framework$/);
    await expect(page).toHaveTitle("The PIVOT Framework | PIVOT Learning");
    await expect(nav.getByRole("link", { name: "PIVOT Framework" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Learning Library" }).click();
    await expect(page).toHaveTitle("Learning Library | PIVOT Learning");
    await nav.getByRole("link", { name: "Training Services" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Training Services" })).toBeVisible();
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Training Services" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    const booking = page.getByRole("banner").getByRole("link", { name: /^Book Consultation/ });
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/api/login");

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Founding Partner Pilot" }).click();
    await expect(page).toHaveURL(/\/pilot$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("a signed-in visitor gets 'Go to dashboard' instead of Sign in", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/pivot-framework");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  });

  test("training services lists the four programmes with their prices and the delivery pricing", async ({ page }) => {
    await page.goto("/training-services");
    for (const [title, price, days, people] of [
      ["PIVOT Foundation Workshop", "£3,500", "2 days", "Up to 20 participants"],
      ["JEDI Excellence Programme", "£7,500", "3 days", "Up to 15 participants"],
      ["B-Corp Readiness Intensive", "£12,500", "5 days", "Up to 25 participants"],
      ["Leadership Transformation Programme", "£6,500", "4 days", "Up to 12 participants"],
    ]) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toContainText(price);
      await expect(card).toContainText(days);
      await expect(card).toContainText(people);
      await expect(card).toContainText("Platform access included");
    }
    await expect(page.getByRole("listitem").filter({ hasText: "In-person" })).toContainText("£5,000");
    await expect(page.getByRole("listitem").filter({ hasText: "Virtual" })).toContainText("£2,500");
    await expect(page.getByText("Illustrative example", { exact: true })).toHaveCount(3);
    await expect(page.getByText("For organisations with 500+ employees", { exact: false })).toBeVisible();
  });

  test("the PIVOT Framework page shows five pillars and the four-step process", async ({ page }) => {
    await page.goto("/pivot-framework");
    for (const pillar of ["Purpose", "Innovation", "Value", "Optimization", "Transformation"]) {
      await expect(page.getByRole("heading", { level: 3, name: pillar, exact: true })).toBeVisible();
    }
    const steps = page
      .getByRole("region", { name: "A four-step implementation process" })
      .getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(["Assessment", "Strategy", "Training", "Integration"]);
  });

  test("the public library shows the live module count, six featured modules and three pathways", async ({
    page,
    request,
  }) => {
    const modules = (await (await request.get("/api/modules")).json()) as unknown[];
    await page.goto("/learning-library");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${modules.length} modules for purpose-led organisations`,
    );
    const featured = page.getByRole("region", { name: "Featured modules" });
    await expect(featured.getByRole("link", { name: /^Start module/ })).toHaveCount(6);
    const pathways = page.getByRole("region", { name: "Learning pathways" });
    await expect(pathways.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(pathways.getByRole("heading", { name: "B-Corp Certification Pathway" })).toBeVisible();
    // Issue 26: the media named for what they are (decision: not spec 3's "interactive videos").
    for (const format of ["Narrated summaries", "Audio summaries", "Implementation guides"]) {
      await expect(page.getByRole("heading", { name: format })).toBeVisible();
    }
    for (const name of ["Start Learning Free", "Browse the Full Library", "Create Free Account"]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", "/api/login");
    }
  });

  test("the legal pages carry their date, billing terms, governing law and UK GDPR rights", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText("Last updated: 2 December 2026 (replaces the version of 27 June 2025)")).toBeVisible();
    const terms = page.getByRole("main");
    await expect(terms).toContainText("billed monthly in advance");
    await expect(terms).toContainText("renews automatically");
    await expect(terms).toContainText("We do not give refunds for partial months");
    await expect(terms).toContainText("at least 30 days' notice by email of any change to the price");
    await expect(terms).toContainText("30 days after cancellation");
    await expect(terms).toContainText("law of England and Wales");
    await page.goto("/privacy");
    const privacy = page.getByRole("main");
    await expect(page.getByText("Last updated: 2 December 2026 (replaces the version of 27 June 2025)")).toBeVisible();
    await expect(privacy).toContainText("UK GDPR");
    await expect(privacy).toContainText("Information Commissioner's Office (ICO)");
    await expect(privacy).toContainText("30 days after cancellation");
    await expect(privacy).toContainText("payment provider");
  });
});
