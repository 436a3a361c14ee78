import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_META } from "../../../contracts/routes";
import { loadConfig } from "../../config";
import { pathways } from "../../db/schema";
import { renderIndexHtml } from "../../plugins/spa";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogue = JSON.parse(fs.readFileSync(path.resolve("content/pathways.json"), "utf8")) as {
  slug: string;
  isPublic: boolean;
  isRecommended: boolean;
  modules: string[];
}[];

describe("GET /api/pathways/featured", () => {
  it("answers three public pathways, recommended first, with their module counts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pathways/featured" });
    expect(res.statusCode).toBe(200);
    const featured = res.json() as { slug: string; moduleCount: number; title: string; estimatedHours: number }[];
    const expected = catalogue.filter((p) => p.isPublic && p.isRecommended).slice(0, 3);
    expect(featured.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    expect(featured.map((p) => p.moduleCount)).toEqual(expected.map((p) => p.modules.length));
    expect(featured[0]).toMatchObject({ slug: "b-corp-certification-pathway", moduleCount: 8 });
    // Issue 46: the modules' computed time, the same figure the pathways list answers.
    const listed: { slug: string; estimatedHours: number }[] = (
      await t.app.inject({ method: "GET", url: "/api/pathways" })
    ).json();
    expect(featured[0].estimatedHours).toBeGreaterThan(0);
    expect(featured[0].estimatedHours).toBe(listed.find((p) => p.slug === featured[0].slug)?.estimatedHours);
  });

  it("never lists a pathway that is not public", async () => {
    await t.database.db.update(pathways).set({ isPublic: false }).where(eq(pathways.slug, "inclusive-leader"));
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/pathways/featured" });
      const slugs = res.json().map((p: { slug: string }) => p.slug);
      expect(slugs).toHaveLength(3);
      expect(slugs).not.toContain("inclusive-leader");
      expect(slugs).not.toContain("responsible-governance");
    } finally {
      await t.database.db.update(pathways).set({ isPublic: true }).where(eq(pathways.slug, "inclusive-leader"));
    }
  });

  it("needs no sign-in", async () => {
    const res = await t.as(null, { method: "GET", url: "/api/pathways/featured" });
    expect(res.statusCode).toBe(200);
  });
});

describe("GET /robots.txt", () => {
  it("allows the public pages, keeps crawlers out of the API and signed-in pages, and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const page of [
      "/",
      "/training-services",
      "/pivot-framework",
      "/learning-library",
      "/pilot",
      "/terms",
      "/privacy",
    ]) {
      expect(lines).toContain(`Allow: ${page}`);
      expect(lines).not.toContain(`Disallow: ${page}`);
    }
    for (const privatePath of ["/api/", "/library", "/progress", "/module/", "/admin", "/content-protection"]) {
      expect(lines).toContain(`Disallow: ${privatePath}`);
    }
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the nine public pages by absolute URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/training-services`,
      `${TEST_ORIGIN}/pivot-framework`,
      `${TEST_ORIGIN}/learning-library`,
      `${TEST_ORIGIN}/pilot`,
      `${TEST_ORIGIN}/terms`,
      `${TEST_ORIGIN}/privacy`,
      `${TEST_ORIGIN}/dpa`,
      `${TEST_ORIGIN}/accessibility`,
    ]);
  });
});

describe("renderIndexHtml (the history fallback)", () => {
  const template = fs.readFileSync(path.resolve("index.html"), "utf8");
  const config = loadConfig({
    BASE_URL: "https://pivot.example",
    BOOKING_URL: "https://cal.example/pivot",
    PGLITE_DIR: "memory://",
    COMPANY_NAME: "Pivot Example Ltd",
    COMPANY_NUMBER: "12345678",
    COMPANY_ADDRESS: "1 Example Street, Leeds LS1 1AA",
    COMPANY_VAT_NUMBER: "GB123456789",
  });
  const head = (html: string) => html.slice(0, html.indexOf("</head>"));

  it.each(PUBLIC_PAGE_META.map((m) => [m.path, m] as const))(
    "gives %s its own title, description, Open Graph tags and canonical link",
    (pagePath, meta) => {
      const html = renderIndexHtml(template, pagePath, config);
      const url = `https://pivot.example${pagePath}`;
      expect(head(html).match(/<title/g)).toHaveLength(1);
      expect(html).toContain(`<title data-server-meta>${meta.title.replace(/&/g, "&amp;")}</title>`);
      expect(head(html).match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain(`<meta name="description" content="${meta.description}" data-server-meta />`);
      expect(html).toContain(`<meta property="og:title" content="${meta.title}" data-server-meta />`);
      expect(html).toContain(`<meta property="og:description" content="${meta.description}" data-server-meta />`);
      expect(html).toContain(`<meta property="og:type" content="${meta.ogType}" data-server-meta />`);
      expect(html).toContain(`<meta property="og:url" content="${url}" data-server-meta />`);
      expect(html).toContain(`<link rel="canonical" href="${url}" data-server-meta />`);
    },
  );

  it("keeps the app-config replacement working", () => {
    const html = renderIndexHtml(template, "/pilot", config);
    expect(html).not.toContain("<!--app-config-->");
    expect(html).toContain(
      `<script id="app-config" type="application/json">{"bookingUrl":"https://cal.example/pivot","contactEmail":"hello@pivotlearning.co.uk","companyDetails":{"name":"Pivot Example Ltd","number":"12345678","address":"1 Example Street, Leeds LS1 1AA","vatNumber":"GB123456789"}}</script>`,
    );
  });

  it("ignores query strings, fragments and a trailing slash", () => {
    const html = renderIndexHtml(template, "/pilot/?utm_source=newsletter#apply", config);
    expect(html).toContain("<title data-server-meta>Founding Partner Pilot Programme | PIVOT Learning</title>");
    expect(html).toContain(`<link rel="canonical" href="https://pivot.example/pilot" data-server-meta />`);
  });

  it("leaves the default title and description on other paths", () => {
    const html = renderIndexHtml(template, "/library", config);
    expect(html).toContain("<title>PIVOT Learning — from compliance to transformation</title>");
    expect(html).toContain('<meta name="description" content="Workplace learning built');
    expect(html).not.toContain("data-server-meta");
    expect(html).not.toContain("og:title");
  });

  it("escapes what it writes into attributes", () => {
    const html = renderIndexHtml(template, '/"><script>alert(1)</script>', config);
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
