import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { contentOriginOf, loadConfig } from "../config";
import { createTestApp, type TestApp } from "../test/test-app";
import { isDatabaseDown } from "./error-handler";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT: "20" });
});
afterAll(() => t.close());

describe("checks decide on the matched route, not the raw URL (finding 1)", () => {
  it("the origin check applies to an encoded path", async () => {
    const learner = await t.signUp();
    for (const url of ["/api/account/deletion", "/%61pi/account/deletion", "/api/account/%64eletion"]) {
      const res = await t.as(learner, {
        method: "POST",
        url,
        headers: { origin: "https://evil.example", "content-type": "text/plain" },
        payload: "x",
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toMatch(/^Invalid origin/);
    }
    const me = await t.as(learner, { method: "GET", url: "/api/auth/user" });
    expect(me.json().deletionRequestedAt).toBeNull();
  });

  it("the API rate limit counts encoded paths", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const url = i % 2 ? "/%61pi/modules" : "/api/%6dodules";
      statuses.push((await t.app.inject({ method: "GET", url, remoteAddress: "10.8.0.1" })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("an unknown encoded API path is a JSON 404, not the web page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/%61pi/nothing-here", remoteAddress: "10.8.0.2" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not Found" });
  });
});

describe("TRUST_PROXY (finding 3)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: "1", API_RATE_LIMIT: "1000" });
  });
  afterAll(() => proxied.close());

  it("refuses `true`, which would believe any client", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/hop count|number of proxies/);
  });

  it("accepts a hop count or proxy addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24" }).trustProxy).toEqual(["10.0.0.5", "10.0.1.0/24"]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("a rotated X-Forwarded-For cannot escape the contact limit behind one proxy", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "10.0.0.5", // the proxy
        // The client forges the left part; the proxy appends the address it saw.
        headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.7` },
        payload: { name: "Spoofer", email: "spoof@example.com", message: "Hello" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("a rotated X-Forwarded-For cannot escape the sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "10.0.0.5",
        headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.8`, origin: "http://localhost:5000" },
        payload: { email: "victim@example.com", password: `guess-number-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  });
});

describe("logs (finding 9)", () => {
  it("redact session tokens, e-mails, cookies and passwords, and collapse repeated errors", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = { ...loadConfig({ NODE_ENV: "test", PGLITE_DIR: "memory://", LOG_LEVEL: "info" }) };
    const app = await buildApp(config, t.database, { logStream: stream });
    const token = "Zq8vT3kLm9Xc2Rb7Nd4Wp1Hs6Gy0FaEe";
    app.get("/api/test-failure", { config: { access: "public" } }, async () => {
      const error = new Error(
        `Failed query: select * from session where token = $1 and email = $2\nparams: ${token},someone@example.com`,
      );
      throw error;
    });
    await app.ready();
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({
        method: "GET",
        url: `/api/test-failure?email=someone@example.com&token=${token}`,
        headers: { cookie: `pivot.session_token=${token}.sig` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Internal Server Error" });
    }
    await app.close();
    const log = lines.join("");
    expect(log).toContain("unhandled error");
    expect(log).not.toContain(token);
    expect(log).not.toContain("someone@example.com");
    // 50 identical failures: one full entry, not fifty.
    expect(lines.filter((line) => line.includes('"msg":"unhandled error"')).length).toBe(1);
  });
});

describe("a database that is going away answers 503 (finding 10)", () => {
  it.each([
    [
      "admin shutdown",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    ],
    ["connection lost", new Error("Connection terminated unexpectedly")],
    ["wrapped by the ORM", new Error("Failed query: select 1", { cause: new Error("Connection terminated") })],
    ["shutting down", Object.assign(new Error("the database system is shutting down"), { code: "57P03" })],
  ])("%s", (_name, error) => {
    expect(isDatabaseDown(error)).toBe(true);
  });

  it("a query error is not an outage", () => {
    expect(isDatabaseDown(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });

  it("a route whose database connection drops answers 503", async () => {
    const config = loadConfig({ NODE_ENV: "test", PGLITE_DIR: "memory://", LOG_LEVEL: "silent" });
    const app = await buildApp(config, t.database, { logger: false });
    app.get("/api/test-outage", { config: { access: "public" } }, async () => {
      throw new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") });
    });
    const res = await app.inject({ method: "GET", url: "/api/test-outage" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: "Service Unavailable" });
    await app.close();
  });
});

describe("security headers", () => {
  it("give API answers a CSP that allows nothing, and pages the site's CSP", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    const page = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    // Issue 42: pages may frame the imported courses' own origin (the player), and nothing else.
    expect(page.headers["content-security-policy"]).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:5000(;|$)/);
  });

  it("keep the imported courses' host to course content (decision 355)", async () => {
    const onContentHost = await t.app.inject({ method: "GET", url: "/", headers: { host: "127.0.0.1:5000" } });
    expect(onContentHost.statusCode).toBe(404);
    expect(onContentHost.json()).toEqual({ message: "This address serves course content only." });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { host: "127.0.0.1:5000", origin: "http://127.0.0.1:5000" },
      payload: { email: "someone@example.com", password: "whatever-it-is" },
    });
    expect(signIn.statusCode).toBe(404);
  });
});

describe("the imported courses' origin (decision 355)", () => {
  it("is the other loopback spelling by default, must be another host when set, and is trusted with nothing", () => {
    expect(contentOriginOf(undefined, "http://localhost:5000")).toBe("http://127.0.0.1:5000");
    expect(contentOriginOf(undefined, "http://127.0.0.1:5000")).toBe("http://localhost:5000");
    expect(contentOriginOf(undefined, "https://pivot.example.com")).toBeNull();
    expect(contentOriginOf("https://courses.example-content.com/", "https://pivot.example.com")).toBe(
      "https://courses.example-content.com",
    );
    expect(() => contentOriginOf("https://pivot.example.com:8443", "https://pivot.example.com")).toThrow(
      /another host than BASE_URL/,
    );
    expect(() => contentOriginOf("not an address", "https://pivot.example.com")).toThrow(/SCORM_CONTENT_ORIGIN/);
    const config = loadConfig({ NODE_ENV: "development", BASE_URL: "http://localhost:5000" });
    expect(config.scormContentOrigin).toBe("http://127.0.0.1:5000");
    expect(config.trustedOrigins).toContain("http://localhost:5000");
    expect(config.trustedOrigins).not.toContain("http://127.0.0.1:5000");
  });
});
