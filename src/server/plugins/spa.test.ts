import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";
import { PRELOADED_SOURCES } from "./page-preload";

// A built client in miniature: Vite's index.html and a manifest in its shape (entry, shared chunks,
// the lazy chunks of the signed-in shell and the dashboard).
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>PIVOT Learning</title>
    <!--app-config-->
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-V.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  "index.html": {
    file: "assets/index-E.js",
    isEntry: true,
    imports: ["_vendor-V.js"],
    dynamicImports: ["src/client/lib/query-provider.tsx", "src/client/features/dashboard/dashboard-page.tsx"],
  },
  "_vendor-V.js": { file: "assets/vendor-V.js" },
  "_query-R.js": { file: "assets/query-R.js" },
  "_icons-I.js": { file: "assets/icons-I.js", imports: ["_vendor-V.js"] },
  "src/client/lib/query-provider.tsx": {
    file: "assets/query-provider-Q.js",
    isDynamicEntry: true,
    imports: ["_query-R.js", "index.html"],
  },
  "src/client/app/shell/app-shell.tsx": {
    file: "assets/app-shell-S.js",
    isDynamicEntry: true,
    imports: ["_vendor-V.js", "_icons-I.js"],
  },
  "src/client/features/dashboard/dashboard-page.tsx": {
    file: "assets/dashboard-page-D.js",
    isDynamicEntry: true,
    imports: ["_icons-I.js", "_query-R.js", "index.html"],
  },
  "src/client/features/dashboard/dashboard-data.ts": {
    file: "assets/dashboard-data-P.js",
    isDynamicEntry: true,
    imports: ["_query-R.js"],
  },
  "src/client/features/marketing/landing-page.tsx": { file: "assets/landing-page-L.js", isDynamicEntry: true },
  "src/client/features/library/library-page.tsx": { file: "assets/library-page-B.js", isDynamicEntry: true },
};
const ENTRY_SCRIPT = `<script type="module" crossorigin src="/assets/index-E.js"></script>`;
const fetchPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const DASHBOARD_CHUNKS = [
  "assets/query-provider-Q.js",
  "assets/query-R.js",
  "assets/app-shell-S.js",
  "assets/icons-I.js",
  "assets/dashboard-page-D.js",
  "assets/dashboard-data-P.js",
];
const DASHBOARD_READS = ["/api/auth/session", "/api/dashboard", "/api/modules", "/api/pathways"];
const SCRIPT = "export const chunk = 1;\n".repeat(100);

let clientDir: string;
let t: TestApp;
let learner: TestUser;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "pivot-spa-"));
  fs.mkdirSync(path.join(clientDir, ".vite"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(clientDir, "assets", "index-E.js"), SCRIPT);
  fs.writeFileSync(path.join(clientDir, "assets", "index-E.js.br"), brotliCompressSync(SCRIPT));
  t = await createTestApp({}, { clientDir });
  learner = await t.signUp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (user: TestUser | null, url: string, cookie?: string) =>
  t.as(user, { method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the SPA HTML of a signed-in page preloads its chunks and reads", () => {
  it("gives the dashboard at / its reads before the entry script and its chunks after the entry's own", async () => {
    const res = await page(learner, "/");
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const entryAt = html.indexOf(ENTRY_SCRIPT);
    expect(entryAt).toBeGreaterThan(0);
    for (const href of DASHBOARD_READS) {
      expect(html.split(fetchPreload(href)), href).toHaveLength(2);
      expect(html.indexOf(fetchPreload(href)), href).toBeLessThan(entryAt);
    }
    for (const file of DASHBOARD_CHUNKS) {
      expect(html.split(modulePreload(file)), file).toHaveLength(2);
      expect(html.indexOf(modulePreload(file)), file).toBeGreaterThan(entryAt);
      expect(html.indexOf(modulePreload(file)), file).toBeLessThan(html.indexOf("</head>"));
    }
    // The entry and what it imports are already in Vite's own tags; the landing page is not needed.
    expect(html.split("/assets/vendor-V.js")).toHaveLength(2);
    expect(html.split("/assets/index-E.js")).toHaveLength(2);
    expect(html).not.toContain("landing-page");
  });

  it("preloads what the learner's session can read: each preloaded URL answers 200", async () => {
    const html = (await page(learner, "/")).body;
    const hrefs = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(hrefs).toEqual(DASHBOARD_READS);
    for (const url of hrefs) {
      const res = await t.as(learner, { method: "GET", url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it("gives another signed-in page the shell, its own chunk and the current user, not the dashboard's reads", async () => {
    const html = (await page(learner, "/library?pillar=purpose")).body;
    expect(html).toContain(fetchPreload("/api/auth/session"));
    expect(html).not.toContain(fetchPreload("/api/dashboard"));
    for (const file of ["assets/query-provider-Q.js", "assets/app-shell-S.js", "assets/library-page-B.js"])
      expect(html, file).toContain(modulePreload(file));
    expect(html).not.toContain("dashboard-page");
  });

  it("says the HTML varies with the cookie", async () => {
    const res = await page(learner, "/");
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the SPA HTML without a session preloads nothing", () => {
  it.each([
    ["no cookie", undefined],
    ["another cookie", "theme=dark"],
    ["a forged session cookie", "better-auth.session_token=forged-token.c2lnbmF0dXJl"],
  ])("with %s, / is the landing page's HTML without preload links", async (_case, cookie) => {
    const res = await page(null, "/", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(ENTRY_SCRIPT);
    expect(res.body).not.toContain('rel="preload"');
    expect(res.body.match(/rel="modulepreload"/g)).toHaveLength(1);
  });

  it("a signed-in learner on a public page gets no preloads either", async () => {
    const res = await page(learner, "/pilot");
    expect(res.body).not.toContain('rel="preload"');
    expect(res.body.match(/rel="modulepreload"/g)).toHaveLength(1);
  });
});

describe("the built client's files", () => {
  it("are sent brotli-compressed to a browser that accepts it, from the sibling the build wrote", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-E.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("fall back to the plain file when no compressed sibling matches", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-E.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it("every source module the preload table names exists", () => {
    expect(PRELOADED_SOURCES.length).toBeGreaterThan(0);
    for (const source of PRELOADED_SOURCES) expect(fs.existsSync(path.resolve(source)), source).toBe(true);
  });
});
