import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import JSZip from "jszip";
import { createAdmin, E2E_ORIGIN, expect, signInAs, signUpViaApi, uniqueId } from "./fixtures";

/**
 * Issue 24 item 1: what the LMS journeys share. An owner whose organisation has the Enterprise Plus plan
 * (recorded by sales, as for a Contact Sales enquiry), the package they download from the settings
 * card, and a small LMS: an HTTP server on another origin that serves the unzipped package and whatever
 * else the journey's LMS side needs (a SCORM 1.2 host page with scorm-again, or cmi5's LRS endpoints).
 */

/** Screenshots for review at a phone's and a desktop's width, when SCREENSHOT_DIR is set. */
export async function snapRegion(page: Page, region: string, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const section = page.getByRole("region", { name: region });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function snapPage(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An owner, signed in on `page`, of a new organisation with the Enterprise Plus plan. */
export async function enterprisePlusOwner(page: Page, browser: Browser) {
  const owner = await signUpViaApi(page, { firstName: "Lena", lastName: "Owner" });
  const organisationName = `LMS Ltd ${uniqueId()}`;
  await page.goto("/organization/new");
  await page.getByLabel("Organisation name").fill(organisationName);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/organization$/);
  const organizations = (await (await page.request.get("/api/organizations")).json()) as {
    id: string;
    active: boolean;
  }[];
  const organizationId = organizations.find((o) => o.active)?.id ?? "";
  const enquiry = await page.request.post("/api/sales-enquiries", {
    headers: { origin: E2E_ORIGIN },
    data: {
      planId: "enterprise_plus",
      name: "Lena Owner",
      email: owner.email,
      organisation: organisationName,
      teamSize: "26-100",
    },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, await createAdmin(adminPage));
  const converted = await adminPage.request.post(`/api/admin/enquiries/${(await enquiry.json()).id}/convert`, {
    headers: { origin: E2E_ORIGIN },
    data: {
      organization: { kind: "existing", id: organizationId },
      planId: "enterprise_plus",
      seats: null,
      period: "yearly",
      invoiceRef: `INV-LMS-${uniqueId()}`,
    },
  });
  expect(converted.status(), await converted.text()).toBe(200);
  await adminContext.close();
  return { owner, organisationName, organizationId };
}

/** An active module of the catalogue that has a knowledge check. */
export async function assessedModule(page: Page): Promise<{ id: number; title: string }> {
  const modules = (await (await page.request.get("/api/modules?sort=title")).json()) as {
    id: number;
    title: string;
    hasKnowledgeCheck: boolean;
  }[];
  const module = modules.find((m) => m.hasKnowledgeCheck);
  if (!module) throw new Error("the catalogue has no module with a knowledge check");
  return module;
}

/** Downloads a package of the module from the settings card, as the owner does, and unzips it. */
export async function downloadPackage(
  page: Page,
  moduleTitle: string,
  format: "SCORM 1.2" | "cmi5",
): Promise<Map<string, Buffer>> {
  const section = page.getByRole("region", { name: "LMS packages" });
  await section.getByLabel("Find a module or pathway").fill(moduleTitle);
  await section.getByRole("combobox", { name: /^Module or pathway/ }).selectOption({ label: `Module: ${moduleTitle}` });
  await section.getByRole("combobox", { name: /^Format/ }).selectOption({ label: format });
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download package" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  const files = new Map<string, Buffer>();
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!entry.dir) files.set(name, await entry.async("nodebuffer"));
  }
  return files;
}

/**
 * Decision 392: the owner adds the LMS's web address to the package on its card, as they do in the
 * settings (a launch from anywhere else adds nobody).
 */
export async function allowLmsOrigin(page: Page, moduleTitle: string, format: "SCORM 1.2" | "cmi5", origin: string) {
  const section = page.getByRole("region", { name: "LMS packages" });
  await section
    .getByRole("button", { name: `Edit the LMS web addresses of ${moduleTitle} (${format})` })
    .first()
    .click();
  await section.getByLabel("LMS web addresses, one a line").fill(origin);
  await section.getByRole("button", { name: "Save addresses" }).click();
  await expect(section.getByText(`Opens from ${origin}`).first()).toBeVisible();
}

/** The same through the API, for every package of the organisation: for journeys that test the player only. */
export async function allowLmsOriginByApi(page: Page, organizationId: string, origin: string) {
  const list = (await (await page.request.get(`/api/organizations/${organizationId}/lms-packages`)).json()) as {
    items: { id: string }[];
  };
  for (const { id } of list.items) {
    const saved = await page.request.put(`/api/organizations/${organizationId}/lms-packages/${id}/origins`, {
      headers: { origin: E2E_ORIGIN },
      data: { origins: [origin] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

export type Route = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => boolean;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".xml": "application/xml",
};

/**
 * The LMS: the package's files under /package/, the files given under their paths, and the journey's
 * own routes. On 127.0.0.1, so another origin than PIVOT's (localhost).
 */
export async function startLms(
  packageFiles: Map<string, Buffer>,
  staticFiles: Record<string, { type: string; body: string | Buffer }>,
  routes: Route[] = [],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      for (const route of routes) if (route(request, body, response)) return;
      const url = new URL(request.url ?? "/", "http://lms.invalid");
      const own = staticFiles[url.pathname];
      if (own) {
        response.writeHead(200, { "content-type": own.type }).end(own.body);
        return;
      }
      if (url.pathname.startsWith("/package/")) {
        const name = decodeURIComponent(url.pathname.slice("/package/".length));
        const file = packageFiles.get(name);
        if (file) {
          response
            .writeHead(200, { "content-type": TYPES[path.extname(name)] ?? "application/octet-stream" })
            .end(file);
          return;
        }
      }
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
