import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import openapiTS from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 23 item 2: the OpenAPI document is generated from the contracts, valid, complete and usable. */

const root = path.resolve(import.meta.dirname, "../../../..");
let t: TestApp;
let document: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("application/json");
  document = response.json();
});
afterAll(() => t?.close());

type Operation = {
  summary?: string;
  responses?: Record<string, { content?: Record<string, Record<string, unknown>> }>;
};
const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, operation })),
  );

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("documents the versioned public API and nothing else", () => {
    const urls = Object.keys(document.paths as object);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => !url.startsWith("/api/v1/"))).toEqual([]);
    expect(urls).toContain("/api/v1/progress");
  });

  it("gives every operation a summary, an API-key requirement and an example answer", () => {
    for (const { key, operation } of operations()) {
      expect(operation.summary?.trim(), `${key}: summary`).toBeTruthy();
      expect((operation as { security?: unknown }).security, `${key}: security`).toEqual([{ organisationApiKey: [] }]);
      const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith("2"));
      const media = success?.[1].content?.["application/json"];
      expect(media?.example ?? media?.examples, `${key}: an example answer`).toBeDefined();
    }
  });

  it("gives a client generated from it the types a customer's script is written against", async () => {
    const types = await openapiTS(document as never);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pivot-api-client-"));
    try {
      fs.writeFileSync(path.join(dir, "pivot-api.d.ts"), types);
      fs.copyFileSync(path.join(root, "docs/api-client/list-completions.ts"), path.join(dir, "list-completions.ts"));
      fs.writeFileSync(
        path.join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            target: "ES2023",
            lib: ["ES2023", "DOM"],
            module: "ESNext",
            moduleResolution: "Bundler",
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            typeRoots: [path.join(root, "node_modules/@types")],
            types: ["node"],
          },
          include: ["*.ts"],
        }),
      );
      const tsc = path.join(root, "node_modules/.bin/tsc");
      const result = await promisify(execFile)(tsc, ["-p", dir]).catch((error: { stdout?: string }) => error);
      expect((result as { stdout?: string }).stdout ?? "").toBe("");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("GET /api/docs", () => {
  it("serves the interactive reference with its own scripts, under a CSP that allows only them", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).toContain("/api/docs/swagger-ui-bundle.js");
    for (const file of ["swagger-ui.css", "swagger-ui-bundle.js", "reference.js"]) {
      const asset = await t.app.inject({ method: "GET", url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/docs/reference.js" })).body).toContain("/api/openapi.json");
  });

  it("serves nothing else from the package", async () => {
    for (const file of ["package.json", "..%2Fpackage.json", "index.html"]) {
      expect((await t.app.inject({ method: "GET", url: `/api/docs/${file}` })).statusCode, file).toBe(404);
    }
  });
});
