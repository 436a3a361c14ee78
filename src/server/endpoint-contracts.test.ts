import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, isEndpoint } from "../contracts/endpoint";
import { isApiRoute } from "./plugins/access-policy";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * Issue 23 item 1: each endpoint is declared once, in src/contracts/api/, and both sides are built
 * from that declaration. This proves it for the running app: every route it registers came from a
 * contract, every contract is registered, and the client names no API path of its own.
 */

const declared: { name: string; endpoint: Endpoint }[] = Object.entries(
  import.meta.glob<Record<string, unknown>>("../contracts/api/*.ts", { eager: true }),
).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([exportName, group]) =>
    typeof group === "object" && group !== null
      ? Object.entries(group)
          .filter(([, value]) => isEndpoint(value))
          .map(([key, value]) => ({
            name: `${path.basename(file, ".ts")}: ${exportName}.${key}`,
            endpoint: value as Endpoint,
          }))
      : [],
  ),
);

let t: TestApp;
beforeAll(async () => {
  // The test-support routes too: end-to-end servers register them, so they have contracts as well.
  t = await createTestApp({ E2E_TEST_SUPPORT: "true" });
});
afterAll(() => t?.close());

/**
 * Every route but the HEAD copies Fastify makes of each GET, and @fastify/static's routes for the files
 * of a built client (outside /api, without an access policy: they serve the SPA's assets).
 */
const registered = () =>
  t.app.routePolicies.filter(
    (route) => route.method !== "HEAD" && !(route.access === undefined && !isApiRoute(route.url)),
  );

describe("the endpoint contracts", () => {
  it("are found (the glob reads src/contracts/api/)", () => {
    expect(declared.length).toBeGreaterThan(100);
  });

  it("are the source of every route the app registers", () => {
    const withoutContract = registered()
      .filter((route) => route.endpoint === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutContract).toEqual([]);
  });

  it("are each registered, with the method and path they declare", () => {
    const unregistered = declared
      .filter(
        ({ endpoint }) =>
          !registered().some(
            (route) => route.endpoint === endpoint && route.method === endpoint.method && route.url === endpoint.path,
          ),
      )
      .map(({ name, endpoint }) => `${name} (${endpoint.method} ${endpoint.path})`);
    expect(unregistered).toEqual([]);
  });

  it("declare each method and path once", () => {
    const keys = declared.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("each say what the endpoint does", () => {
    const withoutSummary = declared
      .filter(({ endpoint }) => endpoint.summary.trim().length < 10)
      .map(({ name }) => name);
    expect(withoutSummary).toEqual([]);
  });

  it("put exactly the versioned API in the public reference, each endpoint with an example answer", () => {
    for (const { name, endpoint } of declared) {
      const versioned = endpoint.path.startsWith("/api/v1/");
      expect(Boolean(endpoint.public), `${name}: public exactly when under /api/v1`).toBe(versioned);
      if (!versioned) continue;
      expect(endpoint.examples?.response, `${name}: an example answer`).toBeDefined();
      expect(typeof endpoint.access === "object" && "apiKey" in endpoint.access, `${name}: an API key route`).toBe(
        true,
      );
    }
  });
});

describe("the client", () => {
  it("names no API path outside the contracts", () => {
    const clientDir = path.resolve(import.meta.dirname, "../client");
    const literal = /["'`]\/api\//;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          fs.readFileSync(file, "utf8")
            .split("\n")
            .forEach((line, index) => {
              if (literal.test(line)) offenders.push(`${path.relative(clientDir, file)}:${index + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(clientDir);
    expect(offenders).toEqual([]);
  });
});
